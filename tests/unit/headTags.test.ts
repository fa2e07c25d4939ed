import {describe, expect, test} from '@jest/globals';
import {applyHeadRules} from '@site/src/lib/headTags';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>content="x"</p></body></html>`;

describe('the head pass over built pages', () => {
  test('cuts every description over 160 characters, in each tag that carries it', () => {
    const long = 'a'.repeat(170);
    const out = applyHeadRules(
      page(`<meta data-rh=true name=description content="${long}"><meta data-rh=true property=og:description content="${long}">`),
    );
    const cut = `${'a'.repeat(157)}...`;
    expect(out).toContain(`<meta name="description" content="${cut}">`);
    expect(out).toContain(`<meta property="og:description" content="${cut}">`);
    expect(out).toContain(`<meta name="twitter:description" content="${cut}">`);
    expect(out).not.toContain(long);
  });

  test('mirrors og:title into twitter:title, keeping entities intact', () => {
    const out = applyHeadRules(page('<meta property="og:title" content="Data &amp; RevOps &quot;basics&quot; | Keelson RevOps">'));
    expect(out).toContain('<meta name="twitter:title" content="Data &amp; RevOps &quot;basics&quot; | Keelson RevOps">');
  });

  test('keeps explicit twitter tags and an existing og:type', () => {
    const head = '<meta property=og:type content=article><meta property=og:title content=A><meta name=twitter:title content=B>';
    const out = applyHeadRules(page(head));
    expect(out).toContain('<meta name=twitter:title content=B>');
    expect(out.match(/twitter:title/g)).toHaveLength(1);
    expect(out).not.toContain('content="website"');
  });

  test('adds og:type website where a page has none, and og:description from the description', () => {
    const out = applyHeadRules(page('<meta name="description" content="Short.">'));
    expect(out).toContain('<meta property="og:type" content="website">');
    expect(out).toContain('<meta property="og:description" content="Short.">');
  });

  test('leaves the body alone, and a page without a head unchanged', () => {
    const out = applyHeadRules(page('<meta name="description" content="x">'));
    expect(out).toContain('<body><p>content="x"</p></body>');
    expect(applyHeadRules('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});
