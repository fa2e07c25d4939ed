/**
 * The openings of the landing pages (service pages, the /services overview,
 * the program, approach, get-started, about, playbook and calculator pages):
 * the first paragraph of each page's hero, counted by the opening-move rule
 * (./posts) as their own kind of page, so no one move opens more than a
 * quarter of them. A page's opening is written either in its data module
 * (read through the module's export, then found in the sources for its
 * line) or in the page file itself (`intro="..."` or `intro={<>...</>}` on
 * its first tag with an `intro`, else the first paragraph after its `<h1>`).
 * Pure: tests/unit/copy.test.ts gives the files and the data.
 */
import ts from 'typescript';
import {openingMove, type OpeningMove} from './posts';
import type {ProseBlock} from './prose';

/** A landing page's opening, where it is written. */
export interface LandingOpening {
  file: string;
  /** The page's path, for messages and to keep one opening per page. */
  path: string;
  blocks: readonly ProseBlock[];
}

const ENTITIES: Record<string, string> = {rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', amp: '&', nbsp: ' ', mdash: '—', ndash: '–'};

function decode(text: string): string {
  return text.replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** The words of JSX (its text, string literals in braces), up to the end of its first paragraph. */
function jsxText(node: ts.Node, tree: ts.SourceFile): string {
  const first = (function find(n: ts.Node): ts.Node | undefined {
    if (ts.isJsxElement(n) && n.openingElement.tagName.getText(tree) === 'p') return n;
    return ts.forEachChild(n, find);
  })(node);
  const parts: string[] = [];
  (function collect(n: ts.Node) {
    if (ts.isJsxText(n)) parts.push(n.text);
    else if (ts.isStringLiteral(n) && n.parent && ts.isJsxExpression(n.parent)) parts.push(n.text);
    else ts.forEachChild(n, collect);
  })(first ?? node);
  return decode(parts.join('')).replace(/\s+/g, ' ').trim();
}

/**
 * The hero intro a page file writes itself: the value of the first `intro`
 * attribute in the file, when it is text (a string, or JSX whose first
 * paragraph is read). Null when there is none, or when it comes from data.
 */
export function pageIntro(file: string, source: string): ProseBlock | null {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const attribute = (function find(n: ts.Node): ts.JsxAttribute | undefined {
    if (ts.isJsxAttribute(n) && n.name.getText(tree) === 'intro') return n;
    return ts.forEachChild(n, find);
  })(tree);
  const line = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  if (!attribute) return leadAfterHeading(tree, line);
  const value = attribute.initializer;
  if (!value) return null;
  if (ts.isStringLiteral(value)) return {text: value.text, line: line(value)};
  const expression = ts.isJsxExpression(value) ? value.expression : undefined;
  if (!expression) return null;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return {text: expression.text, line: line(expression)};
  if (ts.isJsxElement(expression) || ts.isJsxFragment(expression)) {
    const text = jsxText(expression, tree);
    const start = (function find(n: ts.Node): ts.Node | undefined {
      if (ts.isJsxText(n) && /\S/.test(n.text)) return n;
      return ts.forEachChild(n, find);
    })(expression);
    return text ? {text, line: start ? tree.getLineAndCharacterOfPosition(start.getStart(tree)).line + 1 : line(expression)} : null;
  }
  return null;
}

/** A hero written out in the page: the first paragraph after its `<h1>`. */
function leadAfterHeading(tree: ts.SourceFile, line: (node: ts.Node) => number): ProseBlock | null {
  const heading = (function find(n: ts.Node): ts.JsxElement | undefined {
    if (ts.isJsxElement(n) && n.openingElement.tagName.getText(tree) === 'h1') return n;
    return ts.forEachChild(n, find);
  })(tree);
  const siblings = heading && ts.isJsxElement(heading.parent) ? heading.parent.children : undefined;
  const lead = siblings
    ?.slice(siblings.indexOf(heading as ts.JsxChild) + 1)
    .find((child): child is ts.JsxElement => ts.isJsxElement(child) && child.openingElement.tagName.getText(tree) === 'p');
  if (!lead) return null;
  const text = jsxText(lead, tree);
  const start = lead.children.find((child) => ts.isJsxText(child) && /\S/.test(child.text));
  return text ? {text, line: line(start ?? lead)} : null;
}

/**
 * Where a string from a data module's export is written: the file and line
 * of the source that holds the longest run of its opening words (a template
 * holds them up to its first `${...}`), at least 20 characters. Null when
 * no source holds them.
 */
export function locateCopy(text: string, sources: readonly {file: string; source: string}[]): {file: string; line: number} | null {
  let best: {file: string; line: number; length: number} | null = null;
  for (const {file, source} of sources) {
    // Whether a prefix is written in the source only gets truer as the prefix gets shorter: search for the longest.
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (source.includes(text.slice(0, mid))) low = mid;
      else high = mid - 1;
    }
    if (low >= 20 && (!best || low > best.length)) {
      const at = source.indexOf(text.slice(0, low));
      best = {file, line: source.slice(0, at).split('\n').length, length: low};
    }
  }
  return best && {file: best.file, line: best.line};
}

/**
 * The opening move of a landing page: as a post's (./posts `openingMove`),
 * except that a hero addressing the reader by situation ("If you have sat
 * through a CRM project...", "When you are...") names the reader as surely
 * as one naming a role does.
 */
export function landingOpeningMove(first: string, next = ''): OpeningMove {
  const move = openingMove(first, next);
  if (move !== 'other' && move !== 'a question') return move;
  return /^["“]?(?:if|when) you\b/i.test(first.trim()) ? 'naming the reader' : move;
}
