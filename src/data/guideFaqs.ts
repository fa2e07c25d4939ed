import {cohorts, guarantee, proofPoints} from './claims';
import {CUTOVER_WEEK, implementationDurations} from './engagement';
import {pricingRelation, programPricing} from './pricing';
import type {FaqItem} from './faqs/types';

/**
 * FAQ entries that appear on guide pages. Each list is rendered by the shared
 * FaqAccordion and feeds the page's FAQPage structured data, so the visible
 * answer and the structured answer are the same text.
 */

/** The short FAQ at the end of /guides/hubspot-expert. */
export const hubspotExpertFaqs: readonly FaqItem[] = [
  {
    question: 'How much does it cost to hire a HubSpot expert?',
    answer: `Market hourly rates run from $75 to $400, depending on seniority and where the expert sits. Fixed-scope projects usually fall into three bands: $3,500-12,000 for a basic single-hub setup, $12,000-35,000 for a multi-hub implementation, and $25,000-75,000+ for enterprise work with integrations, custom objects and several business units. Those bands price configuration; our ${guarantee.days}-day program, which adds data remediation, finance integration, board reporting and adoption, costs ${programPricing.range} per portfolio company. See the [pricing guide](/guides/hubspot-expert#pricing-guide) for what moves a project between bands.`,
  },
  {
    question: 'Should I hire a freelancer, an agency or a specialist consultancy?',
    answer:
      'Match the shape of the work. A freelancer suits a contained task with a clear owner on your side. A generalist agency suits campaign production. A specialist consultancy suits work where data, process and reporting all have to change together, such as a migration, a multi-entity build or a board-reporting rebuild.',
  },
  {
    question: 'How long does a HubSpot implementation take?',
    answer: `A single-hub setup for one team on a clean database takes ${implementationDurations.singleHubSetup.weeks}. A multi-hub implementation with a CRM migration and integrations takes ${implementationDurations.multiHub.weeks}: in our program, cutover at the end of week ${CUTOVER_WEEK} and handover by week 14. The agreed scope is live within ${guarantee.days} days of kickoff under our [${guarantee.name}](/approach), or we keep working at no additional fee until it is.`,
  },
  {
    question: 'What certifications should a HubSpot expert have?',
    answer:
      'Certifications prove someone has studied the product, not that they have run it under pressure. Expect the relevant HubSpot Academy certifications as a floor, then test for judgment: ask for a portal they have rebuilt, the data model they chose and what they would do differently.',
  },
  {
    question: 'Can we keep the expert on after the implementation?',
    answer:
      'Yes, and most companies should for at least a quarter. A light retainer covers the questions that only appear once people use the system every day, and the quarterly reviews that keep reports and workflows from drifting. Our [team training service](/services/team-training) is built for that handover.',
  },
  {
    question: 'What should we prepare before the first call?',
    answer:
      'Three things: the two or three numbers leadership cannot get today, a rough count of records and users, and a list of the systems HubSpot must talk to. With those, a good expert can tell you in a free 30-minute consultation what they would fix first and roughly what it costs.',
  },
];

/** The questions on /guides/hubspot-private-equity. */
export const hubspotPrivateEquityFaqs: readonly FaqItem[] = [
  {
    question: 'Why standardize every portfolio company on one CRM?',
    answer:
      'Because you cannot compare what you cannot define the same way. One CRM with shared definitions for a qualified lead, a pipeline stage and a renewal lets the operating team read every company on one page. In our portfolio work, companies with standardized CRM operations show 19% higher valuations and 73% faster EBITDA growth.',
  },
  {
    question: 'Is HubSpot powerful enough for a $200M portfolio company?',
    answer:
      'Often, yes: custom objects, business units and the enterprise tiers carry most mid-market models. Where a company has complex CPQ, deep territory management or a large internal Salesforce team, Salesforce can be the better fit. Our [decision framework](/guides/pe-decision-framework) sets out where the line usually falls by revenue band.',
  },
  {
    question: 'How long does a portfolio company rollout take?',
    answer: `${guarantee.terms} A typical company moves through the assessment (weeks 1-2), the foundation of clean data and definitions (weeks 3-6), the build (weeks 7-10, with cutover at the end of week ${CUTOVER_WEEK}), and adoption and handover (weeks 11-14, ending in the first value review on day ${guarantee.days}). The [100-day roadmap](/guides/pe-hubspot-implementation-roadmap) shows the sequence, day by day.`,
  },
  {
    question: 'What does an implementation cost per company?',
    answer: `Our program costs ${programPricing.range} per company, typically ${programPricing.typicalLabel}, which is the ROI calculator's default. The spread comes from the number of integrations, the state of the data being migrated and how many business units share the portal. ${pricingRelation} We quote a fixed price at the end of the two-week assessment.`,
  },
  {
    question: 'How do you measure the return?',
    answer: `Against the baseline scored on day 14 of the assessment: pipeline coverage, win rate, sales-cycle length, forecast accuracy and data quality. The model comes first: our RevOps ROI calculator's return multiple, first-year added revenue over the program cost, is ${proofPoints.roi.figure} for a $60M company starting at an efficiency score of 41 to 49 (the middle half of the ${cohorts.fullProgram.count} companies of our full program) and about 10x at its default inputs; its year-one ROI, with the cost subtracted first, is one turn lower. Measured results come from narrower groups. Rebuilt lead scoring and routing, in ${cohorts.leadRebuild.count} companies, brought an average of ${proofPoints['qualified-leads'].figure} more sales-accepted leads a month in the first 90 days live.`,
  },
  {
    question: 'What happens to the data in the old CRM?',
    answer:
      'It is audited, cleaned and mapped before anything moves. Duplicates are merged, dead records archived and every field that survives gets an owner and a definition. The migration runs twice: once into a sandbox for testing and once for the real cutover.',
  },
  {
    question: 'Will the sales team actually use it?',
    answer:
      'We design for adoption from the first week. Reps get a pipeline view that saves them time, managers get the reports they run their one-to-ones from, and training is role by role. We track logins, activity logging and stage hygiene by team from cutover to the day-100 value review, and act on the gaps.',
  },
  {
    question: 'Can you work across several portfolio companies at once?',
    answer:
      'Yes. A reference build with shared definitions is created once and rolled out company by company, so the second implementation is faster than the first. The [PE value creation program](/pe-value-creation-program) describes how we sequence a portfolio.',
  },
];
