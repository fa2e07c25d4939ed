import {test} from './fixtures';

const PAGES = ['/', '/services/dataops-implementation', '/pe-value-creation-program', '/guides/pe-hubspot-implementation-roadmap', '/data-quality-dimensions-guide', '/services', '/resources/data-impact'];

for (const width of [390, 1280]) {
  for (const path of PAGES) {
    test(`shot ${width} ${path}`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
      await page.screenshot({path: `/tmp/shots/${width}-${name}.png`, fullPage: true});
    });
  }
}
