/**
 * Reads the W3C Nu HTML checker's JSON report (`vnu --format json`) into one
 * line per error: `file:line:column: message`. Informational messages and
 * warnings are left out; a document the checker could not read counts as an
 * error. Pure.
 */

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message?: string;
  extract?: string;
}

/** `file:/abs/build/./about.html` relative to `root`: `about.html`. */
function fileOf(url: string | undefined, root: string): string {
  if (!url) return '(unknown file)';
  const file = decodeURIComponent(url.replace(/^file:/, '')).replace(/\/\.\//g, '/');
  const base = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(base) ? file.slice(base.length) : file;
}

export function nuErrors(report: string, root: string): string[] {
  let parsed: {messages?: NuMessage[]};
  try {
    parsed = JSON.parse(report) as {messages?: NuMessage[]};
  } catch {
    return [`the checker's report is not JSON: ${report.slice(0, 200)}`];
  }
  return (parsed.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const where = m.lastLine === undefined ? '' : `:${m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 0}`;
      const extract = m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}]` : '';
      return `${fileOf(m.url, root)}${where}: ${m.message ?? m.type}${extract}`;
    });
}
