import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ChartColumn, DatabaseZap, GitBranch, GraduationCap, Puzzle, Workflow, type LucideIcon} from 'lucide-react';
import {serviceCards, type ServiceIconName} from '@site/src/data/services';
import {sections, servicesLink} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';

const icons: Record<ServiceIconName, LucideIcon> = {ChartColumn, DatabaseZap, GitBranch, GraduationCap, Puzzle, Workflow};

/** The service cards, as many columns wide as leaves no card alone on the last row; each whole card is one link to its service page (Custom Solutions to the contact form, its topic chosen). */
export default function Services(): React.ReactElement {
  return (
    <Section id="services" copy={sections.services} more={servicesLink} searchIgnore>
      <ul className={clsx('clean-list', styles.grid)} style={gridColumnsStyle(serviceCards.length, 3) as React.CSSProperties}>
        {serviceCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.id}>
              <Link to={card.href} className={styles.card}>
                <span className={styles.icon} style={{background: card.gradient}} aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h3 id={`service-${card.id}-title`} className={styles.title}>
                  {card.title}
                </h3>
                <p id={`service-${card.id}-description`} className={styles.description}>
                  {card.description}
                </p>
                <span className={styles.cta} aria-hidden="true">
                  {card.id === 'custom-solutions' ? 'Talk to us' : 'Learn more'} →
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
