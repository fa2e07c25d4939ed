import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, test} from '@jest/globals';
import sharp from 'sharp';
import {COVER_SIZES, COVER_WIDTHS, coverBase, coverFile, coverImage} from '@site/src/lib/covers';
import {BRAND_CARD, SHARE_CARD, cardTitle, shareCardAlt, shareCardMeta, shareCardPath, titleFromCardAlt} from '@site/src/lib/shareCard';
import {fontMetrics, wrapText, type FontMetrics} from '@site/src/plugins/post-build/fontMetrics';
import {CARD_BARS, TITLE_STEPS, barHeights, cardLabel, cardSvg, drawCard, fitTitle} from '@site/src/plugins/post-build/shareCards';

const require_ = createRequire(__filename);
const bold = fontMetrics(fs.readFileSync(require_.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')));

/** Every character one em wide: widths by hand. */
const monospace: FontMetrics = {measure: (text, size) => [...text].length * size};

describe('cover files (src/lib/covers.ts)', () => {
  test('an insight and a case study each have their own folder', () => {
    expect(coverBase('/insights/crm-cleanup-plan')).toBe('/img/covers/crm-cleanup-plan');
    expect(coverBase('/case-studies/b2b-saas-churn-turnaround/')).toBe('/img/covers/case-studies/b2b-saas-churn-turnaround');
    expect(coverFile('/insights/crm-cleanup-plan', 400)).toBe('/img/covers/crm-cleanup-plan-400.webp');
  });

  test('a list address is not a post', () => {
    expect(() => coverBase('/insights')).toThrow(/Not a post's address/);
  });

  test('the <img> offers every width and reserves a 2:1 box', () => {
    const img = coverImage('/insights/crm-cleanup-plan', COVER_SIZES.card);
    expect(COVER_WIDTHS).toEqual([400, 800, 1200, 1600]);
    expect(img.src).toBe('/img/covers/crm-cleanup-plan-800.webp');
    expect(img.srcSet).toBe(
      '/img/covers/crm-cleanup-plan-400.webp 400w, /img/covers/crm-cleanup-plan-800.webp 800w, /img/covers/crm-cleanup-plan-1200.webp 1200w, /img/covers/crm-cleanup-plan-1600.webp 1600w',
    );
    expect(img.sizes).toBe(COVER_SIZES.card);
    expect([img.width, img.height]).toEqual([800, 400]);
  });
});

describe('share card tags (src/lib/shareCard.ts)', () => {
  test('a page card is named after its address, the home page after index', () => {
    expect(shareCardPath('/')).toBe('/img/cards/index.png');
    expect(shareCardPath('/guides/hubspot-expert')).toBe('/img/cards/guides/hubspot-expert.png');
    expect(shareCardPath('/insights/')).toBe('/img/cards/insights.png');
  });

  test('the card shows the title in full, without the brand suffix', () => {
    expect(cardTitle('The 100-Day HubSpot Implementation Roadmap for Private Equity Portfolio Companies', 'Keelson RevOps')).toBe(
      'The 100-Day HubSpot Implementation Roadmap for Private Equity Portfolio Companies',
    );
    expect(cardTitle('Insights | Keelson RevOps', 'Keelson RevOps')).toBe('Insights');
    expect(cardTitle('  Insights  ', 'Keelson RevOps', '|', 3)).toBe('Insights (page 3)');
    expect(cardTitle(undefined, 'Keelson RevOps')).toBe('Keelson RevOps');
    expect(cardTitle(' | Keelson RevOps', 'Keelson RevOps')).toBe('Keelson RevOps');
  });

  test('the alt names the title, and the title reads back from it', () => {
    const plain = shareCardAlt('Services', 'Keelson RevOps');
    expect(plain).toBe('“Services” and the Keelson RevOps name on a navy card.');
    const withCover = shareCardAlt('Quotes “in” quotes', 'Keelson RevOps', 'A funnel of six stages.');
    expect(withCover).toBe('“Quotes “in” quotes” and the Keelson RevOps name, beside the cover: A funnel of six stages.');
    expect(titleFromCardAlt(plain, 'Keelson RevOps')).toBe('Services');
    expect(titleFromCardAlt(withCover, 'Keelson RevOps')).toBe('Quotes “in” quotes');
    expect(titleFromCardAlt('A navy card.', 'Keelson RevOps')).toBeUndefined();
  });

  test('eight tags, each once, true to the card', () => {
    const tags = shareCardMeta({
      siteUrl: 'https://example.com/',
      pathname: '/insights/crm-cleanup-plan',
      title: 'A CRM Cleanup Plan',
      brand: 'Keelson RevOps',
      brandCard: false,
      coverAlt: 'A broom over a table of records.',
    });
    expect(Object.fromEntries(tags.map((t) => [`${t.attribute}:${t.key}`, t.content]))).toEqual({
      'property:og:site_name': 'Keelson RevOps',
      'property:og:image': 'https://example.com/img/cards/insights/crm-cleanup-plan.png',
      'property:og:image:width': '1200',
      'property:og:image:height': '630',
      'property:og:image:type': 'image/png',
      'property:og:image:alt': '“A CRM Cleanup Plan” and the Keelson RevOps name, beside the cover: A broom over a table of records.',
      'name:twitter:image': 'https://example.com/img/cards/insights/crm-cleanup-plan.png',
      'name:twitter:image:alt': '“A CRM Cleanup Plan” and the Keelson RevOps name, beside the cover: A broom over a table of records.',
    });
    expect(tags).toHaveLength(8);
  });

  test('a page kept out of search shares the brand card', () => {
    const tags = shareCardMeta({
      siteUrl: 'https://example.com',
      pathname: '/thank-you',
      title: 'Thanks',
      brand: 'Keelson RevOps',
      brandCard: true,
    });
    expect(tags.find((t) => t.key === 'og:image')?.content).toBe(`https://example.com${BRAND_CARD}`);
    expect(tags.find((t) => t.key === 'og:image:alt')?.content).toBe('The Keelson RevOps name and line on a navy card.');
  });

  test('LinkedIn takes the card: PNG, at least 1200x627, about 1.91:1', () => {
    expect(SHARE_CARD.type).toBe('image/png');
    expect(SHARE_CARD.width).toBeGreaterThanOrEqual(1200);
    expect(SHARE_CARD.height).toBeGreaterThanOrEqual(627);
    expect(SHARE_CARD.width / SHARE_CARD.height).toBeCloseTo(1.905, 2);
  });
});

describe('font metrics (src/plugins/post-build/fontMetrics.ts)', () => {
  test('advances of Inter Bold, from its hmtx table (units per em 2048)', () => {
    // H is 1530 units, i 555, o 1256: at 100 px, 1530 / 2048 * 100 and so on.
    expect(bold.measure('H', 100)).toBeCloseTo(74.707, 3);
    expect(bold.measure('i', 100)).toBeCloseTo(27.1, 3);
    expect(bold.measure('o', 100)).toBeCloseTo(61.328, 3);
    expect(bold.measure('Hi', 100)).toBeCloseTo(74.707 + 27.1, 3);
    expect(bold.measure('', 64)).toBe(0);
  });

  test('lines break at spaces, never wider than the width', () => {
    expect(wrapText('ab cd ef', 50, 10, monospace)).toEqual(['ab cd', 'ef']);
    expect(wrapText('ab   cd', 20, 10, monospace)).toEqual(['ab', 'cd']);
    expect(wrapText('abcdefgh ij', 50, 10, monospace)).toEqual(['abcdefgh', 'ij']);
    expect(wrapText('', 50, 10, monospace)).toEqual([]);
  });
});

describe('card layout (src/plugins/post-build/shareCards.ts)', () => {
  const steps = [
    {size: 10, lines: 1},
    {size: 5, lines: 2},
  ];

  test('the largest type the title fits in', () => {
    expect(fitTitle('ab cd', 50, steps, monospace)).toEqual({size: 10, lines: ['ab cd']});
    expect(fitTitle('ab cd ef gh', 50, steps, monospace)).toEqual({size: 5, lines: ['ab cd ef', 'gh']});
  });

  test('a title too long for the last step is cut with an ellipsis that fits', () => {
    const fit = fitTitle('ab cd ef gh ij kl mn op qr', 50, steps, monospace);
    expect(fit).toEqual({size: 5, lines: ['ab cd ef', 'gh ij kl…']});
    expect(fit.lines.every((line) => monospace.measure(line, 5) <= 50)).toBe(true);
  });

  test("the site's longest title fits in full at one step, wide or beside a cover", () => {
    const longest = 'The 100-Day HubSpot Implementation Roadmap for Private Equity Portfolio Companies';
    expect(fitTitle(longest, 1056, TITLE_STEPS.wide, bold)).toEqual({
      size: 56,
      lines: ['The 100-Day HubSpot Implementation', 'Roadmap for Private Equity Portfolio', 'Companies'],
    });
    expect(fitTitle(longest, 520, TITLE_STEPS.besideCover, bold).lines.join(' ')).toBe(longest);
  });

  test('a card says what kind of page it is', () => {
    expect(cardLabel('/guides/hubspot-expert')).toBe('Guide');
    expect(cardLabel('/services/analytics-bi')).toBe('Service');
    expect(cardLabel('/revops-roi-calculator')).toBe('Free tool');
    expect(cardLabel('/insights')).toBe('Insights');
    expect(cardLabel('/about')).toBeUndefined();
    expect(cardLabel('/insights/crm-cleanup-plan', {label: 'Insight · Data Quality'})).toBe('Insight · Data Quality');
  });

  test('the bars stand in full beside a title that ends short of them', () => {
    expect(barHeights(CARD_BARS.left - CARD_BARS.gap, 500)).toEqual([140, 210, 170, 260, 230, 300]);
  });

  test('a title reaching over the bars pushes them down to a gap below its last line', () => {
    // Room under the title: 560 - (341 + 24) = 195 of the tallest bar's 300, so every bar is 0.65 of its height.
    const heights = barHeights(1100, 341);
    expect(heights).toEqual([91, 136, 110, 169, 149, 195]);
    expect(CARD_BARS.base - Math.max(...heights)).toBe(341 + CARD_BARS.gap);
    // 56 px of room is less than the 60 a bar needs: no bars.
    expect(barHeights(1100, 480)).toEqual([]);
  });

  test("no bar of a drawn card touches the title's lines", () => {
    for (const title of [
      'The 100-Day HubSpot Implementation Roadmap for PE Portfolio Companies',
      'The 100-Day HubSpot Implementation Roadmap for Private Equity Portfolio Companies',
      'How to Hire a HubSpot Expert',
    ]) {
      const svg = cardSvg({title, label: 'Guide', brand: 'Keelson RevOps'}, bold);
      const size = Number(/font-size="(\d+)" fill="#ffffff"><tspan/.exec(svg)![1]);
      const baselines = [...svg.matchAll(/<tspan x="\d+" y="(\d+)"/g)].map((m) => Number(m[1]));
      const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);
      const right = 72 + Math.max(...lines.map((line) => bold.measure(line, size)));
      const bottom = Math.max(...baselines) + size * 0.25;
      const bars = [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="30"/g)].map((m) => ({x: Number(m[1]), top: Number(m[2])}));
      for (const bar of bars) expect(bar.x > right || bar.top >= bottom).toBe(true);
    }
    // A title that ends short of the bars leaves them whole.
    const whole = [...cardSvg({title: 'Services', label: 'Service', brand: 'B'}, bold).matchAll(/width="30" height="(\d+)"/g)];
    expect(whole.map((m) => Number(m[1]))).toEqual([...CARD_BARS.heights]);
  });

  test('the SVG escapes the text it shows and holds the cover when there is one', () => {
    const svg = cardSvg({title: 'Tom & Jerry <3', label: 'Guide', brand: 'Keelson RevOps'}, bold);
    expect(svg).toContain('Tom &amp; Jerry &lt;3');
    expect(svg).toContain('>GUIDE</text>');
    expect(svg).not.toContain('<image');
    expect(cardSvg({title: 'T', brand: 'B'}, bold, 'data:image/jpeg;base64,AAAA')).toContain('href="data:image/jpeg;base64,AAAA"');
  });

  test('a drawn card is a PNG of the declared size', async () => {
    const cover = await sharp({create: {width: 1600, height: 800, channels: 3, background: '#336699'}})
      .png()
      .toBuffer();
    for (const card of [
      await drawCard({title: 'Services', brand: 'Keelson RevOps'}),
      await drawCard({title: 'A post', label: 'Insight', brand: 'Keelson RevOps', cover}),
    ]) {
      const meta = await sharp(card).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', SHARE_CARD.width, SHARE_CARD.height]);
    }
  });
});
