/**
 * The build's last pass over each page's <head>: descriptions cut to the
 * 160-character rule in every tag that carries them, Twitter tags mirroring
 * the Open Graph ones, and an og:type on every page. Pure string work on the
 * generated HTML (attributes may be quoted or not: the HTML is minified).
 */
import {pageDescription} from './head';

const META = /<meta\b[^>]*>/gi;

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function encode(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function metaKey(tag: string): string | undefined {
  return attr(tag, 'name') ?? attr(tag, 'property');
}

export function applyHeadRules(html: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  const found = new Map<string, string>();

  head = head.replace(META, (tag) => {
    const key = metaKey(tag);
    const content = attr(tag, 'content');
    if (!key || content === undefined) return tag;
    let value = decode(content);
    if (key === 'description' || key === 'og:description' || key === 'twitter:description') {
      value = pageDescription(value);
      found.set(key, value);
      return `<meta ${attr(tag, 'name') !== undefined ? 'name' : 'property'}="${key}" content="${encode(value)}">`;
    }
    found.set(key, value);
    return tag;
  });

  const additions: string[] = [];
  const mirror = (from: string, to: string, as: 'name' | 'property') => {
    const value = found.get(from);
    if (value !== undefined && !found.has(to)) additions.push(`<meta ${as}="${to}" content="${encode(value)}">`);
  };
  mirror('og:title', 'twitter:title', 'name');
  mirror('og:description', 'twitter:description', 'name');
  if (!found.has('og:description')) mirror('description', 'og:description', 'property');
  if (!found.has('og:type')) additions.push('<meta property="og:type" content="website">');
  return `${head}${additions.join('')}${html.slice(headEnd)}`;
}
