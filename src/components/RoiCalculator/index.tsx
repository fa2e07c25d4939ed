import React, {useId, useState} from 'react';
import CalculatorInputs from '@site/src/components/CalculatorInputs';
import {revopsRoiCopy, revopsRoiFields, revopsRoiOrder, type RevopsRoiInputs} from '@site/src/data/revopsRoi';
import {formatMoney, formatMultiple, formatPercent} from '@site/src/lib/format';
import {computeRoi} from '@site/src/lib/roi';
import {defaultValues} from '@site/src/lib/toolQuery';
import styles from './styles.module.css';

interface Props {
  /** Controlled value, already held to the field specs (useToolQuery); without it the calculator keeps its own state, starting at the defaults. */
  value?: RevopsRoiInputs;
  /** Called with the new inputs on every slider change. */
  onChange?: (value: RevopsRoiInputs) => void;
}

/**
 * The RevOps ROI calculator: four sliders over `computeRoi`. Outputs sit in a
 * polite live region and recompute on every change. Used on the PE guide and
 * on /revops-roi-calculator (which passes `value`/`onChange` to sync the URL).
 */
export default function RoiCalculator({value, onChange}: Props): React.ReactElement {
  const [own, setOwn] = useState<RevopsRoiInputs>(() => defaultValues(revopsRoiFields));
  const inputs = value ?? own;
  const result = computeRoi(inputs);
  const baseId = useId();

  const update = (next: RevopsRoiInputs) => {
    if (!value) setOwn(next);
    onChange?.(next);
  };

  const outputs: {label: string; value: string; note: string; emphasis?: boolean}[] = [
    {
      label: 'Additional revenue, year one',
      value: formatMoney(result.additionalRevenue),
      note: 'From closing 15% of the efficiency gap',
      emphasis: true,
    },
    {
      label: 'Year-one ROI',
      value: formatPercent(result.yearOneROI),
      note: 'Additional revenue less investment, over investment',
      emphasis: true,
    },
    {
      label: 'Return multiple',
      value: formatMultiple(result.returnMultiple),
      note: 'Dollars of added revenue per dollar invested: the ROI plus one',
    },
    {label: 'Total implementation investment', value: formatMoney(result.implementationCost), note: 'Cost per company times companies'},
    {label: 'Monthly gain', value: formatMoney(result.monthlyGain), note: 'Additional revenue spread over twelve months'},
    {
      label: 'Break-even',
      value: `${result.breakEvenMonths} ${result.breakEvenMonths === 1 ? 'month' : 'months'}`,
      note: 'Months of gain needed to repay the investment, rounded up',
    },
  ];

  return (
    <div className={styles.root}>
      <section className={styles.calculator} aria-labelledby={`${baseId}-title`}>
        <CalculatorInputs
          as="div"
          className={styles.inputs}
          heading={{id: `${baseId}-title`, text: 'Your portfolio', level: 3, className: styles.title}}
          idPrefix={baseId}
          specs={revopsRoiFields}
          controls={{kind: 'slider', order: revopsRoiOrder, copy: revopsRoiCopy}}
          values={inputs}
          onChange={update}>
          <noscript>
            <p className={styles.noscript}>
              The sliders need JavaScript. The figures shown are for the default portfolio: 5 companies averaging $50M revenue at 60%
              efficiency, with $180K of implementation cost each.
            </p>
          </noscript>
        </CalculatorInputs>
        <div className={styles.results}>
          <h3 className={styles.title}>Projected impact</h3>
          <p className={styles.portfolioLine}>
            Portfolio revenue: <strong data-testid="roi-total-revenue">{formatMoney(result.totalRevenue)}</strong> a year
          </p>
          <dl className={styles.outputs} aria-live="polite" aria-atomic="true" data-testid="roi-outputs">
            {outputs.map((o) => (
              <div key={o.label} className={o.emphasis ? styles.outputStrong : styles.output}>
                <dt>{o.label}</dt>
                <dd>
                  <span className={styles.outputValue}>{o.value}</span>
                  <span className={styles.outputNote}>{o.note}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
