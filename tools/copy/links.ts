/**
 * Links in copy. A copy string in src/data renders its `[label](/path)`
 * links only in the fields the pages render with src/components/CopyText
 * (`RENDERED_LINK_FIELDS`); anywhere else (a title, a label, a meta
 * description, alt text, a card inside a link) the markup would show as
 * brackets, so the `link-markup` rule rejects it, and markup that does not
 * parse as a link (`[label](no-url)`, a nested link). The `unknown-link`
 * rule holds every root-relative link in copy (src/data, src/pages,
 * src/components, blog/, case-studies/, docs/) to a page the site has; a
 * link to `/services/<slug>` must name a service page of src/data/services.ts,
 * so moving a service's page fails where its old address is still linked. Pure: the copy
 * test (tests/unit/copy.test.ts) gives the files and the site's paths.
 */
import ts from 'typescript';
import {copyLinks, hasLinkMarkup, strayLinkMarkup} from '@site/src/lib/copyMarkup';
import type {Located} from './prose';
import type {Violation} from './rules';

/** Fields of data modules whose strings the pages render with their links, per module. */
export interface RenderedFields {
  /** Modules, from the project root; a trailing `/` names a folder. */
  files: readonly string[];
  fields: readonly string[];
  /** Rendered by the FAQ answer parser (src/lib/faq.ts), which links only to pages of this site. */
  internalOnly?: boolean;
}

export const RENDERED_LINK_FIELDS: readonly RenderedFields[] = [
  // Service pages and the /services overview (src/pages/services): hero, sections, cards, steps, notes.
  {
    files: ['src/data/servicesOverview.ts', 'src/data/services.ts'],
    fields: ['intro', 'situation', 'detail', 'timeFrame', 'outcomesNote', 'gridIntro', 'resultsIntro'],
  },
  {files: ['src/data/program.ts'], fields: ['intro', 'claimsIntro', 'claimsNote', 'pricingNote', 'eligibility', 'detail']},
  {files: ['src/data/approach.ts'], fields: ['summary', 'detail']},
  {files: ['src/data/playbook.ts'], fields: ['intro', 'format', 'detail', 'text']},
  {files: ['src/data/team.ts'], fields: ['intro', 'bio']},
  {files: ['src/data/legal.ts'], fields: ['intro', 'blocks', 'list'], internalOnly: true},
  {files: ['src/data/faqs/', 'src/data/guideFaqs.ts'], fields: ['intro', 'answer'], internalOnly: true},
];

/** A string of a script, with the field it is the value of (`intro`, `blocks` for an item of `blocks: [...]`), or null. */
export interface FieldString {
  field: string | null;
  text: string;
  line: number;
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

/** The string literals and templates of a script (template pieces joined by `x`), each with its field and line. */
export function fieldStrings(file: string, source: string): FieldString[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: FieldString[] = [];
  const fieldOf = (node: ts.Node): string | null => {
    for (let at = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
      if (ts.isPropertyAssignment(at) || ts.isJsxAttribute(at)) return propertyName(at.name);
      if (ts.isVariableDeclaration(at)) return ts.isIdentifier(at.name) ? at.name.text : null;
      if (ts.isImportDeclaration(at) || ts.isCallExpression(at) || ts.isBinaryExpression(at) || ts.isFunctionLike(at)) return null;
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head, ...node.templateSpans.map((span) => span.literal)].map((p) => p.text).join('x');
    if (text !== null) {
      out.push({field: fieldOf(node), text, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1});
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return out;
}

function renderedFields(file: string, table: readonly RenderedFields[]): RenderedFields | undefined {
  return table.find((entry) => entry.files.some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f)));
}

/** Link markup in a data string the page shows as plain text, in a field that links only within the site, or that does not parse. */
export function linkMarkupViolations(file: string, strings: readonly FieldString[], table = RENDERED_LINK_FIELDS): Violation[] {
  const entry = renderedFields(file, table);
  return strings.flatMap(({field, text, line}): Violation[] => {
    if (!hasLinkMarkup(text)) return [];
    const v = (message: string): Violation[] => [{file, line, rule: 'link-markup', message}];
    if (!entry || !field || !entry.fields.includes(field)) {
      const fields = entry ? `: in this module, only ${entry.fields.join(', ')}` : '';
      return v(
        `the field "${field ?? '(none)'}" is shown as plain text, so "[label](/path)" would show its brackets: write the words without the link, or put the link in a field that renders links${fields}`,
      );
    }
    if (strayLinkMarkup(text))
      return v('link markup that is not a link: write [label](/path) or [label](https://...), and no link inside a link label');
    const external = copyLinks(text).find((link) => link.external);
    if (entry.internalOnly && external) return v(`"${external.href}": this field links only to pages of this site ([label](/path))`);
    return [];
  });
}

/** What a link may lead to: the site's paths, and the slugs of the service pages of the data (`/services/<slug>`). */
export interface KnownPages {
  paths: ReadonlySet<string>;
  serviceSlugs: readonly string[];
}

/** A root-relative link without its query, hash or trailing slash. */
export function linkTarget(href: string): string {
  return href.replace(/[#?].*$/, '').replace(/\/+$/, '') || '/';
}

/** Links to a page the site does not have; a link to `/services/<slug>` must name a service page of the data. */
export function unknownLinkViolations(file: string, links: readonly Located[], known: KnownPages): Violation[] {
  return links.flatMap((link): Violation[] => {
    const target = linkTarget(link.text);
    if (target === '' || target.startsWith('/img/') || /\.\w+$/.test(target)) return [];
    const service = /^\/services\/([^/]+)$/.exec(target);
    if (service) {
      if (known.serviceSlugs.includes(service[1] ?? '')) return [];
      return [
        {
          file,
          line: link.line,
          rule: 'unknown-link',
          message: `links to ${target}, but no service page has the slug "${service[1]}" (src/data/services.ts: ${known.serviceSlugs.join(', ')})`,
        },
      ];
    }
    return known.paths.has(target)
      ? []
      : [{file, line: link.line, rule: 'unknown-link', message: `links to ${target}, a page the site does not have`}];
  });
}
