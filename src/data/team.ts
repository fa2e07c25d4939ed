/**
 * The firm and its people, for /about. Each person is one record here, and
 * the blogs' authors are made from these records at build time
 * (src/lib/authors.ts, written by src/plugins/lean-blog): a post's `authors`
 * names a `key` below, and its byline shows the same name, role and picture as
 * /about. A member with no post yet is on /about and has no author page.
 */
import {brand} from '../config/site';

export interface TeamMember {
  /** Lowercase letters, digits and dashes: what a post's `authors` names, and their author page's address (`/insights/authors/<key>`). */
  key: string;
  name: string;
  role: string;
  /** Their picture under static/, as a site path: a photo (JPEG, PNG or WebP, square, at least 144 px) or an initials drawing (SVG). */
  avatar: string;
  /** One sentence: their description on their author page. */
  summary: string;
  bio: string;
  /** What they lead on an engagement. */
  leads: string[];
}

export const team: readonly TeamMember[] = [
  {
    key: 'dana',
    name: 'Dana Whitfield',
    role: 'Founder and Principal Consultant',
    avatar: '/img/authors/dana.svg',
    summary: `Dana founded ${brand.shortName} in ${brand.foundedYear} and leads its private-equity value-creation work, from the first CRM assessment to the board pack.`,
    bio: `Dana founded ${brand.shortName} in ${brand.foundedYear} and leads its private-equity value-creation work, from the first CRM assessment to the board pack. She runs the assessment conversations with operating partners and CEOs, writes the scope the 100-day guarantee applies to, and chairs the quarterly value reviews.`,
    leads: ['PE value creation programs', 'Assessments and scoping', 'Hiring and briefing CRM experts'],
  },
  {
    key: 'marcus',
    name: 'Marcus Oyelaran',
    role: 'Head of Data Operations',
    avatar: '/img/authors/marcus.svg',
    summary: `Marcus runs ${brand.shortName}'s data-operations practice, covering data quality, governance, enrichment and lineage for CRM-centered revenue stacks.`,
    bio: 'Marcus runs the data-operations practice: data quality, governance, enrichment and lineage for CRM-centered revenue stacks. He writes the match and survivorship rules before anything is merged, and he will not sign off a cleanup until the entry points that caused the mess are guarded.',
    leads: ['DataOps implementation', 'Data lineage mapping', 'Migrations and add-on integrations'],
  },
  {
    key: 'priya',
    name: 'Priya Raman',
    role: 'RevOps Lead',
    avatar: '/img/authors/priya.svg',
    summary:
      'Priya leads revenue-operations engagements, covering attribution, lead scoring, funnel design and the handoffs between sales and marketing.',
    bio: "Priya leads revenue-operations engagements: attribution, lead scoring, funnel design and the handoffs between sales and marketing. She gets both teams to sign the same lifecycle definitions, builds scores from the client's own win data and chairs the first SLA reviews.",
    leads: ['Marketing operations and RevOps', 'Lead scoring and routing', 'Attribution and campaign operations'],
  },
  {
    key: 'elena',
    name: 'Elena Sokolova',
    role: 'Analytics and BI Lead',
    avatar: '/img/authors/elena.svg',
    summary:
      'Elena builds the dashboards and reporting models that boards and operating partners rely on, with a focus on churn, CAC and pipeline metrics.',
    bio: 'Elena builds the dashboards and reporting models that boards and operating partners rely on, with a focus on churn, CAC and pipeline metrics. Every report she ships has a signed definition behind it and a reconciliation to what finance books.',
    leads: ['Analytics and BI', 'Board packs and metric dictionaries', 'Retention and unit economics'],
  },
];

/** Copy of /about beyond the people. */
export const firm = {
  headline: `A senior CRM and RevOps team, in ${brand.city} since ${brand.foundedYear}`,
  intro: `We are a small senior team that implements and repairs HubSpot-centered revenue stacks, cleans and governs CRM data, builds reporting boards trust and trains the people who run it. This page says who we are, who we work for and how we work, for the operating partner, CEO or revenue leader deciding whether to trust a CRM, a board pack or the next portfolio company to ${brand.shortName}.`,
  story: [
    `${brand.shortName} started in ${brand.city} in ${brand.foundedYear} with one HubSpot rebuild for a company whose sales and marketing teams reported different revenue numbers to the same board. The fix was less about software than about definitions, ownership and discipline, and that is still the work.`,
    'Most of our clients are private-equity firms and their portfolio companies, typically between $10M and $500M in revenue, along with mid-size companies and marketing or RevOps leaders who need an expert. The name comes from shipbuilding: a keelson is the beam laid over the keel that stiffens the hull. We build the structure under the revenue engine, not the paint on top.',
  ],
  /** Who the firm works for, one line each. */
  clients: [
    {
      title: 'Private-equity firms',
      text: 'Operating partners and value-creation teams who want one CRM standard and comparable numbers across the portfolio.',
    },
    {
      title: 'Portfolio companies',
      text: 'CEOs, CFOs and revenue leaders with $10M-$500M in revenue, preparing for a board cycle, an add-on or an exit.',
    },
    {title: 'Mid-size companies', text: 'Leadership teams that outgrew spreadsheets or an old CRM and want it done properly once.'},
    {
      title: 'Marketing and RevOps leaders',
      text: 'People who inherited a messy portal and need a senior expert beside them for a quarter.',
    },
  ],
  /** How we work, in the firm's own rules. */
  principles: [
    {
      title: 'The people you meet do the work',
      text: 'The consultant in the assessment is the consultant in your portal. We do not sell with seniors and deliver with juniors.',
    },
    {
      title: 'Fixed scope, fixed price',
      text: 'We quote a written scope after the assessment, and the 100-day implementation guarantee applies to it.',
    },
    {
      title: 'Definitions before configuration',
      text: 'Nothing is built until sales, marketing and finance have signed what each stage and metric means.',
    },
    {
      title: 'You can run it without us',
      text: 'Every engagement ends with trained teams, an admin runbook and a backlog your own people own.',
    },
    {
      title: 'We say when you do not need us',
      text: "If a fix is a week of your admin's time, the assessment says so. A free 30-minute consultation is the place to ask.",
    },
  ],
} as const;
