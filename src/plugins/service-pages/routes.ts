/**
 * The service pages as routes: one per record of src/data/services.ts with a
 * page, and the browser's view of that module. Pure: the plugin
 * (./index.ts) hands these to Docusaurus, and the content dates, the search
 * and the tests read the same list.
 */
import {isServicePage, serviceCards, serviceMenuLinks, servicePages, SERVICES_PATH, type ServicePage} from '../../data/services';

/** The component every service page renders, with its record as the `service` prop. */
export const SERVICE_PAGE_COMPONENT = 'src/components/ServicePage/index.tsx';

/** The module of the records, which the bundles see only as its card view. */
export const SERVICES_MODULE = 'src/data/services.ts';

/** A route made from data: its path, its data and the files its content comes from (for its date). */
export interface GeneratedPage {
  path: string;
  /** Site-relative files whose content modules (followed through imports) date the page. */
  entries: readonly string[];
  service: ServicePage;
}

/** The service pages' routes, in the grid's order. */
export function servicePageRoutes(): GeneratedPage[] {
  return servicePages.map((service) => ({path: service.href, entries: [SERVICE_PAGE_COMPONENT, SERVICES_MODULE], service}));
}

/** What the browser may import from src/data/services.ts: its card view. Anything else fails the bundle. */
export const CARD_VIEW_EXPORTS = ['SERVICES_PATH', 'serviceCards', 'serviceMenuLinks', 'isServicePage', 'serviceCard'] as const;

/**
 * The browser's src/data/services.ts: the same cards, menu links and
 * helpers, computed here from the records, without any page's copy. The
 * navbar and footer carry the menus on every page; a service page's copy
 * comes with that page alone, as route data.
 */
export function cardViewModule(): string {
  const pageIds = serviceCards.filter(isServicePage).map((card) => card.id);
  return [
    '// Made by src/plugins/service-pages from src/data/services.ts: its card view, without the pages\u2019 copy.',
    `export const SERVICES_PATH = ${JSON.stringify(SERVICES_PATH)};`,
    `export const serviceCards = ${JSON.stringify(serviceCards)};`,
    `export const serviceMenuLinks = ${JSON.stringify(serviceMenuLinks)};`,
    `const pageIds = new Set(${JSON.stringify(pageIds)});`,
    'export function isServicePage(card) {',
    '  return pageIds.has(card.id);',
    '}',
    'export function serviceCard(id) {',
    '  const card = serviceCards.find((c) => c.id === id);',
    '  if (!card) throw new Error(`No service "${id}" in src/data/services.ts.`);',
    '  return card;',
    '}',
    '',
  ].join('\n');
}
