import React from 'react';
import Link from '@docusaurus/Link';
import ToolPage from './_calculators/ToolPage';
import RevopsRoiTool from './_calculators/revops/RevopsRoiTool';
import NextSteps from './_calculators/NextSteps';
import {proofPoints} from '@site/src/data/claims';

export default function RevopsRoiCalculator(): React.ReactElement {
  return (
    <ToolPage
      title="RevOps ROI Calculator"
      description="Model the year-one return of standardizing CRM and revenue operations across a PE portfolio: additional revenue, ROI, return multiple and break-even."
      heading="RevOps ROI Calculator"
      intro={
        <>
          <p>
            This calculator models the first-year return of a portfolio-wide CRM program, for an operating partner deciding whether to run
            one. Set the number of companies, their average revenue, how efficiently they run revenue operations today and what the
            implementation costs each; the additional revenue, ROI, return multiple and break-even month update as you move each slider.
          </p>
          <p>
            Efficiency here is a score out of 100: the share of the assessment&rsquo;s revenue-process checks that pass without manual
            rework: leads routed within the agreed time, deals carrying their required fields, reports that reconcile to finance. The return
            multiple is first-year added revenue over the program cost: about 10x at the defaults, and the {proofPoints.roi.figure} we quote
            for a $60M company starting at an efficiency score of 41 to 49, the middle half of the 31 companies of our full program. The
            year-one ROI makes the same comparison with the cost subtracted first, so it always reads one turn lower: 1,700-2,100% for that
            company. Both are a model of revenue, with no margin taken off. The formula behind the figures is written out under{' '}
            <Link to="#how-we-calculate-this">How we calculate this</Link>.
          </p>
        </>
      }
      noscriptFigures="the default portfolio: 5 companies averaging $50M revenue at 60% efficiency">
      <RevopsRoiTool />
      <NextSteps
        heading="Where to go next"
        intro="A model is a starting point. These turn it into a plan for your portfolio."
        steps={[
          {
            to: '/data-operations-assessment',
            title: 'Assess PE readiness',
            text: 'Score a portfolio company\u2019s data operations and see its three weakest areas, with concrete recommendations for each.',
          },
          {
            to: '/pe-value-creation-program',
            title: 'The PE value creation program',
            text: 'A PE-standard assessment, implementation with the 100-day guarantee, then quarterly value reviews.',
          },
          {
            to: '/contact',
            title: 'Book a free 30-minute consultation',
            text: 'Test your portfolio\u2019s figures with a senior consultant who has helped 50+ portfolio companies.',
          },
        ]}
      />
    </ToolPage>
  );
}
