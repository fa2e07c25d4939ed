import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {exactRedirects, prefixRedirects, type ExactRedirect, type PrefixRedirect} from '@site/src/config/redirects';
import {
  checkRedirects,
  clientSourcesFor,
  netlifyRedirects,
  nginxRedirects,
  prefixSourcesFor,
  resolveRedirect,
  vercelConfig,
} from '@site/src/lib/redirects';
import {sitePaths} from './support/sitePaths';

const resolve = (p: string) => resolveRedirect(p, exactRedirects, prefixRedirects);

describe('resolving a legacy path', () => {
  test.each([
    ['/index', '/'],
    ['/home/', '/'],
    ['/how-to-hire-a-hubspot-expert-in-2025', '/guides/hubspot-expert'],
    ['/faqs/services-5', '/faqs/services'],
    ['/hubspot-assessment-results', '/data-operations-assessment/results'],
    ['/assessment/results/', '/data-operations-assessment/results'],
    ['/roi-calculator', '/revops-roi-calculator'],
    ['/revops-calculator', '/revops-roi-calculator'],
    ['/search', '/insights'],
    ['/blog', '/insights'],
    ['/en/blog', '/insights'],
    ['/en/blog/tag/case-studies', '/case-studies'],
    ['/how-much-is-bad-data-costing-your-business', '/insights/true-cost-of-bad-data'],
    ['/services/hubspot-consulting', '/services/marketing-operations-revops'],
    ['/tos', '/terms'],
    ['/pp', '/privacy'],
  ])('%s goes to %s', (from, to) => {
    expect(resolve(from)?.to).toBe(to);
  });

  test('typo prefixes keep their sub-paths', () => {
    expect(resolve('/servies/analytics-bi')).toEqual({to: '/services/analytics-bi', dropQuery: false});
    expect(resolve('/servies')).toEqual({to: '/services', dropQuery: false});
    expect(resolve('/insigths/crm-cleanup-plan/')).toEqual({to: '/insights/crm-cleanup-plan', dropQuery: false});
    expect(resolve('/leaderschip/team/dana')).toEqual({to: '/about', dropQuery: false});
  });

  test('old blog posts drop the query; the /en copy keeps the path', () => {
    expect(resolve('/en/blog/crm-cleanup-plan')).toEqual({to: '/insights/crm-cleanup-plan', dropQuery: true});
    expect(resolve('/blog/true-cost-of-bad-data')).toEqual({to: '/insights/true-cost-of-bad-data', dropQuery: true});
    expect(resolve('/en/services/team-training')).toEqual({to: '/services/team-training', dropQuery: false});
    expect(resolve('/en')).toEqual({to: '/', dropQuery: false});
  });

  test('a canonical path is not redirected', () => {
    for (const p of ['/', '/about', '/insights', '/services/analytics-bi', '/guides/hubspot-expert']) expect(resolve(p)).toBeNull();
  });
});

describe('table checks', () => {
  const pages = ['/', '/a', '/b', '/c'];
  const none: PrefixRedirect[] = [];

  test('a sound table has no problems', () => {
    expect(checkRedirects([{from: '/x', to: '/a'}], [{from: '/old', subPaths: 'keep', to: '/b'}], pages)).toEqual([]);
  });

  test('a repeated source', () => {
    const table: ExactRedirect[] = [{from: '/x', to: '/a'}, {from: '/x', to: '/b'}];
    expect(checkRedirects(table, none, pages)).toContain('/x: listed more than once');
  });

  test('a target that is itself a source', () => {
    const table: ExactRedirect[] = [{from: '/x', to: '/y'}, {from: '/y', to: '/a'}];
    expect(checkRedirects(table, none, pages)).toContain('/x: points at /y, which itself redirects to /a');
  });

  test('a loop', () => {
    const table: ExactRedirect[] = [{from: '/x', to: '/y'}, {from: '/y', to: '/x'}];
    expect(checkRedirects(table, none, pages)).toEqual(expect.arrayContaining(['/x: loops through /y', '/y: loops through /x']));
  });

  test('a target that is not a page', () => {
    expect(checkRedirects([{from: '/x', to: '/nowhere'}], none, pages)).toContain('/x: target /nowhere is not a page of the site');
  });

  test('a source that is a real page', () => {
    expect(checkRedirects([{from: '/a', to: '/b'}], none, pages)).toContain('/a: is a page of the site, so a redirect would hide it');
  });

  test('a trailing slash in the table', () => {
    expect(checkRedirects([{from: '/x/', to: '/a'}], none, pages)).toContain('/x/: sources and targets are written without a trailing slash');
  });
});

describe('the real table', () => {
  const paths = sitePaths();

  test('is sound against the pages of the site', () => {
    expect(checkRedirects(exactRedirects, prefixRedirects, paths)).toEqual([]);
  });

  test('holds every legacy path the specification and DECISIONS name', () => {
    const required = [
      '/index', '/index.html', '/home', '/hubspot-expert-guide', '/how-to-hire-a-hubspot-expert-in-2025',
      '/how-to-hire-a-hubspot-expert', '/hire-hubspot-expert', '/hubspot-expert', '/guides/hubspot-expert-guide',
      '/complete-hubspot-guide', '/hubspot-guide-pe', '/pe-hubspot-guide', '/faq', '/faqs/hubspot-services',
      '/faqs/services-5', '/faqs/hubspot-experts', '/faqs/our-approach', '/faqs/hubspot-modules', '/assessment',
      '/hubspot-assessment', '/data-strategy-assessment', '/roi-calculator', '/data-operation-assessment',
      '/assessment/results', '/hubspot-assessment-results', '/hubspot-assessment/results',
      '/data-strategy-assessment/results', '/data-operation-assessment/results', '/blog', '/whitepapers',
      '/articles', '/posts', '/search', '/book-page', '/landing-page', '/testimonials', '/success-stories',
      '/hubspot-case-studies', '/service', '/our-services', '/services/hubspot-implementation',
      '/hubspot-implementation', '/services/hubspot-consulting', '/services/data-operations', '/data-operations',
      '/training', '/hubspot-training', '/analytics', '/business-intelligence', '/contact-us', '/get-in-touch',
      '/book-meeting', '/about-us', '/team', '/terms-of-service', '/tos', '/privacy-policy', '/pp', '/calculator',
      '/bad-data-calculator', '/revops-calculator', '/documentation', '/resources/checklist', '/resources/data-guide',
      '/leadership/terms-fee', '/our-tech-stack', '/approach/data-driven', '/methodology',
      '/methodology/three-pillars', '/how-much-is-bad-data-costing-your-business', '/leaderschip', '/servies',
      '/insigths', '/en/blog', '/en/blog/tag/case-studies',
    ];
    for (const p of required) expect([p, resolve(p)?.to]).toEqual([p, expect.any(String)]);
  });

  test('defines at least four concrete paths for each loosely named group', () => {
    const to = (target: string, pattern: RegExp) =>
      exactRedirects.filter((r) => r.to === target && pattern.test(r.from)).length;
    expect(to('/case-studies', /case-stud/)).toBeGreaterThanOrEqual(4);
    expect(to('/services', /integration|customi/)).toBeGreaterThanOrEqual(4);
    expect(exactRedirects.filter((r) => r.from.startsWith('/blog/') && r.to.startsWith('/insights/')).length).toBeGreaterThanOrEqual(4);
    expect(exactRedirects.filter((r) => r.to === '/insights' && /guide|template/.test(r.from)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('client redirect sources for a page', () => {
  test('expands the prefix rules over real pages', () => {
    expect(prefixSourcesFor('/services/analytics-bi', exactRedirects, prefixRedirects).sort()).toEqual(
      ['/en/services/analytics-bi', '/servies/analytics-bi'].sort(),
    );
    expect(prefixSourcesFor('/insights/crm-cleanup-plan', exactRedirects, prefixRedirects).sort()).toEqual(
      ['/blog/crm-cleanup-plan', '/en/blog/crm-cleanup-plan', '/en/insights/crm-cleanup-plan', '/insigths/crm-cleanup-plan'].sort(),
    );
    expect(prefixSourcesFor('/about', exactRedirects, prefixRedirects).sort()).toEqual(['/en/about', '/leaderschip']);
    expect(prefixSourcesFor('/', exactRedirects, prefixRedirects)).toEqual(['/en']);
  });

  test('adds the exact sources that lead to the page, except server-only ones', () => {
    expect(clientSourcesFor('/terms', exactRedirects, prefixRedirects).sort()).toEqual(['/en/terms', '/terms-of-service', '/tos']);
    expect(clientSourcesFor('/', exactRedirects, prefixRedirects)).not.toContain('/index.html');
    expect(clientSourcesFor('/', exactRedirects, prefixRedirects)).toEqual(expect.arrayContaining(['/index', '/home', '/en']));
  });

  test('leaves out sources the exact table already answers', () => {
    expect(prefixSourcesFor('/insights', exactRedirects, prefixRedirects)).not.toContain('/blog');
    expect(prefixSourcesFor('/insights', exactRedirects, prefixRedirects)).not.toContain('/en/blog');
    expect(prefixSourcesFor('/insights', exactRedirects, prefixRedirects)).toContain('/insigths');
  });
});

describe('server rules', () => {
  test('nginx: one map entry per exact source, prefix rules in order, trailing slash last', () => {
    const {httpConf, serverConf} = nginxRedirects(exactRedirects, prefixRedirects);
    expect(httpConf).toContain('"/tos" "/terms";');
    expect(httpConf).toContain('"/en" "/";');
    expect(httpConf.match(/"\/blog" /g)).toHaveLength(1);
    const lines = serverConf.split('\n');
    const enBlog = lines.findIndex((l) => l.includes('^/en/blog/(.+)$'));
    const en = lines.findIndex((l) => l.includes('^/en/(.+)$'));
    expect(enBlog).toBeGreaterThan(-1);
    expect(en).toBeGreaterThan(enBlog);
    expect(lines[enBlog]).toContain('return 301 /insights/$1; }');
    expect(lines[en]).toContain('return 301 /$1$is_args$args; }');
    expect(lines.at(-2)).toContain('return 301 $1$is_args$args;');
  });

  test('_redirects has every exact source with and without a trailing slash, and the splats', () => {
    const text = netlifyRedirects(exactRedirects, prefixRedirects);
    expect(text).toContain('/about-us /about 301!');
    expect(text).toContain('/about-us/ /about 301!');
    expect(text).toContain('/servies/* /services/:splat 301!');
    expect(text).toContain('/leaderschip/* /about 301!');
  });

  test('vercel.json at the project root is generated from the table', () => {
    const file = path.resolve(__dirname, '../../vercel.json');
    const expected = `${JSON.stringify(vercelConfig(exactRedirects, prefixRedirects), null, 2)}\n`;
    if (process.env.UPDATE_VERCEL_JSON === '1') fs.writeFileSync(file, expected);
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });
});
