/**
 * The top navigation, as data. The navbar component renders this for both the
 * desktop menu (from NAVBAR_MENU_MIN_WIDTH, src/lib/viewport.ts) and the mobile toggle menu. The service links
 * come from src/data/services.ts, their one home.
 */
import {serviceMenuLinks} from '../data/services';

export interface NavLink {
  name: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  name: string;
  items: NavLink[];
}

export interface NavDropdown {
  name: string;
  /** Entries of the dropdown: links, and at most one level of nested groups. */
  items: Array<NavLink | NavGroup>;
}

export type NavEntry = NavLink | NavDropdown;

export function isGroup(item: NavLink | NavGroup): item is NavGroup {
  return 'items' in item;
}

export function isDropdown(entry: NavEntry): entry is NavDropdown {
  return 'items' in entry;
}

/** The service pages, as both Services menus (navbar and footer) list them. */
export const services: NavLink[] = serviceMenuLinks.map((link) => ({...link}));

export const roiTools: NavGroup = {
  name: 'ROI Assessment Tools',
  items: [
    {name: 'Data Operations Assessment', href: '/data-operations-assessment'},
    {name: 'Bad Data Cost Calculator', href: '/bad-data-cost-calculator'},
    {name: 'RevOps ROI Calculator', href: '/revops-roi-calculator'},
  ],
};

export const mainNavigation: NavEntry[] = [
  {name: 'Services', items: [{name: 'All Services', href: '/services'}, ...services]},
  {name: 'About', href: '/about'},
  {name: 'Approach', href: '/approach'},
  {
    name: 'Insights',
    items: [
      {name: 'Blog', href: '/insights'},
      {name: 'Case Studies', href: '/case-studies'},
      {name: 'Hiring a HubSpot Expert', href: '/guides/hubspot-expert'},
      {name: 'HubSpot for Private Equity', href: '/guides/hubspot-private-equity'},
      {name: 'Complete PE HubSpot Guide', href: '/guides/complete-hubspot-guide-for-private-equity'},
      roiTools,
    ],
  },
];

export const playbookButton = {name: 'Copy Our Playbook', href: '/book', badge: 'NEW'} as const;
export const getStartedButton = {name: 'Get Started', href: '/contact'} as const;
