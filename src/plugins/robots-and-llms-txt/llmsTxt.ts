/**
 * llms.txt: a plain-text map of the site for language-model crawlers, with
 * one-line summaries and absolute links (https://llmstxt.org). Pure.
 */
import {absoluteUrl} from '../../lib/url';

export interface LlmsEntry {
  title: string;
  path: string;
  summary: string;
  /** A post's publication day and, when it was revised, its revision day (YYYY-MM-DD). */
  published?: string;
  updated?: string;
}

export interface LlmsSections {
  name: string;
  summary: string;
  details: string;
  sections: Array<{heading: string; entries: LlmsEntry[]}>;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "(Published 2025-05-15; updated 2026-11-24.)": the same days as the sitemap and the structured data. */
function datesNote(entry: LlmsEntry): string {
  if (!entry.published) return '';
  return entry.updated ? `(Published ${entry.published}; updated ${entry.updated}.)` : `(Published ${entry.published}.)`;
}

export function buildLlmsTxt(siteUrl: string, content: LlmsSections): string {
  const lines = [`# ${content.name}`, '', `> ${oneLine(content.summary)}`, '', oneLine(content.details), ''];
  for (const section of content.sections) {
    if (section.entries.length === 0) continue;
    lines.push(`## ${section.heading}`, '');
    for (const e of section.entries) {
      const notes = [oneLine(e.summary), datesNote(e)].filter(Boolean).join(' ');
      lines.push(`- [${oneLine(e.title)}](${absoluteUrl(siteUrl, e.path)})${notes ? `: ${notes}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * robots.txt. On production: every crawler welcome but on the disallowed
 * paths, and the absolute sitemap. On a build that is not production:
 * everything disallowed, and no sitemap named.
 */
export function buildRobotsTxt(siteUrl: string, disallow: readonly string[], deployment: {production: boolean}): string {
  if (!deployment.production) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
