import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {isServicePage, serviceCards} from '@site/src/data/services';
import ServiceIcon from '@site/src/components/ServiceIcon';
import {sections, servicesLink} from '@site/src/data/home';
import Section from '@site/src/components/Home/Section';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';

/** The service cards, as many columns wide as leaves no card alone on the last row; each whole card is one link to its service page (a card without a page, to the contact form with its topic chosen). */
export default function Services(): React.ReactElement {
  return (
    <Section id="services" copy={sections.services} more={servicesLink} searchIgnore>
      <ul className={clsx('clean-list', styles.grid)} style={gridColumnsStyle(serviceCards.length, 3) as React.CSSProperties}>
        {serviceCards.map((card) => (
          <li key={card.id}>
            <Link to={card.href} className={styles.card}>
              <span className={styles.icon} style={{background: card.gradient}} aria-hidden="true">
                <ServiceIcon name={card.icon} />
              </span>
              <h3 id={`service-${card.id}-title`} className={styles.title}>
                {card.title}
              </h3>
              <p id={`service-${card.id}-description`} className={styles.description}>
                {card.description}
              </p>
              <span className={styles.cta} aria-hidden="true">
                {isServicePage(card) ? 'Learn more' : 'Talk to us'} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
