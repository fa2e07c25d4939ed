/** Footer columns, as data. The Popular Articles strip reads post titles from the blog itself. */
import {services, type NavLink} from './navbar';

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** Slugs of the footer's Popular Articles, in display order: the posts readers ask for most. */
export const popularArticleSlugs = [
  'hiring-and-working-with-a-hubspot-consultant',
  'true-cost-of-bad-data',
  'crm-cleanup-plan',
  'marketing-attribution-models-broken',
  'navigating-first-90-days-revops',
] as const;

export const footerColumns: FooterColumn[] = [
  {title: 'Services', links: [{name: 'All Services', href: '/services'}, ...services]},
  {
    title: 'Resources',
    links: [
      {name: 'Insights', href: '/insights'},
      {name: 'Case Studies', href: '/case-studies'},
      {name: 'Hiring a HubSpot Expert', href: '/guides/hubspot-expert'},
      {name: 'HubSpot for Private Equity', href: '/guides/hubspot-private-equity'},
      {name: 'Data Quality Dimensions', href: '/data-quality-dimensions-guide'},
      {name: 'Data Operations Assessment', href: '/data-operations-assessment'},
      {name: 'Bad Data Cost Calculator', href: '/bad-data-cost-calculator'},
      {name: 'RevOps ROI Calculator', href: '/revops-roi-calculator'},
    ],
  },
  {
    title: 'Support',
    links: [
      {name: 'Contact', href: '/contact'},
      {name: 'About', href: '/about'},
      {name: 'Our Approach', href: '/approach'},
      {name: 'PE Value Creation Program', href: '/pe-value-creation-program'},
      {name: 'Get the Playbook', href: '/book'},
    ],
  },
  {
    title: 'FAQs',
    links: [
      {name: 'All FAQs', href: '/faqs'},
      {name: 'Services', href: '/faqs/services'},
      {name: 'Hiring Experts', href: '/faqs/experts'},
      {name: 'Data Quality', href: '/faqs/data-quality'},
      {name: 'Our Approach', href: '/faqs/approach'},
      {name: 'HubSpot Modules', href: '/faqs/modules'},
    ],
  },
];

export const legalLinks: NavLink[] = [
  {name: 'Privacy Policy', href: '/privacy'},
  {name: 'Terms of Service', href: '/terms'},
  {name: 'Sitemap', href: '/sitemap'},
];
