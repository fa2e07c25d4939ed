import {cohorts, guarantee, proofPoints} from '../claims';
import {ASSESSMENT_DAYS, clientCommitment, CUTOVER_WEEK, cutoverSupport, DECISION_DAYS} from '../engagement';
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
      answer: `First, a PE-standard assessment in weeks 1-2, where we measure your data, processes and reporting and sign a fixed-price scope on day ${ASSESSMENT_DAYS}. Second, rapid implementation: the rest of the ${guarantee.days} days, in which we build, migrate, integrate and train under our guarantee, with cutover at the end of week ${CUTOVER_WEEK}. Third, portfolio optimization, an ongoing phase with quarterly value reviews that tie the work to revenue metrics. Each step ends with something you can use even if you stop there.`,
    },
    {
      question: 'What happens during the two-week assessment?',
      answer:
        'We interview the people who sell, market, serve customers and report on them, usually eight to twelve conversations, starting with the CEO and CFO. In parallel we audit the portal itself: data quality on the six dimensions of our standard, pipeline and lifecycle definitions, workflows, integrations and the reports leadership relies on. On day 14 you get a baseline scorecard, a prioritized roadmap and a fixed-price scope for the rest of the 100 days. The [100-day roadmap guide](/guides/pe-hubspot-implementation-roadmap) shows how findings turn into a plan.',
    },
    {
      question: 'Is the assessment useful if we do not go ahead with the implementation?',
      answer:
        'Yes, and we write it to stand on its own. The findings report names each problem, its likely cost and the fix, in enough detail that your own team or another partner could act on it. Some clients use it as the brief for an internal hire; sponsors often use it to compare portfolio companies.',
    },
    {
      question: 'What happens during the 100 days of implementation?',
      answer: `The ${guarantee.days} days count from kickoff, and the assessment is their first two weeks. Weeks 3-6 lay the foundation: the CFO signs the metric dictionary, duplicates are merged in reviewed batches, entry points are guarded by validation and stages are rebuilt on buyer evidence. Weeks 7-10 build scoring, routing, the finance integration and the board pack, with a trial migration your team checks; role-based training runs in week ${CUTOVER_WEEK} and cutover follows at its end. Weeks 11-14 bring close support, a month-end reconciliation to finance and the first value review on day ${guarantee.days}. Every week ends with a demo and a short status note listing what was done, what is next and any decision we need from you.`,
    },
    {
      question: 'What are the three pillars of the Keelson approach?',
      answer:
        'Trusted data, shared process and measured outcomes. Trusted data means one clean record per customer and one definition per metric. Shared process means sales, marketing and service work from the same stages and hand-offs, written down. Measured outcomes means every piece of work is tied to a number leadership already cares about, so its value is visible in the next board pack.',
    },
    {
      question: "How much of our team's time will the project need?",
      answer: `Plan on ${clientCommitment.dataOwnerHoursPerWeek} from your data owner, usually the head of sales or revenue operations, who approves merge and validation rules and runs the system after handover. The CEO, as executive sponsor, settles scope questions within ${DECISION_DAYS} business days, and the CFO signs the metric dictionary in weeks 3-6. Your future HubSpot admin gains the most from joining build sessions, about half a day a week. Training takes each user two to four hours in total, in week ${CUTOVER_WEEK} before cutover and a refresher around day ${guarantee.days}.`,
    },
    {
      question: 'How do you measure whether the project worked?',
      answer: `We score a baseline in the assessment before we change anything, so results are compared with your own starting point. Typical measures are qualified leads, sales cycle length, win rate, forecast accuracy and hours spent building reports by hand. Our published figures are averages over the companies where we did that piece of work. The ${proofPoints['qualified-leads'].figure} more qualified leads, for example, is the average rise in sales-accepted leads per month over the 90 days after go-live across the ${cohorts.leadRebuild.count} companies whose lead scoring and routing we rebuilt, ${proofPoints['qualified-leads'].range ?? ''}. The [case studies](/case-studies) show the before and after for single companies, which is the spread behind the average.`,
    },
    {
      question: 'What happens after go-live?',
      answer: `${cutoverSupport.hypercare} We watch adoption by team, fix what real use uncovers, and run a refresher session around day ${guarantee.days}, when the first value review shows where adoption lags. Then the system moves into portfolio optimization, where we work through a prioritized backlog each month and hold a quarterly value review with leadership and the operating partner. If you would rather run it yourselves, we hand your data owner documentation, admin training and a runbook.`,
    },
    {
      question: 'How do you make sure people actually use the new system?',
      answer:
        'We plan for adoption from the definition sessions onward. The people who will use the system take part in those sessions, we remove fields and steps that feed no report or decision, and we train by role on your own data. After go-live we track logins, logged activities and pipeline hygiene by team, and managers get a simple report showing who is using it. Our article on [HubSpot adoption and training](/insights/hubspot-adoption-training) explains why adoption fails and how to prevent it.',
    },
    {
      question: 'How do you work with private-equity sponsors and operating partners?',
      answer: `We report to two audiences: the portfolio company's leadership, who own the day-to-day decisions, and the sponsor's operating partner, who needs comparable numbers across the portfolio. For sponsors we use common definitions across companies, so a qualified lead or a churned customer means the same thing everywhere. That comparability is what the [PE value creation program](/pe-value-creation-program) is built on, and sponsors' own exits support it: of the ${cohorts.exits.count} we have data for, the companies with standardized CRM operations sold at ${proofPoints.valuation.figure} higher valuations and grew EBITDA ${proofPoints.ebitda.figure} faster.`,
    },
    {
      question: 'What if our priorities change in the middle of the project?',
      answer:
        'Priorities change, especially after an acquisition or a leadership change, and the plan should follow the business. We record each change, show what it adds and what it displaces, and settle in writing whether the date or the scope moves. That keeps the 100-day guarantee tied to a scope everyone can see.',
    },
    {
      question: 'How do you keep leadership informed during the project?',
      answer:
        'Your data owner sees a working demo every week and gets a written status note after it. Leadership gets a one-page summary every four weeks showing progress against the scope, risks and the decisions we need, and the operating partner joins the assessment readout and every value review. There is one shared project board, so anyone on either side can see where things stand without asking.',
    },
  ],
};

export default approach;
