/**
 * The prose of a source file: what a reader sees, with its line numbers, and
 * nothing a reader does not (code, link targets, URLs, class names, ids).
 * Markdown and MDX keep their text, link labels, image alt text, the prose
 * fields of the front matter and the prose attributes of JSX tags; scripts
 * keep the string literals that read as copy and their JSX text. The copy
 * checks (spelling, figures, examples) read only this.
 */
import ts from 'typescript';

/** A run of prose: a paragraph, a front-matter value, a string literal. */
export interface ProseBlock {
  text: string;
  /** 1-based line of the block's first character; each `\n` in `text` is one line further. */
  line: number;
}

export interface Located {
  text: string;
  line: number;
}

/** Front-matter keys whose values are copy. */
const PROSE_KEYS = new Set([
  'title',
  'description',
  'sidebar_label',
  'image_alt',
  'og_title',
  'og_description',
  'twitter_title',
  'twitter_description',
  'keywords',
]);

/** JSX attributes and object keys whose string values are code, not copy. */
const CODE_NAMES = new Set([
  'href',
  'to',
  'src',
  'id',
  'key',
  'className',
  'class',
  'preset',
  'slug',
  'path',
  'target',
  'rel',
  'type',
  'icon',
  'image',
  'variant',
  'asideOnMobile',
  'as',
  'align',
  'width',
  'height',
  'loading',
  'gradient',
  'color',
  'url',
  'anchor',
  'tone',
  'layout',
  'role',
  'method',
  'name',
  'autoComplete',
  'inputMode',
  'htmlFor',
  'testId',
  'data-testid',
  'format',
  'locale',
  'permalink',
  'tag',
  'tags',
  'category',
  'author',
  'authors',
]);

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** Replaces every match of `pattern` with spaces (newlines kept), or with what `keep` returns. */
function mask(text: string, pattern: RegExp, keep?: (match: RegExpExecArray) => string): string {
  return text.replace(pattern, (...args) => {
    const match = args.slice(0, -2) as unknown as RegExpExecArray;
    if (!keep) return blank(match[0]);
    const kept = keep(match);
    return kept + blank(match[0].slice(kept.length));
  });
}

/** Masks balanced `{...}` expressions (MDX), strings and nesting included. */
function maskBraces(text: string): string {
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (depth === 0) {
      if (ch === '{') {
        depth = 1;
        out += ' ';
      } else out += ch;
      continue;
    }
    if (quote) {
      if (ch === '\\') {
        out += blank(text.slice(i, i + 2));
        i += 1;
        continue;
      }
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    out += ch === '\n' ? '\n' : ' ';
  }
  return out;
}

/** Masks JSX and HTML tags, keeping the values of prose attributes (title="...", alt="..."). */
function maskTags(text: string): string {
  return text.replace(/<\/?[A-Za-z][\w.-]*(?:\s[^<>]*?)?\/?>/g, (tag) => {
    let out = blank(tag);
    for (const attr of tag.matchAll(/([\w-]+)=(["'])([\s\S]*?)\2/g)) {
      const [, name = '', , value = ''] = attr;
      if (CODE_NAMES.has(name) || !looksLikeCopy(value)) continue;
      const start = (attr.index ?? 0) + name.length + 2;
      out = out.slice(0, start) + value + out.slice(start + value.length);
    }
    return out;
  });
}

/** The front matter of a Markdown file, reduced to the values of prose keys. */
function maskFrontMatter(block: string): string {
  return block
    .split('\n')
    .map((line) => {
      const match = /^([\w-]+):\s*(.*)$/.exec(line);
      if (!match || !PROSE_KEYS.has(match[1] ?? '')) return blank(line);
      const valueStart = line.length - (match[2] ?? '').length;
      return blank(line.slice(0, valueStart)) + (match[2] ?? '').replace(/["[\]]/g, ' ');
    })
    .join('\n');
}

/** Blanks code blocks and comments, and in MDX imports, exports and `{...}` expressions; text, tags and links stay. */
function maskCode(text: string, options: {mdx: boolean}): string {
  let out = mask(text, /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm);
  out = mask(out, /<!--[\s\S]*?-->/g);
  if (options.mdx) {
    out = mask(out, /^(?:import|export)\s[\s\S]*?(?=\n\s*\n|$)/gm);
    out = maskBraces(out);
  }
  return out;
}

/** The front matter of a Markdown file (with its `---` lines), or an empty string. */
function frontMatterOf(text: string): string {
  return /^---\n[\s\S]*?\n---(?=\n|$)/.exec(text)?.[0] ?? '';
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Front-matter keys whose values are the page's title. */
const TITLE_KEYS = /^(?:title|sidebar_label|og_title|twitter_title):[ \t]*(.*)$/gm;

/**
 * The titles and headings of a Markdown or MDX page, each with its line: the
 * front-matter `title`, `sidebar_label`, `og_title` and `twitter_title`, the
 * `#` headings, and the `title` props of JSX tags (a guide's hero).
 */
export function markdownTitles(source: string, options: {mdx: boolean}): Located[] {
  const text = source.replace(/\r\n?/g, '\n');
  const front = frontMatterOf(text);
  const out: Located[] = [];
  for (const m of front.matchAll(TITLE_KEYS)) {
    out.push({text: (m[1] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2'), line: lineAt(text, m.index ?? 0)});
  }
  const body = blank(front) + maskCode(text.slice(front.length), options);
  for (const m of body.matchAll(/^#{1,6}[ \t]+(.+?)(?:[ \t]*\{#[\w-]+\})?[ \t]*$/gm)) {
    out.push({text: m[1] ?? '', line: lineAt(body, m.index ?? 0)});
  }
  if (options.mdx) {
    for (const tag of body.matchAll(/<[A-Za-z][\w.]*\s[^<>]*?>/g)) {
      for (const attr of tag[0].matchAll(/\btitle=(["'])([\s\S]*?)\1/g)) {
        out.push({text: attr[2] ?? '', line: lineAt(body, (tag.index ?? 0) + (attr.index ?? 0))});
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** A root-relative link target without its hash, query or trailing slash. */
function linkPath(target: string): string {
  return target.replace(/[#?].*$/, '').replace(/\/+$/, '') || '/';
}

/**
 * The root-relative links a reader meets in the prose of a file, each with
 * its line: Markdown links and inline `<a>`/`<Link>` in Markdown and MDX
 * text; in scripts, Markdown links inside copy strings (FAQ answers) and
 * links inside JSX text. Not links built from data (a list of `{slug, title}`
 * records, `href` props of cards), code, comments or front matter.
 */
export function proseLinks(file: string, source: string): Located[] {
  const markdownLinks = (text: string, line: number): Located[] =>
    [...text.matchAll(/\]\((\/[^)\s]*)\)|^\s*\[[^\]]+\]:\s*(\/\S*)/gm)].map((m) => ({
      text: linkPath(m[1] ?? m[2] ?? ''),
      line: line + lineAt(text, m.index ?? 0) - 1,
    }));
  if (/\.mdx?$/.test(file)) {
    const text = source.replace(/\r\n?/g, '\n');
    const front = frontMatterOf(text);
    const body = mask(blank(front) + maskCode(text.slice(front.length), {mdx: file.endsWith('.mdx')}), /`[^`\n]+`/g);
    const inline = [...body.matchAll(/<(a|Link)\s[^<>]*?\b(?:href|to)=["'](\/[^"']*)["'][^<>]*>[^<]*[A-Za-z][^<]*<\/\1>/g)].map((m) => ({
      text: linkPath(m[2] ?? ''),
      line: lineAt(body, m.index ?? 0),
    }));
    return [...markdownLinks(body, 1), ...inline].sort((a, b) => a.line - b.line);
  }
  if (/\.tsx?$/.test(file)) {
    const {texts, inlineLinks} = scriptCopy(source, file);
    return [...texts.flatMap((t) => markdownLinks(t.text, t.line)), ...inlineLinks.map((l) => ({...l, text: linkPath(l.text)}))].sort(
      (a, b) => a.line - b.line,
    );
  }
  return [];
}

/** Text of Markdown or MDX with everything that is not prose replaced by spaces (newlines kept). */
export function maskMarkdown(source: string, options: {mdx: boolean}): string {
  let text = source.replace(/\r\n?/g, '\n');
  const front = frontMatterOf(text);
  const head = front ? maskFrontMatter(front) : '';
  text = text.slice(front.length);
  text = maskCode(text, options);
  text = mask(text, /^\s*\[[^\]]+\]:\s*\S+.*$/gm);
  text = mask(text, /<(?:https?:|mailto:)[^>\s]*>/g);
  text = maskTags(text);
  text = maskInline(text);
  text = mask(text, /\{#[\w-]+\}/g);
  text = mask(text, /&[a-z]+;|&#\d+;/g);
  return head + text;
}

/** Masks inline Markdown that is not prose: code spans, link targets, URLs, file paths, e-mail addresses and domains. */
function maskInline(source: string): string {
  let text = mask(source, /`[^`\n]+`/g);
  text = mask(text, /\b(?:src|docs|blog|case-studies|static|tests|scripts)\/[\w./-]+/g);
  text = mask(text, /(!?\[)([^\]]*)\]\([^)]*\)/g, (m) => ' '.repeat((m[1] ?? '').length) + (m[2] ?? ''));
  text = mask(text, /\b(?:https?:\/\/|www\.)[^\s)>\]]+/g);
  text = mask(text, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g);
  return mask(text, /\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|co|example)\b[^\s)"]*/gi);
}

/** Splits masked text into blocks at blank lines. */
function blocksOf(masked: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  const lines = masked.split('\n');
  let current: string[] = [];
  let start = 0;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length > 0) blocks.push({text: current.join('\n'), line: start + 1});
      current = [];
    } else {
      if (current.length === 0) start = index;
      current.push(line);
    }
  });
  if (current.length > 0) blocks.push({text: current.join('\n'), line: start + 1});
  return blocks;
}

/** The prose of a Markdown (`.md`) or MDX (`.mdx`) file, in blocks. */
export function markdownProse(source: string, options: {mdx: boolean}): ProseBlock[] {
  return blocksOf(maskMarkdown(source, options));
}

/**
 * Whether a string literal reads as copy: words with spaces between them, or
 * one capitalized word ("Services"). Ids, class lists, paths, URLs, CSS
 * values and format strings do not.
 */
export function looksLikeCopy(value: string): boolean {
  const text = value.trim();
  if (!/[A-Za-z]{2}/.test(text)) return false;
  if (/^(?:\/|\.\/|\.\.\/|#|https?:|mailto:|tel:|data:|@)/.test(text)) return false;
  if (/var\(--|rgba?\(|gradient\(|calc\(|^\d+(?:\.\d+)?(?:px|rem|em|vh|vw|%|ms|s)\b/.test(text)) return false;
  if (!/\s/.test(text)) return /^[A-Z][a-z]+(?:[''][a-z]+)?[.!?:]?$/.test(text);
  const tokens = text.split(/\s+/);
  if (tokens.every((t) => /^[a-z0-9]+(?:[_-]+[a-z0-9]+)*$/.test(t)) && tokens.some((t) => /[_-]/.test(t))) return false;
  if (tokens.every((t) => /^[\w-]*--[\w-]*$|^[a-z]+(?:-[a-z]+)+$/.test(t))) return false;
  return true;
}

function nameOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isJsxNamespacedName(node)) return `${node.namespace.text}:${node.name.text}`;
  return null;
}

/** Whether a string literal node is code by position: a module path, a key, a type, a compared value, a code attribute. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return true;
  if (ts.isPropertyAssignment(parent)) {
    if (parent.name === node) return true;
    return CODE_NAMES.has(nameOf(parent.name) ?? '');
  }
  if (ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) return parent.name === node;
  if (ts.isJsxAttribute(parent)) return CODE_NAMES.has(nameOf(parent.name) ?? '');
  if (ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent)) {
    return CODE_NAMES.has(nameOf(parent.parent.name) ?? '');
  }
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
    ].includes(op);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    return [
      'require',
      'import',
      'querySelector',
      'querySelectorAll',
      'getElementById',
      'addEventListener',
      'removeEventListener',
      'getItem',
      'setItem',
      'removeItem',
      'createElement',
      'setAttribute',
      'getAttribute',
      'matchMedia',
      'startsWith',
      'endsWith',
      'includes',
      'split',
      'join',
      'replace',
      'test',
      'mark',
      'measure',
      'get',
      'has',
      'set',
      'toLocaleString',
      'padStart',
    ].includes(name);
  }
  return false;
}

interface ScriptCopy {
  /** Copy as written: string literals that read as copy, JSX text. */
  texts: Located[];
  /** Targets of links that stand inside JSX text (`<p>See <Link to="/x">this</Link>.</p>`). */
  inlineLinks: Located[];
}

const LINK_TAGS = new Set(['a', 'Link']);

/** Whether a JSX element has words of its own beside its child elements: a paragraph, not a list of cards. */
function hasOwnText(element: ts.Node): boolean {
  return ts.isJsxElement(element) && element.children.some((child) => ts.isJsxText(child) && /[A-Za-z]{2}/.test(child.text));
}

/** The copy of a TypeScript or TSX file, unmasked, with its lines. */
function scriptCopy(source: string, fileName: string): ScriptCopy {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts: Located[] = [];
  const inlineLinks: Located[] = [];
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node) && looksLikeCopy(node.text)) texts.push({text: node.text, line: lineOf(node.getStart(file) + 1)});
    } else if (ts.isTemplateExpression(node)) {
      const pieces = [node.head, ...node.templateSpans.map((span) => span.literal)];
      const whole = pieces.map((p) => p.text).join(' x ');
      if (!isCodePosition(node) && looksLikeCopy(whole)) {
        for (const piece of pieces) texts.push({text: piece.text, line: lineOf(piece.getStart(file) + 1)});
      }
    } else if (ts.isJsxText(node)) {
      const text = node.getFullText(file);
      if (/[A-Za-z]/.test(text)) texts.push({text, line: lineOf(node.getFullStart())});
    } else if (ts.isJsxElement(node) && LINK_TAGS.has(node.openingElement.tagName.getText(file)) && hasOwnText(node.parent)) {
      for (const attr of node.openingElement.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || !['to', 'href'].includes(nameOf(attr.name) ?? '')) continue;
        const value = attr.initializer;
        const literal = value && ts.isJsxExpression(value) ? value.expression : value;
        if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
          inlineLinks.push({text: literal.text, line: lineOf(literal.getStart(file))});
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {texts, inlineLinks};
}

/** The copy in a TypeScript or TSX file: string literals that read as copy, and JSX text. */
export function scriptProse(source: string, fileName: string): ProseBlock[] {
  // Copy in data modules may carry inline Markdown (FAQ answers link to posts).
  return scriptCopy(source, fileName)
    .texts.map(({text, line}) => ({text: maskInline(text), line}))
    .filter((block) => block.text.trim() !== '');
}

/** The prose of a YAML data file (author bios, tag descriptions): the values of prose keys. */
export function yamlProse(source: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  source.split('\n').forEach((line, index) => {
    const match = /^\s*(name|title|description|label|bio)\s*:\s*["']?(.*?)["']?\s*$/.exec(line);
    if (match && match[2]) blocks.push({text: match[2], line: index + 1});
  });
  return blocks;
}

/** The prose of a file, chosen by its extension. */
export function proseOf(file: string, source: string): ProseBlock[] {
  if (file.endsWith('.mdx')) return markdownProse(source, {mdx: true});
  if (file.endsWith('.md')) return markdownProse(source, {mdx: false});
  if (/\.tsx?$/.test(file)) return scriptProse(source, file);
  if (/\.ya?ml$/.test(file)) return yamlProse(source);
  return [];
}

/** Sentences of a block, each with its line: split after `.`, `?` or `!` before a capital, and at line breaks. */
export function sentences(block: ProseBlock): Located[] {
  const out: Located[] = [];
  let line = block.line;
  for (const rawLine of block.text.split('\n')) {
    const parts = rawLine.split(/(?<=[.!?]["')\]*_]*)\s+(?=["'([*_]*[A-Z0-9$])/);
    for (const part of parts) {
      if (part.trim() !== '') out.push({text: part.trim(), line});
    }
    line += 1;
  }
  return out;
}

/** Words of a block for spelling, each with its line: letters only, hyphenated words split, possessives dropped. */
export function words(block: ProseBlock, minLength = 4): Located[] {
  const out: Located[] = [];
  let line = block.line;
  for (const rawLine of block.text.split('\n')) {
    for (const token of rawLine.replace(/[’‘]/g, "'").split(/[^A-Za-z0-9'_-]+/)) {
      for (const part of token.split(/-+/)) {
        const word = part.replace(/^'+|'+$/g, '').replace(/'s$/i, '');
        if (word.length < minLength || /[\d_]/.test(word) || !/^[A-Za-z][A-Za-z']*$/.test(word)) continue;
        out.push({text: word, line});
      }
    }
    line += 1;
  }
  return out;
}
