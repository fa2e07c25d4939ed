/**
 * The playbook landing page (/book): the firm's own 100-day operating
 * playbook, sent on request. The navbar button reads "Copy Our Playbook".
 * There is no download: a person sends it, so the page asks for a request.
 */
import {contact} from '../config/site';

export const PLAYBOOK_TITLE = 'The Portfolio CRM Playbook';

/** Subject line of the e-mail link on the playbook page. */
export const PLAYBOOK_REQUEST_SUBJECT = 'Playbook request: The Portfolio CRM Playbook';

export const playbookMailto = `mailto:${contact.email}?subject=${encodeURIComponent(PLAYBOOK_REQUEST_SUBJECT)}`;

export interface PlaybookChapter {
  number: number;
  title: string;
  detail: string;
}

export const playbookChapters: readonly PlaybookChapter[] = [
  {
    number: 1,
    title: 'The two-week assessment',
    detail: 'The interview guide, the 40-point CRM audit and the scorecard we use to baseline data quality, process and reporting.',
  },
  {
    number: 2,
    title: 'Writing a scope that holds',
    detail: 'Our scope document template: what is in, what is out, what is phase two, and who signs it.',
  },
  {
    number: 3,
    title: 'The metric dictionary',
    detail: 'Definitions for pipeline, bookings, net revenue retention, CAC and payback, with source fields and owners, ready to adapt.',
  },
  {
    number: 4,
    title: 'Cleaning the data once',
    detail: 'Match keys, survivorship rules, the merge review queue and the entry-point checks that keep duplicates from returning.',
  },
  {
    number: 5,
    title: 'Stages built on buyer evidence',
    detail: 'Lifecycle and deal-stage definitions with exit criteria, and the sales-marketing SLA we start every client from.',
  },
  {
    number: 6,
    title: 'The board pack',
    detail: 'The five pipeline charts, the retention view and the CRM-to-finance bridge, with the report settings behind each.',
  },
  {
    number: 7,
    title: 'Adoption after go-live',
    detail: 'Role-based training plans, the weekly adoption measures and the admin runbook we hand over on day 100.',
  },
  {
    number: 8,
    title: 'Rolling it across a portfolio',
    detail: 'How the reference build, the dictionary and the scorecard are reused company by company, and how add-ons are onboarded.',
  },
];

export const playbook = {
  headline: 'Copy our playbook: the 100-day CRM standard we run in every portfolio company',
  intro:
    'The settings in the software are the smallest part of a CRM standard; the scope, the metric dictionary, the stage definitions and the admin runbook are what make a build hold. This playbook is the one our team works from on engagements, with its checklists, templates and definitions. Operating partners use it to set one standard across a portfolio, and revenue leaders at portfolio companies to standardize the CRM themselves. Take it, adapt it, run it.',
  metaDescription:
    'The working playbook behind our 100-day CRM standard: assessment, scope, metric dictionary, cleanup, stages, board pack and rollout. Free on request.',
  format: `${PLAYBOOK_TITLE} is a PDF of about 60 pages, plus the spreadsheet templates it refers to (scorecard, scope, metric dictionary, SLA). Free, with no strings: we send it by e-mail, within one business day.`,
  forWhom: [
    {title: 'Operating partners', text: 'Set one CRM standard across the portfolio and compare companies on the same definitions.'},
    {title: 'Portfolio-company CEOs and CFOs', text: 'Know what a good build looks like before you brief a partner or approve a budget.'},
    {
      title: 'RevOps and marketing ops leaders',
      text: 'Use the templates directly in your own 100-day plan, whether or not you hire anyone.',
    },
  ],
  /** The message the contact form starts with when it opens for a playbook request. */
  requestMessage: `Please send me ${PLAYBOOK_TITLE}.`,
} as const;

/** The three ways to start on /get-started. */
export interface StartOption {
  id: 'assessment' | 'calculators' | 'consultation';
  icon: 'ClipboardCheck' | 'Calculator' | 'MessageSquare';
  title: string;
  time: string;
  detail: string;
  youGet: string[];
  /** The first link is the main action. */
  links: {label: string; href: string}[];
}

export const getStartedOptions: readonly StartOption[] = [
  {
    id: 'assessment',
    icon: 'ClipboardCheck',
    title: 'Take the free assessment',
    time: 'On your own, in one sitting',
    detail:
      'Answer questions about your CRM, data quality, process and reporting. Your answers stay in your browser, and the results page scores each area against the standard we hold portfolio companies to.',
    youGet: [
      'A score for each area and an overall maturity level',
      'Recommendations for your weakest areas',
      'A results link you can save or share',
    ],
    links: [{label: 'Start the assessment', href: '/data-operations-assessment'}],
  },
  {
    id: 'calculators',
    icon: 'Calculator',
    title: 'Run the numbers',
    time: 'A few minutes with your own figures',
    detail:
      'Put a dollar figure on the problem before you ask for budget: what better revenue operations return across a portfolio, or what bad data costs you each year.',
    youGet: [
      'Year-one ROI, payback and the return multiple',
      'The annual cost of bad data, by cause',
      'A link to your result you can share',
    ],
    links: [
      {label: 'RevOps ROI calculator', href: '/revops-roi-calculator'},
      {label: 'Bad data cost calculator', href: '/bad-data-cost-calculator'},
    ],
  },
  {
    id: 'consultation',
    icon: 'MessageSquare',
    title: 'Book a free consultation',
    time: '30 minutes with a senior consultant',
    detail:
      'Bring one real problem: the report nobody trusts, the stalled implementation, the add-on to integrate. We tell you how we would fix it and roughly what it takes.',
    youGet: ['A reply within one business day', 'A first view of scope and cost', 'Notes you keep whether or not we work together'],
    links: [{label: 'Book a consultation', href: '/contact'}],
  },
];
