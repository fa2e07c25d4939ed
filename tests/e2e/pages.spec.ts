/**
 * The services, company, thank-you and legal pages: each renders its h1 and
 * its calls to action, the navbar reaches every one of them, unknown service
 * paths get the service-not-found page, thank-you pages stay out of search,
 * and the privacy policy's promise (nothing leaves the site before a choice
 * or after declining) holds on these pages.
 */
import {axe} from './support/axe';
import type {Page} from '@playwright/test';
import {isServicePage, serviceCard, serviceCards, servicePages} from '@site/src/data/services';
import {servicesIndex} from '@site/src/data/servicesOverview';
import {firm, team} from '@site/src/data/team';
import {PROGRAM_CAPACITY_PER_QUARTER, program} from '@site/src/data/program';
import {playbook, playbookChapters} from '@site/src/data/playbook';
import {pillars} from '@site/src/data/approach';
import {valueClaims} from '@site/src/data/claims';
import {processSteps} from '@site/src/data/process';
import {CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '@site/src/config/consentStorage';
import {test, expect, hydrated, declineCookies, storedCookieChoice} from './fixtures';
import {onPages} from './support/specPages';
import {reachedOnly} from './support/reachedPages';
import {writers} from './support/samples';

const insightWriters = writers('blog');

/** Escapes a text for use inside a regular expression. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A service with a page of its own (not the Custom Solutions card), chosen by rule, not by position. */
const someService = serviceCards.find(isServicePage)!;

const h1 = (page: Page) => page.getByRole('heading', {level: 1});
const main = (page: Page) => page.locator('main');

/** Pages this spec owns, with their h1. */
const companyPages: Array<{path: string; heading: string | RegExp}> = [
  {path: '/services', heading: servicesIndex.headline},
  ...servicePages.map((p) => ({path: p.href, heading: p.headline})),
  {path: '/services/404', heading: 'Service Not Found'},
  {path: '/pe-value-creation-program', heading: program.headline},
  {path: '/about', heading: firm.headline},
  {path: '/approach', heading: 'Three steps, three pillars, one written scope'},
  {path: '/book', heading: playbook.headline},
  {path: '/get-started', heading: 'Three ways to start, all free'},
  {path: '/thank-you', heading: 'Thank you: we have your request'},
  {path: '/contact/thank-you', heading: 'Thank you: your message is with us'},
  {path: '/terms', heading: 'Terms of Service'},
  {path: '/privacy', heading: 'Privacy Policy'},
];

test.describe('service pages', onPages('/services', '/services/**'), () => {
  test.beforeEach(async ({page}) => declineCookies(page));

  for (const service of servicePages) {
    const card = serviceCards.find((c) => c.id === service.id)!;

    test(`${card.href} shows what, for whom, how, when, outcomes, reading and its calls to action`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.goto(card.href);
      await hydrated(page);
      await expect(h1(page)).toHaveText(service.headline);
      await expect(page).toHaveTitle(new RegExp(`^${card.title.replace(/[&]/g, '\\$&')}`));
      for (const section of ['Who it is for', 'What we deliver', 'How we work, and how long it takes', 'Outcomes', 'Related insights']) {
        await expect(page.getByRole('heading', {level: 2, name: section})).toBeVisible();
      }
      await expect(main(page).getByText(service.timeFrame)).toBeVisible();
      for (const outcome of service.outcomes) {
        await expect(main(page).getByText(outcome.figure, {exact: true})).toBeVisible();
      }
      const consult = main(page).getByRole('link', {name: 'Book a free 30-minute consultation'});
      await expect(consult).toHaveCount(2);
      // Both open the contact form with this service as the topic.
      await expect(consult.first()).toHaveAttribute('href', `/contact?topic=${card.id}`);
      await expect(consult.last()).toHaveAttribute('href', `/contact?topic=${card.id}`);
      const assess = main(page).getByRole('link', {name: 'Take the free assessment'});
      await expect(assess.first()).toHaveAttribute('href', '/data-operations-assessment');

      // Each related insight and the case study link to the published post they name.
      const reading = page.getByRole('region', {name: 'Related insights'}).getByRole('link');
      const expected = [
        ...service.relatedInsights.map((r) => ({href: `/insights/${r.slug}`, title: r.title})),
        {href: `/case-studies/${service.relatedCaseStudy.slug}`, title: service.relatedCaseStudy.title},
      ];
      await expect(reading).toHaveCount(expected.length);
      for (const [i, item] of expected.entries()) {
        await expect(reading.nth(i)).toHaveAttribute('href', item.href);
        await expect(reading.nth(i)).toContainText(item.title);
        const response = await request.get(item.href);
        expect([item.href, response.status()]).toEqual([item.href, 200]);
        expect(await response.text()).toContain(`<h1`);
      }
      // Search engines get the service and its breadcrumb as structured data.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((b) => JSON.parse(b) as {'@type': string; name?: string});
      expect(types).toContainEqual(expect.objectContaining({'@type': 'Service', name: card.title}));
      expect(types.map((t) => t['@type'])).toContain('BreadcrumbList');

      // And a reader who follows the first related insight lands on it.
      await reading.first().click();
      await expect(page).toHaveURL(new RegExp(`${expected[0].href}$`));
      await expect(h1(page)).toHaveText(expected[0].title);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/services lists every service card; the services lead to their pages and Custom Solutions to the contact form', async ({page}) => {
    await page.goto('/services');
    await hydrated(page);
    const grid = page.getByRole('region', {name: 'What we do'});
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(serviceCards.length);
    for (const [i, card] of serviceCards.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', card.href);
      await expect(links.nth(i).getByRole('heading', {level: 3})).toHaveText(card.title);
    }
    await expect(main(page).getByRole('link', {name: 'Book a free 30-minute consultation'}).first()).toHaveAttribute('href', '/contact');
    const custom = serviceCards.find((card) => !isServicePage(card))!;
    await grid.getByRole('link', {name: new RegExp(literal(custom.title))}).click();
    await expect(page).toHaveURL(new RegExp(`${literal(custom.href)}$`));
    await page.goBack();
    await grid.getByRole('link', {name: new RegExp(literal(someService.title))}).click();
    await expect(page).toHaveURL(new RegExp(`${literal(someService.href)}$`));
    await expect(h1(page)).toHaveText(servicePages.find((p) => p.id === someService.id)!.headline);
  });

  test('/services/404 is the service-not-found page, kept out of search', async ({page}) => {
    await page.goto('/services/404');
    await hydrated(page);
    await expect(h1(page)).toHaveText('Service Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByTestId('attempted-service-path')).toBeHidden();
    await expect(page.getByRole('region', {name: 'The services we run'}).getByRole('link')).toHaveCount(serviceCards.length);
    await main(page).getByRole('link', {name: 'See all services'}).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('an unknown service path answers 404 with the service-not-found page and the path asked for', async ({page, consoleErrors}) => {
    const response = await page.goto('/services/hubspot-wizardry');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Service Not Found');
    await hydrated(page);
    await expect(h1(page)).toHaveText('Service Not Found');
    await expect(page.getByTestId('attempted-service-path')).toHaveText('You asked for /services/hubspot-wizardry');
    await expect(main(page).getByRole('link', {name: 'Book a free 30-minute consultation'})).toHaveAttribute('href', '/contact');
    await main(page)
      .getByRole('link', {name: new RegExp(literal(someService.title))})
      .click();
    await expect(page).toHaveURL(new RegExp(`${literal(someService.href)}$`));
    // The browser reports the document's own 404 status; nothing else may go wrong.
    expect(consoleErrors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
    expect(consoleErrors.length).toBeLessThanOrEqual(1);
  });

  test('an unknown service reached by a client-side link also shows the service-not-found page', async ({page}) => {
    await page.goto('/services');
    await hydrated(page);
    // An in-app navigation, as a stale link inside the app would make: the router renders it without a reload.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/not-a-service');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(h1(page)).toHaveText('Service Not Found');
    await expect(page.getByTestId('attempted-service-path')).toHaveText('You asked for /services/not-a-service');
  });
});

test.describe('navbar leads to each page', onPages('/'), () => {
  test.use({viewport: {width: 1280, height: 800}});
  test.beforeEach(async ({page}) => declineCookies(page));

  test('every Services dropdown entry lands on its page', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const entries = [
      {name: 'All Services', path: '/services', heading: servicesIndex.headline},
      // The menus show a service's short name where it has one.
      ...servicePages.map((p) => ({name: p.menuName ?? p.title, path: p.href, heading: p.headline})),
    ];
    for (const entry of entries) {
      await nav.getByRole('button', {name: 'Services'}).click();
      await nav.getByRole('link', {name: entry.name, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(h1(page)).toHaveText(entry.heading);
    }
  });

  test('About, Approach and the Copy Our Playbook button land on their pages', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'About', exact: true}).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(h1(page)).toHaveText(firm.headline);
    await nav.getByRole('link', {name: 'Approach', exact: true}).click();
    await expect(page).toHaveURL(/\/approach$/);
    await expect(h1(page)).toHaveText('Three steps, three pillars, one written scope');
    await page.getByRole('link', {name: 'Copy Our Playbook NEW'}).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(h1(page)).toHaveText(playbook.headline);
  });

  test('on a phone, the menu leads to a service page and to the playbook', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Open menu'}).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', {name: someService.menuName ?? someService.title, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${literal(someService.href)}$`));
    await expect(h1(page)).toHaveText(servicePages.find((p) => p.id === someService.id)!.headline);
    await page.getByRole('button', {name: 'Open menu'}).click();
    await menu.getByRole('link', {name: /Copy Our Playbook/}).click();
    await expect(page).toHaveURL(/\/book$/);
  });
});

test.describe('company pages', onPages(...companyPages.map((p) => p.path)), () => {
  test.beforeEach(async ({page}) => declineCookies(page));

  test('/about shows the firm and each person of the team with their initials avatar', async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(h1(page)).toHaveText(firm.headline);
    const people = page.getByRole('region', {name: 'The people you will work with'});
    await expect(people.getByRole('heading', {level: 3})).toHaveText(team.map((member) => member.name));
    for (const member of team) {
      // Each person's card: the one list item that holds their name as a heading.
      const card = people.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name: member.name})});
      await expect(card).toBeVisible();
      await expect(card.getByText(member.role, {exact: true})).toBeVisible();
      const avatar = card.locator(`img[src$="${member.avatar}"]`);
      await expect(avatar).toBeVisible();
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // A member who has published an insight links to their articles; one who has not yet, to nothing.
      const articles = card.getByRole('link', {name: `Articles by ${member.name.split(' ')[0]}`});
      if (insightWriters.includes(member)) await expect(articles).toHaveAttribute('href', `/insights/authors/${member.key}`);
      else await expect(articles).toHaveCount(0);
    }
    await expect(page.getByRole('heading', {level: 2, name: 'How we work'})).toBeVisible();
    // Any writer's link leads to their articles; the first one listed is followed.
    const member = insightWriters[0]!;
    await people.getByRole('link', {name: `Articles by ${member.name.split(' ')[0]}`}).click();
    await expect(page).toHaveURL(new RegExp(`/insights/authors/${member.key}$`));
  });

  test('/approach shows the process steps and the pillars', async ({page}) => {
    await page.goto('/approach');
    await hydrated(page);
    const steps = page.getByRole('region', {name: 'The three steps'});
    await expect(steps.getByRole('heading', {level: 3})).toHaveText(processSteps.map((step) => step.title));
    const pillarsRegion = page.getByRole('region', {name: 'The three pillars'});
    await expect(pillarsRegion.getByRole('heading', {level: 3})).toHaveText(pillars.map((pillar) => pillar.title));
    await expect(main(page).getByRole('link', {name: 'Take the free assessment'}).first()).toHaveAttribute(
      'href',
      '/data-operations-assessment',
    );
  });

  test('/pe-value-creation-program quotes the claims, the 100 days and one capacity figure', async ({page}) => {
    await page.goto('/pe-value-creation-program');
    await hydrated(page);
    for (const figure of valueClaims.map((c) => c.figure)) {
      await expect(main(page).getByText(figure, {exact: true})).toBeVisible();
    }
    // The phases of the engagement model: assessment, foundation, build with cutover on day 70, adoption to day 100.
    for (const days of ['Days 1-14 (weeks 1-2)', 'Days 15-42 (weeks 3-6)', 'Days 43-70 (weeks 7-10)', 'Days 71-100 (weeks 11-14)']) {
      await expect(main(page).getByText(days, {exact: true})).toBeVisible();
    }
    await expect(main(page).getByText(`${PROGRAM_CAPACITY_PER_QUARTER} new portfolio companies per quarter`)).toBeVisible();
    await main(page).getByRole('link', {name: 'Talk to us about a program slot'}).first().click();
    await expect(page).toHaveURL(/\/contact\?topic=pe-program$/);
    await hydrated(page);
    await expect(page.getByLabel('What is this about?')).toHaveValue('pe-program');
  });

  test('/book says what is in the playbook and how to ask for it, with no download', async ({page}) => {
    await page.goto('/book');
    await hydrated(page);
    await expect(page.getByRole('region', {name: 'What is inside'}).getByRole('heading', {level: 3})).toHaveText(
      playbookChapters.map((chapter) => chapter.title),
    );
    await expect(page.getByRole('heading', {level: 2, name: 'Who it is for'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'How to get it'})).toBeVisible();
    const mail = main(page).getByRole('link', {name: 'E-mail us for a copy'}).first();
    await expect(mail).toHaveAttribute('href', /^mailto:hello@keelson-revops\.example\?subject=Playbook%20request/);
    await expect(page.locator('main a[download], main a[href$=".pdf"]')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'How to get it'}).getByRole('link', {name: 'contact form'})).toHaveAttribute(
      'href',
      '/contact?topic=playbook',
    );
    // The page's two requests: one in the hero, one in the closing block.
    await expect(main(page).getByRole('link', {name: 'Request the playbook'})).toHaveCount(2);
    await expect(main(page).getByRole('link', {name: 'Request the playbook'}).last()).toHaveAttribute('href', '/contact?topic=playbook');
    await main(page).getByRole('link', {name: 'Request the playbook'}).first().click();
    await expect(page).toHaveURL(/\/contact\?topic=playbook$/);
    await hydrated(page);
    await expect(page.getByLabel('What is this about?')).toHaveValue('playbook');
    await expect(page.getByLabel('What would you like to fix?')).toHaveValue('Please send me The Portfolio CRM Playbook.');
  });

  test('/get-started offers three ways to start, each leading to its tool or to contact', async ({page}) => {
    await page.goto('/get-started');
    await hydrated(page);
    const ways = [
      {heading: 'Take the free assessment', link: 'Start the assessment', path: /\/data-operations-assessment$/},
      {heading: 'Run the numbers', link: 'RevOps ROI calculator', path: /\/revops-roi-calculator$/},
      {heading: 'Book a free consultation', link: 'Book a consultation', path: /\/contact$/},
    ];
    for (const way of ways) {
      await expect(page.getByRole('heading', {level: 2, name: way.heading})).toBeVisible();
    }
    for (const way of ways) {
      await page.goto('/get-started');
      await hydrated(page);
      await main(page).getByRole('link', {name: way.link, exact: true}).click();
      await expect(page).toHaveURL(way.path);
    }
  });
});

test.describe('thank-you pages', onPages('/thank-you', '/contact/thank-you', '/about'), () => {
  test.beforeEach(async ({page}) => declineCookies(page));

  for (const {path, heading} of companyPages.filter((p) => p.path.endsWith('thank-you'))) {
    test(`${path} says what happens next and is marked noindex`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      await expect(h1(page)).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByRole('heading', {level: 2, name: 'What happens next'})).toBeVisible();
      await expect(main(page).getByRole('link', {name: 'hello@keelson-revops.example'})).toHaveAttribute(
        'href',
        'mailto:hello@keelson-revops.example',
      );
    });
  }

  test('the service and company pages are indexable; the thank-you and not-found pages are not in the sitemap', async ({page, request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const hidden of ['/thank-you', '/contact/thank-you', '/services/404']) {
      expect(sitemap).not.toContain(`${hidden}</loc>`);
    }
    for (const {path} of companyPages.filter((p) => !p.path.endsWith('thank-you') && p.path !== '/services/404')) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    await page.goto('/about');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('legal pages', onPages('/privacy', '/terms'), () => {
  test('the privacy policy names the storage key and the form fields, and its contents links jump to sections', async ({page}) => {
    await declineCookies(page);
    await page.goto('/privacy');
    await hydrated(page);
    await expect(main(page).getByText(`"${CONSENT_STORAGE_KEY}"`).first()).toBeVisible();
    await expect(main(page).getByText(/work e-mail address, company, role, company size/)).toBeVisible();
    const contents = page.getByRole('navigation', {name: 'Contents'});
    await contents.getByRole('link', {name: 'How long we keep it'}).click();
    await expect(page).toHaveURL(/\/privacy#retention$/);
    await expect(page.getByRole('heading', {level: 2, name: 'How long we keep it'})).toBeInViewport();
    await expect(page.getByRole('heading', {level: 2, name: 'Your rights'})).toBeVisible();
  });

  test('what the privacy policy promises holds: nothing leaves the site before a choice or after declining', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const banner = page.getByRole('region', {name: 'Cookie consent'});
    await expect(banner).toBeVisible();
    await page.waitForTimeout(500);
    expect(externalRequests).toEqual([]);
    await banner.getByRole('button', {name: 'Decline'}).click();
    await expect(banner).toBeHidden();
    expect(await storedCookieChoice(page)).toBe(CONSENT_DECLINED);
    for (const path of ['/terms', serviceCard('analytics-bi').href, '/about']) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.waitForTimeout(500);
    expect(externalRequests).toEqual([]);
    // The footer's Cookie settings link reopens the banner, as both documents say.
    await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
    await expect(banner).toBeVisible();
  });

  test('the terms cover the site, the free tools and the guarantee, and link to the privacy policy', async ({page}) => {
    await declineCookies(page);
    await page.goto('/terms');
    await hydrated(page);
    for (const heading of [
      'Using the site',
      'Information, not advice',
      'The free assessment and calculators',
      'Our services and the 100-day guarantee',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
    }
    await main(page).getByRole('link', {name: 'privacy policy'}).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test.describe('every page reads at 390px and 1280px and passes an accessibility scan', onPages(...companyPages.map((p) => p.path)), () => {
  for (const width of [390, 1280]) {
    test(`no horizontal scroll, one h1 and no axe violations at ${width}px`, async ({page, consoleErrors}) => {
      test.setTimeout(120_000);
      await declineCookies(page);
      await page.setViewportSize({width, height: 900});
      // Every page, or those the quick check names (E2E_PAGES).
      for (const {path, heading} of reachedOnly(companyPages, (p) => p.path)) {
        await page.goto(path);
        await hydrated(page);
        await expect(h1(page)).toHaveCount(1);
        await expect(h1(page)).toHaveText(heading);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect([path, overflow]).toEqual([path, 0]);
        const results = await axe(page).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
        expect([path, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([path, []]);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
