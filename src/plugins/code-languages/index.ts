/**
 * A remark plugin that warns, at build time, about a fenced code block whose
 * language has no highlighting: the block still renders, as plain text, and
 * the warning names the file and line (src/lib/codeLanguages.ts). Added to
 * the docs, pages and both blogs in docusaurus.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {ADDITIONAL_CODE_LANGUAGES, PLAIN_CODE_LANGUAGES} from '../../config/codeLanguages';
import {knownLanguages, linesBefore, unknownLanguageWarnings, type FencedBlock} from '../../lib/codeLanguages';

interface Node {
  type: string;
  lang?: string | null;
  position?: {start: {line: number}};
  children?: Node[];
}

interface File {
  path?: string;
  value?: unknown;
}

/** The added languages' names and aliases, from prismjs's catalogue (what the theme loads by those names). */
function addedNames(): string[] {
  const catalogue = createRequire(__filename)('prismjs/components.json') as {
    languages: Record<string, {alias?: string | string[]}>;
  };
  return ADDITIONAL_CODE_LANGUAGES.flatMap((lang) => {
    const entry = catalogue.languages[lang];
    if (!entry) throw new Error(`src/config/codeLanguages.ts: prismjs has no language "${lang}"`);
    return [lang, ...([] as string[]).concat(entry.alias ?? [])];
  });
}

const known = knownLanguages(Prism.languages as Record<string, unknown>, addedNames(), PLAIN_CODE_LANGUAGES);
/** Each warning once: the client and server builds both compile every page. */
const warned = new Set<string>();

function fences(node: Node, offset: number, out: FencedBlock[] = []): FencedBlock[] {
  if (node.type === 'code') out.push({lang: node.lang ?? null, line: (node.position?.start.line ?? 1) + offset});
  for (const child of node.children ?? []) fences(child, offset, out);
  return out;
}

export default function remarkCodeLanguages() {
  return (tree: Node, file: File): void => {
    const filePath = file.path ?? '';
    const parsed = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    let offset = 0;
    try {
      offset = linesBefore(fs.readFileSync(filePath, 'utf8'), parsed);
    } catch {
      // A file not on disk: lines as parsed.
    }
    const relative = filePath ? path.relative(process.cwd(), filePath) : '(unknown file)';
    for (const warning of unknownLanguageWarnings(relative, fences(tree, offset), known)) {
      if (warned.has(warning)) continue;
      warned.add(warning);
      console.warn(`[code-languages] ${warning}`);
    }
  };
}
