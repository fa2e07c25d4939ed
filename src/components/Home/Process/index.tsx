import React from 'react';
import clsx from 'clsx';
import {Check} from 'lucide-react';
import {processSteps} from '@site/src/data/process';
import {sections} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import styles from './styles.module.css';

/** The three-step process, numbered in order, each with its time frame and deliverables. */
export default function Process(): React.ReactElement {
  return (
    <Section id="process" copy={sections.process} tone="tinted">
      <ol className={clsx('clean-list', styles.steps)}>
        {processSteps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <div className={styles.head}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.timeframe}>{step.timeframe}</p>
              </div>
            </div>
            <p className={styles.summary}>{step.summary}</p>
            <ul className={clsx('clean-list', styles.deliverables)}>
              {step.deliverables.map((item) => (
                <li key={item}>
                  <Check aria-hidden="true" size={18} className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
