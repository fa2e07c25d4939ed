import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Sidebars of the docs plugin: guides, FAQs and the data-quality resources. */
const sidebars = {
  guides: [
    {
      type: 'category',
      label: 'Guides',
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
      collapsible: false,
      items: ['data-quality-dimensions-guide', 'resources/data-impact'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
