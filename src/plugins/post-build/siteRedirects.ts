/**
 * The site's whole redirect table: the old site's legacy paths
 * (src/config/redirects.ts) plus the addresses the content names itself,
 * settled so that every legacy path leads to its final target in one hop.
 * The content's addresses:
 *
 * - a service's `formerAddresses` (src/data/services.ts);
 * - a post's, case study's, guide's or any doc's `former_addresses` front matter;
 * - a post's or case study's `retired_to` front matter: the post is gone from
 *   every build, and its address (and former ones) leads there.
 *
 * docusaurus.config.ts (the client redirect pages), the host rules pass and
 * the tests read the table here. It reads the files; the rules are the pure
 * functions of ./redirects.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {exactRedirects, prefixRedirects} from '../../config/redirects';
import {services, type ServiceRecord} from '../../data/services';
import {FORMER_ADDRESSES_KEY, retiredTo} from '../../lib/publication';
import {readPostFiles} from '../front-matter-check';
import {POST_ROUTES} from '../front-matter-check/unpublishedLinks';
import {contentRedirects, settleRedirects, type AddressRecord, type RedirectTable} from './redirects';

/** Where the docs live; their route base is the site's root. */
const DOCS_FOLDER = 'docs';

/** The front matter's former addresses as a list (a single address may be written without a list). */
function addressList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A post's address: its blog's route and its slug (the file name without its date when no slug is set). */
function postPath(kind: keyof typeof POST_ROUTES, file: string, data: Record<string, unknown>): string {
  const slug =
    typeof data.slug === 'string' && data.slug.trim() ? data.slug.trim() : path.basename(file).replace(/^\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '');
  return `${POST_ROUTES[kind]}/${slug}`;
}

/** A doc's address: its absolute `slug`, else its path under docs/ without the extension (an `index` file is its folder). */
function docPath(relative: string, data: Record<string, unknown>): string {
  if (typeof data.slug === 'string' && data.slug.startsWith('/')) return data.slug;
  const bare = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${bare}`;
}

function docFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, DOCS_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.mdx?$/.test(name) && !name.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Every page whose content names its former addresses or retires it. */
export function readAddressRecords(siteDir: string, serviceRecords: readonly ServiceRecord[] = services): AddressRecord[] {
  const records: AddressRecord[] = [];
  for (const service of serviceRecords) {
    if (!service.page || !service.slug || !service.formerAddresses?.length) continue;
    records.push({path: `/services/${service.slug}`, origin: 'src/data/services.ts', formerAddresses: service.formerAddresses});
  }
  for (const post of readPostFiles(siteDir)) {
    const formerAddresses = addressList(post.data[FORMER_ADDRESSES_KEY]);
    const to = retiredTo(post.data);
    if (formerAddresses.length === 0 && to === undefined) continue;
    records.push({
      path: postPath(post.kind, post.file, post.data),
      origin: post.file,
      formerAddresses,
      ...(to !== undefined ? {retiredTo: to} : {}),
    });
  }
  for (const relative of docFiles(siteDir)) {
    const data = matter(fs.readFileSync(path.join(siteDir, DOCS_FOLDER, relative), 'utf8')).data as Record<string, unknown>;
    const formerAddresses = addressList(data[FORMER_ADDRESSES_KEY]);
    if (formerAddresses.length > 0) records.push({path: docPath(relative, data), origin: `${DOCS_FOLDER}/${relative}`, formerAddresses});
  }
  return records;
}

/** The posts a writer has retired (`retired_to`), as file names within each blog's folder: the blog plugins' `exclude`. */
export function retiredPostFiles(siteDir: string, folder: string): string[] {
  return readPostFiles(siteDir)
    .filter((post) => post.file.startsWith(`${folder}/`) && retiredTo(post.data) !== undefined)
    .map((post) => post.file.slice(folder.length + 1));
}

/** The whole table, settled, and what stood in the way of settling it (a loop). */
export function siteRedirectTable(siteDir: string): {table: RedirectTable; problems: string[]} {
  const exact = [...exactRedirects, ...contentRedirects(readAddressRecords(siteDir))];
  return settleRedirects({exact, prefix: prefixRedirects});
}
