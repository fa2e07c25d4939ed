import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {Check} from 'lucide-react';
import {sections, toolCards} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

/** The assessment card and the ROI calculator card: the same two places as the hero buttons. */
export default function Tools(): React.ReactElement {
  return (
    <Section id="tools" copy={sections.tools} searchIgnore>
      <div className={styles.grid}>
        {toolCards.map((tool) => (
          <article key={tool.id} className={styles.card} aria-labelledby={`tool-${tool.id}-title`}>
            <ResponsiveImage
              name={tool.image.name}
              preset="thumbnail"
              alt={tool.image.alt}
              sizes="(max-width: 639px) calc(100vw - 4.5rem), 300px"
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 id={`tool-${tool.id}-title`} className={styles.title}>
                {tool.title}
              </h3>
              <p className={styles.description}>{tool.description}</p>
              <ul className={clsx('clean-list', styles.points)}>
                {tool.points.map((point) => (
                  <li key={point}>
                    <Check aria-hidden="true" size={18} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
              <div className={styles.action}>
                <Link className="button button--primary" to={tool.cta.href}>
                  {tool.cta.label}
                </Link>
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
