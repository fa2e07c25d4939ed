import {describe, expect, test} from '@jest/globals';
import {
  excerptParts,
  namesTitle,
  pageKey,
  queryFromAddress,
  resultsAnnouncement,
  toSuggestions,
  words,
  type PagefindResultData,
  type PagefindSubResult,
} from '@site/src/lib/searchResults';

function sub(title: string, url: string, excerpt: string, scores: number[], anchor = true): PagefindSubResult {
  return {
    title,
    url,
    excerpt,
    anchor: anchor ? {element: 'h2', id: url.split('#')[1] ?? '', location: 10} : undefined,
    weighted_locations: scores.map((balanced_score, i) => ({weight: 1, balanced_score, location: i})),
  };
}

function result(
  url: string,
  meta: PagefindResultData['meta'],
  subResults: PagefindSubResult[] = [],
  excerpt = 'page text',
): PagefindResultData {
  return {url, excerpt, meta, sub_results: subResults};
}

describe('excerptParts', () => {
  test('splits highlighted words from plain text', () => {
    expect(excerptParts('Hire a <mark>HubSpot</mark> <mark>expert</mark> today')).toEqual([
      {text: 'Hire a ', highlighted: false},
      {text: 'HubSpot', highlighted: true},
      {text: ' ', highlighted: false},
      {text: 'expert', highlighted: true},
      {text: ' today', highlighted: false},
    ]);
  });

  test('decodes the escaped characters once, so page text shows as written', () => {
    expect(excerptParts('a &lt;b&gt; tag &amp;lt; and &quot;quotes&quot; &#39;x&#39;')).toEqual([
      {text: 'a <b> tag &lt; and "quotes" \'x\'', highlighted: false},
    ]);
  });

  test('markup other than <mark> stays text: nothing in an excerpt can become an element or a script', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)> &lt;script&gt;alert(2)&lt;/script&gt; <mark><b>bold</b></mark>');
    expect(parts).toEqual([
      {text: '<img src=x onerror=alert(1)> <script>alert(2)</script> ', highlighted: false},
      {text: '<b>bold</b>', highlighted: true},
    ]);
  });

  test('an unclosed <mark> is text, and an empty excerpt has no parts', () => {
    expect(excerptParts('one <mark>two')).toEqual([{text: 'one <mark>two', highlighted: false}]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('pageKey', () => {
  test('drops the fragment, the query and a trailing slash', () => {
    expect(pageKey('/about#team')).toBe('/about');
    expect(pageKey('/about/')).toBe('/about');
    expect(pageKey('/about?x=1#y')).toBe('/about');
    expect(pageKey('/')).toBe('/');
  });
});

describe('words and namesTitle', () => {
  test('words are lower case, without punctuation', () => {
    expect(words('Analytics & BI: reporting')).toEqual(['analytics', 'bi', 'reporting']);
  });

  test('a query names a title when each of its words is in it, the last one possibly cut short', () => {
    expect(namesTitle('about', 'About')).toBe(true);
    expect(namesTitle('data lineage', 'Data Lineage Mapping')).toBe(true);
    expect(namesTitle('lineage ma', 'Data Lineage Mapping')).toBe(true);
    expect(namesTitle('lin mapping', 'Data Lineage Mapping')).toBe(false);
    expect(namesTitle('data quality', 'Data Lineage Mapping')).toBe(false);
    expect(namesTitle('   ', 'About')).toBe(false);
  });
});

describe('toSuggestions', () => {
  test('one suggestion per page, in order, at most the limit', () => {
    const results = [
      result('/a', {title: 'A', type: 'Guide'}),
      result('/a/', {title: 'A again', type: 'Guide'}),
      result('/b', {title: 'B', type: 'Insight', category: 'Data Quality'}),
      result('/c', {title: 'C', type: 'Tool'}),
    ];
    const suggestions = toSuggestions(results, 'zzz', 2);
    expect(suggestions.map((s) => [s.url, s.title, s.kind])).toEqual([
      ['/a', 'A', 'Guide'],
      ['/b', 'B', 'Insight · Data Quality'],
    ]);
  });

  test('no address comes twice, whatever the input', () => {
    const results = ['/x', '/x#one', '/x/', '/y', '/y#two'].map((url) => result(url, {title: url}));
    const urls = toSuggestions(results, 'q', 10).map((s) => pageKey(s.url));
    expect(urls).toEqual(['/x', '/y']);
  });

  test('a deep match leads to its section and names it', () => {
    const r = result('/guides/hubspot-expert', {title: 'How to Hire a HubSpot Expert', type: 'Guide'}, [
      sub('How to Hire a HubSpot Expert', '/guides/hubspot-expert', 'intro', [0.5], false),
      sub('Pricing guide', '/guides/hubspot-expert#pricing-guide', 'rates run from <mark>$75</mark>', [2, 1.5]),
      sub('Red flags', '/guides/hubspot-expert#red-flags', 'watch for', [1]),
    ]);
    const [s] = toSuggestions([r], 'rates');
    expect(s!.url).toBe('/guides/hubspot-expert#pricing-guide');
    expect(s!.section).toBe('Pricing guide');
    expect(s!.excerpt).toEqual([
      {text: 'rates run from ', highlighted: false},
      {text: '$75', highlighted: true},
    ]);
  });

  test('a match at the top of the page, or a query that names the title, leads to the page itself', () => {
    const top = result('/guides/x', {title: 'X guide'}, [
      sub('X guide', '/guides/x', 'top', [3], false),
      sub('Later', '/guides/x#later', 'later', [1]),
    ]);
    expect(toSuggestions([top], 'something')[0]!.url).toBe('/guides/x');
    const named = result('/about', {title: 'About', name: 'About'}, [sub('The firm', '/about#the-firm', 'about us', [5])], 'About page');
    const [s] = toSuggestions([named], 'about');
    expect(s!.url).toBe('/about');
    expect(s!.section).toBeNull();
    expect(s!.excerpt).toEqual([{text: 'About page', highlighted: false}]);
  });

  test('a page named exactly by the query comes first', () => {
    const results = [
      result('/insights/stop-buying-contact-lists', {title: 'Stop Buying Contact Lists', type: 'Insight'}),
      result('/contact', {title: 'Contact', name: 'Contact', type: 'Company page'}),
      result('/privacy', {title: 'Privacy Policy', name: 'Privacy Policy', type: 'Company page'}),
    ];
    expect(toSuggestions(results, 'contact').map((s) => s.url)).toEqual(['/contact', '/insights/stop-buying-contact-lists', '/privacy']);
    expect(toSuggestions(results, 'contact lists').map((s) => s.url)[0]).toBe('/insights/stop-buying-contact-lists');
  });

  test('titles are text: escaped characters decode, a missing title falls back to the address', () => {
    const [a, b] = toSuggestions([result('/x', {title: 'Analytics &amp; BI'}), result('/y', {})], 'q');
    expect(a!.title).toBe('Analytics & BI');
    expect(b!.title).toBe('/y');
    expect(b!.kind).toBe('');
  });
});

describe('resultsAnnouncement', () => {
  test('says how many results there are, and what to do', () => {
    expect(resultsAnnouncement('crm', 1)).toBe('1 result for “crm”. Use the up and down arrow keys to choose, Enter to open.');
    expect(resultsAnnouncement('crm', 4)).toBe('4 results for “crm”. Use the up and down arrow keys to choose, Enter to open.');
    expect(resultsAnnouncement('zzz', 0)).toBe('No results for “zzz”. Browse the insights or the FAQ instead.');
  });
});

describe('queryFromAddress', () => {
  test('reads q on the insights list only', () => {
    expect(queryFromAddress('/insights', '?q=lead%20scoring')).toBe('lead scoring');
    expect(queryFromAddress('/insights/', '?q=crm')).toBe('crm');
    expect(queryFromAddress('/about', '?q=crm')).toBeNull();
    expect(queryFromAddress('/insights', '')).toBeNull();
    expect(queryFromAddress('/insights', '?q=%20%20')).toBeNull();
  });

  test('a very long query is cut to 200 characters', () => {
    expect(queryFromAddress('/insights', `?q=${'a'.repeat(500)}`)).toHaveLength(200);
  });
});
