/**
 * Guides and FAQs on a phone: under 997px the theme hides the docs sidebar,
 * and the section menu above each page (src/components/DocSectionMenu, in a
 * wrapped DocItem/Layout) lists the same pages.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, declineCookies} from './fixtures';
import {onPages} from './support/specPages';
import {isSectionReached} from './support/reachedPages';

const cases = [
  {
    section: 'FAQs',
    from: '/faqs/services',
    fromLabel: 'Services',
    fromTitle: 'HubSpot Services FAQ',
    to: 'Experts',
    toPath: '/faqs/experts',
  },
  {
    section: 'Guides',
    from: '/guides/hubspot-expert',
    fromLabel: 'How to Hire a HubSpot Expert',
    fromTitle: 'How to Hire a HubSpot Expert',
    to: 'PE Decision Framework',
    toPath: '/guides/pe-decision-framework',
  },
];

const menuOf = (page: Page, section: string) => page.getByRole('navigation', {name: `${section} pages`});

/** The pages the theme's sidebar lists at 1280px, where it shows. */
async function sidebarPages(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(path);
  await hydrated(page);
  return page
    .locator('.theme-doc-sidebar-container a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

// Every section, or those with a page the quick check names (E2E_PAGES).
for (const {section, from, fromLabel, fromTitle, to, toPath} of cases.filter((c) => isSectionReached(c.from))) {
  const root = `/${from.split('/')[1]}`;
  test(
    `${section} at 390px: every page of the sidebar is one tap away, and ${to} is reached from ${from} by keyboard`,
    onPages(root, `${root}/**`),
    async ({page}) => {
      await declineCookies(page);
      const siblings = await sidebarPages(page, from);
      expect(siblings).toContain(toPath);
      await expect(menuOf(page, section)).toBeHidden();

      await page.setViewportSize({width: 390, height: 844});
      await page.goto(from);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fromTitle);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      const menu = menuOf(page, section);
      const toggle = menu.locator('summary');
      await expect(toggle).toHaveText(`In this section${section}`);
      await expect(menu.getByRole('link')).toBeHidden();

      // Opened from the keyboard; it lists the sidebar's pages, this one marked as current.
      await toggle.focus();
      await page.keyboard.press('Enter');
      const links = menu.getByRole('link');
      await expect(links.first()).toBeVisible();
      expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(siblings);
      await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', from);

      // Tab down the list to the page wanted, and follow it.
      const target = menu.getByRole('link', {name: to, exact: true});
      for (let i = 0; i < siblings.length; i += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((a) => a === document.activeElement)) break;
      }
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${toPath}$`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(fromTitle);

      // On the new page the menu starts closed, and leads back.
      await expect(menu.getByRole('link')).toBeHidden();
      await toggle.click();
      await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', toPath);
      await menu.getByRole('link', {name: fromLabel, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${from}$`));
    },
  );
}
