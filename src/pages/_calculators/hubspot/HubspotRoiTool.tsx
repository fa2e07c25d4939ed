import React from 'react';
import {
  MONTHS_BEFORE_BENEFITS,
  PAYBACK_DISPLAY_LIMIT_MONTHS,
  hubspotRoiAssumptions,
  hubspotRoiCopy,
  hubspotRoiFields,
  hubspotRoiGroups,
} from '@site/src/data/hubspotRoi';
import {hubspotRoi, type HubspotRoi} from '@site/src/lib/hubspotRoi';
import {formatMoney, formatNumber, formatPercent} from '@site/src/lib/format';
import CalculatorInputs, {QueryNotice} from '@site/src/components/CalculatorInputs';
import HowWeCalculate from '../HowWeCalculate';
import ShareBar from '../ShareBar';
import {PrintLink} from '../ToolNotes';
import {showValue} from '@site/src/lib/fieldDisplay';
import {useToolQuery} from '../useToolQuery';
import styles from '../styles.module.css';
import {WORKING_WEEKS_PER_YEAR} from '@site/src/data/calculators';

const BENEFIT_MONTHS = 12 - MONTHS_BEFORE_BENEFITS;

function paybackText(months: number | null): {value: string; note: string} {
  if (months === null) return {value: 'No payback', note: 'The monthly benefit never exceeds the monthly license.'};
  if (months > PAYBACK_DISPLAY_LIMIT_MONTHS) return {value: 'Over 10 years', note: 'Too slow to plan on: look again at the costs.'};
  return {
    value: `${months} ${months === 1 ? 'month' : 'months'}`,
    note: months <= 12 ? 'Inside the first year, counted from kickoff.' : 'Counted from kickoff, beyond the first year.',
  };
}

function Summary({r}: {r: HubspotRoi}): React.ReactElement {
  const three = r.years[r.years.length - 1];
  const sources = [
    {name: 'time saved', value: r.timeSavings},
    {name: 'retired tools', value: r.toolSavings},
    {name: 'margin on extra deals', value: r.extraGrossProfit},
  ];
  const largest = sources.reduce((a, b) => (b.value > a.value ? b : a));
  if (r.annualBenefit <= 0) {
    return (
      <p>
        With these figures HubSpot brings no measurable benefit, so it returns nothing against its {formatMoney(r.yearOneCost)} first-year
        cost. Add the hours it saves, the tools it retires or the conversion lift you expect.
      </p>
    );
  }
  return (
    <p>
      At full run rate HubSpot is worth {formatMoney(r.annualBenefit)} a year to you, most of it from {largest.name} (
      {formatPercent(largest.value / r.annualBenefit)}). Over three years the cumulative net is {formatMoney(three.cumulativeNet)}, a return
      of {formatPercent(three.cumulativeRoi)} on everything spent.
    </p>
  );
}

/** The HubSpot ROI calculator: inputs, year-one ROI, payback, the three-year view and the method. */
export default function HubspotRoiTool(): React.ReactElement {
  const {values, setValues, adjustments, shareUrl} = useToolQuery(hubspotRoiFields);
  const r = hubspotRoi(values);
  const i = r.inputs;
  const payback = paybackText(r.paybackMonths);

  return (
    <>
      <div className={styles.tool}>
        <CalculatorInputs
          as="section"
          className={styles.inputsColumn}
          heading={{id: 'your-figures', text: 'Your figures', level: 2}}
          idPrefix="hubspot-roi"
          specs={hubspotRoiFields}
          controls={{kind: 'number', groups: hubspotRoiGroups, copy: hubspotRoiCopy}}
          values={values}
          onChange={setValues}
          notice={<QueryNotice adjustments={adjustments} copy={hubspotRoiCopy} />}
        />

        <section className={styles.resultsColumn} aria-labelledby="your-return">
          <div className={styles.results}>
            <h2 id="your-return">Your return</h2>
            <dl className={styles.tiles} aria-live="polite">
              <div className={styles.tile}>
                <dt>Year-one ROI</dt>
                <dd data-testid="hubspot-year-one-roi">
                  {formatPercent(r.yearOneRoi)}
                  <span className={styles.tileNote}>
                    {formatMoney(r.yearOneNet)} net on {formatMoney(r.yearOneCost)}
                  </span>
                </dd>
              </div>
              <div className={styles.tile}>
                <dt>Payback</dt>
                <dd data-testid="hubspot-payback">
                  {payback.value}
                  <span className={styles.tileNote}>{payback.note}</span>
                </dd>
              </div>
            </dl>

            <h3 className={styles.resultsSubhead}>Yearly benefit at full run rate</h3>
            <dl className={styles.breakdown} data-testid="hubspot-benefits">
              {[
                {label: 'Time saved', value: r.timeSavings, testId: 'hubspot-time'},
                {label: 'Retired tools', value: r.toolSavings, testId: 'hubspot-tools'},
                {
                  label: `Margin on ${formatNumber(r.extraDeals, 1)} extra ${r.extraDeals === 1 ? 'deal' : 'deals'}`,
                  value: r.extraGrossProfit,
                  testId: 'hubspot-margin',
                },
                {label: 'Total', value: r.annualBenefit, testId: 'hubspot-annual-benefit'},
              ].map((row) => (
                <div key={row.testId} className={styles.breakdownRow}>
                  <dt>{row.label}</dt>
                  <dd>
                    <span className={styles.amount} data-testid={row.testId}>
                      {formatMoney(row.value)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>

            {/* Focusable so a keyboard can scroll the table on a narrow phone. */}
            <div className={styles.tableWrap} role="region" aria-labelledby="three-year-caption" tabIndex={0}>
              {/* Inline, because Infima's `table {display: block}` outranks any module class; the wrapper scrolls instead. */}
              <table className={styles.table} style={{display: 'table'}} data-testid="hubspot-three-years">
                <caption id="three-year-caption">Three-year view</caption>
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col">Benefit</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Net to date</th>
                    <th scope="col">ROI to date</th>
                  </tr>
                </thead>
                <tbody>
                  {r.years.map((y) => (
                    <tr key={y.year}>
                      <th scope="row">Year {y.year}</th>
                      <td>{formatMoney(y.benefit)}</td>
                      <td>{formatMoney(y.cost)}</td>
                      <td>{formatMoney(y.cumulativeNet)}</td>
                      <td>{formatPercent(y.cumulativeRoi)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <div className={styles.explanation} data-testid="hubspot-summary">
              <Summary r={r} />
            </div>
            <ShareBar url={shareUrl} />
            <PrintLink url={shareUrl} />
          </div>
        </section>
      </div>

      <HowWeCalculate
        intro={
          <p>
            A return is only as honest as its timing. We count the whole implementation and a full year of license in year one, but only the
            months after go-live for the benefits. Extra deals count at gross margin, not revenue, the basis on which the bad-data cost
            calculator counts the deals bad data loses. Every figure below is yours or one of the stated assumptions.
          </p>
        }
        steps={[
          {
            name: 'Time saved',
            formula: `Seats \u00d7 hours saved per seat a week \u00d7 ${WORKING_WEEKS_PER_YEAR} working weeks \u00d7 loaded cost per hour`,
            worked: `${i.seats} \u00d7 ${i.hoursSaved} \u00d7 ${WORKING_WEEKS_PER_YEAR} \u00d7 ${showValue(i.costPerHour, 'money')} = ${formatMoney(r.timeSavings)} a year`,
          },
          {
            name: 'Retired tools',
            formula: 'Current tool costs a year, saved once the old tools are switched off',
            worked: `${formatMoney(r.toolSavings)} a year`,
          },
          {
            name: 'Margin on extra deals',
            formula: 'Deals won a year \u00d7 conversion lift \u00d7 average deal size \u00d7 gross margin',
            worked: `${formatNumber(i.dealsPerYear, 1)} \u00d7 ${i.conversionLift}% \u00d7 ${showValue(i.dealSize, 'money')} \u00d7 ${i.grossMargin}% = ${formatMoney(r.extraGrossProfit)} a year`,
          },
          {
            name: 'Year-one ROI',
            formula: `(Yearly benefit \u00d7 ${BENEFIT_MONTHS}/12 \u2212 implementation \u2212 license) \u00f7 (implementation + license)`,
            worked: `(${formatMoney(r.annualBenefit)} \u00d7 ${BENEFIT_MONTHS}/12 \u2212 ${formatMoney(i.implementationCost)} \u2212 ${formatMoney(i.licenseCost)}) \u00f7 ${formatMoney(r.yearOneCost)} = ${formatPercent(r.yearOneRoi)}`,
          },
          {
            name: 'Payback',
            formula: `The first month in which the cumulative net reaches zero: implementation paid at kickoff, license paid monthly from month one, benefits monthly from month ${MONTHS_BEFORE_BENEFITS + 1}. In a formula: (implementation + ${MONTHS_BEFORE_BENEFITS} \u00d7 monthly benefit) \u00f7 (monthly benefit \u2212 monthly license), rounded up.`,
            worked:
              r.paybackMonths === null
                ? `${formatMoney(r.annualBenefit / 12)} of monthly benefit does not exceed ${formatMoney(i.licenseCost / 12)} of monthly license, so it never pays back.`
                : `(${formatMoney(i.implementationCost)} + ${MONTHS_BEFORE_BENEFITS} \u00d7 ${formatMoney(r.annualBenefit / 12)}) \u00f7 (${formatMoney(r.annualBenefit / 12)} \u2212 ${formatMoney(i.licenseCost / 12)}), rounded up = ${payback.value}`,
          },
          {
            name: 'Three-year view',
            formula:
              'Years two and three carry the full yearly benefit against the license alone. ROI to date is the cumulative net divided by everything spent so far.',
            worked: `${formatMoney(r.years[2].cumulativeNet)} cumulative net on ${formatMoney(r.yearOneCost + 2 * i.licenseCost)} spent = ${formatPercent(r.years[2].cumulativeRoi)}`,
          },
        ]}
        assumptions={hubspotRoiAssumptions}
      />
    </>
  );
}
