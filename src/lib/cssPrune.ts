/**
 * Pruning the site's one stylesheet. A class-level purge (purgecss) judges
 * rules by the class and id names they need; rules without any (the
 * universal box-sizing reset, element rules, :focus-visible) are kept as
 * they are, in their original order; custom properties nothing reads are
 * dropped, and so are keyframes no animation names. Pure over CSS text.
 */
import postcss, {type Rule} from 'postcss';

/** Infima's specificity shim `:not(#\#)` names no real id. */
const SHIM = /:not\(#\\#(?:_[\w-]+)?\)/g;

/** Whether a selector names a class, an id or an attribute: things a page may never have. */
export function needsClassOrId(selector: string): boolean {
  return /[.#[]/.test(selector.replace(SHIM, ''));
}

function parts(selector: string): string[] {
  return selector.split(',').map((p) => p.trim());
}

/**
 * Keeps each rule of `original` that either needs no class or id, or shares
 * at least one selector with the purged stylesheet; then drops declarations
 * of custom properties that neither the stylesheet nor `usedElsewhere` read.
 */
export function pruneStylesheet(original: string, purged: string, usedElsewhere: ReadonlySet<string>): string {
  const kept = new Set<string>();
  postcss.parse(purged).walkRules((rule) => parts(rule.selector).forEach((p) => kept.add(p)));

  const root = postcss.parse(original);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (!needsClassOrId(rule.selector)) return;
    if (!parts(rule.selector).some((p) => kept.has(p))) rule.remove();
  });

  const read = new Set(usedElsewhere);
  root.walkDecls((decl) => {
    for (const m of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(m[1]!);
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  const animated = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (decl) => decl.value.split(/[\s,]+/).forEach((w) => animated.add(w)));
  root.walkAtRules(/keyframes$/i, (at) => {
    if (!animated.has(at.params) && !usedElsewhere.has(at.params)) at.remove();
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/**
 * The cascade-layers polyfill raises each layer's rules with `:not(#\#_abcd)`
 * shims, each naming a different id that no element has. Only their number
 * counts (one id of specificity each), so every one becomes `:not(#\#)`:
 * the same specificity and the same matches, and about 600 bytes less
 * after gzip, the random names being what compressed worst.
 */
export function shortenSpecificityShims(css: string): string {
  return css.replace(SHIM, ':not(#\\#)');
}
