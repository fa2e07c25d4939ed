import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {CallToAction, SectionCopy} from '@site/src/data/home';
import styles from './styles.module.css';

export interface SectionProps {
  id: string;
  copy: SectionCopy;
  /** Background band: white, the light surface, or the brand navy. */
  tone?: 'plain' | 'tinted' | 'dark';
  /** A link beside the heading to the section's full page. */
  more?: CallToAction;
  /** The band previews other pages (services, tools, posts): not part of the home page in site search. */
  searchIgnore?: boolean;
  children: ReactNode;
}

/** One band of the home page: eyebrow, h2 and intro over its content, labeled by its heading. */
export default function Section({id, copy, tone = 'plain', more, searchIgnore = false, children}: SectionProps): React.ReactElement {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, styles[tone])}
      data-pagefind-ignore={searchIgnore ? 'all' : undefined}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <div>
            <p className={styles.eyebrow}>{copy.eyebrow}</p>
            <h2 id={headingId} className={styles.title}>
              {copy.title}
            </h2>
            <p className={styles.intro}>{copy.intro}</p>
          </div>
          {more && (
            <Link to={more.href} className={styles.more}>
              {more.label}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
