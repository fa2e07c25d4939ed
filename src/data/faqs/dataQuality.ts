import type {FaqPageData} from './types';

const dataQuality: FaqPageData = {
  id: 'data-quality',
  title: 'CRM Data Quality FAQ',
  description:
    'CRM data quality in plain numbers: what bad data costs, acceptable duplicate and bounce rates, cleanup timelines, governance and how we handle your data.',
  path: '/faqs/data-quality',
  intro:
    'If you run marketing or revenue operations and cannot get the same number twice from your CRM, these answers are for you. They cover how to measure data quality, what it costs when it fails, how a cleanup runs, and how we handle your data while we work on it.',
  items: [
    {
      question: 'What does CRM data quality actually mean?',
      answer:
        'Data quality is whether your records are fit for the decisions you make with them. We measure it on six dimensions: accuracy, completeness, consistency, timeliness, validity and integrity. A CRM can score well on one and badly on another; a database full of complete but outdated records is a common example. The [data-quality dimensions guide](/data-quality-dimensions-guide) defines each one and shows how to measure it.',
    },
    {
      question: 'How much does bad CRM data cost a business?',
      answer:
        "The cost shows up in three places: reps' time spent researching and correcting records, deals lost to slow or misdirected follow-up, and marketing spend sent to people who will never receive it. The 1-10-100 rule is a useful way to think about it: a record costs about $1 to verify at entry, $10 to clean later, and $100 in lost value if it is never fixed. The [bad data cost calculator](/bad-data-cost-calculator) puts your own numbers into that model, and [the true cost of bad data](/insights/true-cost-of-bad-data) walks through a worked example.",
    },
    {
      question: 'How can we tell whether our CRM data is bad?',
      answer:
        'The symptoms usually arrive before anyone measures anything: two reports that should match do not, reps keep their own spreadsheets, email bounce rates creep up, and the same company appears three times with different owners. Run four quick checks: the duplicate rate on companies, the share of contacts missing an owner or lifecycle stage, the hard bounce rate on your last five sends, and the share of open deals with a close date in the past. If two of the four look bad, the data is costing you money.',
    },
    {
      question: 'What is an acceptable duplicate rate in a CRM?',
      answer:
        "We aim for under 2% duplicate companies and contacts, and treat anything above 5% as a problem that is distorting reports and routing. It is common to find 15-30% duplicates in a CRM that has absorbed several list imports or an acquisition. In one distributor's database of 60,000 accounts we took the duplicate rate from 31% to under 2%. The fix only holds if the [deduplication rules](/insights/deduplication-rules-that-hold) also cover imports and integrations.",
    },
    {
      question: 'What email bounce rate is too high?',
      answer:
        'We treat a 5% bounce rate on any send as the ceiling: above it, stop sending to that list and clean it first. Mailbox providers read high bounce rates as a sign of poor list hygiene, and HubSpot itself reviews accounts whose sends bounce heavily, so the damage spreads to every email you send afterward. A healthy, well-maintained list usually bounces well under 2%. The [data impact page](/resources/data-impact) explains what a rising bounce rate does to your deliverability and pipeline.',
    },
    {
      question: 'How often should we clean our CRM data?',
      answer:
        'A big cleanup should be a one-off; after that, quality should be maintained continuously rather than in annual purges. Validation at entry and automated deduplication handle most of it day to day. Add a monthly review of the data-quality scorecard and a quarterly refresh of enrichment on your most active accounts. Contact data decays steadily as people change jobs, so a database left alone for a year is noticeably worse.',
    },
    {
      question: 'How long does a CRM cleanup take?',
      answer:
        'For most mid-size companies, a thorough cleanup takes about six weeks: one to measure and agree on rules, two to deduplicate and standardize, one to enrich and fill gaps, and two to put validation and ownership in place so it stays clean. Very large or merged databases take longer, mostly because of the decisions about which record wins. Inside our 100-day program the measuring is done in the two-week assessment, and the rest runs in weeks 3-6. Our [six-week CRM cleanup plan](/insights/crm-cleanup-plan) lays out each week with owners and exit criteria.',
    },
    {
      question: 'Should we buy contact lists to grow our database?',
      answer:
        'We advise against it. Purchased lists bring high bounce rates, spam complaints and contacts who never agreed to hear from you, and they drag down deliverability for the customers and prospects who did. They also pollute lead scores and attribution, because the records look like leads but behave like noise. Our article on [why to stop buying contact lists](/insights/stop-buying-contact-lists) sets out what to do instead.',
    },
    {
      question: 'Is data enrichment worth paying for?',
      answer:
        'It is when you enrich the few fields that drive routing, scoring and segmentation, such as industry, employee count, revenue band and job function. It is not when you pay to fill fifty fields that no report or workflow reads. Decide the fields first, choose a source per field, set a refresh cadence and track cost per record. Our [data enrichment strategy](/insights/data-enrichment-strategy) article works through the numbers.',
    },
    {
      question: 'How do you merge duplicates without losing history?',
      answer:
        'We decide the survivor rules before we merge anything: which record wins, and which field values win when the records disagree, such as the most recent, the most complete or the one from the system of record. HubSpot keeps activities, deals and associations when records merge, but property values from the losing record can be overwritten, so we export and keep a snapshot first. We merge in batches, starting with exact matches, and check a sample after each batch.',
    },
    {
      question: 'Who should own data quality in our company?',
      answer:
        'One named person, the data owner, should own the standard and the scorecard: usually the head of sales or revenue operations, who approves merge and validation rules and runs the system day to day. The CFO owns the metric definitions the board reads. Each key field also needs an owner: sales owns deal stages and close dates, marketing owns lead source and lifecycle stage, finance owns contract values. Governance fails when everyone is responsible and no single person is accountable, a problem we explore in [the psychology of data governance](/insights/psychology-data-governance).',
    },
    {
      question: 'Which data-quality KPIs should we track?',
      answer:
        'Track a small set that maps to the six dimensions: duplicate rate, completeness of required fields, share of active records updated or verified in the last 90 days, hard bounce rate, share of deals with valid stages and close dates, and the count of orphaned records without an owner or company. Give each the target of our data-quality standard and an owner, and review them monthly. Our article on [data-quality KPIs](/insights/data-quality-kpis) lists the eight we put on every scorecard.',
    },
    {
      question: 'What is data lineage and why should a revenue team care?',
      answer:
        "Data lineage is the map of where each number comes from: which system, which field, which sync and which calculation produced the figure on the board slide. Without it, a disagreement between marketing's pipeline number and finance's bookings can only be argued about, never explained. Our [data lineage mapping](/services/lineage-mapping) service documents it, and the article on [data lineage for revenue teams](/insights/data-lineage-for-revenue-teams) shows what the map looks like.",
    },
    {
      question: 'How do you handle our data during a project?',
      answer:
        "We work inside your HubSpot portal with named user accounts and only the permissions the work needs, never shared logins. We sign your data processing agreement or ours before we touch anything, keep any exports in encrypted storage rather than on laptops or in email, and delete them when the project closes. We do not use your data for anything except your project. Your admin can see every change we make in HubSpot's audit logs.",
    },
    {
      question: 'Will a data cleanup disrupt our sales team?',
      answer:
        "Not if it is planned around them. We do the heavy merges and bulk updates outside working hours, tell reps in advance which records will change, and never reassign owners without the sales leader's sign-off. Most reps notice the cleanup only because search results suddenly show one record instead of three.",
    },
    {
      question: 'How do we stop bad data from coming back after a cleanup?',
      answer:
        'Fix the entry points, not just the records. That means required fields and dropdowns instead of free text on forms and records, validation on imports, duplicate prevention on integrations, and a named owner who reviews the scorecard monthly. Most databases degrade again within a year when only the records are cleaned, because the same forms, imports and habits keep producing the same errors.',
    },
    {
      question: 'Does CRM data quality affect our valuation at exit?',
      answer:
        "Yes, because buyers' diligence teams test the revenue story against the CRM. If pipeline, churn and customer figures cannot be traced to clean records, buyers discount the forecast or ask for protections. In the 23 exits our sponsors have shared with us, the companies that had standardized CRM operations at least a year before the sale sold at 19% higher valuations and had grown EBITDA 73% faster than the others; better-run companies tend to do both, so read it as a comparison. Our article on the [exit-ready CRM](/insights/exit-ready-crm) covers what diligence teams check, 12 months out.",
    },
    {
      question: 'How do we measure our data quality before we start a project?',
      answer:
        'Start with our free [data operations assessment](/data-operations-assessment) for a first score, then estimate what the gaps cost with the [bad data cost calculator](/bad-data-cost-calculator). In a paid engagement, the two-week assessment measures each of the six dimensions directly from your portal, so the cleanup has a baseline to prove itself against. Without a baseline, you cannot show the board what the work changed.',
    },
  ],
};

export default dataQuality;
