import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import styles from './styles.module.css';

export interface NextStep {
  to: string;
  title: string;
  text: string;
}

interface Props {
  heading: string;
  intro: string;
  steps: NextStep[];
}

/** The calls to action under a tool: where a reader goes with the number they just got. */
export default function NextSteps({heading, intro, steps}: Props): React.ReactElement {
  return (
    <section className={styles.nextSteps} aria-labelledby="next-steps" data-pagefind-ignore="all">
      <h2 id="next-steps">{heading}</h2>
      <p>{intro}</p>
      <ul className={clsx('clean-list', styles.nextList)}>
        {steps.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className={styles.nextCard}>
              <span className={styles.nextTitle}>
                {step.title}
                <ArrowRight aria-hidden="true" size={18} />
              </span>
              <span className={styles.nextText}>{step.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
