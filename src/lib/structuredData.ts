/**
 * schema.org JSON-LD for the site's pages: the firm (Organization with the
 * testimonials' aggregate rating, WebSite), breadcrumbs, services and the
 * roadmap guide's HowTo. Every URL is absolute through src/lib/url.ts. Pure.
 */
import {absoluteUrl} from './url';
import type {AggregateRating} from './rating';

const CONTEXT = 'https://schema.org';

export interface FirmFacts {
  name: string;
  description: string;
  foundedYear: number;
  email: string;
  phone: string;
  address: {street: string; locality: string; region: string; postalCode: string; country: string};
}

export function organizationJsonLd(siteUrl: string, firm: FirmFacts, rating: AggregateRating | null) {
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
    ...(rating ? {aggregateRating: {'@type': 'AggregateRating', ...rating}} : {}),
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

export function howToJsonLd(siteUrl: string, guide: {name: string; description: string; path: string; totalTime?: string}, steps: readonly HowToStep[]) {
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
