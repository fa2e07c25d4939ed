import type {FaqPageData} from './types';

const modules: FaqPageData = {
  id: 'modules',
  title: 'HubSpot Modules FAQ',
  description:
    'Which HubSpot hubs and editions you need, what each one does, and how we set up scoring, pipelines, custom objects and integrations for growing companies.',
  path: '/faqs/modules',
  intro:
    'If you are choosing HubSpot hubs and editions, or wondering whether you are paying for features you do not use, start here. These answers explain what each part of HubSpot does for a mid-size B2B company and how we configure the pieces that matter most.',
  items: [
    {
      question: 'Which HubSpot hubs do we actually need?',
      answer:
        'Start from the jobs, not the product list. Most B2B companies need Sales Hub for pipeline and forecasting and Marketing Hub for lead capture, nurturing and attribution; add Service Hub when customer success or support needs tickets and renewals, and Data Hub when HubSpot must sync cleanly with other systems. Content Hub matters only if you want your website and blog inside HubSpot. We often find companies paying for a hub, or an edition, that sits unused.',
    },
    {
      question: 'What is the difference between HubSpot Starter, Professional and Enterprise?',
      answer:
        'Starter covers the basics for a small team: contacts, deals, simple email and forms. Professional is where most mid-size companies land, because it adds workflow automation, sequences, custom reports and more pipelines. Enterprise adds what larger and multi-entity companies need, such as custom objects, team hierarchies, advanced permissions and sandbox portals for testing changes. Choose the edition per hub; you rarely need Enterprise everywhere.',
    },
    {
      question: 'What does Marketing Hub do for a B2B company?',
      answer:
        'Marketing Hub captures leads through forms and landing pages, nurtures them with email and workflows, scores them, and passes them to sales at an agreed point in the lifecycle. Its real value for B2B is attribution: connecting campaigns to the deals and revenue they influenced. That only works when lifecycle stages, lead source and UTM conventions are defined and enforced. Our [marketing operations and RevOps](/services/marketing-operations-revops) service sets these up.',
    },
    {
      question: 'What does Sales Hub include?',
      answer:
        'Sales Hub gives reps deal pipelines, tasks, sequences, meeting scheduling, call logging and email tracking, and gives managers forecasting, pipeline reports and coaching tools. Its value depends on stage definitions: if a deal can sit in "Proposal" without a proposal having been sent, the forecast is fiction. We define each stage by buyer evidence and exit criteria, as in our guide to [pipeline stage definitions](/insights/pipeline-stage-definitions).',
    },
    {
      question: 'When should we add Service Hub?',
      answer:
        'Add Service Hub when customer success or support work lives in inboxes and spreadsheets and you cannot see renewal risk until it is too late. It brings tickets, a shared inbox, a knowledge base, customer feedback surveys and, at higher editions, customer success workspaces. For subscription businesses it is often the fastest route to leading indicators of churn. Our article on the [customer churn blind spot](/insights/customer-churn-blindspot) shows which signals to track.',
    },
    {
      question: 'What is HubSpot Data Hub used for?',
      answer:
        'Data Hub, formerly Operations Hub, is the plumbing: two-way data sync with other systems, data-quality tools for formatting and duplicate management, and programmable automation for logic that standard workflows cannot express. For portfolio companies it is usually what keeps HubSpot and the ERP or billing system in agreement. We use it heavily in [DataOps implementation](/services/dataops-implementation).',
    },
    {
      question: 'Do we need Content Hub to run our website?',
      answer:
        "Only if you want the website, landing pages and blog managed inside HubSpot by your marketing team. The benefit is that page visits, forms and content performance connect directly to contacts and deals. If your site already runs well on another platform, HubSpot's tracking code and forms give you most of the reporting without a migration. We help you weigh the rebuild cost against that benefit before recommending either.",
    },
    {
      question: 'Can one HubSpot portal serve several business units or portfolio companies?',
      answer:
        'It can, and whether it should depends on how separate the businesses are. One portal with teams, permissions and separate brand settings suits companies that share customers, products or a sales team. Separate portals with common definitions suit companies that are run and sold independently, which is typical in a private-equity portfolio. Our article on [HubSpot permissions and teams](/insights/hubspot-permissions-and-teams) covers the single-portal design.',
    },
    {
      question: 'What are custom objects and when should we use them?',
      answer:
        'Custom objects, available on Enterprise editions, let you store things that are not contacts, companies, deals or tickets, such as locations, contracts, equipment or subscriptions, and associate them with the standard records. Use them when a real business entity has its own properties and many-to-many relationships that would otherwise be crammed into deal or company fields. Do not use them to avoid a cleanup; a messy model in a custom object is still messy.',
    },
    {
      question: 'How does lead scoring work in HubSpot?',
      answer:
        'HubSpot scores leads on fit, meaning how closely a contact or company matches your best customers, and engagement, meaning what they have done recently. A score is useful only if it is back-tested against deals you actually won, decays when engagement stops, and has a threshold sales has agreed to act on. Our step-by-step guide to [building a lead score model in HubSpot](/insights/create-pro-level-hubspot-lead-score-model) shows the method, and [lead scoring pitfalls](/insights/lead-scoring-pitfalls) shows what to avoid.',
    },
    {
      question: 'How should we set up lifecycle stages and lead status?',
      answer:
        'Lifecycle stage tells you where a contact is in the relationship with your company; lead status tells sales what is happening with it right now. Write an entry rule for each lifecycle stage, let automation move records forward, and allow moving backward only deliberately. Most reporting arguments between sales and marketing trace back to stages that were never defined. Our article on [lifecycle stages done right](/insights/lifecycle-stages-done-right) gives definitions you can adopt.',
    },
    {
      question: 'Can HubSpot report revenue the way our CFO does?',
      answer:
        'It can get close if the data underneath is right: deal amounts that match contracts, closed-won dates that match bookings, and renewals and expansions recorded as their own deal types. Net revenue retention, for example, can be reported from HubSpot once renewals are tracked consistently, as our article on [NRR reporting in HubSpot](/insights/nrr-reporting-in-hubspot) explains. Where finance needs figures HubSpot cannot hold, we build the reporting in a BI tool through our [Analytics & BI](/services/analytics-bi) service.',
    },
    {
      question: 'Why do HubSpot workflows get out of control, and how do we fix it?',
      answer:
        'Workflows pile up because they are easy to create and rarely have an owner who retires them, so after a few years two workflows set the same property in opposite directions. The fix is an inventory: list every active workflow, its owner, its trigger and the properties it changes, then merge, rename and retire. After that, a naming convention and a quarterly review keep it tidy. Our guide to a [HubSpot workflows audit](/insights/hubspot-workflows-audit) walks through it.',
    },
    {
      question: 'Should we use a native HubSpot integration or build a custom one?',
      answer:
        'Use the native integration when it syncs the objects and fields you need in the direction you need; it is cheaper to run and HubSpot maintains it. Choose Data Hub sync or a custom integration when you need custom objects, field-level rules or transformations, or a system with no good connector. Whichever you choose, write down which system owns each field, because most sync problems come from two systems both believing they are the source.',
    },
    {
      question: 'How do we keep HubSpot costs under control as we grow?',
      answer:
        'HubSpot pricing grows with paid seats, editions and, in Marketing Hub, the number of marketing contacts. Review seats quarterly and remove people who no longer log in, set contacts who will never be emailed as non-marketing, and upgrade editions per hub only when a named need justifies it. The [HubSpot ROI calculator](/hubspot-roi-calculator) helps you test whether an upgrade pays for itself.',
    },
  ],
};

export default modules;
