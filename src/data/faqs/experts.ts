import type {FaqPageData} from './types';

const experts: FaqPageData = {
  id: 'experts',
  title: 'HubSpot Experts FAQ',
  description:
    'Hiring a HubSpot expert: who does the work, what consultants charge per hour, how to judge qualifications and how to get value from the engagement.',
  path: '/faqs/experts',
  intro:
    'If you are deciding whether to hire a HubSpot expert, and whom, these answers cover what business leaders ask before they sign: who does the work, what it costs, and how to tell a specialist from a generalist. The [complete guide to hiring a HubSpot expert](/guides/hubspot-expert) goes deeper on every point.',
  items: [
    {
      question: 'Who will actually do the work on our project?',
      answer:
        'A senior consultant, our engagement lead, runs your project from the assessment to the day-100 value review and leads the weekly demo. Depending on the scope, they draw on Marcus Oyelaran for data operations, Priya Raman for RevOps and lead management, and Elena Sokolova for analytics, with Dana Whitfield, our founder, accountable for the guarantee. We do not sell the work with senior people and hand it to juniors or an offshore subcontractor. You meet the people who will configure your portal before you sign.',
    },
    {
      question: 'What does a HubSpot expert do that a general marketing agency does not?',
      answer:
        'A general agency is usually strongest at campaigns and content, and treats HubSpot as the tool that sends the emails. A HubSpot expert designs the system underneath: the data model, lifecycle and pipeline definitions, integrations, permissions and the reports that depend on them. If your problem is that leadership has stopped trusting the numbers, you need the second skill set. Our [guide to hiring a HubSpot expert](/guides/hubspot-expert) sets out the difference in detail.',
    },
    {
      question: 'How much do HubSpot consultants charge per hour?',
      answer:
        'Market hourly rates for HubSpot consultants run from $75 to $400. The low end is usually a freelancer doing configuration to a spec you write; the high end is a senior architect who will challenge the spec and owns the outcome. Project work typically lands at $3,500-12,000 for a basic setup, $12,000-35,000 for multi-hub and $25,000-75,000+ for enterprise. Those bands price configuration alone; our 100-day program, which adds data remediation, finance integration, board reporting and adoption, costs $100K-$300K per portfolio company, quoted as a fixed price at the end of the two-week assessment rather than by the hour.',
    },
    {
      question: 'When do we need a HubSpot expert rather than doing it ourselves?',
      answer:
        'Do it yourself when the job is small and reversible: a new email template, a simple form, a report on data you already trust. Bring in an expert when the change touches the data model, several teams, an integration or a migration, because mistakes there compound quietly for months. A portfolio company preparing for a board review, an add-on acquisition or an exit is almost always in the second group.',
    },
    {
      question: "How do we judge a HubSpot consultant's qualifications?",
      answer:
        'Certifications show someone has studied the product; they do not show they have run a migration under a deadline. Ask for two references from companies of your size and complexity, a sample of their written documentation, and a walkthrough of a portal they built that is still in use a year later. A good consultant will also ask you hard questions about your definitions and data before quoting.',
    },
    {
      question: 'What should we ask a HubSpot consultant before hiring them?',
      answer:
        'Ask who specifically will do the work, how they price changes to scope, what they hand over at the end, and what happens if the project runs late. Ask how they would handle your messiest data problem, and listen for specifics rather than reassurance. Our article on [hiring and working with a HubSpot consultant](/insights/hiring-and-working-with-a-hubspot-consultant) has the full list of questions and the answers to look for.',
    },
    {
      question: 'Are your consultants HubSpot certified?',
      answer:
        'Yes: every consultant holds current HubSpot certifications for the hubs they implement, and renews them as HubSpot updates the curriculum. We treat certification as the floor; the proof is the track record: we have worked with HubSpot since 2012 and helped 50+ portfolio companies.',
    },
    {
      question: 'How long has Keelson RevOps worked with HubSpot?',
      answer:
        "Since 2012, when Dana Whitfield founded the firm in Boston. That span covers HubSpot's growth from a marketing tool into a full CRM platform, so we have migrated, rebuilt and untangled portals set up under almost every version of its advice. It also means we know which workarounds from five years ago are now native features you no longer need.",
    },
    {
      question: 'Should we hire a full-time RevOps person or bring in a consultant?',
      answer:
        "Usually both, in sequence. A consultant is faster for the build, because they have done it many times, and a full-time hire is better for running the system day to day. We often help clients write the role and interview candidates, then hand the system to that person at go-live. Protect the role once it is filled: a marketing operations hire who becomes the team's help desk stops doing operations work, and [marketing operations isn't IT support](/insights/marketing-operations-isnt-it) sets out the one-page charter and request backlog that prevent the drift. Our article on [RevOps team structure](/insights/revops-team-structure) shows how staffing changes at $20M, $75M and $250M revenue.",
    },
    {
      question: 'What red flags should we watch for when hiring a CRM consultant?',
      answer:
        'Be wary of anyone who quotes a price before seeing your data, promises a full implementation in two weeks, or cannot name who will do the work. Other warning signs are no written scope, no plan for training or handover, and a proposal that lists features instead of outcomes. A consultant who agrees with everything you say in the first meeting is not yet doing the job.',
    },
    {
      question: 'How do you work with our in-house team?',
      answer:
        'We build with your people rather than for them. Your data owner, usually the head of sales or revenue operations, approves merge and validation rules and runs the system after handover; the CFO signs the metric definitions; sales and marketing leaders own the stages and hand-offs they work in. Decisions are theirs; we bring the options and the consequences. By cutover your admin has made changes in the system themselves, with us reviewing, so the handover is a formality rather than a cliff.',
    },
    {
      question: 'How do we get the most value from a HubSpot consultant?',
      answer:
        'Give them access and decisions quickly, because waiting on either is the most common reason projects slip. Agree on dated milestones. Ours are the assessment in weeks 1-2, clean data and signed definitions by week 6, the build and cutover by the end of week 10, and adoption and handover in weeks 11-14. Measure them on outcomes you can see, such as forecast accuracy, lead response time or time spent on reporting, not hours logged.',
    },
  ],
};

export default experts;
