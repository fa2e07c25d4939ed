export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

export interface Suggestion {
  /** Where the suggestion leads: the page, or the section of the page that matched best. */
  url: string;
  /** The page's title. */
  title: string;
  /** The matching section's heading, when the suggestion leads into the page. */
  section: string | null;
  /** The result type (Insight, Service...) and, for a post, its category. */
  kind: string;
  excerpt: ExcerptPart[];
}

/** What the search box offers when nothing matches a query, or when search cannot load. */
export const searchFallbacks: readonly Suggestion[] = [
  {
    url: '/insights',
    title: 'Browse all insights',
    section: null,
    kind: 'Insights',
    excerpt: [
      {text: 'Every post on CRM, data quality and RevOps, newest first, with the categories to narrow it down.', highlighted: false},
    ],
  },
  {
    url: '/faqs',
    title: 'Frequently asked questions',
    section: null,
    kind: 'FAQ',
    excerpt: [{text: 'Answers on our services and costs, hiring HubSpot experts, data quality and how we work.', highlighted: false}],
  },
];
