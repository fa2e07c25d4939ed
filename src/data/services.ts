/**
 * The firm's services: the one home of their ids, names and links. The six
 * cards of the services grid (home page, /services, the service-not-found
 * page), the navbar's and footer's service menus (src/config/navbar.ts), the
 * contact form's topics, llms.txt and /api/content.json all read it, and each
 * service id is the route of its page, `src/pages/services/<id>.tsx`
 * (tests/unit/services.test.ts). What each service page says is in
 * ./servicePages.ts. Typed data, no JSX; small, because the navbar ships it
 * on every page.
 */

/**
 * Lucide icon names used by the services. Data stays free of React, so a
 * renderer maps each name to its `lucide-react` component; the union keeps
 * that map complete (`Record<ServiceIconName, LucideIcon>`).
 */
export type ServiceIconName = 'ChartColumn' | 'DatabaseZap' | 'GraduationCap' | 'Workflow' | 'GitBranch' | 'Puzzle';

export type ServiceId = 'analytics-bi' | 'dataops-implementation' | 'team-training' | 'marketing-operations-revops' | 'lineage-mapping';

/** A card of the services grid. */
export interface ServiceCard {
  id: ServiceId | 'custom-solutions';
  icon: ServiceIconName;
  title: string;
  /** The name in the navbar's and footer's menus, where the title is too long. */
  menuName?: string;
  description: string;
  href: string;
  /** CSS background for the card's icon tile; dark enough for a white icon and text (AA). */
  gradient: string;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    id: 'analytics-bi',
    icon: 'ChartColumn',
    title: 'Analytics & BI',
    description:
      'Pipeline, revenue and retention reporting built on agreed definitions, so the board, finance and sales read the same number.',
    href: '/services/analytics-bi',
    gradient: 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)',
  },
  {
    id: 'dataops-implementation',
    icon: 'DatabaseZap',
    title: 'DataOps Implementation',
    description: 'Deduplication, validation, enrichment and governance run as an operation, with a data quality scorecard your team owns.',
    href: '/services/dataops-implementation',
    gradient: 'linear-gradient(135deg, #047857 0%, #065f46 100%)',
  },
  {
    id: 'team-training',
    icon: 'GraduationCap',
    title: 'Team Training & Implementation',
    description:
      'HubSpot built around how your people sell and market, then role-based training and adoption tracking until the spreadsheets go away.',
    href: '/services/team-training',
    gradient: 'linear-gradient(135deg, #7c3aed 0%, #5b21b6 100%)',
  },
  {
    id: 'marketing-operations-revops',
    icon: 'Workflow',
    title: 'Marketing Operations & RevOps',
    menuName: 'Marketing Ops & RevOps',
    description:
      'Lifecycle stages, lead scoring, routing and a sales-marketing SLA that turn one shared funnel into a process people follow.',
    href: '/services/marketing-operations-revops',
    gradient: 'linear-gradient(135deg, #c2410c 0%, #9a3412 100%)',
  },
  {
    id: 'lineage-mapping',
    icon: 'GitBranch',
    title: 'Data Lineage Mapping',
    description:
      'A map from every board metric back to its source fields, integrations and owners, so a wrong number can be traced and fixed.',
    href: '/services/lineage-mapping',
    gradient: 'linear-gradient(135deg, #0e7490 0%, #155e75 100%)',
  },
  {
    id: 'custom-solutions',
    icon: 'Puzzle',
    title: 'Custom Solutions',
    description:
      'An add-on merger, a platform migration, a portfolio-wide reference build: tell us the problem and we will scope the work.',
    href: '/contact?topic=custom-solutions',
    gradient: 'linear-gradient(135deg, #334155 0%, #0b1f3a 100%)',
  },
];

/** The card of a service page (same title, icon and link as the grid). */
export function serviceCard(id: ServiceId): ServiceCard {
  const card = serviceCards.find((c) => c.id === id);
  if (!card) throw new Error(`No service card for "${id}".`);
  return card;
}

/** A service with a page of its own (every card but Custom Solutions). */
export function isServicePage(card: ServiceCard): card is ServiceCard & {id: ServiceId} {
  return card.id !== 'custom-solutions';
}

/** The service pages as menu links, in the grid's order: the navbar's and the footer's Services menus. */
export const serviceMenuLinks: readonly {name: string; href: string}[] = serviceCards
  .filter(isServicePage)
  .map((card) => ({name: card.menuName ?? card.title, href: card.href}));
