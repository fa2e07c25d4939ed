import type {FaqPageData} from './types';

const approach: FaqPageData = {
  id: 'approach',
  title: 'Our Approach FAQ',
  description:
    'How a Keelson RevOps engagement runs: the three steps, the two-week assessment, the 100 days, the three pillars and what happens after go-live.',
  path: '/faqs/approach',
  intro:
    'If you want to know what working with us looks like week by week before you commit, these answers walk through it: the assessment, the 100 days, what we need from your team and what happens once the system is live. The [approach page](/approach) gives the overview.',
  items: [
    {
      question: 'What are the three steps of your approach?',
      answer:
        'First, a PE-standard assessment in weeks 1-2, where we measure your data, processes and reporting and agree a fixed scope. Second, rapid implementation: the 100 days in which we build, migrate, integrate and train, under our guarantee. Third, portfolio optimization, an ongoing phase with quarterly value reviews that tie the work to revenue metrics. Each step ends with something you can use even if you stop there.',
    },
    {
      question: 'What happens during the two-week assessment?',
      answer:
        'We interview the people who sell, market, serve customers and report on them, usually eight to twelve conversations. In parallel we audit the portal itself: data quality on six dimensions, pipeline and lifecycle definitions, workflows, integrations and the reports leadership relies on. You get a written findings report, a prioritized roadmap and a fixed-scope quote for the implementation. The [90-day roadmap guide](/guides/pe-hubspot-implementation-roadmap) shows how findings turn into a plan.',
    },
    {
      question: 'Is the assessment useful if we do not go ahead with the implementation?',
      answer:
        'Yes, and we write it to stand on its own. The findings report names each problem, its likely cost and the fix, in enough detail that your own team or another partner could act on it. Some clients use it as the brief for an internal hire; sponsors often use it to compare portfolio companies.',
    },
    {
      question: 'What happens during the 100 days of implementation?',
      answer:
        'The 100 days run in three blocks. Weeks 1-4 settle definitions and the data model and start the cleanup; weeks 5-10 build pipelines, automation, integrations and the migration, with a trial migration your team checks; weeks 11-14 cover training, go-live and the first real reports. Every week ends with a short status note listing what was done, what is next and any decision we need from you.',
    },
    {
      question: 'What are the three pillars of the Keelson approach?',
      answer:
        'Trusted data, shared process and measured outcomes. Trusted data means one clean record per customer and one definition per metric. Shared process means sales, marketing and service work from the same stages and hand-offs, written down. Measured outcomes means every piece of work is tied to a number leadership already cares about, so its value is visible in the next board pack.',
    },
    {
      question: 'How much of our team\'s time will the project need?',
      answer:
        'Plan on two to three hours a week from a project owner, plus one-hour working sessions with sales, marketing and finance leads during the definition weeks. Your future HubSpot admin gains the most from joining build sessions, about half a day a week. Training takes each user two to four hours in total, spread over the last month. Slow decisions are the main risk to the timeline, so we agree a decision-maker for each area at kickoff.',
    },
    {
      question: 'How do you measure whether the project worked?',
      answer:
        'We agree the measures during the assessment and take a baseline before we change anything, so results are compared with your own starting point. Typical measures are qualified leads, sales cycle length, close rates, forecast accuracy and hours spent building reports by hand. Across our client work the results include 47% more qualified leads in 90 days, 28% shorter sales cycles and 35% better close rates. The [case studies](/case-studies) show the before and after for specific companies.',
    },
    {
      question: 'What happens after go-live?',
      answer:
        'The two weeks after go-live are close support: we watch adoption daily, fix what real use uncovers, and run short refresher sessions where people are stuck. Then the system moves into portfolio optimization, where we work through a prioritized backlog each month and hold a quarterly value review with leadership. If you would rather run it yourselves, we hand over documentation, admin training and a runbook.',
    },
    {
      question: 'How do you make sure people actually use the new system?',
      answer:
        'Adoption is designed in, not added at the end. We involve the people who will use the system in the definition sessions, remove fields and steps nobody needs, and train by role on your own data. After go-live we track logins, logged activities and pipeline hygiene by team, and managers get a simple report showing who is using it. Our article on [HubSpot adoption and training](/insights/hubspot-adoption-training) explains why adoption fails and how to prevent it.',
    },
    {
      question: 'How do you work with private-equity sponsors and operating partners?',
      answer:
        'We report to two audiences: the portfolio company\'s leadership, who own the day-to-day decisions, and the sponsor\'s operating partner, who needs comparable numbers across the portfolio. For sponsors we use common definitions across companies, so a qualified lead or a churned customer means the same thing everywhere. Companies with standardized CRM operations see 19% higher valuations and 73% faster EBITDA growth, which is the case the [PE value creation program](/pe-value-creation-program) is built on.',
    },
    {
      question: 'What if our priorities change in the middle of the project?',
      answer:
        'Priorities change, especially after an acquisition or a leadership change, and the plan should follow the business. We record each change, show what it adds and what it displaces, and agree in writing whether the date or the scope moves. That keeps the 100-day guarantee tied to a scope everyone can see.',
    },
    {
      question: 'How do you keep leadership informed during the project?',
      answer:
        'Your project owner gets a written status note every week and a 30-minute call to go through it. Leadership gets a one-page summary every four weeks showing progress against the scope, risks and the decisions we need. There is one shared project board, so nobody has to ask where things stand.',
    },
  ],
};

export default approach;
