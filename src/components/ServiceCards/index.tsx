import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ArrowRight} from 'lucide-react';
import {isServicePage, type ServiceCard} from '@site/src/data/services';
import ServiceIcon from '@site/src/components/ServiceIcon';
import {gridColumnsStyle} from '@site/src/lib/grid';
import {pageStyles as styles} from '@site/src/components/MarketingPage';

/**
 * A grid of service cards on the marketing pages (/services, a service page's
 * other services, the service-not-found page): each whole card links to its
 * page, or a card without a page to the contact form on its topic, as many
 * columns wide as leaves no card alone on the last row (src/lib/grid.ts). A module
 * of its own, so only the pages that show the cards date by the services.
 */
export default function ServiceCards({cards}: {cards: readonly ServiceCard[]}): React.ReactElement {
  return (
    <ul className={clsx('clean-list', styles.grid, styles.recordGrid)} style={gridColumnsStyle(cards.length, 3) as React.CSSProperties}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={card.href} className={styles.serviceCard}>
            <span className={styles.iconTile} style={{background: card.gradient}}>
              <ServiceIcon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            <span className={styles.more} data-pagefind-ignore="">
              {isServicePage(card) ? 'See the service' : 'Tell us the problem'}
              <ArrowRight aria-hidden="true" size={16} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
