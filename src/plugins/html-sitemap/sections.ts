import type {HtmlSitemapData, SectionId, SitemapLink} from '../../lib/pluginData';
/**
 * The HTML sitemap's model: which section each public page belongs to, in
 * what order, and under what label. Pure: the plugin (index.ts) gathers the
 * real pages, docs and posts of the build and hands them in; this module
 * never lists a page itself, so a new page or post appears without an edit.
 */

const sectionText: Record<SectionId, {title: string; description: string}> = {
  company: {title: 'Company', description: 'Who we are, how we work and how to start.'},
  services: {title: 'Services', description: 'What we deliver, for whom and in what time frame.'},
  tools: {title: 'Free tools', description: 'The assessment and calculators, free and without sign-up.'},
  guides: {title: 'Guides and resources', description: 'Long-form guides for PE operators and CRM owners.'},
  faqs: {title: 'FAQs', description: 'Straight answers, grouped by topic.'},
  insights: {title: 'Insights', description: 'Every published article, newest first.'},
  topics: {title: 'Insight topics', description: 'Articles grouped by topic.'},
  'case-studies': {title: 'Case studies', description: 'Client work with the measured results.'},
  legal: {title: 'Legal', description: 'How this site treats your data and the terms of its use.'},
};

const sectionOrder: readonly SectionId[] = [
  'company',
  'services',
  'tools',
  'guides',
  'faqs',
  'insights',
  'case-studies',
  'topics',
  'legal',
];

function under(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The section of a page or doc, decided by its path. Posts and tags are placed by their plugin instead. */
export function sectionOfPath(path: string): SectionId {
  if (under(path, '/services')) return 'services';
  if (under(path, '/faqs')) return 'faqs';
  if (under(path, '/guides') || under(path, '/resources') || path.endsWith('-guide')) return 'guides';
  if (/-calculator$/.test(path) || under(path, '/data-operations-assessment')) return 'tools';
  if (path === '/terms' || path === '/privacy') return 'legal';
  return 'company';
}

/** The page a section is about comes first; the rest follow by their own order, then by label. */
const sectionHubs: Partial<Record<SectionId, string>> = {
  company: '/',
  services: '/services',
  faqs: '/faqs',
  insights: '/insights',
  'case-studies': '/case-studies',
};

const keptUpper = new Map(['PE', 'ROI', 'BI', 'CRM', 'FAQs', 'RevOps', 'HubSpot', 'DataOps', 'API'].map((w) => [w.toLowerCase(), w]));

function words(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => keptUpper.get(word.toLowerCase()) ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A readable label from a path, for a page that names itself nowhere else:
 * "/pe-value-creation-program" -> "PE Value Creation Program". A nested page
 * outside a section hub keeps its parent's name: "/data-operations-assessment/results"
 * -> "Data Operations Assessment: Results".
 */
export function labelFromPath(path: string): string {
  if (path === '/') return 'Home';
  const segments = path.split('/').filter(Boolean);
  const own = words(segments[segments.length - 1] ?? '');
  if (segments.length < 2 || ['services', 'guides', 'faqs', 'resources'].includes(segments[0])) return own;
  return `${words(segments[segments.length - 2])}: ${own}`;
}

export interface PageEntry {
  path: string;
  /** The label the site's own navigation or the page itself uses, if any. */
  label?: string;
  /** Sidebar position of a doc, to keep guides in reading order. */
  position?: number;
}

export interface PostEntry {
  path: string;
  label: string;
  date: string;
}

export interface SitemapInput {
  pages: readonly PageEntry[];
  docs: readonly PageEntry[];
  insights: {listPath: string; posts: readonly PostEntry[]; topics: readonly SitemapLink[]};
  caseStudies: {listPath: string; posts: readonly PostEntry[]};
  /** True for a path that must not be listed (noindex, internal, not found, the sitemap itself). */
  isExcluded: (path: string) => boolean;
}

function byPositionThenLabel(a: PageEntry & {label: string}, b: PageEntry & {label: string}): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa - pb;
  return a.label.localeCompare(b.label, 'en');
}

function hubFirst(section: SectionId, links: SitemapLink[]): SitemapLink[] {
  const hub = sectionHubs[section];
  const index = links.findIndex((l) => l.path === hub);
  if (index <= 0) return links;
  return [links[index], ...links.slice(0, index), ...links.slice(index + 1)];
}

function newestFirst(posts: readonly PostEntry[]): SitemapLink[] {
  return [...posts]
    .sort((a, b) => (a.date === b.date ? a.label.localeCompare(b.label, 'en') : b.date.localeCompare(a.date)))
    .map(({path, label, date}) => ({path, label, date}));
}

export function buildHtmlSitemap(input: SitemapInput): HtmlSitemapData {
  const buckets = new Map<SectionId, SitemapLink[]>(sectionOrder.map((id) => [id, []]));
  const seen = new Set<string>();
  const add = (section: SectionId, links: readonly SitemapLink[]) => {
    for (const link of links) {
      if (seen.has(link.path) || input.isExcluded(link.path)) continue;
      seen.add(link.path);
      buckets.get(section)!.push(link);
    }
  };

  const labeled = [...input.pages, ...input.docs].map((entry) => ({
    ...entry,
    // The home page's own title is a tagline; in a list of pages it is simply "Home".
    label: entry.path === '/' ? 'Home' : entry.label?.trim() || labelFromPath(entry.path),
  }));
  for (const id of sectionOrder) {
    const entries = labeled.filter((e) => sectionOfPath(e.path) === id).sort(byPositionThenLabel);
    add(
      id,
      entries.map(({path, label}) => ({path, label})),
    );
  }

  add('insights', [{path: input.insights.listPath, label: 'All insights'}, ...newestFirst(input.insights.posts)]);
  add('case-studies', [{path: input.caseStudies.listPath, label: 'All case studies'}, ...newestFirst(input.caseStudies.posts)]);
  add(
    'topics',
    [...input.insights.topics].sort((a, b) => a.label.localeCompare(b.label, 'en')),
  );

  const sections = sectionOrder
    .map((id) => ({id, ...sectionText[id], links: hubFirst(id, buckets.get(id)!)}))
    .filter((s) => s.links.length > 0);
  return {sections, total: sections.reduce((n, s) => n + s.links.length, 0)};
}

/**
 * The title a JSX page gives its Layout, when written as a plain string
 * literal; undefined when it is computed, so the caller falls back.
 */
export function layoutTitleFromSource(source: string): string | undefined {
  const match = /<Layout\b[^>]*?\btitle=(?:"([^"]+)"|'([^']+)'|\{\s*(["'`])([^"'`$]+?)\3\s*\})/.exec(source);
  return match ? (match[1] ?? match[2] ?? match[4]) : undefined;
}
