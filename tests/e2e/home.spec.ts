import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {proofPoints} from '../../src/data/claims';

/** The three newest published insights, read from the posts themselves. */
function newestPosts(count: number): {slug: string; title: string; imageAlt: string}[] {
  const dir = path.resolve(__dirname, '../../blog');
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => matter(fs.readFileSync(path.join(dir, name), 'utf8')).data)
    .filter((fm) => !fm.unlisted && !fm.draft)
    .map((fm) => ({
      slug: String(fm.slug),
      title: String(fm.title),
      imageAlt: String(fm.image_alt),
      date: new Date(fm.date).toISOString().slice(0, 10),
    }))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
    .slice(0, count);
}

type Consent = 'accepted' | 'declined';

/** A visitor who has already answered the cookie banner, so it never covers the page. */
async function openHome(page: Page, consent: Consent = 'declined'): Promise<void> {
  await page.addInitScript((choice) => window.localStorage.setItem('cookie-consent', choice), consent);
  await page.goto('/');
  await hydrated(page);
}

function section(page: Page, name: string) {
  return page.getByRole('region', {name, exact: true});
}

test.describe('home page at 1280px', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('hero: one h1 with the 100-day promise, both buttons lead to the tools', async ({page, consoleErrors}) => {
    await openHome(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Turn portfolio CRM operations into profit drivers in 100 days');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    const hero = section(page, 'Turn portfolio CRM operations into profit drivers in 100 days');
    await expect(hero).toContainText('100-day implementation guarantee');
    const assess = hero.getByRole('link', {name: 'Assess PE Readiness'});
    const roi = hero.getByRole('link', {name: 'Calculate ROI Impact'});
    await expect(assess).toHaveAttribute('href', '/data-operations-assessment');
    await expect(roi).toHaveAttribute('href', '/revops-roi-calculator');
    await assess.click();
    await expect(page).toHaveURL(/\/data-operations-assessment$/);
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: 'Calculate ROI Impact'}).click();
    await expect(page).toHaveURL(/\/revops-roi-calculator$/);
  });

  test('claims, the 50+ banner and the three-bar results panel', async ({page}) => {
    await openHome(page);
    const claims = page.getByRole('list', {name: 'What standardized CRM operations are worth'}).getByRole('listitem');
    await expect(claims).toHaveCount(3);
    await expect(claims.nth(0)).toContainText('19% higher valuations');
    await expect(claims.nth(1)).toContainText('73% faster EBITDA growth');
    // The 18-22x is a return multiple; the word ROI belongs to the calculator's percentage, one turn lower.
    await expect(claims.nth(2)).toContainText(`${proofPoints.roi.figure} ${proofPoints.roi.label}`);
    await expect(claims.nth(2)).not.toContainText(/\bROI\b/);

    const banner = page.getByRole('region', {name: 'Trusted by 50+ portfolio companies'});
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Trusted by 50+ portfolio companies', {exact: true})).toBeVisible();
    await expect(banner.getByRole('listitem')).toHaveCount(6);

    const panel = page.getByRole('figure', {name: 'Portfolio results after implementation'});
    const rows = panel.getByRole('listitem');
    // Each figure is shown with what it measures.
    await expect(rows).toHaveText([
      /^Revenue operations efficiency\+85%Efficiency score up from 46 to 85 out of 100/,
      /^Data quality score92%Average score at the 100-day review, up from 61/,
      /^Process standardization\+78%Share of our 40-practice process standard in place, up from 45% to 80%/,
    ]);
    await expect(panel).toContainText('Averages across the 31 companies of our full program');
    // Each bar's length is its percentage of the track.
    const ratios = await panel.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const [track] = Array.from(li.querySelectorAll('span[aria-hidden="true"]'));
        const fill = track!.firstElementChild as HTMLElement;
        return Math.round((fill.getBoundingClientRect().width / track!.getBoundingClientRect().width) * 100);
      }),
    );
    expect(ratios).toEqual([85, 92, 78]);
  });

  test('three result cards and the three-step process', async ({page}) => {
    await openHome(page);
    const results = section(page, 'What changes when revenue runs on one standard');
    const cards = results.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('47%more qualified leads in 90 days');
    await expect(cards.nth(1)).toContainText('28%shorter sales cycle');
    await expect(cards.nth(2)).toContainText('35%better close rates');

    const process = section(page, 'From assessment to a standard you can repeat');
    await expect(process.getByRole('heading', {level: 3})).toHaveText([
      'PE-standard assessment',
      'Rapid implementation',
      'Portfolio optimization',
    ]);
    await expect(process).toContainText('Weeks 1-2');
    await expect(process).toContainText('Weeks 3-14, to day 100');
    await expect(process).toContainText('Ongoing, with quarterly value reviews');
  });

  test('six service cards lead to their pages; Custom Solutions to the contact form on its topic', async ({page}) => {
    await openHome(page);
    const services = section(page, 'Everything the revenue stack needs, from one senior team');
    const cards = services.getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(6);
    const expected: [string, string][] = [
      ['Analytics & BI', '/services/analytics-bi'],
      ['DataOps Implementation', '/services/dataops-implementation'],
      ['Team Training & Implementation', '/services/team-training'],
      ['Marketing Operations & RevOps', '/services/marketing-operations-revops'],
      ['Data Lineage Mapping', '/services/lineage-mapping'],
      ['Custom Solutions', '/contact?topic=custom-solutions'],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      // The card's name is its visible text (label in name): the title first, then the summary.
      await expect(cards.nth(index)).toHaveAccessibleName(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
      await expect(cards.nth(index)).toHaveAttribute('href', href);
    }
    await expect(services.getByRole('link', {name: 'See all services'})).toHaveAttribute('href', '/services');
    await services.getByRole('link', {name: 'Custom Solutions'}).click();
    await expect(page).toHaveURL(/\/contact\?topic=custom-solutions$/);
    await expect(page.getByLabel('What is this about?')).toHaveValue('custom-solutions');
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: 'Data Lineage Mapping'}).last().click();
    await expect(page).toHaveURL(/\/services\/lineage-mapping$/);
  });

  test('assessment and ROI calculator cards, the consultation and the closing call to action', async ({page}) => {
    await openHome(page);
    const tools = section(page, 'Know where you stand before you spend');
    const assessment = tools.getByRole('article', {name: 'Data Operations Assessment'});
    const roi = tools.getByRole('article', {name: 'RevOps ROI Calculator'});
    await expect(assessment.getByRole('link', {name: 'Start the assessment'})).toHaveAttribute('href', '/data-operations-assessment');
    await expect(roi.getByRole('link', {name: 'Open the ROI calculator'})).toHaveAttribute('href', '/revops-roi-calculator');

    const consultation = section(page, 'Book a free 30-minute consultation');
    await expect(consultation.getByRole('listitem')).toHaveCount(3);
    await expect(consultation.getByRole('link', {name: 'Book your consultation'})).toHaveAttribute('href', '/contact');

    const closing = section(page, 'Start with a free assessment');
    await expect(closing.getByRole('link', {name: 'Take the free assessment'})).toHaveAttribute('href', '/data-operations-assessment');
    await closing.getByRole('link', {name: 'Take the free assessment'}).click();
    await expect(page).toHaveURL(/\/data-operations-assessment$/);
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: 'Start the assessment'}).click();
    await expect(page).toHaveURL(/\/data-operations-assessment$/);
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: 'Open the ROI calculator'}).click();
    await expect(page).toHaveURL(/\/revops-roi-calculator$/);
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: 'Book your consultation'}).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('three featured testimonials, each with 5 stars, initials, title, industry and date', async ({page}) => {
    await openHome(page);
    const testimonials = section(page, 'What operating partners and their teams say').getByRole('figure');
    await expect(testimonials).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      const card = testimonials.nth(i);
      const stars = card.getByRole('img', {name: 'Rated 5 out of 5'});
      await expect(stars).toBeVisible();
      await expect(stars.locator('svg')).toHaveCount(5);
      // All five drawn filled, none in the empty colour.
      const fills = await stars.locator('svg').evaluateAll((svgs) => svgs.map((s) => getComputedStyle(s).fill));
      expect(new Set(fills).size).toBe(1);
      expect(fills[0]).not.toBe('none');
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    const first = testimonials.nth(0);
    // R. D., Operating Partner at a mid-market private-equity firm (src/data/testimonials.ts), by initials only.
    await expect(first.locator('figcaption')).toHaveText(
      'RDR. D.Operating Partner, a mid-market private-equity firmPrivate Equity · March 2025',
    );
    await expect(first.locator('blockquote')).toContainText('six portfolio companies reporting pipeline six different ways');
  });

  test('resources: internal links stay, external industry links open a new tab with noopener', async ({page, context}) => {
    await openHome(page);
    const resources = section(page, 'Read before you decide');
    await expect(resources.getByRole('heading', {level: 3})).toHaveText([
      'Guides',
      'Case studies',
      'Expert insights',
      'Industry resources',
    ]);
    const external = resources.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(3);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/);
    }
    // Nothing on the page opens a new tab without noopener.
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '')).map((a) => a.getAttribute('href')));
    expect(unsafe).toEqual([]);
    // Internal resources are same-tab links.
    await expect(resources.getByRole('link', {name: /How to hire a HubSpot expert/})).toHaveAttribute('href', '/guides/hubspot-expert');
    await expect(resources.getByRole('link', {name: /How to hire a HubSpot expert/})).not.toHaveAttribute('target', /.*/);

    const kb = resources.getByRole('link', {name: /HubSpot Knowledge Base/});
    const [popup] = await Promise.all([context.waitForEvent('page'), kb.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe('https://knowledge.hubspot.com/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test('latest insights show the three newest real posts with their covers', async ({page}) => {
    const newest = newestPosts(3);
    await openHome(page);
    const insights = section(page, 'Latest insights');
    const cards = insights.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(insights.getByRole('heading', {level: 3})).toHaveText(newest.map((p) => p.title));
    for (const [i, post] of newest.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', {name: post.title})).toHaveAttribute('href', `/insights/${post.slug}`);
      const cover = card.getByRole('img');
      await expect(cover).toHaveAttribute('alt', post.imageAlt);
      await expect(cover).toHaveAttribute('width', '800');
      await expect(cover).toHaveAttribute('height', '400');
    }
    await expect(insights.getByRole('link', {name: 'All insights'})).toHaveAttribute('href', '/insights');
    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/insights/${newest[0]!.slug}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newest[0]!.title);
  });

  test('responsive images: srcset, sizes, width and height, lazy, WebP', async ({page}) => {
    await openHome(page);
    const dashboard = page.locator('[data-image="board-dashboard"] img');
    await expect(dashboard).toHaveAttribute(
      'srcset',
      '/img/generated/board-dashboard-hero-400.webp 400w, /img/generated/board-dashboard-hero-800.webp 800w, /img/generated/board-dashboard-hero-1200.webp 1200w',
    );
    await expect(dashboard).toHaveAttribute('sizes', /560px/);
    await expect(dashboard).toHaveAttribute('width', '1200');
    await expect(dashboard).toHaveAttribute('height', '600');
    await expect(dashboard).toHaveAttribute('loading', 'lazy');
    await expect(dashboard).toHaveAttribute('alt', /portfolio revenue dashboard/i);
    const thumb = page.locator('[data-image="assessment-scorecard"] img');
    await expect(thumb).toHaveAttribute('srcset', '/img/generated/assessment-scorecard-thumbnail-300.webp 300w');
    await expect(thumb).toHaveAttribute('width', '300');
    await expect(thumb).toHaveAttribute('height', '200');

    await dashboard.scrollIntoViewIfNeeded();
    await expect.poll(() => dashboard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await dashboard.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/board-dashboard-hero-\d+\.webp$/);
    // Shown at its box: 2:1, no wider than the column.
    const box = (await dashboard.boundingBox())!;
    expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);
    expect(box.width).toBeLessThanOrEqual(560.5);
  });
});

test.describe('image failures', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const consent of ['accepted', 'declined'] as const) {
    test(`a failed image keeps its box and says so; consent ${consent}`, async ({page}) => {
      await page.route('**/img/generated/**', (route) => route.fulfill({status: 404, body: ''}));
      await openHome(page, consent);
      const frame = page.locator('[data-image="board-dashboard"]');
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveText('Image unavailable');
      await expect(frame.locator('img')).toHaveCount(0);
      const box = (await frame.boundingBox())!;
      expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);
      for (const name of ['assessment-scorecard', 'roi-model']) {
        const thumb = page.locator(`[data-image="${name}"]`);
        await thumb.scrollIntoViewIfNeeded();
        await expect(thumb).toHaveText('Image unavailable');
        expect(await thumb.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(200);
      }
      const events = await page.evaluate(() =>
        ((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []).filter(
          (e): e is {event: string; message: string} =>
            typeof e === 'object' && e !== null && (e as {event?: unknown}).event === 'image_error_boundary',
        ),
      );
      if (consent === 'accepted') {
        expect(events.map((e) => e.message).sort()).toEqual([
          expect.stringMatching(/assessment-scorecard-thumbnail-300\.webp$/),
          expect.stringMatching(/board-dashboard-hero-\d+\.webp$/),
          expect.stringMatching(/roi-model-thumbnail-300\.webp$/),
        ]);
      } else {
        expect(events).toEqual([]);
      }
    });
  }
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test.describe(`layout at ${viewport.width}px`, () => {
    test.use({viewport});

    test('nothing shifts, every image has its size, and the largest paint is the hero text', async ({page}) => {
      // A long page at phone width: the walk down it and the accessibility scan take a while.
      test.setTimeout(90_000);
      await page.addInitScript(() => {
        const w = window as unknown as {__cls: number; __lcp: string[]};
        w.__cls = 0;
        w.__lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {element: Element | null})[]) {
            const el = entry.element;
            w.__lcp.push(el ? `${el.tagName}|${el.closest('section')?.getAttribute('aria-labelledby') ?? ''}` : 'none');
          }
        }).observe({type: 'largest-contentful-paint', buffered: true});
      });
      await openHome(page);
      const lcp = await page.evaluate(() => (window as unknown as {__lcp: string[]}).__lcp);
      expect(lcp.length).toBeGreaterThan(0);
      const last = lcp[lcp.length - 1]!;
      expect(last).not.toMatch(/^IMG/);
      expect(last).toMatch(/\|hero-heading$/);

      // Walk down the page so every lazy image loads, then check nothing moved.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += viewport.height * 0.75) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForLoadState('networkidle');
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        })),
      );
      expect(images.length).toBeGreaterThanOrEqual(6);
      for (const img of images) {
        expect(img, `${img.src} needs width and height`).toMatchObject({
          width: expect.stringMatching(/^\d+$/),
          height: expect.stringMatching(/^\d+$/),
        });
        expect(img.loaded, `${img.src} did not load`).toBe(true);
      }
      const cls = await page.evaluate(() => (window as unknown as {__cls: number}).__cls);
      expect(cls).toBeLessThanOrEqual(0.01);
      // No horizontal scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Contrast, names and structure of the page's own content.
      const scan = await new AxeBuilder({page}).include('main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
