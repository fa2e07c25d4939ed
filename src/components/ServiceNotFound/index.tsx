import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import PageHead from '@site/src/components/PageHead';
import RobotsMeta from '@site/src/components/RobotsMeta';
import {serviceCards} from '@site/src/data/services';
import {PageHero, Section, pageStyles as styles} from '@site/src/components/MarketingPage';
import ServiceCards from '@site/src/components/ServiceCards';

export const SERVICE_NOT_FOUND_TITLE = 'Service Not Found';
export const SERVICE_NOT_FOUND_PATH = '/services/404';

/**
 * The service-not-found content: the /services/404 page, and what the
 * not-found screen shows for any unknown path under /services/. The server
 * answers such paths with services/404.html, so the attempted path is shown
 * only after hydration, and never on /services/404 itself.
 */
export default function ServiceNotFound(): React.ReactElement {
  const {pathname} = useLocation();
  const [attempted, setAttempted] = useState<string | null>(null);
  useEffect(() => setAttempted(pathname === SERVICE_NOT_FOUND_PATH ? null : pathname), [pathname]);

  return (
    <main className={styles.page}>
      <PageHead
        title={SERVICE_NOT_FOUND_TITLE}
        description="That service page does not exist. Here are the services Keelson RevOps runs today."
        brandCard
      />
      <RobotsMeta page="service-not-found" />
      <PageHero
        eyebrow="Services"
        title={SERVICE_NOT_FOUND_TITLE}
        intro="We don't run a service at that address. It may have been renamed or folded into one of the services below, which cover everything we do today."
        primary={{label: 'See all services', href: '/services'}}
        secondary={{label: 'Book a free 30-minute consultation', href: '/contact'}}>
        <p className={styles.note} data-testid="attempted-service-path" hidden={attempted === null}>
          You asked for <code>{attempted}</code>
        </p>
      </PageHero>
      <Section id="our-services" title="The services we run">
        <ServiceCards cards={serviceCards} />
      </Section>
    </main>
  );
}
