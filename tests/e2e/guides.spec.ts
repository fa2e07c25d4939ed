import fs from 'node:fs';
import path from 'node:path';
import {axe} from './support/axe';
import type {Locator, Page} from '@playwright/test';
import {crmChecklist} from '@site/src/data/checklist';
import {hubspotExpertFaqs, hubspotPrivateEquityFaqs} from '@site/src/data/guideFaqs';
import {completeGuideStats, furtherResources, peBenefits} from '@site/src/data/guides';
import {comparisonRows, platforms} from '@site/src/data/platforms';
import {CRITICAL_THRESHOLD_NOTE, meetsCriticalThreshold, progressPercent} from '@site/src/lib/checklist';
import {ICON_CATEGORIES, ICON_LABELS, comparisonIcon} from '@site/src/lib/comparison';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {publishedPosts} from './support/samples';
import {onPages} from './support/specPages';

/** Escapes a text for use inside a regular expression. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const checklistItems = crmChecklist.flatMap((section) => section.items);
const criticalTotal = checklistItems.filter((item) => item.critical).length;
/** The fewest critical items that pass the critical-requirements line. */
const criticalToPass = Array.from({length: criticalTotal + 1}, (_, n) => n).find((n) =>
  meetsCriticalThreshold({criticalChecked: n, criticalTotal}),
)!;

const EXPERT = '/guides/hubspot-expert';
const PE = '/guides/hubspot-private-equity';

const EXPERT_SECTIONS = [
  'introduction',
  'understanding-experts',
  'types-expertise',
  'beyond-agency-safety',
  'when-need-expert',
  'evaluating-qualifications',
  'pricing-guide',
  'step-by-step-process',
  'essential-questions',
  'maximizing-partnership',
  'success-stories',
  'common-pitfalls',
  'conclusion',
];

const GUIDES = [
  EXPERT,
  PE,
  '/guides/complete-hubspot-guide-for-private-equity',
  '/guides/pe-hubspot-implementation-roadmap',
  '/guides/pe-decision-framework',
  '/guides/pe-portfolio-value-creation-case-studies',
];

/** Keeps the cookie banner out of the way: these tests are about the guides. */
async function open(page: Page, path: string): Promise<void> {
  await declineCookies(page);
  await page.goto(path);
  await hydrated(page);
}

/** Distance from the top of the viewport to an element's top edge. */
async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top);
}

test.describe('expert guide table of contents, desktop', onPages(EXPERT), () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('lists the 13 sections in order, each an h2 with the exact id', async ({page}) => {
    await open(page, EXPERT);
    const ids = await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.slice(0, 13)).toEqual(EXPERT_SECTIONS);
    const toc = page.getByRole('navigation', {name: 'Table of contents'});
    const hrefs = await toc.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(EXPERT_SECTIONS.map((id) => `#${id}`));
  });

  test('highlights the first section near the top and follows the section in view', async ({page}) => {
    await open(page, EXPERT);
    const toc = page.getByRole('navigation', {name: 'Table of contents'});
    const current = toc.locator('a[aria-current="location"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '#introduction');

    await page.locator('#pricing-guide').evaluate((el) => el.scrollIntoView({block: 'start', behavior: 'instant'}));
    await expect(current).toHaveAttribute('href', '#pricing-guide');
    await expect(current).toHaveCount(1);

    // Scrolled a little past the start of a section, it is still the active one.
    await page.mouse.wheel(0, 250);
    await expect(current).toHaveAttribute('href', '#pricing-guide');

    await page.locator('#common-pitfalls').evaluate((el) => el.scrollIntoView({block: 'start', behavior: 'instant'}));
    await expect(current).toHaveAttribute('href', '#common-pitfalls');
  });

  test('a TOC link scrolls to its section and puts it in the URL', async ({page}) => {
    await open(page, EXPERT);
    const toc = page.getByRole('navigation', {name: 'Table of contents'});
    await toc.getByRole('link', {name: 'Essential questions to ask'}).click();
    await expect(page).toHaveURL(/#essential-questions$/);
    const heading = page.locator('#essential-questions');
    await expect.poll(() => topOf(heading)).toBeLessThan(120);
    await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(0);
    await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#essential-questions');
  });

  test('a hash in the URL lands on its section on load', async ({page}) => {
    await open(page, `${EXPERT}#success-stories`);
    const heading = page.locator('#success-stories');
    await expect.poll(() => topOf(heading)).toBeLessThan(120);
    await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole('navigation', {name: 'Table of contents'}).locator('a[aria-current="location"]')).toHaveAttribute(
      'href',
      '#success-stories',
    );
  });

  test('shows the claims, the breadcrumb, share buttons and FAQ structured data', async ({page}) => {
    await open(page, EXPERT);
    await expect(page.locator('h1')).toHaveCount(1);
    const hero = page.locator('header').filter({has: page.locator('h1')});
    await expect(hero).toContainText('15 min read');
    // Its publication and last change, as its Article structured data and sitemap entry give them.
    await expect(hero.getByText('Published December 3, 2024')).toBeVisible();
    await expect(hero.getByText(/^Updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(hero).toContainText('expert since 2012');
    const pricing = page.locator('article');
    for (const figure of ['$75 to $400', '$3,500-12,000', '$12,000-35,000', '$25,000-75,000+']) {
      await expect(pricing).toContainText(figure);
    }
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('Guides');
    await expect(crumbs).toContainText('How to Hire a HubSpot Expert');
    await expect(page.getByRole('button', {name: /Copy link/})).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity.map((q: {name: string}) => q.name)).toEqual(hubspotExpertFaqs.map((item) => item.question));
    await expect(page.getByRole('heading', {name: 'Keep reading'})).toBeVisible();
    await expect(page.locator('a[href="/insights/hiring-and-working-with-a-hubspot-consultant"]').first()).toBeVisible();
  });
});

test.describe('expert guide table of contents, phone', onPages(EXPERT), () => {
  test.use({viewport: {width: 390, height: 844}});

  test('is collapsed until opened, and closes after a section is chosen', async ({page}) => {
    await open(page, EXPERT);
    const toc = page.getByRole('navigation', {name: 'Table of contents'});
    const toggle = toc.getByRole('button', {name: 'Contents'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toc.getByRole('link', {name: 'Pricing guide: what a HubSpot expert costs'})).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = toc.getByRole('link', {name: 'Pricing guide: what a HubSpot expert costs'});
    await expect(link).toBeVisible();
    await link.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#pricing-guide$/);
    await expect.poll(() => topOf(page.locator('#pricing-guide'))).toBeLessThan(120);
  });
});

test.describe('CRM selection checklist', onPages(PE), () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('starts collapsed, toggles items by click and keyboard, and tracks both progress bars', async ({page}) => {
    await open(page, PE);
    const checklist = page.getByTestId('crm-checklist');
    const sections = checklist.getByRole('button');
    await expect(sections).toHaveText(crmChecklist.map((section) => new RegExp(literal(section.title))));
    for (const section of await sections.all()) await expect(section).toHaveAttribute('aria-expanded', 'false');
    const boxes = checklist.locator('input[type="checkbox"]');
    await expect(boxes).toHaveCount(checklistItems.length);
    for (const box of await boxes.all()) await expect(box).toBeHidden();

    const total = checklist.getByRole('progressbar', {name: 'Requirements met', exact: true});
    const critical = checklist.getByRole('progressbar', {name: 'Critical requirements met'});
    await expect(total).toHaveAttribute('aria-valuenow', '0');
    await expect(total).toHaveAttribute('aria-valuemax', String(checklistItems.length));
    await expect(critical).toHaveAttribute('aria-valuemax', String(criticalTotal));
    await expect(checklist).toContainText(CRITICAL_THRESHOLD_NOTE);

    // A section with a critical and a non-critical item.
    const section = crmChecklist.find((s) => s.items.some((i) => i.critical) && s.items.some((i) => !i.critical))!;
    const criticalItem = section.items.find((i) => i.critical)!;
    const plainItem = section.items.find((i) => !i.critical)!;
    const sectionButton = checklist.getByRole('button', {name: new RegExp(literal(section.title))});
    await sectionButton.click();
    await expect(sectionButton).toHaveAttribute('aria-expanded', 'true');
    const criticalBox = checklist.getByRole('checkbox', {name: new RegExp(literal(criticalItem.text))});
    const plainBox = checklist.getByRole('checkbox', {name: new RegExp(literal(plainItem.text))});
    await expect(criticalBox).toBeVisible();

    // A click on the label toggles a critical item.
    await checklist.getByText(criticalItem.text).click();
    await expect(criticalBox).toBeChecked();
    await expect(checklist.getByTestId('checklist-total')).toHaveText(`1 of ${checklistItems.length}`);
    await expect(checklist.getByTestId('checklist-critical')).toHaveText(`1 of ${criticalTotal}`);
    await expect(critical).toHaveAttribute('aria-valuenow', '1');

    // Space on a focused item toggles a non-critical one: total moves, critical does not.
    await plainBox.focus();
    await page.keyboard.press('Space');
    await expect(plainBox).toBeChecked();
    await expect(checklist.getByTestId('checklist-total')).toHaveText(`2 of ${checklistItems.length}`);
    await expect(checklist.getByTestId('checklist-critical')).toHaveText(`1 of ${criticalTotal}`);
    await expect(sectionButton).toContainText(`2 of ${section.items.length}`);
    const expectedVerdict = meetsCriticalThreshold({criticalChecked: 1, criticalTotal}) ? 'good-fit' : 'heavy-customization';
    await expect(checklist.locator('[data-verdict]')).toHaveAttribute('data-verdict', expectedVerdict);

    // Clicking again unchecks.
    await criticalBox.click();
    await expect(criticalBox).not.toBeChecked();
    await expect(checklist.getByTestId('checklist-critical')).toHaveText(`0 of ${criticalTotal}`);

    // Collapsing hides the items again.
    await sectionButton.click();
    await expect(plainBox).toBeHidden();
  });

  test('the critical-requirements line: one item short of it is heavy customization, reaching it a good fit', async ({page}) => {
    await open(page, PE);
    const checklist = page.getByTestId('crm-checklist');
    for (const section of await checklist.getByRole('button').all()) await section.click();
    const criticalLabels = checklist.locator('label').filter({hasText: 'Critical'});
    await expect(criticalLabels).toHaveCount(criticalTotal);
    const verdict = checklist.locator('[data-verdict]');
    for (let i = 0; i < criticalToPass - 1; i++) await criticalLabels.nth(i).click();
    await expect(checklist.getByTestId('checklist-critical')).toHaveText(`${criticalToPass - 1} of ${criticalTotal}`);
    await expect(verdict).toHaveAttribute('data-verdict', 'heavy-customization');
    await expect(verdict).toContainText(`${progressPercent(criticalToPass - 1, criticalTotal)}%`);
    await criticalLabels.nth(criticalToPass - 1).click();
    await expect(checklist.getByTestId('checklist-critical')).toHaveText(`${criticalToPass} of ${criticalTotal}`);
    await expect(verdict).toHaveAttribute('data-verdict', 'good-fit');
    await expect(verdict).toContainText(`${progressPercent(criticalToPass, criticalTotal)}%`);
  });
});

test.describe('platform comparison', onPages(PE), () => {
  test('shows the PE scores and icons only for the two icon categories, each with a text alternative', async ({page}) => {
    await open(page, PE);
    const comparison = page.getByTestId('platform-comparison');
    for (const platform of platforms) {
      await expect(comparison.getByTestId(`pe-score-${platform.id}`)).toHaveText(`${platform.peScore}/100`);
    }
    // As many icons of each kind as the rows of the icon categories call for.
    const icons = comparisonRows.flatMap((row) => platforms.map((p) => comparisonIcon(row.category, row.values[p.id])));
    for (const [icon, label] of Object.entries(ICON_LABELS)) {
      await expect(comparison.getByRole('img', {name: label})).toHaveCount(icons.filter((i) => i === icon).length);
    }
    const rowsWithIcons = await comparison
      .locator('tbody tr')
      .filter({has: page.locator('[role="img"]')})
      .locator('th')
      .allTextContents();
    expect(rowsWithIcons).toEqual(comparisonRows.map((row) => row.category).filter((category) => ICON_CATEGORIES.includes(category)));
    await expect(comparison.locator('tbody tr').first()).toContainText('Critical');
  });
});

test.describe('ROI calculator', onPages(PE), () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('shows the default outputs and recomputes as sliders move by keyboard', async ({page}) => {
    await open(page, PE);
    const outputs = page.getByTestId('roi-outputs');
    const output = (label: string) =>
      outputs
        .locator('div')
        .filter({has: page.locator('dt', {hasText: label})})
        .locator('dd span')
        .first();

    await expect(page.getByTestId('roi-total-revenue')).toHaveText('$250.0M');
    await expect(output('Additional revenue, year one')).toHaveText('$9.4M');
    await expect(output('Year-one ROI')).toHaveText('942%');
    await expect(output('Return multiple')).toHaveText('10.4x');
    await expect(output('Total implementation investment')).toHaveText('$900,000');
    await expect(output('Monthly gain')).toHaveText('$781,250');
    await expect(output('Break-even')).toHaveText('2 months');
    await expect(outputs).toHaveAttribute('aria-live', 'polite');

    const companies = page.getByRole('slider', {name: 'Portfolio companies'});
    await companies.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(companies).toHaveAttribute('aria-valuetext', '10 companies');
    await expect(page.getByTestId('roi-total-revenue')).toHaveText('$500.0M');
    await expect(output('Additional revenue, year one')).toHaveText('$18.8M');
    await expect(output('Total implementation investment')).toHaveText('$1.8M');

    const efficiency = page.getByRole('slider', {name: 'Current operational efficiency'});
    await efficiency.focus();
    await page.keyboard.press('End');
    await expect(efficiency).toHaveAttribute('aria-valuetext', '80 percent');
    // 10 x $50M x (85 - 80)% x 0.15 = $3.75M against $1.8M invested.
    await expect(output('Additional revenue, year one')).toHaveText('$3.8M');
    await expect(output('Year-one ROI')).toHaveText('108%');
    await expect(output('Return multiple')).toHaveText('2.1x');
    await expect(output('Monthly gain')).toHaveText('$312,500');
    await expect(output('Break-even')).toHaveText('6 months');

    const revenue = page.getByRole('slider', {name: 'Average annual revenue per company'});
    await revenue.focus();
    await page.keyboard.press('Home');
    await expect(revenue).toHaveAttribute('aria-valuetext', '10 million dollars per company');
    await expect(revenue).toHaveValue('10');
    const cost = page.getByRole('slider', {name: 'Implementation cost per company'});
    await cost.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(cost).toHaveValue('170');
    // 10 x $10M x 5% x 0.15 = $750,000 against $1.7M: a loss in year one, and 28 months to break even.
    await expect(output('Additional revenue, year one')).toHaveText('$750,000');
    await expect(output('Year-one ROI')).toHaveText('-56%');
    await expect(output('Break-even')).toHaveText('28 months');
  });
});

test.describe('FAQ accordion on the PE guide', onPages(PE), () => {
  test('keeps one answer open at a time, the first at start, and closes the open one on click', async ({page}) => {
    await open(page, PE);
    const faq = page.locator('[data-faq-accordion]');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText(hubspotPrivateEquityFaqs.map((item) => item.question));
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    for (let i = 1; i < hubspotPrivateEquityFaqs.length; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
    // One answer open at a time.
    await expect(faq.getByRole('region')).toHaveCount(1);

    const last = hubspotPrivateEquityFaqs.length - 1;
    await questions.nth(last).click();
    await expect(questions.nth(last)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);

    await questions.nth(last).click();
    await expect(questions.nth(last)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
  });
});

test.describe('PE guide layout', onPages(PE), () => {
  test('sections come in the specified order, with the hero buttons and the closing call to action', async ({page}) => {
    await open(page, PE);
    const hero = page.locator('header').filter({has: page.locator('h1')});
    await expect(hero.getByRole('link', {name: 'Assess PE Readiness'})).toHaveAttribute('href', '/data-operations-assessment');
    await expect(hero.getByRole('link', {name: 'Calculate ROI Impact'})).toHaveAttribute('href', '/revops-roi-calculator');
    const order = await page.evaluate(() => {
      const marks = [
        document.querySelector('header h1'),
        document.querySelector('#why-standardize'),
        document.querySelector('#chaotic-vs-standardized'),
        document.querySelector('[data-testid="crm-checklist"]'),
        document.querySelector('[data-testid="platform-comparison"]'),
        document.querySelector('[data-testid="roi-outputs"]'),
        document.querySelector('[data-faq-accordion]'),
        document.querySelector('#ready-to-transform'),
      ];
      return marks.map((el) => (el ? el.getBoundingClientRect().top + window.scrollY : -1));
    });
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const benefit of peBenefits) await expect(page.getByRole('heading', {level: 3, name: benefit.title})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/contact');
  });
});

test.describe('every guide page', () => {
  for (const path of GUIDES) {
    for (const width of [390, 1280]) {
      test(
        `${path} at ${width}px: one h1, Further Resources, the shared call to action, no sideways scroll`,
        onPages(path),
        async ({page}) => {
          await page.setViewportSize({width, height: 900});
          await open(page, path);
          // One h1 per page (specification).
          await expect(page.locator('h1')).toHaveCount(1);
          const resources = page.getByRole('navigation', {name: 'Further Resources'}).first();
          await expect(resources.getByRole('link')).toHaveCount(furtherResources.length);
          for (const item of furtherResources) {
            await expect(resources.getByRole('link', {name: new RegExp(literal(item.label))})).toHaveAttribute('href', item.href);
          }
          await expect(page.getByRole('heading', {name: 'Ready to Transform Your Portfolio Operations?'})).toBeVisible();
          await expect(page.getByRole('link', {name: 'Get In Touch'})).toHaveAttribute('href', '/contact');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        },
      );
    }
  }
});

test.describe('guide content', () => {
  // It reads the case studies' own front matter too: a case study's change runs it.
  test(
    'the case-example guide quotes a result of each case study it links, links each one, and quotes a return on cost as one',
    onPages('/guides/pe-portfolio-value-creation-case-studies', '/case-studies', '/case-studies/**'),
    async ({page}) => {
      await open(page, '/guides/pe-portfolio-value-creation-case-studies');
      const article = page.locator('article');
      // Each case study the guide's source links to is a published one, and its link shows on the page.
      const source = fs.readFileSync(path.resolve(__dirname, '../../docs/guides/pe-portfolio-value-creation-case-studies.mdx'), 'utf8');
      const linked = [...new Set([...source.matchAll(/\]\(\/case-studies\/([a-z0-9-]+)\)/g)].map((m) => m[1]!))];
      expect(linked.length).toBeGreaterThan(0);
      const published = new Map(publishedPosts('case-studies').map((p) => [p.slug, p]));
      const shown = await article.innerText();
      const text = shown.replace(/\s+/g, ' ');
      // Headings, list items and paragraphs each on a line, then cut into sentences.
      const sentences = shown.split(/\n+/).flatMap((block) => block.split(/(?<=[.!?])\s+/));
      for (const slug of linked) {
        expect([slug, published.has(slug)]).toEqual([slug, true]);
        await expect(article.locator(`a[href="/case-studies/${slug}"]`).first()).toBeVisible();
        // At least one figure of the client's facts, as the case study's front matter writes it.
        const quoted = published.get(slug)!.figures.filter((figure) => text.includes(figure));
        expect([slug, quoted.length > 0]).toEqual([slug, true]);
        // A figure the case study records as a return on a cost is quoted as that: every heading or
        // sentence that gives it calls it a return, one of them gives the cost's own figure beside it,
        // and where the text also says IRR, it says the figure is not an internal rate of return.
        const facts = published.get(slug)!.facts;
        const costs = facts.filter((f) => /\bcost\b/i.test(f.fact) && !/^return on\b/i.test(f.fact)).map((f) => f.figure);
        for (const {figure} of facts.filter((f) => /^return on\b/i.test(f.fact) && text.includes(f.figure))) {
          const giving = sentences.filter((sentence) => sentence.includes(figure));
          for (const sentence of giving) expect([slug, figure, sentence]).toEqual([slug, figure, expect.stringMatching(/\breturn\b/i)]);
          expect([slug, figure, giving.some((sentence) => costs.some((cost) => sentence.includes(cost)))]).toEqual([slug, figure, true]);
          if (/\bIRR\b/.test(text))
            expect([slug, figure, text]).toEqual([slug, figure, expect.stringMatching(/not an internal rate of return/i)]);
        }
      }
    },
  );

  test(
    'the decision framework covers the three revenue bands and both implementation times',
    onPages('/guides/pe-decision-framework'),
    async ({page}) => {
      await open(page, '/guides/pe-decision-framework');
      const article = page.locator('article');
      for (const text of ['$10-50M revenue', '$50-200M revenue', '$200M+ revenue', '4-6 weeks', '12-16 weeks', 'December 1, 2024']) {
        await expect(article).toContainText(text);
      }
    },
  );

  test(
    'the roadmap has every phase of the 100 days and ends with what comes after day 100',
    onPages('/guides/pe-hubspot-implementation-roadmap'),
    async ({page}) => {
      await open(page, '/guides/pe-hubspot-implementation-roadmap');
      const headings = await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(headings).toEqual([
        'overview',
        'pre-implementation',
        'days-1-30',
        'days-31-60',
        'days-61-90',
        'days-91-100',
        'risk-management',
        'success-measurement',
        'after-day-100',
        'related-content',
        'ready-to-transform',
      ]);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const howTo = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'HowTo');
      expect(howTo.step.map((step: {url: string}) => step.url.split('#')[1])).toEqual([
        'pre-implementation',
        'days-1-30',
        'days-31-60',
        'days-61-90',
        'days-91-100',
      ]);
    },
  );

  test(
    'the complete guide has its statistic cards and the eleven sections in order',
    onPages('/guides/complete-hubspot-guide-for-private-equity'),
    async ({page}) => {
      await open(page, '/guides/complete-hubspot-guide-for-private-equity');
      await expect(page.getByRole('list', {name: 'Keelson RevOps results at a glance'}).getByRole('listitem')).toHaveCount(
        completeGuideStats.length,
      );
      const headings = await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(headings.slice(0, 11)).toEqual([
        'blind-spot',
        'confidence-crisis',
        'hidden-economics',
        'pattern-recognition',
        'implementation-gap',
        'change-management',
        'ai-future',
        'economic-impact',
        'relationship-economy',
        'implementation-architecture',
        'competitive-moat',
      ]);
    },
  );
});

test.describe('widget code stays on its page', () => {
  const MARKERS = ['Implementation cost per company', 'Critical requirements met', 'Partial or custom support'];

  /** The text of every script the page executed (prefetched chunks are not scripts until used). */
  async function scriptText(page: Page, path: string): Promise<string> {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
    });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(bodies)).join('\n');
  }

  test('the calculator, checklist and comparison load on the PE guide', onPages(PE), async ({page}) => {
    const text = await scriptText(page, PE);
    for (const marker of MARKERS) expect(text).toContain(marker);
  });

  for (const path of ['/', EXPERT]) {
    test(`none of them load on ${path}`, onPages(path), async ({page}) => {
      const text = await scriptText(page, path);
      expect(text.length).toBeGreaterThan(1000);
      for (const marker of MARKERS) expect(text).not.toContain(marker);
    });
  }
});

test.describe('accessibility', () => {
  for (const path of GUIDES) {
    test(`${path} has no WCAG 2 A/AA violations axe can find`, onPages(path), async ({page}) => {
      await open(page, path);
      const results = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
