/**
 * Site search: the index the build writes (which pages, which text, which
 * types), and the navbar's box in the browser: keyboard and screen reader
 * behaviour, where results lead, what a query in the address does, how
 * relevant the first results are. What search downloads and how fast it
 * answers on a phone is timed in search-timing.spec.ts, on an idle machine.
 * Every expectation here is what a visitor sees or what the network carried.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import {axe} from './support/axe';
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {machinery} from './support/specPages';
import {NAMED_TYPES, TOOL_PATHS, searchTypeFor, type SearchType} from '../../src/lib/searchIndex';
import {mainNavigation, roiTools, services as serviceLinks, isDropdown} from '../../src/config/navbar';
import {searchFallbacks} from '../../src/data/search';
import {serviceCard} from '../../src/data/services';
import {sampleAuthor} from './support/samples';
import {listedPosts, type PostFolder} from '../support/publishedPosts';

const root = path.resolve(__dirname, '../..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const indexDir = path.join(buildDir, 'pagefind');

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Pagefind's fragments: gzip, then a 12-byte signature, then JSON. */
function readFragments(): Fragment[] {
  const dir = path.join(indexDir, 'fragment');
  return fs.readdirSync(dir).map((name) => {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dir, name)));
    expect(raw.subarray(0, 12).toString()).toBe('pagefind_dcd');
    return JSON.parse(raw.subarray(12).toString('utf8')) as Fragment;
  });
}

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function htmlOf(route: string): string {
  return fs.readFileSync(path.join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
}

/** The category of each post the served build lists, by its address. */
function postCategories(folder: PostFolder): Map<string, string> {
  return new Map(listedPosts(folder).map((post) => [post.path, String(post.data.category)] as const));
}

/** The box that is showing at this width; on a phone the menu is opened first. */
async function openBox(page: Page): Promise<Locator> {
  // Below 1024px the box is in the menu: open it (the click waits for the toggle to show).
  if (page.viewportSize()!.width < 1024) await page.getByRole('button', {name: 'Open menu'}).click();
  const box = page.getByRole('combobox', {name: 'Search'});
  await expect(box).toBeVisible();
  return box;
}

function listbox(page: Page): Locator {
  return page.getByRole('listbox', {name: 'Search suggestions'});
}

async function search(page: Page, box: Locator, query: string): Promise<string[]> {
  await box.fill(query);
  await expect(page.locator(`[data-query="${query}"]`).filter({visible: true})).toHaveCount(1);
  return listbox(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

const withoutHash = (href: string) => href.split('#')[0]!;

test.describe('the index', () => {
  test('docusaurus-lunr-search and its index are gone from the package and the build', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(Object.keys({...pkg.dependencies, ...pkg.devDependencies})).not.toContain('docusaurus-lunr-search');
    expect(pkg.dependencies.pagefind).toBe('1.6.0');
    const lunrFiles = fs.readdirSync(buildDir).filter((name) => /^(lunr-index|search-doc).*\.json$/.test(name));
    expect(lunrFiles).toEqual([]);
    // Pagefind's bundle holds only what the box loads: no UI bundles, no worker, no second WebAssembly module.
    const bundle = fs.readdirSync(indexDir).sort();
    expect(bundle.filter((name) => !/^pagefind\.en_\w+\.pf_meta$/.test(name))).toEqual([
      'filter',
      'fragment',
      'index',
      'pagefind-entry.json',
      'pagefind.js',
      'wasm.en.pagefind',
    ]);
    expect(bundle.filter((name) => name.endsWith('.pf_meta'))).toHaveLength(1);
  });

  test('holds every searchable page once, with its type, and nothing else', () => {
    const fragments = readFragments();
    const urls = fragments.map((f) => f.url);
    expect(new Set(urls).size).toBe(urls.length);
    // The sitemap lists every page a crawler may index (no noindex page, no redirect); lists and tags are left out.
    const expected = sitemapPaths().filter((p) => searchTypeFor(p) !== null);
    expect([...urls].sort()).toEqual([...expected].sort());
    for (const listPage of [
      '/insights',
      '/case-studies',
      '/insights/tags/crm-hygiene',
      `/insights/authors/${sampleAuthor.key}`,
      '/guides',
      '/sitemap',
    ]) {
      expect(urls).not.toContain(listPage);
    }
    for (const noIndexPage of [
      '/thank-you',
      '/contact/thank-you',
      '/structured-data-test',
      '/data-operations-assessment/results',
      '/search',
    ]) {
      expect(urls).not.toContain(noIndexPage);
    }
    const types = new Map<SearchType, number>();
    for (const f of fragments) {
      const type = searchTypeFor(f.url)!;
      expect(f.meta.type, f.url).toBe(type);
      expect(f.filters.type, f.url).toEqual([type]);
      expect(f.meta.title?.length, f.url).toBeGreaterThan(2);
      if (NAMED_TYPES.includes(type)) expect(f.meta.name, f.url).toBe(f.meta.title);
      types.set(type, (types.get(type) ?? 0) + 1);
    }
    expect([...types.keys()].sort()).toEqual(['Case study', 'Company page', 'FAQ', 'Guide', 'Insight', 'Service', 'Tool']);
    expect(types.get('Service')).toBe(serviceLinks.length + 1);
    expect(types.get('Tool')).toBe(TOOL_PATHS.length);
  });

  test('gives each post its category, as metadata and as a filter', () => {
    const categories = new Map([...postCategories('blog'), ...postCategories('case-studies')]);
    const posts = readFragments().filter((f) => f.url.startsWith('/insights/') || f.url.startsWith('/case-studies/'));
    expect(posts.length).toBe(categories.size);
    for (const post of posts) {
      expect(post.meta.category, post.url).toBe(categories.get(post.url));
      expect(post.filters.category, post.url).toEqual([categories.get(post.url)]);
    }
  });

  test('takes only the page text: no navigation, footer, cookie banner, sharing, related reading or calls to action', () => {
    const outside = [
      roiTools.name, // navbar submenu
      'Nothing is tracked unless you accept', // cookie banner
      'Popular Articles', // footer
      'Ready to Transform Your Portfolio Operations', // closing call to action of guides and FAQs
      'Further Resources',
      'Keep reading',
      'Share this insight',
      'Share this case study',
      'Related insights',
      'More case studies',
      'See the service', // other services on a service page
      'Where to go next', // tools' next steps
    ];
    const leaks: string[] = [];
    for (const f of readFragments()) {
      for (const text of outside) if (f.content.toLowerCase().includes(text.toLowerCase())) leaks.push(`${f.url}: ${text}`);
    }
    expect(leaks).toEqual([]);
    // ...while the text itself is there, headings included.
    const guide = readFragments().find((f) => f.url === '/guides/hubspot-expert')!;
    expect(guide.content).toContain('How to Hire a HubSpot Expert');
    expect(guide.content.split(' ').length).toBeGreaterThan(3000);
  });

  test('every searchable page marks its text with its title and type in its own HTML', () => {
    for (const route of [
      '/',
      '/about',
      serviceCard('lineage-mapping').href,
      '/bad-data-cost-calculator',
      '/faqs/services',
      '/insights/crm-cleanup-plan',
    ]) {
      const html = htmlOf(route);
      const bodies = [...html.matchAll(/<div[^>]*data-pagefind-body[^>]*>/g)].map((m) => m[0]);
      expect(bodies, route).toHaveLength(1);
      expect(bodies[0], route).toContain(`type:${searchTypeFor(route)}`);
    }
    expect(htmlOf('/insights')).not.toContain('data-pagefind-body');
  });
});

for (const width of [1280, 390]) {
  test.describe(`the search box at ${width}px`, () => {
    test.use({viewport: {width, height: 844}});

    test(
      'loads nothing until used, then lists titled, typed results with the matched words highlighted',
      machinery('the search box'),
      async ({page}) => {
        const searchRequests: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/pagefind/') || r.url().includes('site-search')) searchRequests.push(r.url());
        });
        await page.goto('/about');
        await hydrated(page);
        await page.waitForTimeout(800);
        expect(searchRequests).toEqual([]);

        const box = await openBox(page);
        expect(searchRequests).toEqual([]);
        const rect = (await box.boundingBox())!;
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(width);
        await box.click();
        await expect.poll(() => searchRequests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);

        await box.pressSequentially('utm parameters', {delay: 40});
        const first = listbox(page).getByRole('option').first();
        await expect(first).toContainText('Demystifying UTM Parameters');
        await expect(first).toContainText('Insight');
        await expect(first.locator('mark').first()).toHaveText(/utm|parameters/i);
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByTestId('search-announcement').filter({hasText: 'for “utm parameters”'})).toHaveText(
          /^\d results? for “utm parameters”\./,
        );

        const popup = (await listbox(page).boundingBox())!;
        expect(popup.x).toBeGreaterThanOrEqual(0);
        expect(popup.x + popup.width).toBeLessThanOrEqual(width);

        const results = await listbox(page)
          .getByRole('option')
          .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
        expect(new Set(results.map(withoutHash)).size).toBe(results.length);

        await first.click();
        await expect(page).toHaveURL(/\/insights\/demystifying-utm-parameters(#[\w-]+)?$/);
        await expect(page.locator('h1')).toHaveText(/Demystifying UTM Parameters/);
      },
    );

    test(
      'arrow keys move the highlight, Enter opens it and empties the search; Escape clears the query, then closes the search',
      machinery('the search box'),
      async ({page}) => {
        await page.goto('/approach');
        await hydrated(page);
        const box = await openBox(page);
        await box.click();
        await box.pressSequentially('bad data cost', {delay: 30});
        const options = listbox(page).getByRole('option');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(options.first()).toHaveAttribute('aria-selected', 'false');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(options.last()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');

        const target = (await options.nth(1).getAttribute('href'))!;
        const leaving = await page.locator('h1').textContent();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        const atEnd = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        await expect(page).toHaveURL(atEnd(target));
        // Opening a result empties the search at once, read without waiting: the page being left, shown until the
        // result's page arrives, holds no query either.
        const values = await page.locator('input[role="combobox"]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
        expect(values).toEqual(values.map(() => ''));
        // Opening a result closes the phone's menu.
        if (width < 1024) await expect(page.locator('#mobile-menu')).toBeHidden();
        // The address changes at once, the page once its code is in: the search is reopened on the page the result opened.
        await expect(page.locator('h1')).not.toHaveText(leaving ?? '');

        const again = await openBox(page);
        await expect(again).toHaveValue('');
        await again.fill('lead scoring');
        await expect(listbox(page)).toBeVisible();
        // One Escape with a query: the query is gone and the list with it; the box keeps the focus, a phone's menu stays open.
        await page.keyboard.press('Escape');
        await expect(again).toHaveValue('');
        await expect(again).toHaveAttribute('aria-expanded', 'false');
        await expect(listbox(page)).toBeHidden();
        await expect(again).toBeFocused();
        if (width < 1024) {
          // The second Escape, in the empty box, closes the search: the menu it sits in.
          await expect(page.locator('#mobile-menu')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.locator('#mobile-menu')).toBeHidden();
        }
      },
    );

    test('with nothing found, the box offers the insights list and the FAQ hub', machinery('the search box'), async ({page}) => {
      await page.goto('/contact');
      await hydrated(page);
      const box = await openBox(page);
      await box.click();
      await box.pressSequentially('kangaroo', {delay: 30});
      await expect(page.getByText('No pages match “kangaroo”.')).toBeVisible();
      const options = listbox(page).getByRole('option');
      await expect(options).toHaveCount(searchFallbacks.length);
      for (const [i, fallback] of searchFallbacks.entries()) await expect(options.nth(i)).toHaveAttribute('href', fallback.url);
      await expect(page.getByTestId('search-announcement').filter({hasText: 'kangaroo'})).toHaveText(
        'No results for “kangaroo”. Browse the insights or the FAQ instead.',
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/faqs$/);
      await expect(page.locator('h1')).toHaveText('Frequently Asked Questions');
    });

    test('the open box passes axe', machinery('the search box'), async ({page}) => {
      await page.goto('/guides/hubspot-expert');
      await hydrated(page);
      const box = await openBox(page);
      await box.click();
      await box.pressSequentially('pricing', {delay: 30});
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      const results = await axe(page).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
    });

    test(
      'a query in the insights address opens the box with it, as does the legacy /search address',
      machinery('the search box'),
      async ({page}) => {
        await page.goto('/insights?q=lead%20scoring');
        await hydrated(page);
        const box = page.getByRole('combobox', {name: 'Search'});
        await expect(box).toBeVisible();
        await expect(box).toHaveValue('lead scoring');
        await expect(box).toBeFocused();
        await expect(listbox(page).getByRole('option').first()).toContainText(/lead scor/i);
        await expect(page.locator('h1')).toHaveText('Insights');

        await page.goto('/search?q=churn');
        await expect(page).toHaveURL(/\/insights\?q=churn$/);
        await hydrated(page);
        await expect(page.getByRole('combobox', {name: 'Search'})).toHaveValue('churn');
        await expect(listbox(page).getByRole('option').first()).toBeVisible();
      },
    );
  });
}

test.describe('the search box', () => {
  test('a deep match leads to its section', async ({page}) => {
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    const hrefs = await search(page, box, 'survivorship rules');
    const deep = hrefs.find((h) => h.includes('#'));
    expect(deep, hrefs.join(' ')).toBeDefined();
    const option = listbox(page).locator(`[href="${deep}"]`);
    await expect(option.locator('[class*="section"]')).not.toBeEmpty();
    await option.click();
    const [pathname, id] = deep!.split('#');
    await expect(page).toHaveURL(new RegExp(`${pathname}#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('Ctrl+K and the keyboard alone find and open a case study', machinery('the search box'), async ({page}) => {
    await page.goto('/insights');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', {name: 'Search'});
    await expect(box).toBeFocused();
    await page.keyboard.type('churn turnaround', {delay: 30});
    await expect(listbox(page).locator('[aria-selected="true"]')).toContainText('B2B SaaS churn turnaround');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/case-studies\/b2b-saas-churn-turnaround$/);
  });

  test('on a phone, the search button opens the menu at the box', machinery('the search box'), async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Search'});
    await button.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
  });

  test(
    'on a phone, the search button says what it opens, and Escape closes the search back to it',
    machinery('the search box'),
    async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto('/about');
      await hydrated(page);
      const button = page.getByRole('button', {name: 'Search'});
      const menu = page.locator('#mobile-menu');
      // It controls the menu's search form, and says whether it is showing.
      const controlled = (await button.getAttribute('aria-controls'))!;
      expect(controlled).toBeTruthy();
      const form = page.locator(`[id="${controlled}"]`);
      await expect(form).toHaveAttribute('role', 'search');
      await expect(menu.locator(`[id="${controlled}"]`)).toHaveCount(1);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // The empty box: one Escape closes the search, and the focus is back on the Search button.
      await button.click();
      const box = form.getByRole('combobox', {name: 'Search'});
      await expect(box).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // With a query: the first Escape clears it (the search stays open), the second closes it, back to the button.
      await page.keyboard.press('Enter');
      await expect(box).toBeFocused();
      await box.pressSequentially('lead scoring', {delay: 30});
      await expect(listbox(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // Activated while the search shows, the button closes it.
      await button.click();
      await expect(menu).toBeVisible();
      await button.click();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('what is typed while search loads is searched once it is ready', machinery('the search box'), async ({page}) => {
    await page.route('**/pagefind/pagefind.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    await box.click();
    await page.keyboard.type('lead scoring', {delay: 20});
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(page.locator('[data-query="lead scoring"]').filter({visible: true})).toHaveCount(1, {timeout: 10_000});
    await expect(listbox(page).getByRole('option').first()).toContainText(/lead scor/i);
  });

  test('when search cannot load, the box says so and still offers a way on', machinery('the search box'), async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    await box.click();
    await box.pressSequentially('crm', {delay: 30});
    await expect(page.getByText('Search is not available right now. These may help:')).toBeVisible();
    await expect(listbox(page).getByRole('option')).toHaveCount(searchFallbacks.length);
    await expect(box).toHaveValue('crm');
  });
});

test.describe('the search box under a strict Content-Security-Policy', () => {
  /** Serves each page with a policy that allows only same-origin scripts, the page's own inline scripts by hash, and (optionally) WebAssembly. */
  async function strictPolicy(page: Page, wasm: boolean): Promise<string[]> {
    const violations: string[] = [];
    await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as {__reportViolation: (t: string) => void}).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.route(
      (url) => url.pathname === '/about',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
          (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`,
        );
        const policy = [
          "default-src 'self'",
          `script-src 'self' ${hashes.join(' ')}${wasm ? " 'wasm-unsafe-eval'" : ''}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "connect-src 'self'",
        ].join('; ');
        await route.fulfill({response, body: html, headers: {...response.headers(), 'content-security-policy': policy}});
      },
    );
    return violations;
  }

  test(
    "needs nothing beyond 'wasm-unsafe-eval': no eval, no inline script, nothing from another origin",
    machinery('the search box'),
    async ({page}) => {
      const violations = await strictPolicy(page, true);
      await page.goto('/about');
      await hydrated(page);
      const box = await openBox(page);
      await box.click();
      await box.pressSequentially('data lineage', {delay: 30});
      await expect(listbox(page).getByRole('option').first()).toContainText(/lineage/i);
      expect(violations).toEqual([]);
    },
  );

  test("and without 'wasm-unsafe-eval' it fails visibly, not silently", machinery('the search box'), async ({page}) => {
    const violations = await strictPolicy(page, false);
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    await box.click();
    await box.pressSequentially('data lineage', {delay: 30});
    await expect(page.getByText('Search is not available right now. These may help:')).toBeVisible({timeout: 12_000});
    expect(violations.some((v) => v.startsWith('script-src') && v.includes('wasm-eval'))).toBe(true);
  });
});

/** What a visitor types for a service: the first two words of its name, as the record gives it ("team training"). */
function serviceQuery(id: Parameters<typeof serviceCard>[0]): string {
  return serviceCard(id)
    .title.toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');
}

/** Each query with the page a reader would expect among the first three results. */
const RELEVANCE: ReadonlyArray<[query: string, expected: RegExp]> = [
  ['calculator', /^\/(bad-data-cost|revops-roi|hubspot-roi)-calculator$/],
  ['assessment', /^\/data-operations-assessment$/],
  // The data lineage service's page, wherever its address is (the id is the stable contact topic).
  ['data lineage service', new RegExp(`^${serviceCard('lineage-mapping').href}$`)],
  ['contact', /^\/contact$/],
  ['hire hubspot expert', /^\/guides\/hubspot-expert$/],
  ['utm parameters', /^\/insights\/demystifying-utm-parameters$/],
  ['churn turnaround', /^\/case-studies\/b2b-saas-churn-turnaround$/],
  ['crm cleanup plan', /^\/insights\/crm-cleanup-plan$/],
  ['bad data cost', /^\/bad-data-cost-calculator$/],
  ['lead scoring', /^\/insights\/lead-scoring-pitfalls$/],
  ['hubspot for private equity', /^\/guides\/hubspot-private-equity$/],
  ['data quality dimensions', /^\/data-quality-dimensions-guide$/],
  ['hubspot vs salesforce', /^\/insights\/hubspot-vs-salesforce-for-portfolio-companies$/],
  ['value creation program', /^\/pe-value-creation-program$/],
  // The training service, by the first two words of its name, at its address now (both follow its record).
  [serviceQuery('team-training'), new RegExp(`^${serviceCard('team-training').href}$`)],
  ['privacy policy', /^\/privacy$/],
  ['playbook', /^\/book$/],
  ['pipeline stage definitions', /^\/insights\/pipeline-stage-definitions$/],
  ['roi calculator', /^\/(revops|hubspot)-roi-calculator$/],
  ['implementation roadmap', /^\/guides\/pe-hubspot-implementation-roadmap$/],
  ['hubspot modules', /^\/faqs\/modules$/],
  ['attribution models', /^\/insights\/marketing-attribution-models-broken$/],
  ['exit ready crm', /^\/insights\/exit-ready-crm$/],
  ['impact of poor data', /^\/resources\/data-impact$/],
  ['manufacturer exit', /^\/case-studies\/precision-components-manufacturer$/],
  ['hubspot implementation cost', /^\/(guides\/hubspot-expert|faqs\/services|services)$/],
];

test.describe('relevance', () => {
  test.use({viewport: {width: 1280, height: 844}});

  test(`the expected page is among the first three results for each of ${RELEVANCE.length} queries, and no list repeats an address`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    const misses: string[] = [];
    for (const [query, expected] of RELEVANCE) {
      const hrefs = await search(page, box, query);
      const pages = hrefs.map(withoutHash);
      if (!pages.slice(0, 3).some((p) => expected.test(p))) misses.push(`${query}: ${hrefs.join(' ')}`);
      if (new Set(pages).size !== pages.length) misses.push(`${query} repeats an address: ${hrefs.join(' ')}`);
    }
    expect(misses).toEqual([]);
  });

  test('a service, tool or company page searched by its name comes first', async ({page}) => {
    test.setTimeout(90_000);
    // Names as the pages give them to the index, and as the navigation shows them.
    const named = readFragments()
      .filter((f) => f.meta.name)
      .map((f) => [f.meta.name!, f.url] as const);
    const navigation = [
      ...serviceLinks.map((l) => [l.name, l.href] as const),
      ...roiTools.items.map((l) => [l.name, l.href] as const),
      ...mainNavigation.filter((e) => !isDropdown(e)).map((l) => [l.name, (l as {href: string}).href] as const),
      ['Contact', '/contact'] as const,
    ];
    const namedPages = sitemapPaths().filter((p) => NAMED_TYPES.includes(searchTypeFor(p) as SearchType));
    expect(named.map(([, url]) => url).sort()).toEqual(namedPages.sort());
    await page.goto('/about');
    await hydrated(page);
    const box = await openBox(page);
    const misses: string[] = [];
    for (const [name, href] of [...named, ...navigation]) {
      const hrefs = await search(page, box, name);
      if (withoutHash(hrefs[0] ?? '') !== href) misses.push(`${name} (${href}): ${hrefs.join(' ')}`);
    }
    expect(misses).toEqual([]);
  });
});
