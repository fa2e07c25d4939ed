/**
 * The structured site content published at /api/content.json, a real file
 * written at build time (no server answers it). Pure: the
 * content-json plugin passes in the brand, the service cards and the posts;
 * every URL comes out absolute through the one URL builder.
 */
import {canonicalUrl} from '../../lib/url';
import {newestFirst} from '../../lib/posts';

export const CONTENT_JSON_POST_LIMIT = 10;

export interface ContentJson {
  business: {
    name: string;
    description: string;
    contact: {email: string; phone: string; address: string};
  };
  services: {name: string; description: string; url: string}[];
  /** `date` is the publication day; `updated`, the day of the post's last revision, only when it has one. */
  blog: {title: string; summary: string; date: string; updated?: string; url: string}[];
}

export interface ContentJsonInput {
  siteUrl: string;
  business: {name: string; description: string};
  contact: {email: string; phone: string; address: string};
  services: readonly {title: string; description: string; href: string}[];
  /** Insights in any order; `date` (publication) and `updated` (revision) are YYYY-MM-DD. */
  posts: readonly {title: string; description: string; date: string; updated?: string; permalink: string; slug: string}[];
  limit?: number;
}

export function buildContentJson(input: ContentJsonInput): ContentJson {
  const {siteUrl, business, contact, services, posts, limit = CONTENT_JSON_POST_LIMIT} = input;
  const newest = [...posts].sort(newestFirst).slice(0, limit);
  return {
    business: {
      name: business.name,
      description: business.description,
      contact: {email: contact.email, phone: contact.phone, address: contact.address},
    },
    services: services.map((s) => ({name: s.title, description: s.description, url: canonicalUrl(siteUrl, s.href)})),
    blog: newest.map((p) => ({
      title: p.title,
      summary: p.description,
      date: p.date,
      ...(p.updated ? {updated: p.updated} : {}),
      url: canonicalUrl(siteUrl, p.permalink),
    })),
  };
}
