import {axe} from './support/axe';
import type {Page} from '@playwright/test';
import {proofPoints, resultBars, resultCards, valueClaims} from '@site/src/data/claims';
import {consultation, hero, resultsPanel, sections, servicesLink, trustBanner} from '@site/src/data/home';
import {processSteps} from '@site/src/data/process';
import {resourceGroups} from '@site/src/data/resources';
import {isServicePage, serviceCards} from '@site/src/data/services';
import {featuredTestimonials} from '@site/src/data/testimonials';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from '@site/src/config/consentStorage';
import type {ConsentChoice} from '@site/src/lib/consent';
import {formatDate} from '@site/src/lib/dates';
import {BEST_RATING, filledStars, ratingLabel} from '@site/src/lib/rating';
import {LATEST_INSIGHTS_COUNT} from '@site/src/plugins/featured-posts';
import {test, expect, hydrated, storeCookieChoice} from './fixtures';
import {onPages} from './support/specPages';
import {listedPosts} from '../support/publishedPosts';
import {describeShifts, layoutShifts, watchLayoutShifts} from './support/layoutShifts';

/** Escapes a text for use inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The newest insights the served build lists, read from the posts themselves. */
function newestPosts(count: number): {slug: string; title: string; imageAlt: string}[] {
  return listedPosts('blog')
    .slice(0, count)
    .map(({slug, title, data}) => ({slug, title, imageAlt: String(data.image_alt)}));
}

/** A visitor who has already answered the cookie banner, so it never covers the page. */
async function openHome(page: Page, consent: ConsentChoice = CONSENT_DECLINED): Promise<void> {
  await storeCookieChoice(page, consent);
  await page.goto('/');
  await hydrated(page);
}

function section(page: Page, name: string) {
  return page.getByRole('region', {name, exact: true});
}

test.describe('home page at 1280px', onPages('/'), () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('hero: one h1 with the guarantee, both buttons lead to the tools', async ({page, consoleErrors}) => {
    await openHome(page);
    // One h1 per page (specification).
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(hero.title);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    const heroSection = section(page, hero.title);
    await expect(heroSection).toContainText(hero.guaranteeTitle);
    const assess = heroSection.getByRole('link', {name: hero.primary.label});
    const roi = heroSection.getByRole('link', {name: hero.secondary.label});
    await expect(assess).toHaveAttribute('href', '/data-operations-assessment');
    await expect(roi).toHaveAttribute('href', '/revops-roi-calculator');
    await assess.click();
    await expect(page).toHaveURL(/\/data-operations-assessment$/);
    await page.goBack();
    await hydrated(page);
    await page.getByRole('link', {name: hero.secondary.label}).click();
    await expect(page).toHaveURL(/\/revops-roi-calculator$/);
  });

  test('claims, the companies banner and the results panel', async ({page}) => {
    await openHome(page);
    const claims = page.getByRole('list', {name: hero.claimsLabel}).getByRole('listitem');
    await expect(claims).toHaveText(valueClaims.map((claim) => new RegExp(`^${literal(`${claim.figure} ${claim.label}`)}`)));
    // The modeled return is a multiple; the word ROI belongs to the calculator's percentage, one turn lower.
    await expect(claims.filter({hasText: proofPoints.roi.figure})).toHaveCount(1);
    await expect(claims.filter({hasText: proofPoints.roi.figure})).not.toContainText(/\bROI\b/);

    const banner = page.getByRole('region', {name: trustBanner.lead});
    await expect(banner).toBeVisible();
    await expect(banner.getByText(trustBanner.lead, {exact: true})).toBeVisible();
    await expect(banner.getByRole('list', {name: trustBanner.sectorsLabel}).getByRole('listitem')).toHaveText([...trustBanner.sectors]);

    const panel = page.getByRole('figure', {name: resultsPanel.title});
    const rows = panel.getByRole('listitem');
    // Each figure is shown with what it measures.
    await expect(rows).toHaveText(
      resultBars.map((bar) => new RegExp(`^${literal(`${bar.label}${bar.isIncrease ? '+' : ''}${bar.value}%${bar.definition}`)}$`)),
    );
    await expect(panel).toContainText(resultsPanel.note);
    // Each bar's length is its percentage of the track.
    const ratios = await panel.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const [track] = Array.from(li.querySelectorAll('span[aria-hidden="true"]'));
        const fill = track!.firstElementChild as HTMLElement;
        return Math.round((fill.getBoundingClientRect().width / track!.getBoundingClientRect().width) * 100);
      }),
    );
    expect(ratios).toEqual(resultBars.map((bar) => bar.value));
  });

  test('the result cards and the process steps', async ({page}) => {
    await openHome(page);
    const results = section(page, sections.results.title);
    const cards = results.getByRole('listitem');
    await expect(cards).toHaveText(resultCards.map((card) => new RegExp(`^${literal(`${card.figure}${card.label}`)}`)));

    const process = section(page, sections.process.title);
    await expect(process.getByRole('heading', {level: 3})).toHaveText(processSteps.map((step) => step.title));
    for (const step of processSteps) await expect(process).toContainText(step.timeframe);
  });

  test('each service card leads to its page; Custom Solutions to the contact form on its topic', async ({page}) => {
    await openHome(page);
    const services = section(page, sections.services.title);
    const cards = services.getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(serviceCards.length);
    for (const [index, card] of serviceCards.entries()) {
      // The card's name is its visible text (label in name): the title first, then the summary.
      await expect(cards.nth(index)).toHaveAccessibleName(new RegExp(`^${literal(card.title)}\\b`));
      await expect(cards.nth(index)).toHaveAttribute('href', card.href);
    }
    await expect(services.getByRole('link', {name: servicesLink.label})).toHaveAttribute('href', servicesLink.href);
    // The card without a page of its own leads to the contact form, its topic chosen.
    const custom = serviceCards.find((card) => !isServicePage(card))!;
    await services.getByRole('link', {name: custom.title}).click();
    await expect(page).toHaveURL(new RegExp(`${literal(custom.href)}$`));
    await expect(page.getByLabel('What is this about?')).toHaveValue(custom.id);
    await page.goBack();
    await hydrated(page);
    const service = serviceCards.find(isServicePage)!;
    await services.getByRole('link', {name: service.title}).click();
    await expect(page).toHaveURL(new RegExp(`${literal(service.href)}$`));
  });

  test('assessment and ROI calculator cards, the consultation and the closing call to action', async ({page}) => {
    await openHome(page);
    const tools = section(page, 'Know where you stand before you spend');
    const assessment = tools.getByRole('article', {name: 'Data Operations Assessment'});
    const roi = tools.getByRole('article', {name: 'RevOps ROI Calculator'});
    await expect(assessment.getByRole('link', {name: 'Start the assessment'})).toHaveAttribute('href', '/data-operations-assessment');
    await expect(roi.getByRole('link', {name: 'Open the ROI calculator'})).toHaveAttribute('href', '/revops-roi-calculator');

    const consult = section(page, consultation.title);
    await expect(consult.getByRole('listitem')).toHaveText([...consultation.agenda]);
    await expect(consult.getByRole('link', {name: consultation.cta.label})).toHaveAttribute('href', '/contact');

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

  test('the featured testimonials, each with its stars, initials, title, industry and date', async ({page}) => {
    await openHome(page);
    const cards = section(page, sections.testimonials.title).getByRole('figure');
    await expect(cards).toHaveCount(featuredTestimonials.length);
    for (const [i, testimonial] of featuredTestimonials.entries()) {
      const card = cards.nth(i);
      const stars = card.getByRole('img', {name: ratingLabel(testimonial.rating)});
      await expect(stars).toBeVisible();
      // One star per point of the scale, the rating's number of them drawn filled.
      await expect(stars.locator('svg')).toHaveCount(BEST_RATING);
      const fills = await stars.locator('svg').evaluateAll((svgs) => svgs.map((s) => getComputedStyle(s).fill));
      expect(fills[0]).not.toBe('none');
      expect(fills.filter((fill) => fill === fills[0])).toHaveLength(filledStars(testimonial.rating));
      await expect(card.locator('blockquote')).toHaveText(testimonial.quote);
      // By initials only: the name as the record gives it, with the role, company type, industry and month.
      const {author} = testimonial;
      await expect(card.locator('figcaption')).toContainText(author.name);
      await expect(card.locator('figcaption')).toContainText(author.title);
      await expect(card.locator('figcaption')).toContainText(author.company.slice(1));
      await expect(card.locator('figcaption')).toContainText(`${author.industry} · ${formatDate(testimonial.date, 'monthYear')}`);
      await expect(card.locator('time')).toHaveAttribute('datetime', testimonial.date);
    }
  });

  test('resources: internal links stay, external industry links open a new tab with noopener', async ({page, context}) => {
    await openHome(page);
    const resources = section(page, 'Read before you decide');
    await expect(resources.getByRole('heading', {level: 3})).toHaveText(resourceGroups.map((group) => group.title));
    // The links out are the groups' external links (src/data/resources.ts), in order.
    const external = resources.locator('a[href^="http"]');
    expect(await external.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      resourceGroups.flatMap((group) => group.links.filter((link) => link.external).map((link) => link.href)),
    );
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

  test('latest insights show the newest real posts with their covers', async ({page}) => {
    const newest = newestPosts(LATEST_INSIGHTS_COUNT);
    await openHome(page);
    const insights = section(page, 'Latest insights');
    const cards = insights.getByRole('article');
    await expect(cards).toHaveCount(newest.length);
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

test.describe('image failures', onPages('/'), () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const consent of [CONSENT_ACCEPTED, CONSENT_DECLINED] as const) {
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
      if (consent === CONSENT_ACCEPTED) {
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
  test.describe(`layout at ${viewport.width}px`, onPages('/'), () => {
    test.use({viewport});

    test('nothing shifts, every image has its size, and the largest paint is the hero text', async ({page}) => {
      // A long page at phone width: the walk down it and the accessibility scan take a while.
      test.setTimeout(90_000);
      await watchLayoutShifts(page);
      await page.addInitScript(() => {
        const w = window as unknown as {__lcp: string[]};
        w.__lcp = [];
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
      // Every image of the built page's main content is there after the walk.
      const built = await (await page.request.get('/')).text();
      const builtMain = built.slice(built.indexOf('<main'), built.indexOf('</main>'));
      expect(images.length, 'the images of the built page').toBe((builtMain.match(/<img\b/g) ?? []).length);
      for (const img of images) {
        expect(img, `${img.src} needs width and height`).toMatchObject({
          width: expect.stringMatching(/^\d+$/),
          height: expect.stringMatching(/^\d+$/),
        });
        expect(img.loaded, `${img.src} did not load`).toBe(true);
      }
      const shifts = await layoutShifts(page);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `layout shifts:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
      // No horizontal scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Contrast, names and structure of the page's own content.
      const scan = await axe(page).include('main').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
