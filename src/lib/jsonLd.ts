/**
 * Reads JSON-LD out of a page's HTML and checks each block for the
 * properties search engines need to use it. Pure, so the rules are
 * unit-tested (tests/unit/structuredData.test.ts); the inspector component
 * only fetches pages and renders what this returns.
 */

import {withoutTrailingSlash} from './url';

export interface JsonLdBlock {
  /** 1-based position in the page. */
  index: number;
  raw: string;
  /** The parsed value; undefined when the text is not valid JSON. */
  data?: unknown;
  parseError?: string;
  /** Every @type in the block, including those inside @graph and nested arrays. */
  types: string[];
  /** Problems found; empty when the block has what its types need. */
  issues: string[];
}

const LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level entities of a block: the block itself, the items of an array, or the members of @graph. */
function entities(data: unknown): Node[] {
  if (Array.isArray(data)) return data.flatMap(entities);
  if (!isNode(data)) return [];
  if (Array.isArray(data['@graph'])) return (data['@graph'] as unknown[]).flatMap(entities);
  return [data];
}

function typesOf(node: Node): string[] {
  const t = node['@type'];
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Properties each type needs before a search engine will use it (the required set of its rich result). */
const requiredByType: Record<string, readonly string[]> = {
  Article: ['headline', 'datePublished', 'author'],
  TechArticle: ['headline', 'datePublished', 'author'],
  BlogPosting: ['headline', 'datePublished', 'author'],
  NewsArticle: ['headline', 'datePublished', 'author'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  HowTo: ['name', 'step'],
  Organization: ['name', 'url'],
  ProfessionalService: ['name', 'url'],
  LocalBusiness: ['name', 'address'],
  WebSite: ['name', 'url'],
  WebPage: ['name'],
  Service: ['name', 'provider'],
  Person: ['name'],
};

const DATED_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle', 'TechArticle']);

/**
 * Types a site uses for the business itself. Reviews and ratings of one of
 * these, published by the business on its own site, are self-serving: Google
 * shows no stars for them and may treat them as spammy structured data.
 */
const SELF_TYPES = new Set(['Organization', 'Corporation', 'LocalBusiness', 'ProfessionalService']);
const REVIEW_KEYS = ['aggregateRating', 'review'] as const;

/** The path of a breadcrumb item's page (`item` as a URL or as a node with an @id or url); undefined when it names none. */
function itemPath(entry: unknown): string | undefined {
  if (!isNode(entry)) return undefined;
  const item = isNode(entry.item) ? (entry.item['@id'] ?? entry.item.url) : entry.item;
  if (typeof item !== 'string') return undefined;
  try {
    return new URL(item).pathname;
  } catch {
    return undefined;
  }
}

function checkEntity(node: Node, where: string): string[] {
  const issues: string[] = [];
  const types = typesOf(node);
  if (types.length === 0) issues.push(`${where} has no @type.`);
  const self = types.find((type) => SELF_TYPES.has(type));
  for (const key of REVIEW_KEYS) {
    if (self && present(node[key]))
      issues.push(`${self} carries "${key}": a rating or review a business publishes about itself is self-serving; leave it out.`);
  }
  for (const type of types) {
    for (const prop of requiredByType[type] ?? []) {
      if (!present(node[prop])) issues.push(`${type} is missing "${prop}".`);
    }
    if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
      (node.itemListElement as unknown[]).forEach((item, i) => {
        if (!isNode(item) || !present(item.name) || !present(item.position)) {
          issues.push(`Breadcrumb item ${i + 1} needs "name" and "position".`);
        }
      });
    }
    if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
      const home = itemPath((node.itemListElement as unknown[])[0]);
      if (home !== undefined && home !== '/') issues.push(`The breadcrumb trail starts at ${home}, not at the home page.`);
    }
    if (DATED_TYPES.has(type) && present(node.dateModified)) {
      const published = Date.parse(String(node.datePublished));
      const modified = Date.parse(String(node.dateModified));
      if (Number.isNaN(modified)) issues.push(`${type} "dateModified" is not a date.`);
      else if (modified < published)
        issues.push(`${type} was modified (${String(node.dateModified)}) before it was published (${String(node.datePublished)}).`);
    }
    if (type === 'FAQPage' && Array.isArray(node.mainEntity)) {
      (node.mainEntity as unknown[]).forEach((q, i) => {
        const answer = isNode(q) ? q.acceptedAnswer : undefined;
        if (!isNode(q) || !present(q.name) || !isNode(answer) || !present(answer.text)) {
          issues.push(`FAQ question ${i + 1} needs "name" and "acceptedAnswer.text".`);
        }
      });
    }
  }
  return issues;
}

export function checkJsonLd(data: unknown): {types: string[]; issues: string[]} {
  const list = entities(data);
  if (list.length === 0) return {types: [], issues: ['The block holds no JSON-LD entity.']};
  const issues: string[] = [];
  const root = Array.isArray(data) ? undefined : data;
  const hasContext = (node: unknown) =>
    isNode(node) && typeof node['@context'] === 'string' && /schema\.org/.test(node['@context'] as string);
  if (!(hasContext(root) || list.every(hasContext))) issues.push('No "@context" pointing at schema.org.');
  list.forEach((node, i) => issues.push(...checkEntity(node, list.length > 1 ? `Entity ${i + 1}` : 'The entity')));
  return {types: list.flatMap(typesOf), issues};
}

export function extractJsonLdBlocks(html: string): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [];
  for (const match of html.matchAll(LD_SCRIPT)) {
    const raw = match[1].trim();
    const index = blocks.length + 1;
    try {
      const data: unknown = JSON.parse(raw);
      blocks.push({index, raw, data, ...checkJsonLd(data)});
    } catch (error) {
      const parseError = error instanceof Error ? error.message : String(error);
      blocks.push({index, raw, parseError, types: [], issues: [`Not valid JSON: ${parseError}`]});
    }
  }
  return blocks;
}

/** Paths of every <loc> in a sitemap.xml, whatever origin the build was made for; sorted, no duplicates. */
export function pathsFromSitemapXml(xml: string): string[] {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      paths.add(new URL(match[1]).pathname);
    } catch {
      // A malformed <loc> is the sitemap's problem, not a page to offer.
    }
  }
  return [...paths].sort((a, b) => a.localeCompare(b, 'en'));
}

/** A same-site path from what a person typed: a path or a full URL; undefined when it is neither. */
export function normalisePagePath(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value, 'http://same-site.invalid');
    return withoutTrailingSlash(url.pathname);
  } catch {
    return undefined;
  }
}
