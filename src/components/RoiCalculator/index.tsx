import React, {useId, useState} from 'react';
import {DEFAULT_ROI_INPUTS, ROI_INPUT_BOUNDS, ROI_INPUT_KEYS, clampRoiInputs, computeRoi, type RoiInputs} from '@site/src/lib/roi';
import {formatMoney, formatMultiple, formatPercent} from '@site/src/lib/format';
import styles from './styles.module.css';
import {programPricing} from '@site/src/data/pricing';

interface Props {
  /** Controlled value; without it the calculator keeps its own state, starting at the defaults. */
  value?: RoiInputs;
  /** Called with the new inputs on every slider change. */
  onChange?: (value: RoiInputs) => void;
}

interface SliderCopy {
  label: string;
  hint: string;
  /** What the slider shows beside its label. */
  display: (n: number) => string;
  /** What a screen reader announces for the current value (aria-valuetext). */
  spoken: (n: number) => string;
}

const SLIDERS: Record<keyof RoiInputs, SliderCopy> = {
  portfolioSize: {
    label: 'Portfolio companies',
    hint: 'How many companies would run on the standard CRM.',
    display: (n) => `${n}`,
    spoken: (n) => `${n} ${n === 1 ? 'company' : 'companies'}`,
  },
  avgRevenue: {
    label: 'Average annual revenue per company',
    hint: 'In millions of dollars.',
    display: (n) => `$${n}M`,
    spoken: (n) => `${n} million dollars per company`,
  },
  currentEfficiency: {
    label: 'Current operational efficiency',
    hint: "The share of the assessment's revenue-process checks that pass without manual rework. Our full-program clients averaged 46 at assessment and 85 at the 100-day review.",
    display: (n) => `${n}%`,
    spoken: (n) => `${n} percent`,
  },
  implementationCost: {
    label: 'Implementation cost per company',
    hint: `Our program fee per company, in thousands of dollars, all-in: typically ${programPricing.typicalLabel}.`,
    display: (n) => `$${n}K`,
    spoken: (n) => `${n} thousand dollars per company`,
  },
};

/**
 * The RevOps ROI calculator: four sliders over `computeRoi`. Outputs sit in a
 * polite live region and recompute on every change. Used on the PE guide and
 * on /revops-roi-calculator (which passes `value`/`onChange` to sync the URL).
 */
export default function RoiCalculator({value, onChange}: Props): React.ReactElement {
  const [own, setOwn] = useState<RoiInputs>(() => clampRoiInputs(value ?? DEFAULT_ROI_INPUTS));
  const inputs = value ? clampRoiInputs(value) : own;
  const result = computeRoi(inputs);
  const baseId = useId();

  const update = (key: keyof RoiInputs, raw: string) => {
    const next = clampRoiInputs({...inputs, [key]: raw});
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
        <div className={styles.inputs}>
          <h3 id={`${baseId}-title`} className={styles.title}>
            Your portfolio
          </h3>
          {ROI_INPUT_KEYS.map((key) => {
            const bounds = ROI_INPUT_BOUNDS[key];
            const copy = SLIDERS[key];
            const id = `${baseId}-${key}`;
            return (
              <div key={key} className={styles.field}>
                <div className={styles.fieldHead}>
                  <label htmlFor={id} className={styles.label}>
                    {copy.label}
                  </label>
                  <output htmlFor={id} className={styles.current} data-testid={`roi-current-${key}`}>
                    {copy.display(inputs[key])}
                  </output>
                </div>
                <input
                  id={id}
                  name={key}
                  type="range"
                  className={styles.range}
                  min={bounds.min}
                  max={bounds.max}
                  step={bounds.step}
                  value={inputs[key]}
                  aria-valuetext={copy.spoken(inputs[key])}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => update(key, e.currentTarget.value)}
                />
                <div className={styles.scale} aria-hidden="true">
                  <span>{copy.display(bounds.min)}</span>
                  <span>{copy.display(bounds.max)}</span>
                </div>
                <p id={`${id}-hint`} className={styles.hint}>
                  {copy.hint}
                </p>
              </div>
            );
          })}
          <noscript>
            <p className={styles.noscript}>
              The sliders need JavaScript. The figures shown are for the default portfolio: 5 companies averaging $50M revenue at 60%
              efficiency, with $180K of implementation cost each.
            </p>
          </noscript>
        </div>
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
