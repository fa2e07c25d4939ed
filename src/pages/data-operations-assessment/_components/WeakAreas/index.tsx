import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {DimensionResult} from '@site/src/lib/assessment';
import styles from './styles.module.css';

/** The three weakest areas: where they stand, the answer that pulled them down, what to do, and where to read more. */
export default function WeakAreas({areas}: {areas: readonly DimensionResult[]}): React.ReactElement {
  return (
    <ol className={clsx('clean-list', styles.list)}>
      {areas.map((area, index) => {
        const advice = area.dimension.advice[area.tier];
        const {question, value} = area.lowestAnswer;
        const chosen = question.options.find((o) => o.value === value);
        const headingId = `weak-${area.dimension.id}`;
        return (
          <li key={area.dimension.id} className={styles.card}>
            <h3 id={headingId} className={styles.title}>
              <span className={styles.rank}>{index + 1}</span>
              <span className={styles.name}>{area.dimension.name}</span>
              <span className={styles.score}>{area.score} / 100</span>
            </h3>
            <p className={styles.summary}>{advice.summary}</p>
            {chosen && (
              <p className={styles.evidence}>
                <span className={styles.evidenceLabel}>
                  Your lowest answer here ({question.topic}, {value} of 5):
                </span>{' '}
                “{chosen.description}”
              </p>
            )}
            <h4 className={styles.subhead}>What to do next</h4>
            {/* Inline, because Infima numbers a list nested in a list with roman numerals at a specificity a class cannot beat. */}
            <ol className={styles.steps} style={{listStyleType: 'decimal'}}>
              {advice.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className={styles.links}>
              <div>
                <h4 className={styles.subhead}>How we help</h4>
                <ul>
                  {area.dimension.services.map((s) => (
                    <li key={s.href}>
                      <Link to={s.href}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className={styles.subhead}>Read next</h4>
                <ul>
                  {area.dimension.insights.map((i) => (
                    <li key={i.href}>
                      <Link to={i.href}>{i.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
