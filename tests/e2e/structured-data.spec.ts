import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';

/** The internal structured-data pages: both addresses work, both stay out of search engines. */

for (const route of ['/structured-data-test', '/admin/structured-data']) {
  test(`${route} is noindex and lists the JSON-LD of a chosen page`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);

    const input = page.getByLabel('Page to inspect');
    // The page list comes from this build's sitemap.xml.
    await expect(page.getByText(/Pick one of the \d{2,} pages in sitemap\.xml/)).toBeVisible();
    await input.fill('/insights/true-cost-of-bad-data');
    await page.getByRole('button', {name: 'Inspect'}).click();
    await expect(page.getByRole('heading', {name: /^\d+ JSON-LD blocks? on \/insights\/true-cost-of-bad-data$/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: /BlogPosting/})).toBeVisible();
    await expect(page).toHaveURL(/\?path=%2Finsights%2Ftrue-cost-of-bad-data$/);

    const block = page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name: /BlogPosting/})});
    await block.getByText('Show the JSON').click();
    await expect(block.locator('pre')).toContainText('"headline": "The True Cost of Bad Data in Your CRM"');
  });
}

test('a path that does not exist is reported, not shown as empty', onPages('/structured-data-test'), async ({page}) => {
  await page.goto('/structured-data-test?path=/no-such-page-here');
  await hydrated(page);
  await expect(page.getByText('The server answered 404 for /no-such-page-here.')).toBeVisible();
});

test('neither address is in sitemap.xml', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('<loc>');
  expect(xml).not.toMatch(/structured-data/);
});
