import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {BookOpen, ExternalLink, FileChartColumn, Lightbulb, Library, type LucideIcon} from 'lucide-react';
import {resourceGroups, type ResourceGroup, type ResourceLink} from '@site/src/data/resources';
import {sections} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import styles from './styles.module.css';

const icons: Record<ResourceGroup['id'], LucideIcon> = {
  guides: BookOpen,
  'case-studies': FileChartColumn,
  'expert-insights': Lightbulb,
  'industry-resources': Library,
};

function ResourceItem({link}: {link: ResourceLink}): React.ReactElement {
  const content = (
    <>
      <span className={styles.linkTitle}>
        {link.title}
        {link.external && (
          <>
            <ExternalLink aria-hidden="true" size={14} className={styles.externalIcon} />
            <span className={styles.srOnly}> (opens in a new tab)</span>
          </>
        )}
      </span>
      <span className={styles.linkDescription}>{link.description}</span>
    </>
  );
  return (
    <li>
      {link.external ? (
        // Another site: a new tab, and no window.opener or referrer handed to it.
        // eslint-disable-next-line @docusaurus/no-html-links -- another site, in a new tab
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {content}
        </a>
      ) : (
        <Link to={link.href} className={styles.link}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** The resources grid: guides, case studies, expert insights and external industry resources. */
export default function Resources(): React.ReactElement {
  return (
    <Section id="resources" copy={sections.resources} searchIgnore>
      <div className={styles.grid}>
        {resourceGroups.map((group) => {
          const Icon = icons[group.id];
          return (
            <section key={group.id} className={styles.group} aria-labelledby={`resources-${group.id}`}>
              <Icon aria-hidden="true" size={26} className={styles.icon} />
              <h3 id={`resources-${group.id}`} className={styles.title}>
                {group.title}
              </h3>
              <p className={styles.description}>{group.description}</p>
              <ul className={clsx('clean-list', styles.links)}>
                {group.links.map((link) => (
                  <ResourceItem key={link.href} link={link} />
                ))}
              </ul>
              {group.more && (
                <Link to={group.more.href} className={styles.more}>
                  {group.more.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
            </section>
          );
        })}
      </div>
    </Section>
  );
}
