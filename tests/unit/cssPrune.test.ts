import {describe, expect, test} from '@jest/globals';
import {needsClassOrId, pruneStylesheet, shortenSpecificityShims} from '@site/src/lib/cssPrune';

describe('stylesheet pruning', () => {
  const original = [
    ':not(#\\#):not(#\\#),:after,:before{box-sizing:border-box}',
    ':root{--used:1px;--unused:2px;--from-js:3px}',
    '.kept:not(#\\#):not(#\\#){margin:var(--used)}',
    '.gone{color:red}',
    '@media (width>=1024px){.gone-too{color:blue}.kept{padding:0}}',
    ':focus-visible{outline:3px solid}',
    'kbd{font-weight:700}',
    '@keyframes spin{0%{opacity:0}to{opacity:1}}',
    '@keyframes unusedFade{0%{opacity:0}to{opacity:1}}',
    '.spinner{animation:spin 1s linear infinite}',
    '[data-theme=dark]:root{--used:9px}',
  ].join('');
  const purged = '.kept:not(#\\#):not(#\\#){margin:var(--used)}@media (width>=1024px){.kept{padding:0}}.spinner{animation:spin 1s linear infinite}';

  test('keeps rules that need no class, and class rules the purge kept, in order', () => {
    const out = pruneStylesheet(original, purged, new Set(['--from-js']));
    expect(out).toContain('box-sizing:border-box');
    expect(out).toContain(':focus-visible{outline:3px solid}');
    expect(out).toContain('kbd{font-weight:700}');
    expect(out).toContain('.kept:not(#\\#):not(#\\#){margin:var(--used)}');
    expect(out).toContain('@media (width>=1024px){.kept{padding:0}}');
    expect(out).not.toContain('.gone');
    expect(out.indexOf('box-sizing')).toBeLessThan(out.indexOf('.kept'));
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('unusedFade');
  });

  test('attribute rules are judged like class rules', () => {
    expect(pruneStylesheet(original, purged, new Set())).not.toContain('data-theme=dark');
  });

  test('drops custom properties nothing reads, keeps those read by CSS or scripts', () => {
    const out = pruneStylesheet(original, purged, new Set(['--from-js']));
    expect(out).toContain('--used:1px');
    expect(out).toContain('--from-js:3px');
    expect(out).not.toContain('--unused');
  });

  test('the specificity shim is not an id', () => {
    expect(needsClassOrId(':not(#\\#):not(#\\#)')).toBe(false);
    expect(needsClassOrId('html:not(#\\#_fE_w)')).toBe(false);
    expect(needsClassOrId('.a')).toBe(true);
    expect(needsClassOrId('#main')).toBe(true);
    expect(needsClassOrId('[data-theme=dark]')).toBe(true);
  });

  test('specificity shims are written short: same count, same specificity, nothing else touched', () => {
    const css = '.a:not(#\\#_SLzJ):not(#\\#_SLzJ){color:red}#main:not(#\\#_a-b_9) .b{margin:0}:root:not(#\\#):not(#\\#){--x:1}';
    expect(shortenSpecificityShims(css)).toBe('.a:not(#\\#):not(#\\#){color:red}#main:not(#\\#) .b{margin:0}:root:not(#\\#):not(#\\#){--x:1}');
  });
});
