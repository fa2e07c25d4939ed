/**
 * The Markdown a copy string may carry (src/lib/copyMarkup.ts): links to
 * this site and to others, escapes, and everything else left as written.
 */
import {describe, expect, test} from '@jest/globals';
import {copyLinks, copyPlainText, hasLinkMarkup, parseCopy, strayLinkMarkup} from '@site/src/lib/copyMarkup';

describe('parseCopy', () => {
  test('text with no markup is one string; an empty text, no node', () => {
    expect(parseCopy('Plain words, (in parentheses) and all.')).toEqual(['Plain words, (in parentheses) and all.']);
    expect(parseCopy('')).toEqual([]);
  });

  test('a link to this site and one to another, in order, with the text between', () => {
    expect(parseCopy('See [the guide](/guides/x#pricing) and [HubSpot](https://www.hubspot.com/pricing) today.')).toEqual([
      'See ',
      {label: 'the guide', href: '/guides/x#pricing', external: false},
      ' and ',
      {label: 'HubSpot', href: 'https://www.hubspot.com/pricing', external: true},
      ' today.',
    ]);
  });

  test('a link at the start and one at the end leave no empty text', () => {
    expect(parseCopy('[Start](/a) middle [end](/b)')).toEqual([
      {label: 'Start', href: '/a', external: false},
      ' middle ',
      {label: 'end', href: '/b', external: false},
    ]);
    expect(parseCopy('[Only](/only)')).toEqual([{label: 'Only', href: '/only', external: false}]);
  });

  test('brackets without a URL, an empty label, a relative or protocol-relative target, a space in the target: text as written', () => {
    for (const text of [
      'A [draft] note.',
      'See [](/a).',
      'See [x](guides/a).',
      'See [x](//evil.example).',
      'See [x](/a b).',
      'See [x](/a',
    ]) {
      expect(parseCopy(text)).toEqual([text]);
    }
  });

  test('a nested link: only the inner one is a link, the outer brackets stay text', () => {
    expect(parseCopy('[a [b](/b)](/a)')).toEqual(['[a ', {label: 'b', href: '/b', external: false}, '](/a)']);
  });

  test('escaped brackets are literal, and an escaped backslash is one backslash', () => {
    expect(parseCopy('Write \\[label\\](/path) for a link.')).toEqual(['Write [label](/path) for a link.']);
    expect(parseCopy('A \\\\ then [x](/x)')).toEqual(['A \\ then ', {label: 'x', href: '/x', external: false}]);
    expect(parseCopy('[a \\] b](/c)')).toEqual([{label: 'a ] b', href: '/c', external: false}]);
  });
});

describe('reading a copy string', () => {
  test('plain text keeps the labels; links keep their order', () => {
    const text = 'Read [one](/insights/one), then [two](https://example.org/two).';
    expect(copyPlainText(text)).toBe('Read one, then two.');
    expect(copyLinks(text).map((l) => l.href)).toEqual(['/insights/one', 'https://example.org/two']);
  });

  test('markup that would show as brackets is stray; escaped brackets and plain brackets are not', () => {
    expect(strayLinkMarkup('See [x](guides/a).')).toBe(true);
    expect(strayLinkMarkup('[a [b](/b)](/a)')).toBe(true);
    expect(strayLinkMarkup('See [x](/a).')).toBe(false);
    expect(strayLinkMarkup('Write \\[label\\](/path).')).toBe(false);
    expect(strayLinkMarkup('A [draft] note.')).toBe(false);
    expect(hasLinkMarkup('See [x](/a).')).toBe(true);
    expect(hasLinkMarkup('See [x](guides/a).')).toBe(true);
    expect(hasLinkMarkup('A [draft] note.')).toBe(false);
  });
});
