import React from 'react';
import Link from '@docusaurus/Link';
import RoiCalculator from '@site/src/components/RoiCalculator';
import {QueryNotice} from '@site/src/components/CalculatorInputs';
import {REVENUE_CAPTURE_RATE, revopsRoiAssumptions, revopsRoiCopy, revopsRoiFields, TARGET_EFFICIENCY_PCT} from '@site/src/data/revopsRoi';
import {computeRoi} from '@site/src/lib/roi';
import {formatMoney, formatMultiple, formatPercent} from '@site/src/lib/format';
import HowWeCalculate from '../HowWeCalculate';
import ShareBar from '../ShareBar';
import {PrintLink} from '../ToolNotes';
import {useToolQuery} from '../useToolQuery';
import styles from '../styles.module.css';

/**
 * The PE guide's ROI calculator, with its inputs kept in the URL query, a
 * copy-link and print bar, and the formula (src/lib/roi.ts) written out.
 */
export default function RevopsRoiTool(): React.ReactElement {
  const {values, setValues, adjustments, shareUrl} = useToolQuery(revopsRoiFields);
  const r = computeRoi(values);
  const {portfolioSize: companies, avgRevenue, currentEfficiency, implementationCost} = values;
  const capture = Math.round(REVENUE_CAPTURE_RATE * 100);

  return (
    <>
      <section aria-labelledby="model-your-portfolio">
        <h2 id="model-your-portfolio">Model your portfolio</h2>
        <QueryNotice adjustments={adjustments} copy={revopsRoiCopy} />
        <RoiCalculator value={values} onChange={setValues} />
        <div className={styles.results}>
          <p className={styles.resultsSubhead}>
            Keep these results: the link carries your four inputs, so the figures open exactly as you left them.
          </p>
          <ShareBar url={shareUrl} />
          <PrintLink url={shareUrl} />
        </div>
      </section>

      <HowWeCalculate
        intro={
          <>
            <p>
              This is the same model as the calculator in our{' '}
              <Link to="/guides/hubspot-private-equity">HubSpot guide for private equity</Link>, step by step. It answers one question for
              an operating partner: if every company in the portfolio ran its revenue operations the standardized way, what would year one
              return on the implementation?
            </p>
            <p>
              The {capture}% capture rate and the {TARGET_EFFICIENCY_PCT}% target are fixed, so results from different portfolios can be
              compared. Amounts of a million dollars or more are shown as $X.XM.
            </p>
          </>
        }
        steps={[
          {
            name: 'Portfolio revenue',
            formula: 'Portfolio companies \u00d7 average annual revenue per company',
            worked: `${companies} \u00d7 $${avgRevenue}M = ${formatMoney(r.totalRevenue)}`,
          },
          {
            name: 'Efficiency gap',
            formula: `(${TARGET_EFFICIENCY_PCT}% \u2212 current operational efficiency) \u00f7 100`,
            worked: `(${TARGET_EFFICIENCY_PCT} \u2212 ${currentEfficiency}) \u00f7 100 = ${((TARGET_EFFICIENCY_PCT - currentEfficiency) / 100).toFixed(2)}`,
          },
          {
            name: 'Additional revenue',
            formula: `Portfolio revenue \u00d7 efficiency gap \u00d7 ${REVENUE_CAPTURE_RATE}`,
            worked: `${formatMoney(r.totalRevenue)} \u00d7 ${((TARGET_EFFICIENCY_PCT - currentEfficiency) / 100).toFixed(2)} \u00d7 ${REVENUE_CAPTURE_RATE} = ${formatMoney(r.additionalRevenue)}`,
          },
          {
            name: 'Investment',
            formula: 'Implementation cost per company \u00d7 portfolio companies',
            worked: `$${implementationCost}K \u00d7 ${companies} = ${formatMoney(r.implementationCost)}`,
          },
          {
            name: 'Year-one ROI and return multiple',
            formula: 'ROI = (additional revenue \u2212 investment) \u00f7 investment; return multiple = ROI + 1, to one decimal',
            worked: `(${formatMoney(r.additionalRevenue)} \u2212 ${formatMoney(r.implementationCost)}) \u00f7 ${formatMoney(r.implementationCost)} = ${formatPercent(r.yearOneROI)}, a ${formatMultiple(r.returnMultiple)} return`,
          },
          {
            name: 'Monthly gain and break-even',
            formula: 'Monthly gain = additional revenue \u00f7 12; break-even = investment \u00f7 monthly gain, rounded up to whole months',
            worked: `${formatMoney(r.additionalRevenue)} \u00f7 12 = ${formatMoney(r.monthlyGain)} a month; ${formatMoney(r.implementationCost)} \u00f7 ${formatMoney(r.monthlyGain)} = ${r.breakEvenMonths} ${r.breakEvenMonths === 1 ? 'month' : 'months'}`,
          },
        ]}
        assumptions={revopsRoiAssumptions}
      />
    </>
  );
}
