import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {brand, contact} from '@site/src/config/site';
import {footerColumns, legalLinks} from '@site/src/config/footer';
import {OPEN_SETTINGS_EVENT} from '@site/src/lib/consent';
import styles from './styles.module.css';
import type {FeaturedPostsGlobalData} from '@site/src/lib/pluginData';

/**
 * The site footer (replaces the theme's; see src/theme/README.md): four link
 * columns, the Popular Articles strip read from the posts themselves, and the
 * copyright line with the current year.
 */
export default function Footer(): React.ReactElement {
  const {popular} = usePluginData('featured-posts') as FeaturedPostsGlobalData;
  // The build year is rendered on the server; the visitor's current year replaces it after hydration.
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);

  return (
    <footer className={styles.footer} data-pagefind-ignore="all">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <p className={styles.brand}>{brand.name}</p>
            <p className={styles.tagline}>{brand.tagline}.</p>
            <address className={styles.address}>
              {contact.addressLine}
              <br />
              {/* eslint-disable-next-line @docusaurus/no-html-links -- mailto: opens the e-mail app */}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <br />
              {/* eslint-disable-next-line @docusaurus/no-html-links -- tel: starts a call */}
              <a href={contact.phoneHref}>{contact.phone}</a>
            </address>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav className={styles.popular} aria-label="Popular articles">
          <h2 className={styles.columnTitle}>Popular Articles</h2>
          <ul>
            {popular.map((post) => (
              <li key={post.slug}>
                <Link to={post.permalink}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © <span data-testid="footer-year">{year}</span> {brand.name}. All rights reserved.
          </p>
          <ul className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}>
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
