import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CalendarClock, CalendarDays, Clock, Award} from 'lucide-react';
import {formatDate} from '@site/src/lib/dates';
import {useDocArticle} from '@site/src/hooks/useDocArticle';
import styles from './styles.module.css';

interface HeroAction {
  label: string;
  to: string;
}

interface Props {
  /** Small line above the title: the guide's kind or audience. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead: string;
  readTime?: string;
  /** A third meta line, e.g. "HubSpot expert since 2012". */
  credential?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  children?: React.ReactNode;
}

/**
 * When the guide was published and, if it changed since, when it was last
 * updated: the same days as its Article structured data and its sitemap lastmod.
 */
function GuideDates(): React.ReactElement | null {
  const dates = useDocArticle();
  if (!dates) return null;
  const {published, modified} = dates;
  return (
    <>
      {published && (
        <li>
          <CalendarDays aria-hidden="true" size={16} />
          <span>
            Published <time dateTime={published}>{formatDate(published)}</time>
          </span>
        </li>
      )}
      {(!published || modified > published) && (
        <li>
          <CalendarClock aria-hidden="true" size={16} />
          <span>
            Updated <time dateTime={modified}>{formatDate(modified)}</time>
          </span>
        </li>
      )}
    </>
  );
}

/**
 * The top of every guide (a doc page): eyebrow, the page's h1, a lead
 * paragraph, reading facts with the guide's dates, and up to two actions.
 */
export default function GuideHero({eyebrow, title, lead, readTime, credential, primary, secondary, children}: Props): React.ReactElement {
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <ul className={clsx('clean-list', styles.meta)} aria-label="About this guide">
        {readTime && (
          <li>
            <Clock aria-hidden="true" size={16} />
            {readTime}
          </li>
        )}
        <GuideDates />
        {credential && (
          <li>
            <Award aria-hidden="true" size={16} />
            {credential}
          </li>
        )}
      </ul>
      {(primary || secondary) && (
        <div className={styles.actions}>
          {primary && (
            <Link to={primary.to} className={styles.primary}>
              {primary.label}
            </Link>
          )}
          {secondary && (
            <Link to={secondary.to} className={styles.secondary}>
              {secondary.label}
            </Link>
          )}
        </div>
      )}
      {children}
    </header>
  );
}
