/**
 * schema.org JSON-LD for the site's pages: the firm (Organization, WebSite),
 * breadcrumbs, services, the guides as Articles and the roadmap guide's
 * HowTo. Every URL is absolute through src/lib/url.ts. Pure.
 *
 * No entity carries `aggregateRating` or `review`: the only reviews the site
 * shows are its own clients' testimonials, and search engines treat ratings
 * a business publishes about itself as self-serving (Google ignores them
 * for Organization and LocalBusiness and may act against them as spam). The
 * stars stay on the page, out of the markup.
 */
import {absoluteUrl} from './url';

const CONTEXT = 'https://schema.org';

export interface FirmFacts {
  name: string;
  description: string;
  foundedYear: number;
  email: string;
  phone: string;
  address: {street: string; locality: string; region: string; postalCode: string; country: string};
}

export function organizationJsonLd(siteUrl: string, firm: FirmFacts) {
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: firm.name,
    description: firm.description,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/img/logo.svg'),
    image: absoluteUrl(siteUrl, '/img/share/keelson-share.png'),
    foundingDate: String(firm.foundedYear),
    email: firm.email,
    telephone: firm.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
  };
}

export function websiteJsonLd(siteUrl: string, name: string, description: string) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    description,
    url: absoluteUrl(siteUrl, '/'),
    publisher: {'@id': absoluteUrl(siteUrl, '/#organization')},
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/** A docs breadcrumb item as the docs plugin gives it: a label and, for a page, its link. */
export interface DocBreadcrumb {
  label: string;
  href?: string;
}

/**
 * A doc's breadcrumb trail as the page shows it: Home first, then each item
 * that links somewhere (an item without a page cannot be a crumb).
 */
export function docCrumbs(breadcrumbs: readonly DocBreadcrumb[]): Crumb[] {
  return [{name: 'Home', path: '/'}, ...breadcrumbs.flatMap((b) => (b.href && b.href !== '/' ? [{name: b.label, path: b.href}] : []))];
}

export interface ArticleFacts {
  headline: string;
  description: string;
  path: string;
  /** Site path or absolute URL of the page's share image. */
  image?: string;
  keywords?: readonly string[];
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD */
  dateModified: string;
  /** Words of the article's text. */
  wordCount: number;
  /** The part of the site it belongs to ("Guides", "Resources"), as posts name their category. */
  section: string;
}

/** A guide or resource page as an Article, written by and published by the firm. */
export function articleJsonLd(siteUrl: string, article: ArticleFacts, firmName: string) {
  const url = absoluteUrl(siteUrl, article.path);
  const firm = {'@type': 'Organization', '@id': absoluteUrl(siteUrl, '/#organization'), name: firmName, url: absoluteUrl(siteUrl, '/')};
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    wordCount: article.wordCount,
    articleSection: article.section,
    author: firm,
    publisher: {...firm, logo: {'@type': 'ImageObject', url: absoluteUrl(siteUrl, '/img/logo.svg')}},
    ...(article.image ? {image: article.image.startsWith('http') ? article.image : absoluteUrl(siteUrl, article.image)} : {}),
    ...(article.keywords && article.keywords.length > 0 ? {keywords: [...article.keywords]} : {}),
    inLanguage: 'en',
  };
}

export function serviceJsonLd(siteUrl: string, service: {name: string; description: string; path: string}, firmName: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    serviceType: service.name,
    areaServed: 'US',
    provider: {'@type': 'ProfessionalService', '@id': absoluteUrl(siteUrl, '/#organization'), name: firmName},
  };
}

export interface HowToStep {
  name: string;
  text: string;
  /** Anchor of the step's section on the page, without '#'. */
  anchor: string;
}

export function howToJsonLd(
  siteUrl: string,
  guide: {name: string; description: string; path: string; totalTime?: string},
  steps: readonly HowToStep[],
) {
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name: guide.name,
    description: guide.description,
    url: absoluteUrl(siteUrl, guide.path),
    ...(guide.totalTime ? {totalTime: guide.totalTime} : {}),
    step: steps.map((s, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: s.name,
      text: s.text,
      url: `${absoluteUrl(siteUrl, guide.path)}#${s.anchor}`,
    })),
  };
}

const URL_KEYS = new Set(['url', 'image', 'item', 'logo', 'mainEntityOfPage', '@id', 'sameAs']);

/**
 * A copy of a JSON-LD value whose URL-valued properties are absolute: the
 * theme writes authors' links and pictures as site paths, which crawlers
 * cannot resolve on their own.
 */
export function withAbsoluteUrls<T>(value: T, siteUrl: string): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key && URL_KEYS.has(key) && v.startsWith('/') ? absoluteUrl(siteUrl, v) : v;
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value) as T;
}
