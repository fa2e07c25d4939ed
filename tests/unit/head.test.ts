import {describe, expect, test} from '@jest/globals';
import {cutToLimit, headline, modifiedTime, pageDescription, pageTitle, socialMeta, socialOverrides} from '@site/src/lib/head';

const brand = 'Keelson RevOps';
const suffix = ' | Keelson RevOps'; // 17 characters: a page part has 43 before it

describe('page titles', () => {
  test('a title lacking the brand gets the suffix', () => {
    expect(pageTitle('About', brand)).toBe('About | Keelson RevOps');
  });

  test('a title that already ends with the suffix is not suffixed twice', () => {
    expect(pageTitle('About | Keelson RevOps', brand)).toBe('About | Keelson RevOps');
  });

  test('a title that leads with the brand (the home page) stands alone', () => {
    expect(pageTitle('Keelson RevOps: CRM for private equity', brand)).toBe('Keelson RevOps: CRM for private equity');
  });

  test('an empty title is the brand alone', () => {
    expect(pageTitle('', brand)).toBe(brand);
    expect(pageTitle(undefined, brand)).toBe(brand);
    expect(pageTitle('  Keelson RevOps ', brand)).toBe(brand);
  });

  test.each([59, 60])('a %d-character result stays whole', (length) => {
    const base = 'x'.repeat(length - suffix.length);
    const title = pageTitle(base, brand);
    expect(title).toBe(`${base}${suffix}`);
    expect(title).toHaveLength(length);
  });

  test('a page part that would pass 60 is cut at a word boundary and the brand stays', () => {
    // "Define Deal Stages by What the Buyer Did" is 40 characters, the room left before the ellipsis.
    expect(pageTitle('Define Deal Stages by What the Buyer Did, Not the Seller', brand)).toBe(
      'Define Deal Stages by What the Buyer Did... | Keelson RevOps',
    );
    // The 40th character falls inside "Framework": the whole word goes.
    expect(pageTitle('HubSpot or Salesforce? A Revenue-Band Framework for Portfolio Companies', brand)).toBe(
      'HubSpot or Salesforce? A Revenue-Band... | Keelson RevOps',
    );
  });

  test('a single word longer than the room is cut inside the word, brand kept', () => {
    expect(pageTitle('z'.repeat(200), brand)).toBe(`${'z'.repeat(40)}...${suffix}`);
  });

  test('no space is left before the ellipsis when a space falls where the cut does', () => {
    // Character 40 of the page part (the last one that fits before the ellipsis) is a space.
    const base = `${'a'.repeat(39)} ${'b'.repeat(10)}`;
    expect(pageTitle(base, brand)).toBe(`${'a'.repeat(39)}...${suffix}`);
  });

  test('a brand-led title over 60 is cut at a word boundary', () => {
    const long = 'Keelson RevOps: CRM, data operations and RevOps for private equity firms';
    expect(pageTitle(long, brand)).toBe('Keelson RevOps: CRM, data operations and RevOps for...');
  });

  test('from page 2 on, the page number is part of the title and survives the cut', () => {
    expect(pageTitle('Insights', brand, '|', 1)).toBe('Insights | Keelson RevOps');
    expect(pageTitle('Insights', brand, '|', 3)).toBe('Insights (page 3) | Keelson RevOps');
    expect(pageTitle('15 posts tagged with "Reporting and dashboards"', brand, '|', 2)).toBe(
      '15 posts tagged with "Reporting... (page 2) | Keelson RevOps',
    );
  });
});

describe('cutToLimit', () => {
  test('trailing punctuation before the cut goes with the space', () => {
    expect(cutToLimit('Plan, build, run; measure everything twice', 20)).toBe('Plan, build, run...');
  });
});

describe('page descriptions', () => {
  test.each([159, 160])('%d characters stay whole', (length) => {
    const d = 'd'.repeat(length);
    expect(pageDescription(d)).toBe(d);
  });

  test('161 characters of one word are cut to 157 plus an ellipsis', () => {
    expect(pageDescription('e'.repeat(161))).toBe(`${'e'.repeat(157)}...`);
  });

  test('a long sentence is cut after its last whole word that fits', () => {
    // 40 x "word" joined by spaces is 199 characters; 31 words are 154, and the 32nd would end at 159.
    expect(pageDescription(Array(40).fill('word').join(' '))).toBe(`${Array(31).fill('word').join(' ')}...`);
  });

  test('runs of white space count once', () => {
    expect(pageDescription('  CRM   data \n cleanup ')).toBe('CRM data cleanup');
  });
});

describe('headlines', () => {
  test('the full page part, never cut, without the brand suffix', () => {
    const long = 'The 100-Day HubSpot Implementation Roadmap for PE Portfolio Companies';
    expect(pageTitle(long, brand)).toMatch(/\.\.\. \| Keelson RevOps$/);
    expect(headline(long, brand)).toBe(long);
    expect(headline(`${long}${suffix}`, brand)).toBe(long);
    expect(headline('  Fully   Loaded CAC ', brand)).toBe('Fully Loaded CAC');
  });

  test('a brand-led headline stays whole; an empty one is the brand', () => {
    const long = 'Keelson RevOps: CRM, data operations and RevOps for private equity firms';
    expect(headline(long, brand)).toBe(long);
    expect(headline(undefined, brand)).toBe(brand);
    expect(headline(suffix, brand)).toBe(brand);
  });

  test("a list's later page says which page it is, uncut", () => {
    expect(headline('15 posts tagged with "Reporting and dashboards"', brand, '|', 2)).toBe(
      '15 posts tagged with "Reporting and dashboards" (page 2)',
    );
    expect(headline('Insights', brand, '|', 1)).toBe('Insights');
  });
});

describe('social tags', () => {
  const title = 'Calculating Customer Acquisition Cost Properly: Fully Loaded, by Channel, with Payback';
  const description = 'Why marketing CAC and the fully loaded figure differ.';

  test('without overrides, Open Graph and Twitter carry the whole headline and the description', () => {
    expect(socialMeta(title, description)).toEqual([
      {attribute: 'name', key: 'description', content: description},
      {attribute: 'property', key: 'og:title', content: title},
      {attribute: 'property', key: 'og:description', content: description},
      {attribute: 'name', key: 'twitter:title', content: title},
      {attribute: 'name', key: 'twitter:description', content: description},
    ]);
    expect(title.length).toBeGreaterThan(60);
  });

  test('og_* replace the Open Graph text, and Twitter follows them unless it has its own', () => {
    const tags = socialMeta(title, description, {ogTitle: 'CAC, line by line', ogDescription: 'Eight times apart.'});
    expect(Object.fromEntries(tags.map((t) => [t.key, t.content]))).toEqual({
      description,
      'og:title': 'CAC, line by line',
      'og:description': 'Eight times apart.',
      'twitter:title': 'CAC, line by line',
      'twitter:description': 'Eight times apart.',
    });
    const own = socialMeta(title, description, {ogTitle: 'OG', twitterTitle: 'TW', twitterDescription: 'TD'});
    expect(Object.fromEntries(own.map((t) => [t.key, t.content]))).toMatchObject({
      'og:title': 'OG',
      'og:description': description,
      'twitter:title': 'TW',
      'twitter:description': 'TD',
    });
  });

  test('a page without a description gets no description tags; one without a headline no title tags', () => {
    expect(socialMeta(title, undefined).map((t) => t.key)).toEqual(['og:title', 'twitter:title']);
    expect(socialMeta(title, '   ').map((t) => t.key)).toEqual(['og:title', 'twitter:title']);
    expect(socialMeta(undefined, description).map((t) => t.key)).toEqual(['description', 'og:description', 'twitter:description']);
  });

  test("descriptions over 160 are cut in every tag; titles, the page's or a post's own, never are", () => {
    const long = Array(40).fill('word').join(' ');
    const cut = `${Array(31).fill('word').join(' ')}...`;
    const tags = socialMeta(title, long, {twitterTitle: 'z'.repeat(70)});
    expect(tags.find((t) => t.key === 'description')?.content).toBe(cut);
    expect(tags.find((t) => t.key === 'og:description')?.content).toBe(cut);
    expect(tags.find((t) => t.key === 'twitter:description')?.content).toBe(cut);
    expect(tags.find((t) => t.key === 'og:title')?.content).toBe(title);
    expect(tags.find((t) => t.key === 'twitter:title')?.content).toBe('z'.repeat(70));
  });

  test('socialOverrides reads the front-matter fields and skips empty or non-text ones', () => {
    expect(socialOverrides({og_title: ' A  title ', og_description: '', twitter_title: 3, twitter_description: 'D'})).toEqual({
      ogTitle: 'A title',
      ogDescription: undefined,
      twitterTitle: undefined,
      twitterDescription: 'D',
    });
  });
});

describe('modifiedTime', () => {
  test('milliseconds become an ISO timestamp', () => {
    expect(modifiedTime(Date.UTC(2024, 5, 15))).toBe('2024-06-15T00:00:00.000Z');
  });

  test('no revision gives no tag', () => {
    expect(modifiedTime(undefined)).toBeUndefined();
    expect(modifiedTime(null)).toBeUndefined();
    expect(modifiedTime(Number.NaN)).toBeUndefined();
  });
});
