import React from 'react';
import Link from '@docusaurus/Link';
import ToolPage from './_calculators/ToolPage';
import HubspotRoiTool from './_calculators/hubspot/HubspotRoiTool';
import NextSteps from './_calculators/NextSteps';
import {contactPath} from '@site/src/lib/contactLinks';
import {marketRates} from '@site/src/data/pricing';

export default function HubspotRoiCalculator(): React.ReactElement {
  return (
    <ToolPage
      title="HubSpot ROI Calculator"
      description="Year-one ROI, payback month and a three-year view of a HubSpot implementation for one company, from your seats, costs, time saved and conversion lift."
      heading="HubSpot ROI Calculator"
      intro={
        <>
          <p>
            Does a HubSpot implementation earn its keep? For the CEO, CFO or revenue leader deciding, this gives you the year-one ROI, the
            month it pays back and a three-year view for your company. It counts what boards ask about: the license from day one, the
            implementation up front, and benefits only once the system is live.
          </p>
          <p>
            Start from your HubSpot quote and last year&rsquo;s deal figures. Every formula and assumption is written out under{' '}
            <Link to="#how-we-calculate-this">How we calculate this</Link>.
          </p>
        </>
      }
      noscriptFigures="the defaults: 20 seats, a $48,000 license and a $35,000 implementation">
      <HubspotRoiTool />
      <NextSteps
        heading="Where to go next"
        intro="The return depends on an implementation that goes live on time and gets used. Here is how we make sure it does."
        steps={[
          {
            to: '/services/marketing-operations-revops',
            title: 'HubSpot implementation and RevOps',
            text: 'A fixed-scope build with the 100-day implementation guarantee: live within 100 days of kickoff, or we keep working at no additional fee.',
          },
          {
            to: '/guides/hubspot-expert',
            title: 'What an implementation should cost',
            text: `What other firms charge for HubSpot configuration alone, from ${marketRates.bands[0].range} for a basic setup to ${marketRates.bands[2].range} for an enterprise build, and what our program adds.`,
          },
          {
            to: contactPath('marketing-operations-revops'),
            title: 'Book a free 30-minute consultation',
            text: 'Check these figures with a senior consultant before you sign the quote.',
          },
        ]}
      />
    </ToolPage>
  );
}
