import React from 'react';
import Link from '@docusaurus/Link';
import ToolPage from './_calculators/ToolPage';
import BadDataCostTool from './_calculators/badData/BadDataCostTool';
import NextSteps from './_calculators/NextSteps';
import {contactPath} from '@site/src/lib/contactLinks';

export default function BadDataCostCalculator(): React.ReactElement {
  return (
    <ToolPage
      title="Bad Data Cost Calculator"
      description="Put a yearly dollar figure on duplicated, incomplete and stale CRM records: wasted time, lost deals, wasted outreach and cleanup, with the method shown."
      heading="Bad Data Cost Calculator"
      intro={
        <>
          <p>
            What does a CRM your team says &ldquo;can&rsquo;t be trusted&rdquo; cost in a year? For the marketing or revenue operations
            leader who keeps hearing that, this puts a dollar figure on the problem. Enter what you know about your database and your team;
            the result splits the cost into wasted time, lost deals, wasted outreach and cleanup, so you can see which problem to fix first.
          </p>
          <p>
            The defaults describe a typical mid-size B2B company we assess. Replace them with your own figures; the method is written out
            under <Link to="#how-we-calculate-this">How we calculate this</Link>.
          </p>
        </>
      }
      noscriptFigures="the defaults: 50,000 contacts, 10,000 companies and a team of 25">
      <BadDataCostTool />
      <NextSteps
        heading="Where to go next"
        intro="A number starts the conversation; a plan ends it. Three ways to turn this figure into one."
        steps={[
          {
            to: '/resources/data-impact',
            title: 'See where poor data hurts',
            text: 'The six places bad data costs a company, from marketing to the board pack, with the signs to look for.',
          },
          {
            to: '/data-operations-assessment',
            title: 'Take the free assessment',
            text: 'Score your data operations dimension by dimension and get the three fixes that matter most.',
          },
          {
            to: contactPath('dataops-implementation'),
            title: 'Book a free 30-minute consultation',
            text: 'Walk through your figures with a senior consultant and leave with a cleanup plan sized to them.',
          },
        ]}
      />
    </ToolPage>
  );
}
