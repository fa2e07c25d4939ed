import React from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import {type Assumption} from '@site/src/data/calculators';

export interface FormulaStep {
  name: string;
  /** The rule in words, e.g. "people x hours lost a week x 48 weeks x cost per hour". */
  formula: string;
  /** The same rule with the figures on screen. */
  worked: string;
}

interface Props {
  id?: string;
  intro: React.ReactNode;
  steps: FormulaStep[];
  assumptions: Assumption[];
}

/**
 * The method, written out: every formula with the figures now on screen, then
 * every assumption with its source. Server-rendered, so it reads without
 * JavaScript (with the default figures).
 */
export default function HowWeCalculate({id = 'how-we-calculate-this', intro, steps, assumptions}: Props): React.ReactElement {
  return (
    <section className={styles.method} aria-labelledby={id}>
      {/* Heading registers the anchor, so the intro's link to it passes the build's anchor check. */}
      <Heading as="h2" id={id}>
        How we calculate this
      </Heading>
      <div className={styles.methodIntro}>{intro}</div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.name}>
            <h3 className={styles.stepName}>{step.name}</h3>
            <p className={styles.formula}>{step.formula}</p>
            <p className={styles.worked}>
              <span className={styles.workedLabel}>With your figures: </span>
              {step.worked}
            </p>
          </li>
        ))}
      </ol>
      <h3>Assumptions and where they come from</h3>
      <dl className={styles.assumptions}>
        {assumptions.map((a) => (
          <div key={a.title} className={styles.assumption}>
            <dt>{a.title}</dt>
            <dd>
              <p>{a.text}</p>
              <p className={styles.source}>Source: {a.source}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
