import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {opensAnotherPage, ROUTE_CHANGE_ATTRIBUTE} from '@site/src/lib/routeScroll';

describe('which navigations open another page', () => {
  test('another path does; the same path with another section or query does not', () => {
    expect(opensAnotherPage({pathname: '/'}, {pathname: '/about'})).toBe(true);
    expect(opensAnotherPage({pathname: '/guides/hubspot-expert'}, {pathname: '/guides/hubspot-expert'})).toBe(false);
  });

  test('the first load is not a navigation', () => {
    expect(opensAnotherPage(null, {pathname: '/about'})).toBe(false);
    expect(opensAnotherPage(undefined, {pathname: '/about'})).toBe(false);
  });

  test('the stylesheet turns smooth scrolling off under the attribute the client module sets', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
    expect(css).toContain(`html:not([${ROUTE_CHANGE_ATTRIBUTE}]) {\n    scroll-behavior: smooth;`);
    expect(css.match(/scroll-behavior:\s*smooth/g)).toHaveLength(1);
  });
});
