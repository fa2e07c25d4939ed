import React from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ActionLink {
  label: string;
  to: string;
  /** The first, filled button; the rest are outlined. */
  primary?: boolean;
}

/** A row of call-to-action links styled as buttons (own classes: Infima's `.button` cannot be overridden from a module). */
export default function ActionLinks({links}: {links: readonly ActionLink[]}): React.ReactElement {
  return (
    <div className={styles.row} data-pagefind-ignore="all">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={clsx(styles.action, link.primary ? styles.primary : styles.secondary)}>
          {/* Color sits on an inner span: the docs' Markdown link color outranks a module class on the link. */}
          <span className={styles.inner}>
            {link.label}
            <ArrowRight aria-hidden="true" size={18} />
          </span>
        </Link>
      ))}
    </div>
  );
}
