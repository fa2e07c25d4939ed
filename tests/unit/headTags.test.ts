import {describe, expect, test} from '@jest/globals';
import {decodeEntities, isRedirectPage, metaValues, readHeadTags, tagAttributes} from '@site/src/plugins/post-build/headTags';

// The shape of a minified built page: some attributes quoted, some not.
const page = [
  '<!doctype html><html lang=en><head><meta charset=UTF-8>',
  '<title data-rh=true>Data &amp; RevOps | Keelson RevOps</title>',
  '<meta data-rh=true name=twitter:card content=summary_large_image />',
  '<meta data-rh=true property=og:title content="Data &amp; RevOps &quot;basics&quot; | Keelson RevOps"/>',
  '<meta data-rh=true name=description content="It&#39;s about CRM, data &#x26; reporting.">',
  "<meta data-rh=true property='og:description' content='Single quotes'>",
  '<link data-rh=true rel=canonical href=https://www.keelson-revops.example/about />',
  '<link rel=alternate href=https://www.keelson-revops.example/about hreflang=en>',
  '</head><body><meta name=description content="in the body, not the head"></body></html>',
].join('');

describe('readHeadTags', () => {
  test('reads the title, canonical and meta tags of the head only, decoded', () => {
    const tags = readHeadTags(page);
    expect(tags.titles).toEqual(['Data & RevOps | Keelson RevOps']);
    expect(tags.canonicals).toEqual(['https://www.keelson-revops.example/about']);
    expect(tags.meta).toEqual([
      {key: 'twitter:card', content: 'summary_large_image'},
      {key: 'og:title', content: 'Data & RevOps "basics" | Keelson RevOps'},
      {key: 'description', content: "It's about CRM, data & reporting."},
      {key: 'og:description', content: 'Single quotes'},
    ]);
  });

  test('a doubled tag is read twice, so a check can count it', () => {
    const doubled = page.replace('</head>', '<meta name="description" content="Second copy"></head>');
    expect(metaValues(readHeadTags(doubled), 'description')).toEqual(["It's about CRM, data & reporting.", 'Second copy']);
  });

  test('meta tags without a name, property or content are skipped', () => {
    expect(readHeadTags('<head><meta charset=UTF-8><meta name=robots></head>').meta).toEqual([]);
  });
});

describe('tagAttributes and decodeEntities', () => {
  test('attribute names are lowercased and bare attributes are empty', () => {
    expect(tagAttributes('<input TYPE=checkbox checked data-x="a b">')).toEqual({type: 'checkbox', checked: '', 'data-x': 'a b'});
  });

  test('named, decimal and hex entities; unknown ones stay', () => {
    expect(decodeEntities('&lt;a&gt; &#8212; &#x2014; &unknown; &amp;amp;')).toBe('<a> \u2014 \u2014 &unknown; &amp;');
  });
});

describe('isRedirectPage', () => {
  test('a meta refresh in the head, quoted or not, marks a client redirect page', () => {
    expect(isRedirectPage('<html><head><meta http-equiv="refresh" content="0; url=/about"></head></html>')).toBe(true);
    expect(isRedirectPage('<html><head><meta http-equiv=Refresh content="0; url=/about"></head></html>')).toBe(true);
    expect(isRedirectPage(page)).toBe(false);
    expect(isRedirectPage('<head></head><body><meta http-equiv=refresh content=0></body>')).toBe(false);
  });
});

describe('quoted values', () => {
  test('a quoted value may hold a closing bracket; single quotes hold double ones', () => {
    const tags = readHeadTags(
      `<head><meta property=og:image:alt content="“A > B” on a card"/><meta property=og:title content='One post tagged with "B2B SaaS"'/></head>`,
    );
    expect(tags.meta).toEqual([
      {key: 'og:image:alt', content: '“A > B” on a card'},
      {key: 'og:title', content: 'One post tagged with "B2B SaaS"'},
    ]);
  });
});
