import path from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {exactRedirects, type ExactRedirect, type PrefixRedirect} from '@site/src/config/redirects';
import {serviceCard} from '@site/src/data/services';
import {
  checkRedirects,
  clientSourcesFor,
  contentRedirects,
  exactPairs,
  expandRedirects,
  redirectPageSources,
  resolveRedirect,
  settleRedirects,
} from '@site/src/plugins/post-build/redirects';
import {siteRedirectTable} from '@site/src/plugins/post-build/siteRedirects';
import {sitePaths} from './support/sitePaths';

const paths = sitePaths();
const site = siteRedirectTable(path.resolve(__dirname, '../..'));
const rawTable = site.table;
const table = expandRedirects(rawTable, paths);
const resolve = (p: string) => resolveRedirect(p, table);
/** Where a service's page is now: its address follows its record, its id does not change. */
const servicePath = (id: Parameters<typeof serviceCard>[0]) => serviceCard(id).href;

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
    ['/blog/tag/case-studies', '/case-studies'],
    ['/how-much-is-bad-data-costing-your-business', '/insights/true-cost-of-bad-data'],
    ['/services/hubspot-consulting', servicePath('marketing-operations-revops')],
    ['/tos', '/terms'],
    ['/pp', '/privacy'],
  ])('%s goes to %s', (from, to) => {
    expect(resolve(from)?.to).toBe(to);
  });

  test('/search keeps its query string, so the insights page can open its search box with it', () => {
    expect(resolve('/search')).toEqual({to: '/insights', dropQuery: false});
  });

  test('typo prefixes keep their sub-paths', () => {
    expect(resolve(`/servies${servicePath('analytics-bi').slice('/services'.length)}`)).toEqual({
      to: servicePath('analytics-bi'),
      dropQuery: false,
    });
    expect(resolve('/servies')).toEqual({to: '/services', dropQuery: false});
    expect(resolve('/insigths/crm-cleanup-plan/')).toEqual({to: '/insights/crm-cleanup-plan', dropQuery: false});
    expect(resolve('/leaderschip/team/dana')).toEqual({to: '/about', dropQuery: false});
  });

  test('old blog posts drop the query in both homes of the old blog; the /en copy keeps the path', () => {
    expect(resolve('/en/blog/crm-cleanup-plan')).toEqual({to: '/insights/crm-cleanup-plan', dropQuery: true});
    expect(resolve('/blog/true-cost-of-bad-data')).toEqual({to: '/insights/true-cost-of-bad-data', dropQuery: true});
    expect(resolve(`/en${servicePath('team-training')}`)).toEqual({to: servicePath('team-training'), dropQuery: false});
    expect(resolve('/en')).toEqual({to: '/', dropQuery: false});
  });

  test('the renamed posts land on their new slug from /blog and from /en/blog alike', () => {
    const renamed: Array<[string, string]> = [
      ['how-to-hire-a-hubspot-consultant', 'hiring-and-working-with-a-hubspot-consultant'],
      ['crm-data-cleanup-guide', 'crm-cleanup-plan'],
      ['lead-scoring-best-practices', 'lead-scoring-pitfalls'],
      ['utm-parameters-guide', 'demystifying-utm-parameters'],
      ['why-attribution-models-fail', 'marketing-attribution-models-broken'],
    ];
    for (const [old, slug] of renamed) {
      for (const home of ['/blog', '/en/blog']) {
        expect([`${home}/${old}`, resolve(`${home}/${old}`)]).toEqual([`${home}/${old}`, {to: `/insights/${slug}`, dropQuery: true}]);
      }
      expect(paths).toContain(`/insights/${slug}`);
    }
  });

  test('old tag links land on the tag page when it exists, on the tag list otherwise, from both homes', () => {
    expect(paths).toContain('/insights/tags/hubspot');
    for (const home of ['/blog', '/en/blog']) {
      expect(resolve(`${home}/tag/hubspot`)).toEqual({to: '/insights/tags/hubspot', dropQuery: true});
      expect(resolve(`${home}/tag/hubspot/`)).toEqual({to: '/insights/tags/hubspot', dropQuery: true});
      expect(resolve(`${home}/tag/no-such-tag`)).toEqual({to: '/insights/tags', dropQuery: true});
      expect(resolve(`${home}/tag`)).toEqual({to: '/insights/tags', dropQuery: true});
    }
  });

  test('a canonical path is not redirected', () => {
    for (const p of ['/', '/about', '/insights', servicePath('analytics-bi'), '/guides/hubspot-expert']) expect(resolve(p)).toBeNull();
  });

  test('a keep-if-page rule cannot be resolved without the page list', () => {
    const raw = {exact: [], prefix: [{from: '/old', subPaths: 'keep-if-page', to: '/new'} satisfies PrefixRedirect]};
    expect(() => resolveRedirect('/old/x', raw)).toThrow('needs the page list');
    expect(resolveRedirect('/old/x', raw, new Set(['/new/x']))).toEqual({to: '/new/x', dropQuery: false});
    expect(resolveRedirect('/old/y', raw, new Set(['/new/x']))).toEqual({to: '/new', dropQuery: false});
  });
});

describe('expanding the table for a build', () => {
  const raw = {
    exact: [{from: '/old/special', to: '/c'}] satisfies ExactRedirect[],
    prefix: [
      {from: '/old/a', subPaths: 'keep', to: '/b'},
      {from: '/old', subPaths: 'keep-if-page', to: '/new', dropQuery: true},
    ] satisfies PrefixRedirect[],
  };

  test('spells out a keep-if-page rule per page, leaves earlier rules alone, and drops everything else', () => {
    const expanded = expandRedirects(raw, ['/', '/b', '/c', '/new', '/new/x', '/new/a', '/new/special']);
    expect(expanded.exact).toEqual([
      {from: '/old/special', to: '/c'},
      {from: '/old/x', to: '/new/x', dropQuery: true},
    ]);
    expect(expanded.prefix).toEqual([
      {from: '/old/a', subPaths: 'keep', to: '/b'},
      {from: '/old', subPaths: 'drop', to: '/new', dropQuery: true},
    ]);
  });

  test('gives every prefix rule its bare path as an exact pair, unless the table has one', () => {
    const expanded = expandRedirects(raw, ['/b', '/c', '/new']);
    expect(exactPairs(expanded)).toEqual([
      {from: '/old/special', to: '/c', dropQuery: false},
      {from: '/old/a', to: '/b', dropQuery: false},
      {from: '/old', to: '/new', dropQuery: true},
    ]);
  });
});

describe("the sources of redirect pages (the client-redirects plugin's createRedirects)", () => {
  const pairs = [...paths, '/404.html'].flatMap((page) => clientSourcesFor(page, rawTable).map((from) => ({from, to: page})));
  const byFrom = new Map(pairs.map((p) => [p.from, p.to]));

  test('a small table, page by page: exact rules, bare prefix paths and sub-paths, each from the rule a server applies', () => {
    const small = {
      exact: [
        {from: '/old-home', to: '/'},
        {from: '/old-home.html', to: '/', serverOnly: true},
        {from: '/en/b', to: '/c'},
      ] satisfies ExactRedirect[],
      prefix: [
        {from: '/en/t', subPaths: 'keep-if-page', to: '/tags', dropQuery: true},
        {from: '/en', subPaths: 'keep', to: ''},
        {from: '/gone', subPaths: 'drop', to: '/c'},
      ] satisfies PrefixRedirect[],
    };
    expect(clientSourcesFor('/', small)).toEqual(['/old-home', '/en']);
    expect(clientSourcesFor('/c', small)).toEqual(['/en/b', '/en/c', '/gone']);
    // `/en/b` is an exact rule to /c, so the page /b gets no `/en/b`.
    expect(clientSourcesFor('/b', small)).toEqual([]);
    expect(clientSourcesFor('/tags', small)).toEqual(['/en/t', '/en/tags']);
    // `/en/t/x` is the tag rule's, `/en/tags/x` the /en copy's.
    expect(clientSourcesFor('/tags/x', small)).toEqual(['/en/t/x', '/en/tags/x']);
    expect(clientSourcesFor('/c/', small)).toEqual(['/en/b', '/en/c', '/gone']);
    expect(clientSourcesFor('/404.html', small)).toEqual([]);
  });

  test('cover the exact table except the server-only /index.html', () => {
    for (const rule of rawTable.exact) {
      if (rule.serverOnly) expect(byFrom.has(rule.from)).toBe(false);
      else expect([rule.from, byFrom.get(rule.from)]).toEqual([rule.from, rule.to]);
    }
  });

  test('expand the prefix rules over the real pages, each where it is the rule a server applies', () => {
    const analytics = servicePath('analytics-bi');
    expect(byFrom.get(`/en${analytics}`)).toBe(analytics);
    expect(byFrom.get(`/servies${analytics.slice('/services'.length)}`)).toBe(analytics);
    expect(byFrom.get('/blog/crm-cleanup-plan')).toBe('/insights/crm-cleanup-plan');
    expect(byFrom.get('/en/insights/crm-cleanup-plan')).toBe('/insights/crm-cleanup-plan');
    expect(byFrom.get('/en/blog/tag/hubspot')).toBe('/insights/tags/hubspot');
    expect(byFrom.get('/en')).toBe('/');
    expect(byFrom.get('/leaderschip')).toBe('/about');
    // Sub-paths that lead to no page cannot be listed; a file-named route has no folder for a page.
    expect(byFrom.has('/leaderschip/dana')).toBe(false);
    expect(byFrom.has('/en/404.html')).toBe(false);
  });

  test('every source agrees with the table, appears once, and is no page of the site', () => {
    const pageSet = new Set(paths);
    for (const {from, to} of pairs) {
      expect([from, pageSet.has(from)]).toEqual([from, false]);
      expect([from, resolve(from)?.to]).toEqual([from, to]);
    }
    expect(byFrom.size).toBe(pairs.length);
  });

  test('only a build for a host that only serves files asks for them', () => {
    expect(redirectPageSources('static', rawTable)('/about')).toEqual(clientSourcesFor('/about', rawTable));
    expect(redirectPageSources('static', rawTable)('/about')).toContain('/about-us');
    for (const host of ['nginx', 'netlify', 'cloudflare-pages', 'vercel'] as const) {
      expect([host, paths.flatMap(redirectPageSources(host, rawTable))]).toEqual([host, []]);
    }
  });
});

describe('table checks', () => {
  const pages = ['/', '/a', '/b', '/c'];
  const none: PrefixRedirect[] = [];
  const check = (exact: ExactRedirect[], prefix: PrefixRedirect[] = none) => checkRedirects({exact, prefix}, pages);

  test('a sound table has no problems', () => {
    expect(check([{from: '/x', to: '/a'}], [{from: '/old', subPaths: 'keep', to: '/b'}])).toEqual([]);
  });

  test('a repeated source', () => {
    expect(
      check([
        {from: '/x', to: '/a'},
        {from: '/x', to: '/b'},
      ]),
    ).toContain('/x: listed more than once');
  });

  test('a target that is itself a source', () => {
    expect(
      check([
        {from: '/x', to: '/y'},
        {from: '/y', to: '/a'},
      ]),
    ).toContain('/x: points at /y, which itself redirects to /a');
  });

  test('a loop', () => {
    expect(
      check([
        {from: '/x', to: '/y'},
        {from: '/y', to: '/x'},
      ]),
    ).toEqual(expect.arrayContaining(['/x: loops through /y', '/y: loops through /x']));
  });

  test('a target that is not a page', () => {
    expect(check([{from: '/x', to: '/nowhere'}])).toContain('/x: target /nowhere is not a page of the site');
    expect(check([], [{from: '/old', subPaths: 'keep-if-page', to: '/gone'}])).toContain('/old/*: target /gone is not a page of the site');
  });

  test('a source that is a real page', () => {
    expect(check([{from: '/a', to: '/b'}])).toContain('/a: is a page of the site, so a redirect would hide it');
  });

  test('a real page under a prefix rule', () => {
    expect(check([], [{from: '/a', subPaths: 'drop', to: '/b'}])).toContain('/a: is a page of the site, so /a/* would hide it');
    expect(checkRedirects({exact: [], prefix: [{from: '/old', subPaths: 'keep', to: '/b'}]}, [...pages, '/old/x'])).toContain(
      '/old/x: is a page of the site, so /old/* would hide it',
    );
  });

  test('a trailing slash in the table', () => {
    expect(check([{from: '/x/', to: '/a'}])).toContain('/x/: sources and targets are written without a trailing slash');
    expect(check([], [{from: '/old/', subPaths: 'drop', to: '/a'}])).toContain(
      'prefix /old/: sources and targets are written without a trailing slash',
    );
  });
});

describe('settling the table: every legacy path in one hop', () => {
  test('a target that moved is followed to where it leads now, dropping the query if any hop did', () => {
    const settled = settleRedirects({
      exact: [
        {from: '/a', to: '/b'},
        {from: '/b', to: '/c', dropQuery: true},
        {from: '/c', to: '/d'},
      ],
      prefix: [],
    });
    expect(settled).toEqual({
      table: {
        exact: [
          {from: '/a', to: '/d', dropQuery: true},
          {from: '/b', to: '/d', dropQuery: true},
          {from: '/c', to: '/d'},
        ],
        prefix: [],
      },
      problems: [],
    });
  });

  test('a target under a prefix rule is followed through it', () => {
    const prefix: PrefixRedirect[] = [{from: '/en', subPaths: 'keep', to: ''}];
    expect(settleRedirects({exact: [{from: '/x', to: '/en/about'}], prefix}).table.exact).toContainEqual({from: '/x', to: '/about'});
  });

  test("a prefix rule that keeps its sub-path gets each moved address under its target, unless it is the rule's own, taken or a file", () => {
    const settled = settleRedirects({
      exact: [
        {from: '/services/old', to: '/services/new', origin: 'src/data/services.ts'},
        {from: '/servies/taken', to: '/elsewhere'},
        {from: '/en/blog', to: '/insights'},
        {from: '/about-us', to: '/about', dropQuery: true},
        {from: '/index.html', to: '/', serverOnly: true},
      ],
      prefix: [
        {from: '/servies', subPaths: 'keep', to: '/services'},
        {from: '/en/blog', subPaths: 'keep', to: '/insights'},
        {from: '/en', subPaths: 'keep', to: ''},
      ],
    });
    expect(settled.problems).toEqual([]);
    expect(settled.table.exact.slice(5)).toEqual([
      {from: '/servies/old', to: '/services/new', origin: 'src/data/services.ts'},
      {from: '/en/services/old', to: '/services/new', origin: 'src/data/services.ts'},
      {from: '/en/servies/taken', to: '/elsewhere'},
      {from: '/en/about-us', to: '/about', dropQuery: true},
    ]);
  });

  test('a loop is reported with every hop, naming the file that wrote the rule', () => {
    const settled = settleRedirects({
      exact: [
        {from: '/a', to: '/b', origin: 'blog/x.md'},
        {from: '/b', to: '/c'},
        {from: '/c', to: '/a'},
      ],
      prefix: [],
    });
    expect(settled.problems).toEqual([
      '/a (blog/x.md): loops: /a → /b → /c → /a',
      '/b: loops: /b → /c → /a → /b',
      '/c: loops: /c → /a → /b → /c',
    ]);
  });

  test('the table check names a missing target with the file that wrote it', () => {
    const {table: settled} = settleRedirects({exact: [{from: '/old', to: '/gone', origin: 'docs/guide.mdx'}], prefix: []});
    expect(checkRedirects(settled, ['/'])).toEqual(['/old (docs/guide.mdx): target /gone is not a page of the site']);
  });
});

describe("the content's own addresses", () => {
  test('former addresses lead to the page; a retired page and its former addresses lead where it now leads', () => {
    expect(
      contentRedirects([
        {path: '/services/new', origin: 'src/data/services.ts', formerAddresses: ['/services/old/', '/old-service']},
        {path: '/case-studies/x', origin: 'case-studies/x.md', formerAddresses: ['/case-studies/older'], retiredTo: '/case-studies'},
        {path: '/guides/g', origin: 'docs/guides/g.mdx', formerAddresses: []},
      ]),
    ).toEqual([
      {from: '/services/old', to: '/services/new', origin: 'src/data/services.ts'},
      {from: '/old-service', to: '/services/new', origin: 'src/data/services.ts'},
      {from: '/case-studies/x', to: '/case-studies', origin: 'case-studies/x.md'},
      {from: '/case-studies/older', to: '/case-studies', origin: 'case-studies/x.md'},
    ]);
  });

  test("a legacy path of the old site that led to a moved page now leads to the page's address in one hop", () => {
    const settled = settleRedirects({
      exact: [
        {from: '/analytics', to: '/services/analytics-bi'},
        ...contentRedirects([{path: '/services/analytics', origin: 'src/data/services.ts', formerAddresses: ['/services/analytics-bi']}]),
      ],
      prefix: [],
    });
    expect(settled.table.exact.map((r) => [r.from, r.to])).toEqual([
      ['/analytics', '/services/analytics'],
      ['/services/analytics-bi', '/services/analytics'],
    ]);
  });
});

describe('the real table', () => {
  test('is sound against the pages of the site', () => {
    expect(site.problems).toEqual([]);
    expect(checkRedirects(rawTable, paths)).toEqual([]);
  });

  test('holds every legacy path the site promises to answer', () => {
    const required = [
      '/index',
      '/index.html',
      '/home',
      '/hubspot-expert-guide',
      '/how-to-hire-a-hubspot-expert-in-2025',
      '/how-to-hire-a-hubspot-expert',
      '/hire-hubspot-expert',
      '/hubspot-expert',
      '/guides/hubspot-expert-guide',
      '/complete-hubspot-guide',
      '/hubspot-guide-pe',
      '/pe-hubspot-guide',
      '/faq',
      '/faqs/hubspot-services',
      '/faqs/services-5',
      '/faqs/hubspot-experts',
      '/faqs/our-approach',
      '/faqs/hubspot-modules',
      '/assessment',
      '/hubspot-assessment',
      '/data-strategy-assessment',
      '/roi-calculator',
      '/data-operation-assessment',
      '/assessment/results',
      '/hubspot-assessment-results',
      '/hubspot-assessment/results',
      '/data-strategy-assessment/results',
      '/data-operation-assessment/results',
      '/blog',
      '/whitepapers',
      '/articles',
      '/posts',
      '/search',
      '/book-page',
      '/landing-page',
      '/testimonials',
      '/success-stories',
      '/hubspot-case-studies',
      '/service',
      '/our-services',
      '/services/hubspot-implementation',
      '/hubspot-implementation',
      '/services/hubspot-consulting',
      '/services/data-operations',
      '/data-operations',
      '/training',
      '/hubspot-training',
      '/analytics',
      '/business-intelligence',
      '/contact-us',
      '/get-in-touch',
      '/book-meeting',
      '/about-us',
      '/team',
      '/terms-of-service',
      '/tos',
      '/privacy-policy',
      '/pp',
      '/calculator',
      '/bad-data-calculator',
      '/revops-calculator',
      '/documentation',
      '/resources/checklist',
      '/resources/data-guide',
      '/leadership/terms-fee',
      '/our-tech-stack',
      '/approach/data-driven',
      '/methodology',
      '/methodology/three-pillars',
      '/how-much-is-bad-data-costing-your-business',
      '/leaderschip',
      '/servies',
      '/insigths',
      '/en/blog',
      '/en/blog/tag/case-studies',
    ];
    for (const p of required) expect([p, resolve(p)?.to]).toEqual([p, expect.any(String)]);
  });

  test('defines at least four concrete paths for each loosely named group', () => {
    const to = (target: string, pattern: RegExp) => exactRedirects.filter((r) => r.to === target && pattern.test(r.from)).length;
    expect(to('/case-studies', /case-stud/)).toBeGreaterThanOrEqual(4);
    expect(to('/services', /integration|customi/)).toBeGreaterThanOrEqual(4);
    expect(exactRedirects.filter((r) => r.from.startsWith('/blog/') && r.to.startsWith('/insights/')).length).toBeGreaterThanOrEqual(4);
    expect(exactRedirects.filter((r) => r.to === '/insights' && /guide|template/.test(r.from)).length).toBeGreaterThanOrEqual(4);
  });

  test('every old blog rule holds in both homes of the old blog', () => {
    const blogRules = exactRedirects.filter((r) => r.from.startsWith('/blog/'));
    expect(blogRules.length).toBeGreaterThanOrEqual(6);
    for (const rule of blogRules) {
      const twin = exactRedirects.find((r) => r.from === `/en${rule.from}`);
      expect([rule.from, twin?.to, twin?.dropQuery]).toEqual([rule.from, rule.to, rule.dropQuery]);
    }
  });
});
