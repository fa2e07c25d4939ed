import React from 'react';
import {badDataAssumptions, badDataCopy, badDataFields, badDataGroups, RULE_1_10_100} from '@site/src/data/badDataCost';
import {badDataCost, type BadDataCause, type BadDataCost} from '@site/src/lib/badDataCost';
import {formatMoney, formatNumber, formatPercent} from '@site/src/lib/format';
import CalculatorInputs, {QueryNotice} from '@site/src/components/CalculatorInputs';
import HowWeCalculate from '../HowWeCalculate';
import ShareBar from '../ShareBar';
import {PrintLink} from '../ToolNotes';
import {showValue} from '@site/src/lib/fieldDisplay';
import {useToolQuery} from '../useToolQuery';
import styles from '../styles.module.css';
import {WORKING_WEEKS_PER_YEAR} from '@site/src/data/calculators';

const CAUSES: {cause: BadDataCause; label: string; what: (r: BadDataCost) => string}[] = [
  {
    cause: 'wastedTime',
    label: 'Wasted time',
    what: (r) =>
      `${formatNumber(r.inputs.teamSize)} ${r.inputs.teamSize === 1 ? 'person loses' : 'people each lose'} ${showValue(r.inputs.hoursLostPerWeek, 'hours')} a week to finding, fixing and working around bad records`,
  },
  {
    cause: 'lostDeals',
    label: 'Margin lost on deals',
    what: (r) =>
      `${formatNumber(r.inputs.dealsLost)} ${r.inputs.dealsLost === 1 ? 'deal' : 'deals'} a year lost to misrouted leads, wrong contacts or hidden history, counted at ${showValue(r.inputs.grossMargin, 'percent')} gross margin`,
  },
  {
    cause: 'wastedOutreach',
    label: 'Wasted outreach',
    what: (r) => `${formatPercent(r.wastedContactShare)} of your contacts are duplicated or stale, and every send to them is paid for`,
  },
  {
    cause: 'cleanup',
    label: 'Cleanup (1-10-100 rule)',
    what: (r) =>
      `${formatNumber(r.flawedNewRecordsPerYear)} flawed new records a year, cleaned after the fact at $${RULE_1_10_100.cleanLater} each`,
  },
];

function share(part: number, total: number): number {
  return total > 0 ? part / total : 0;
}

function Explanation({r}: {r: BadDataCost}): React.ReactElement {
  const records = r.inputs.contacts + r.inputs.companies;
  if (r.total <= 0) {
    return (
      <p>
        With these figures bad data costs nothing we can measure: nobody loses time to it, no lost deal costs any margin and no record is
        flawed. If that is your CRM, it is rare; check the shares against a sample of 200 records.
      </p>
    );
  }
  const largest = CAUSES.reduce((a, b) => (r[b.cause] > r[a.cause] ? b : a));
  return (
    <>
      <p>
        {formatNumber(r.flawedRecords)} of your {formatNumber(records)} records ({formatPercent(r.defectShare)}) have at least one defect.
        The largest cost is {largest.label.toLowerCase()}, {formatPercent(share(r[largest.cause], r.total))} of the total: {largest.what(r)}
        .
      </p>
      <p>
        Verifying every new record as it is entered would cost about {formatMoney(r.verifyAtEntry)} a year. Cleaning this year&rsquo;s
        flawed records later costs {formatMoney(r.cleanup)}; left to fail in use, they cost about {formatMoney(r.failInUse)}. Clearing
        today&rsquo;s backlog of flawed records once would cost about {formatMoney(r.backlogCleanup)}.
      </p>
    </>
  );
}

/** The bad-data cost calculator: inputs, the yearly cost by cause, and the method. */
export default function BadDataCostTool(): React.ReactElement {
  const {values, setValues, adjustments, shareUrl} = useToolQuery(badDataFields);
  const r = badDataCost(values);
  const i = r.inputs;

  return (
    <>
      <div className={styles.tool}>
        <CalculatorInputs
          as="section"
          className={styles.inputsColumn}
          heading={{id: 'your-figures', text: 'Your figures', level: 2}}
          idPrefix="bad-data"
          specs={badDataFields}
          controls={{kind: 'number', groups: badDataGroups, copy: badDataCopy}}
          values={values}
          onChange={setValues}
          notice={<QueryNotice adjustments={adjustments} copy={badDataCopy} />}
        />

        <section className={styles.resultsColumn} aria-labelledby="your-cost">
          <div className={styles.results}>
            <h2 id="your-cost">What bad data costs you</h2>
            <p className={styles.headline}>
              <span className={styles.headlineValue} data-testid="bad-data-total" aria-live="polite">
                {formatMoney(r.total)}
              </span>
              <span className={styles.headlineUnit}>a year</span>
            </p>
            <dl className={styles.breakdown} data-testid="bad-data-breakdown">
              {CAUSES.map(({cause, label}) => (
                <div key={cause} className={styles.breakdownRow}>
                  <dt>{label}</dt>
                  <dd>
                    <span className={styles.amount} data-testid={`bad-data-${cause}`}>
                      {formatMoney(r[cause])}
                    </span>
                    <span className={styles.shareOfTotal}>{formatPercent(share(r[cause], r.total))}</span>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{width: `${(share(r[cause], r.total) * 100).toFixed(1)}%`}} />
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            <dl className={styles.apart}>
              <dt>Revenue at risk, not in the cost</dt>
              <dd>
                <span className={styles.amount} data-testid="bad-data-revenueAtRisk">
                  {formatMoney(r.revenueAtRisk)}
                </span>{' '}
                a year
                <span className={styles.tileNote}>
                  The revenue of the lost deals. The cost above counts only their gross margin, {formatMoney(r.lostDeals)}, because every
                  line of it is a cost.
                </span>
              </dd>
            </dl>
            <h3 className={styles.resultsSubhead}>The 1-10-100 rule on your new records</h3>
            <dl className={styles.ruleTiles} data-testid="bad-data-rule">
              <div>
                <dt>${RULE_1_10_100.verifyAtEntry} a record: verify at entry</dt>
                <dd>{formatMoney(r.verifyAtEntry)} a year</dd>
              </div>
              <div>
                <dt>${RULE_1_10_100.cleanLater} a record: clean later</dt>
                <dd>{formatMoney(r.cleanup)} a year</dd>
              </div>
              <div>
                <dt>${RULE_1_10_100.failInUse} a record: fail in use</dt>
                <dd>{formatMoney(r.failInUse)} a year</dd>
              </div>
            </dl>
            <div className={styles.explanation} data-testid="bad-data-explanation">
              <Explanation r={r} />
            </div>
            <ShareBar url={shareUrl} />
            <PrintLink url={shareUrl} />
          </div>
        </section>
      </div>

      <HowWeCalculate
        intro={
          <p>
            The yearly cost is the sum of four causes, each of them a cost: lost deals count at gross margin, the profit they would have
            made, as the HubSpot ROI calculator counts the deals a rebuild wins. Their revenue is shown apart, as revenue at risk. Each line
            uses only the figures you entered and the constants below; nothing is estimated behind your back. Change a figure and the worked
            numbers here change with it.
          </p>
        }
        steps={[
          {
            name: 'Wasted time',
            formula: `People who work in the CRM \u00d7 hours each loses a week \u00d7 ${WORKING_WEEKS_PER_YEAR} working weeks \u00d7 loaded cost per hour`,
            worked: `${formatNumber(i.teamSize)} \u00d7 ${i.hoursLostPerWeek} \u00d7 ${WORKING_WEEKS_PER_YEAR} \u00d7 ${showValue(i.costPerHour, 'money')} = ${formatMoney(r.wastedTime)}`,
          },
          {
            name: 'Margin lost on deals',
            formula: 'Deals lost to bad data a year \u00d7 average deal value \u00d7 gross margin',
            worked: `${formatNumber(i.dealsLost)} \u00d7 ${showValue(i.dealValue, 'money')} \u00d7 ${showValue(i.grossMargin, 'percent')} = ${formatMoney(r.lostDeals)}`,
          },
          {
            name: 'Wasted outreach',
            formula:
              'Contact records \u00d7 share duplicated or stale \u00d7 outreach cost per contact, where the share duplicated or stale = 1 \u2212 (1 \u2212 duplicated) \u00d7 (1 \u2212 stale)',
            worked: `${formatNumber(i.contacts)} \u00d7 ${(r.wastedContactShare * 100).toFixed(1)}% \u00d7 ${showValue(i.outreachCost, 'money')} = ${formatMoney(r.wastedOutreach)}`,
          },
          {
            name: 'Cleanup by the 1-10-100 rule',
            formula: `Records added a month \u00d7 12 \u00d7 share with any defect \u00d7 $${RULE_1_10_100.cleanLater}, where the share with any defect = 1 \u2212 (1 \u2212 duplicated) \u00d7 (1 \u2212 incomplete) \u00d7 (1 \u2212 stale)`,
            worked: `${formatNumber(i.recordsPerMonth)} \u00d7 12 \u00d7 ${(r.defectShare * 100).toFixed(1)}% \u00d7 $${RULE_1_10_100.cleanLater} = ${formatMoney(r.cleanup)}`,
          },
          {
            name: 'Revenue at risk, shown apart',
            formula: 'Deals lost to bad data a year \u00d7 average deal value; not added to the cost',
            worked: `${formatNumber(i.dealsLost)} \u00d7 ${showValue(i.dealValue, 'money')} = ${formatMoney(r.revenueAtRisk)}`,
          },
        ]}
        assumptions={badDataAssumptions}
      />
    </>
  );
}
