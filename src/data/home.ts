/**
 * The home page's copy: hero, section headings, the two tool cards, the
 * consultation block and the closing call to action. Figures come from
 * ./claims; the brand from src/config/site.
 */
import {brand} from '../config/site';
import {cohorts, companiesHelped, CONSULTATION_MINUTES, guarantee, GUARANTEE_DAYS, proofPoints, type ProofPointId} from './claims';

export const ASSESSMENT_PATH = '/data-operations-assessment';
export const ROI_CALCULATOR_PATH = '/revops-roi-calculator';

export interface CallToAction {
  label: string;
  href: string;
}

export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

export const homeMeta = {
  title: 'CRM and RevOps for Private Equity',
  description: `${brand.name} standardizes CRM, data and revenue reporting across PE portfolios, with a ${guarantee.name}. Free assessment and ROI calculator.`,
} as const;

export const hero = {
  eyebrow: 'CRM and revenue operations for private equity',
  title: `Turn portfolio CRM operations into profit drivers in ${GUARANTEE_DAYS} days`,
  lead: `${brand.name} rebuilds the CRM, data and reporting behind PE-backed companies, so the operating partner sees one version of the pipeline and the management team runs a revenue engine it trusts.`,
  primary: {label: 'Assess PE Readiness', href: ASSESSMENT_PATH} satisfies CallToAction,
  secondary: {label: 'Calculate ROI Impact', href: ROI_CALCULATOR_PATH} satisfies CallToAction,
  guaranteeTitle: `The ${guarantee.name}`,
  guaranteeTerms: guarantee.terms,
  claimsLabel: 'What standardized CRM operations are worth',
} as const;

export const resultsPanel = {
  title: 'Portfolio results after implementation',
  note: `Averages across the ${cohorts.fullProgram.count} companies of our full program (${cohorts.fullProgram.period}), from the assessment to the 100-day review.`,
} as const;

/** Under each result card: which companies the average covers, and its spread. */
export const resultSpreads: Readonly<Partial<Record<ProofPointId, string>>> = {
  'qualified-leads': `Average across the ${cohorts.leadRebuild.count} companies whose lead scoring and routing we rebuilt; ${proofPoints['qualified-leads'].range ?? ''}.`,
  'sales-cycle': `Average across the ${cohorts.pipelineRebuild.count} companies whose pipeline stages we rebuilt; ${proofPoints['sales-cycle'].range ?? ''}.`,
  'close-rates': `Win rate, same ${cohorts.pipelineRebuild.count} companies; ${proofPoints['close-rates'].range ?? ''}.`,
};

export const trustBanner = {
  lead: `Trusted by ${companiesHelped.figure} portfolio companies`,
  /** The lead split around its figure, which the banner sets large. */
  leadParts: ['Trusted by', companiesHelped.figure, 'portfolio companies'],
  sectorsLabel: 'Sectors we work in',
  sectors: ['Manufacturing', 'Healthcare services', 'B2B SaaS', 'Distribution', 'Professional services', 'Financial services'],
} as const;

export const sections = {
  results: {
    eyebrow: 'Results',
    title: 'What changes when revenue runs on one standard',
    intro:
      "Each figure is an average over the companies where we did that piece of work, measured against each company's own baseline; no single client matches it, and each card gives the spread.",
  },
  process: {
    eyebrow: 'How it works',
    title: 'From assessment to a standard you can repeat',
    intro: `Two weeks to know where you stand, the rest of the ${GUARANTEE_DAYS} days to fix it, then a quarterly review of what it is worth.`,
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything the revenue stack needs, from one senior team',
    intro:
      'Start with the gap that costs the most. Every service runs on the same data standard, so the pieces fit when you add the next one.',
  },
  tools: {
    eyebrow: 'Free tools',
    title: 'Know where you stand before you spend',
    intro: 'Two tools our consultants use in the first week, open to you without a sales call.',
  },
  testimonials: {
    eyebrow: 'Client voices',
    title: 'What operating partners and their teams say',
    intro:
      'Three clients we have worked for, in their own words, shown by role and company type; the companies are described, never named.',
  },
  resources: {
    eyebrow: 'Resources',
    title: 'Read before you decide',
    intro: 'Guides, case studies and field notes from our consultants, and the references we send client teams to.',
  },
  insights: {
    eyebrow: 'Insights',
    title: 'Latest insights',
    intro: 'New field notes on CRM, data quality and revenue operations.',
  },
} as const satisfies Record<string, SectionCopy>;

export const servicesLink: CallToAction = {label: 'See all services', href: '/services'};
export const insightsLink: CallToAction = {label: 'All insights', href: '/insights'};

export interface ToolCard {
  id: 'assessment' | 'roi-calculator';
  title: string;
  description: string;
  points: readonly string[];
  cta: CallToAction;
  image: {name: 'assessment-scorecard' | 'roi-model'; alt: string};
}

export const toolCards: readonly ToolCard[] = [
  {
    id: 'assessment',
    title: 'Data Operations Assessment',
    description:
      'Rate your revenue operations across six areas, from data quality and governance to reporting and team, against the standard a PE buyer will test.',
    points: [
      'A maturity level for each of the six areas',
      'Recommendations for the weakest areas first',
      'A results link you can share with your board',
    ],
    cta: {label: 'Start the assessment', href: ASSESSMENT_PATH},
    image: {name: 'assessment-scorecard', alt: 'A scorecard with an overall score dial and six dimension bars'},
  },
  {
    id: 'roi-calculator',
    title: 'RevOps ROI Calculator',
    description:
      'Enter your portfolio size, revenue, current efficiency and budget to see the added revenue, year-one ROI and break-even month.',
    points: [
      'Built for a portfolio, not a single company',
      'Recalculates as you move each slider',
      'Return multiple and months to break even',
    ],
    cta: {label: 'Open the ROI calculator', href: ROI_CALCULATOR_PATH},
    image: {name: 'roi-model', alt: 'Four input sliders beside a chart of returns rising year over year'},
  },
];

export const consultation = {
  title: `Book a free ${CONSULTATION_MINUTES}-minute consultation`,
  text: 'Talk to a senior consultant, not a sales rep. Bring the reporting question your board keeps asking; leave with a straight answer on what it takes to fix.',
  agendaLabel: 'In the call we cover',
  agenda: [
    'Where your CRM, data and reporting stand today, in plain terms',
    'Which fixes pay back first, and roughly what each one takes',
    `Whether your scope fits the ${guarantee.name}`,
  ],
  cta: {label: 'Book your consultation', href: '/contact'} satisfies CallToAction,
  image: {
    name: 'board-dashboard',
    alt: 'A portfolio revenue dashboard: pipeline coverage, win rate, sales cycle and data quality tiles above bookings by company and a rising qualified pipeline',
    caption: 'The kind of board dashboard each company runs on after implementation.',
  },
} as const;

export const closingCta = {
  title: 'Start with a free assessment',
  text: 'Score your data operations against the PE standard in one sitting. You get the score, the gaps that cost the most and what closing them is worth, before you commit a dollar.',
  primary: {label: 'Take the free assessment', href: ASSESSMENT_PATH} satisfies CallToAction,
  secondary: {label: 'Talk to a consultant', href: '/contact'} satisfies CallToAction,
} as const;
