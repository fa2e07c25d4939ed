export interface FaqItem {
  question: string;
  /** Plain text, two to six sentences; inline links written `[label](/path)`. */
  answer: string;
}

/**
 * One FAQ page: the single source for its accordion, its FAQPage structured
 * data and its card (with the question count) on the /faqs hub.
 */
export interface FaqPageData {
  /** Stable key, also the last segment of the path. */
  id: 'services' | 'experts' | 'data-quality' | 'approach' | 'modules';
  /** The page title (its h1) and the hub card's title. */
  title: string;
  /** Meta description and the hub card's text; at most 160 characters. */
  description: string;
  /** Route of the page, root-relative, no trailing slash. */
  path: `/faqs/${string}`;
  /** Opening paragraph above the questions: who the page is for and what it covers. */
  intro: string;
  items: readonly FaqItem[];
}
