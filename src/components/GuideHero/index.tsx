import React from 'react';
import Link from '@docusaurus/Link';
import {CalendarDays, Clock, Award} from 'lucide-react';
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
  updated?: string;
  /** A third meta line, e.g. "HubSpot expert since 2012". */
  credential?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  children?: React.ReactNode;
}

/** The top of every guide: eyebrow, the page's h1, a lead paragraph, reading facts and up to two actions. */
export default function GuideHero({eyebrow, title, lead, readTime, updated, credential, primary, secondary, children}: Props): React.ReactElement {
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {(readTime || updated || credential) && (
        <ul className={styles.meta} aria-label="About this guide">
          {readTime && (
            <li>
              <Clock aria-hidden="true" size={16} />
              {readTime}
            </li>
          )}
          {updated && (
            <li>
              <CalendarDays aria-hidden="true" size={16} />
              {updated}
            </li>
          )}
          {credential && (
            <li>
              <Award aria-hidden="true" size={16} />
              {credential}
            </li>
          )}
        </ul>
      )}
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
