/**
 * The building blocks of the firm's marketing pages: hero (the page's only
 * h1), sections (h2), card grids, figures, reading lists and the closing call
 * to action. Services, company and legal pages share them so they read as
 * one site. Breadcrumbs, buttons, reading lists and the closing call to
 * action are marked to stay out of the site search index: they name other
 * pages, not this one. Copy strings (intros, card texts, details) render
 * their `[label](/path)` links (src/components/CopyText); titles, labels
 * and figures are plain text.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowRight, CircleCheck} from 'lucide-react';
import CopyText, {copyOrNode} from '@site/src/components/CopyText';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';

export {styles as pageStyles};

export interface Action {
  label: string;
  href: string;
}

export function Actions({primary, secondary}: {primary: Action; secondary?: Action}): React.ReactElement {
  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <Link to={primary.href} className={styles.primary}>
        {primary.label}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
      {secondary && (
        <Link to={secondary.href} className={styles.secondary}>
          {secondary.label}
        </Link>
      )}
    </div>
  );
}

export interface Crumb {
  name: string;
  href?: string;
}

export function PageHero({
  eyebrow,
  icon,
  title,
  intro,
  crumbs,
  primary,
  secondary,
  children,
}: {
  eyebrow?: string;
  icon?: React.ReactNode;
  title: string;
  intro: React.ReactNode;
  crumbs?: readonly Crumb[];
  primary?: Action;
  secondary?: Action;
  children?: React.ReactNode;
}): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={styles.wrap}>
        {crumbs && (
          <nav aria-label="Breadcrumb" data-pagefind-ignore="all">
            <ol className={clsx('clean-list', styles.crumbs)}>
              {crumbs.map((c) => (
                <li key={c.name}>{c.href ? <Link to={c.href}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}</li>
              ))}
            </ol>
          </nav>
        )}
        {icon && <div className={styles.heroIcon}>{icon}</div>}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroIntro}>{copyOrNode(intro)}</p>
        {children && <div className={styles.heroExtra}>{children}</div>}
        {primary && <Actions primary={primary} secondary={secondary} />}
      </div>
    </header>
  );
}

export function Section({
  id,
  title,
  intro,
  tinted = false,
  searchIgnore = false,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  tinted?: boolean;
  /** The section points to other pages (related reading, other services): not part of this page in site search. */
  searchIgnore?: boolean;
  children: React.ReactNode;
}): React.ReactElement {
  return (
    <section
      className={clsx(styles.section, tinted && styles.tinted)}
      aria-labelledby={id}
      data-pagefind-ignore={searchIgnore ? 'all' : undefined}>
      <div className={styles.wrap}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {intro && <p className={styles.sectionIntro}>{copyOrNode(intro)}</p>}
        {children}
      </div>
    </section>
  );
}

/** Cards of a data list: up to four columns wide (two when `wide`), none alone on the last row (src/lib/grid.ts). */
export function CardGrid({
  items,
  wide = false,
}: {
  items: readonly {title: string; text: React.ReactNode}[];
  wide?: boolean;
}): React.ReactElement {
  return (
    <ul
      className={clsx('clean-list', styles.grid, styles.recordGrid)}
      style={gridColumnsStyle(items.length, wide ? 2 : 4) as React.CSSProperties}>
      {items.map((item) => (
        <li key={item.title}>
          <div className={styles.card}>
            <h3>{item.title}</h3>
            <p>{copyOrNode(item.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({items}: {items: readonly {title: string; detail: string}[]}): React.ReactElement {
  return (
    <ul className={clsx('clean-list', styles.checks)}>
      {items.map((item) => (
        <li key={item.title} className={styles.check}>
          <CircleCheck aria-hidden="true" size={22} />
          <div>
            <strong>{item.title}</strong>
            <span>
              <CopyText text={item.detail} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Steps({items}: {items: readonly {when: string; title: string; detail: string}[]}): React.ReactElement {
  return (
    <ol className={clsx('clean-list', styles.steps)}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <span className={styles.stepWhen}>{item.when}</span>
          <h3>{item.title}</h3>
          <p>
            <CopyText text={item.detail} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function Figures({items}: {items: readonly {figure: string; label: string}[]}): React.ReactElement {
  return (
    <ul className={clsx('clean-list', styles.figures)}>
      {items.map((item) => (
        <li key={item.label} className={styles.figure}>
          <span className={styles.figureValue}>{item.figure}</span>
          <span className={styles.figureLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

export interface ReadingLink {
  kind: string;
  title: string;
  href: string;
}

export function ReadingList({items}: {items: readonly ReadingLink[]}): React.ReactElement {
  return (
    <ul className={clsx('clean-list', styles.links)} data-pagefind-ignore="all">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>
            <span>
              <span className={styles.kind}>{item.kind}</span>
              {item.title}
            </span>
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CtaBlock({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: React.ReactNode;
  primary: Action;
  secondary?: Action;
}): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby={id} data-pagefind-ignore="all">
      <div className={styles.wrap}>
        <div className={styles.cta}>
          <h2 id={id}>{title}</h2>
          <div className={styles.ctaText}>
            <p>{copyOrNode(text)}</p>
          </div>
          <Actions primary={primary} secondary={secondary} />
        </div>
      </div>
    </section>
  );
}
