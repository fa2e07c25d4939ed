import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Sidebars of the docs plugin: guides, FAQs and the data-quality resources. */
const sidebars = {
  guides: [
    {
      type: 'category',
      label: 'Guides',
      // A real page for the category: its sidebar entry and breadcrumb are links, not dead anchors.
      link: {
        type: 'generated-index',
        slug: '/guides',
        title: 'Guides for PE operators and RevOps leaders',
        description:
          'Guides to hiring a HubSpot expert, standardizing CRM across a portfolio, the implementation roadmap, choosing a platform, and value-creation case examples.',
      },
      collapsible: false,
      items: [
        'guides/hubspot-expert',
        'guides/hubspot-private-equity',
        'guides/complete-hubspot-guide-for-private-equity',
        'guides/pe-hubspot-implementation-roadmap',
        'guides/pe-decision-framework',
        'guides/pe-portfolio-value-creation-case-studies',
      ],
    },
  ],
  // The hub is the category's own page, so breadcrumbs read Home > FAQs > page.
  faqs: [
    {
      type: 'category',
      label: 'FAQs',
      link: {type: 'doc', id: 'faqs/index'},
      collapsible: false,
      items: ['faqs/services', 'faqs/experts', 'faqs/data-quality', 'faqs/approach', 'faqs/modules'],
    },
  ],
  resources: [
    {
      type: 'category',
      label: 'Resources',
      link: {
        type: 'generated-index',
        slug: '/resources',
        title: 'Data quality resources',
        description:
          'How to measure CRM data quality across six dimensions, and what poor data costs a revenue team, with the figures from our assessments.',
      },
      collapsible: false,
      items: ['data-quality-dimensions-guide', 'resources/data-impact'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
