import {guarantee} from '../claims';
import {ASSESSMENT_DAYS, cutoverSupport} from '../engagement';
import {marketRates, pricingRelation, programPricing} from '../pricing';
import type {FaqPageData} from './types';

const services: FaqPageData = {
  id: 'services',
  title: 'HubSpot Services FAQ',
  description:
    'What Keelson RevOps does, what it costs, what the 100-day guarantee covers, which HubSpot hubs we implement and what happens after go-live.',
  path: '/faqs/services',
  intro:
    'If you are scoping a HubSpot or RevOps project and need straight answers before a first call, start here. These are the questions operating partners, CFOs and marketing leaders ask us most about our services, prices and guarantee.',
  items: [
    {
      question: 'What services does Keelson RevOps offer?',
      answer:
        'We implement and repair HubSpot-centered revenue stacks, clean and govern CRM data, build reporting that boards trust, and train the people who run it. In practice that means our services: [Analytics & BI](/services/analytics-bi), [DataOps implementation](/services/dataops-implementation), [team training and implementation](/services/team-training), [marketing operations and RevOps](/services/marketing-operations-revops), [data lineage mapping](/services/lineage-mapping) and custom solutions. Most engagements combine two or three of them. The [services overview](/services) shows how they fit together.',
    },
    {
      question: 'How much does a HubSpot implementation cost?',
      answer: `Two prices answer this, and they measure different work. Market prices for HubSpot configuration fall into three bands: a basic setup of one hub runs ${marketRates.bands[0].range}, a multi-hub implementation ${marketRates.bands[1].range}, and an enterprise build with custom objects, integrations and several business units ${marketRates.bands[2].range}. ${pricingRelation} Our ${guarantee.days}-day program costs ${programPricing.range} per portfolio company, typically ${programPricing.typicalLabel}, as a fixed price signed at the end of the two-week assessment; the [HubSpot ROI calculator](/hubspot-roi-calculator) sets it against the return.`,
    },
    {
      question: 'Do you bill by the hour or by the project?',
      answer: `We quote the program at a fixed price for the agreed scope, signed at the end of the two-week assessment. For context, independent HubSpot consultants and agencies bill market hourly rates of ${marketRates.hourly.range}, and hourly billing puts the risk of a slow project on you. A fixed scope puts it on us, which is also what makes the ${guarantee.name} possible. Ongoing optimization after handover is a monthly retainer with a defined backlog, not an open timesheet.`,
    },
    {
      question: 'What exactly does the 100-day implementation guarantee cover?',
      answer: `The guarantee covers the implementation scope we sign with you on day ${ASSESSMENT_DAYS}, at the end of the assessment: the hubs, pipelines, properties, integrations, migrated data and reports listed in the statement of work. If that scope is not live within ${guarantee.days} days of kickoff, our team keeps working at no additional fee until it is. "Live" means your team is using it for real work, not that a sandbox is configured. The guarantee is why the assessment comes first: we only guarantee a scope we have measured.`,
    },
    {
      question: 'What happens to the 100-day guarantee if we change the scope?',
      answer:
        'If you add or swap work mid-project, we write the change down, price it, and agree with you whether it joins the guaranteed scope and how the date moves, before anyone starts on it. Small changes often fit inside the original 100 days without a new date. What we will not do is let unrecorded requests quietly push the go-live back. You always know which version of the scope the guarantee applies to.',
    },
    {
      question: 'Which HubSpot hubs do you implement?',
      answer:
        'We implement Marketing Hub, Sales Hub, Service Hub, Content Hub, Data Hub (formerly Operations Hub) and Commerce Hub, at Starter, Professional and Enterprise editions. Most of our portfolio-company work centers on Sales Hub and Marketing Hub, with Data Hub doing the syncing and data-quality automation underneath. The [HubSpot modules FAQ](/faqs/modules) explains what each hub is for and which edition you actually need.',
    },
    {
      question: 'Do you work with Salesforce, Microsoft Dynamics or Pipedrive?',
      answer:
        'Our implementations are HubSpot-centered, but we regularly work alongside Salesforce, Microsoft Dynamics and Pipedrive: migrating out of them, running them in parallel during a cutover, or syncing HubSpot with a Salesforce instance a parent company keeps. If you have not chosen a platform yet, our [PE decision framework](/guides/pe-decision-framework) compares them by revenue band, total cost and time to value. We will tell you when HubSpot is not the right fit for you.',
    },
    {
      question: 'Can you migrate our data from another CRM or from spreadsheets?',
      answer:
        'Yes, and migration is where most of the hidden work sits. We map every object and property, clean and deduplicate before we load rather than after, and run a trial migration that your team checks against the source before the final cutover. Activity history, owners and associations come across, not just contacts and companies. Our [CRM cleanup plan](/insights/crm-cleanup-plan) shows the cleaning steps we run first.',
    },
    {
      question: 'Can you connect HubSpot to our ERP, billing system or data warehouse?',
      answer:
        "Yes. We use native HubSpot integrations where they are good enough, Data Hub data sync for two-way field mapping, and custom integrations through HubSpot's APIs where neither fits. Every integration gets a written field map, a named owner for each field, and error alerts that reach a person rather than an unread log. The [data lineage mapping](/services/lineage-mapping) service documents where each revenue number comes from once the systems are connected.",
    },
    {
      question: 'What is included in DataOps implementation?',
      answer:
        'DataOps implementation turns data quality from a one-off cleanup into a running process. We set validation and required fields at the point of entry, deduplication rules that survive imports, enrichment on a schedule, and a data-quality scorecard with an owner and thresholds. The [DataOps implementation](/services/dataops-implementation) page lists the deliverables, and the [data-quality dimensions guide](/data-quality-dimensions-guide) explains what we measure.',
    },
    {
      question: 'What does your team training cover?',
      answer:
        'Training is role-based: reps learn the five things they do in HubSpot every day, managers learn pipeline reviews and coaching reports, and admins learn how to change the system without breaking it. We train on your own portal and your own data, not a demo account, and we record short walkthroughs your new hires can watch later. Adoption is measured by team after cutover by logins, activity logging and pipeline hygiene, and we retrain where the numbers say people are struggling. See [team training and implementation](/services/team-training) for the full program.',
    },
    {
      question: 'Do you support us after go-live?',
      answer: `Yes. ${cutoverSupport.hypercare} A refresher session around day ${guarantee.days} goes where adoption lags. After that, most clients move to portfolio optimization: a monthly retainer with a prioritized backlog and a quarterly value review that ties the work to pipeline, conversion and forecast accuracy. You can also take full ownership at handover; we give your data owner documentation, admin training and a runbook so you can.`,
    },
    {
      question: 'Can you work across several portfolio companies at the same time?',
      answer:
        'Yes, and that is most of our work: we have helped 50+ portfolio companies. For a sponsor, we build one reference design with shared definitions of lifecycle stages, pipeline stages and core metrics, then roll it out company by company so the operating partner can compare like with like. The [PE value creation program](/pe-value-creation-program) describes the portfolio-wide engagement, and the [standardization playbook](/insights/pe-crm-standardization-playbook) shows the rollout order.',
    },
    {
      question: 'Do you build board and investor reporting?',
      answer:
        'Yes. Our [Analytics & BI](/services/analytics-bi) work starts from the questions your board and sponsor ask, then traces each number back to the fields and definitions it depends on. We build the reports in HubSpot where it can carry them and in a BI tool where it cannot, with one definition per metric written down. A [board-ready pipeline report](/insights/board-ready-pipeline-reporting) is usually the first deliverable. The question decides the design: for a [specialty insurance broker](/case-studies/specialty-insurance-broker-revops) whose board asked why organic growth missed plan, the board page shows growth every month in three parts (new business, rate and exposure, lost renewals), each traceable to the policy systems.',
    },
    {
      question: 'How do we get started with Keelson RevOps?',
      answer:
        'Book a free 30-minute consultation through our [contact page](/contact) and tell us what is not working. If it makes sense to go further, kickoff starts the 100 days with the two-week assessment, which ends in a fixed-price scope for the rest of them. If you want a first read on your own, the [data operations assessment](/data-operations-assessment) scores your current setup against the same areas our assessment covers.',
    },
  ],
};

export default services;
