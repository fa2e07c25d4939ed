import {describe, expect, test} from '@jest/globals';
import {expandRedirects} from '@site/src/plugins/post-build/redirects';
import {securityHeaders} from '@site/src/plugins/post-build/securityHeaders';
import {
  describeVercelDifference,
  headersFile,
  nginxHttpConf,
  nginxMapHashConf,
  nginxSiteConf,
  pageFile,
  redirectsFile,
  vercelConfig,
  vercelJsonText,
} from '@site/src/plugins/post-build/serverRules';

const pages = ['/', '/about', '/insights', '/insights/new', '/insights/tags/hubspot'];
const table = expandRedirects(
  {
    exact: [
      {from: '/about-us', to: '/about'},
      {from: '/blog/old', to: '/insights/new', dropQuery: true},
    ],
    prefix: [
      {from: '/blog', subPaths: 'keep', to: '/insights', dropQuery: true},
      {from: '/leaderschip', subPaths: 'drop', to: '/about'},
      {from: '/en', subPaths: 'keep', to: ''},
    ],
  },
  pages,
);
const headers = securityHeaders("default-src 'self'");

describe('nginx', () => {
  test('keeps the query through one map and drops it through the other', () => {
    const conf = nginxHttpConf(table);
    expect(conf).toContain(
      'map $keelson_path $keelson_redirect {\n  default "";\n  "/about-us" "/about";\n  "/leaderschip" "/about";\n  "/en" "/";\n}',
    );
    expect(conf).toContain(
      'map $keelson_path $keelson_redirect_bare {\n  default "";\n  "/blog/old" "/insights/new";\n  "/blog" "/insights";\n}',
    );
  });

  test("sizes the map hashes from the table, never below nginx's defaults, and http.conf names the sizes", () => {
    expect(nginxMapHashConf(table)).toContain('map_hash_bucket_size 64;\nmap_hash_max_size 2048;\n');
    expect(nginxHttpConf(table)).toContain('need map_hash_bucket_size 64 and map_hash_max_size 2048 or more');
  });

  test('hides its version, sends the headers with redirects, and answers prefixes in order before the trailing-slash rule', () => {
    const lines = nginxSiteConf(table, headers).split('\n');
    expect(lines).toContain('server_tokens off;');
    expect(lines).toContain('add_header Content-Security-Policy "default-src \'self\'" always;');
    const blog = lines.indexOf('if ($keelson_path ~ "^/blog/(.+)$") { return 301 /insights/$1; }');
    const en = lines.indexOf('if ($keelson_path ~ "^/en/(.+)$") { return 301 /$1$is_args$args; }');
    const slash = lines.indexOf('if ($uri ~ "^(.+?)/+$") { return 301 $1$is_args$args; }');
    expect(blog).toBeGreaterThan(-1);
    expect(en).toBeGreaterThan(blog);
    expect(slash).toBeGreaterThan(en);
    expect(lines).toContain('if ($keelson_path ~ "^/leaderschip/(.+)$") { return 301 /about$is_args$args; }');
  });
});

describe('_redirects and _headers', () => {
  test('no forced rule (Cloudflare Pages ignores a line with `301!`), exact lines before splats', () => {
    const netlify = redirectsFile(table, 'netlify', pages);
    expect(netlify).not.toContain('!');
    expect(netlify.split('\n').slice(1, 5)).toEqual([
      '/about-us /about 301',
      '/about-us/ /about 301',
      '/blog/old /insights/new 301',
      '/blog/old/ /insights/new 301',
    ]);
    expect(netlify).not.toContain('/*/');
  });

  test('the Netlify flavor spells out sub-paths that keep their rest as placeholders, down to the deepest page below the target, before the splat', () => {
    const netlify = redirectsFile(table, 'netlify', pages);
    expect(netlify).toContain(
      [
        '/blog/:p1 /insights/:p1 301',
        '/blog/:p1/:p2 /insights/:p1/:p2 301',
        '/blog/* /insights/:splat 301',
        '/leaderschip/* /about 301',
        '/en/:p1 /:p1 301',
        '/en/:p1/:p2 /:p1/:p2 301',
        '/en/:p1/:p2/:p3 /:p1/:p2/:p3 301',
        '/en/* /:splat 301',
        '',
      ].join('\n'),
    );
  });

  test('the Cloudflare flavor spells out sub-paths with a slash and removes any other trailing slash last', () => {
    const cloudflare = redirectsFile(table, 'cloudflare-pages', pages);
    expect(cloudflare).not.toContain(':p1');
    expect(cloudflare).toContain('/blog/*/ /insights/:splat 301\n/blog/* /insights/:splat 301\n');
    expect(cloudflare.trimEnd().split('\n').at(-1)).toBe('/*/ /:splat 301');
  });

  test('_headers: the security headers on every path, the long cache on hashed assets only', () => {
    expect(headersFile([['X-Frame-Options', 'DENY']])).toBe(
      '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });
});

describe('vercel.json', () => {
  const config = vercelConfig(table, headers);

  test("301s (not Vercel's 308 for `permanent`), each with and without a trailing slash, sub-paths with a slash first", () => {
    expect(config.redirects.slice(0, 2)).toEqual([
      {source: '/about-us', destination: '/about', statusCode: 301},
      {source: '/about-us/', destination: '/about', statusCode: 301},
    ]);
    expect(config.redirects).toContainEqual({source: '/blog/:rest(.+)/', destination: '/insights/:rest', statusCode: 301});
    expect(config.redirects.findIndex((r) => r.source === '/blog/:rest(.+)/')).toBeLessThan(
      config.redirects.findIndex((r) => r.source === '/blog/:rest(.+)'),
    );
    expect(config.redirects.at(-1)).toEqual({source: '/:path(.+)/', destination: '/:path', statusCode: 301});
    expect(config).not.toHaveProperty('trailingSlash');
  });

  test('carries the same headers as _headers', () => {
    expect(config.headers).toEqual([
      {source: '/(.*)', headers: headers.map(([key, value]) => ({key, value}))},
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    ]);
  });

  test('a stale file is described by its first difference', () => {
    const expected = vercelJsonText(config);
    expect(describeVercelDifference(expected, expected)).toBeNull();
    expect(describeVercelDifference('', expected)).toBe('the file is missing or empty');
    expect(describeVercelDifference('{', expected)).toBe('the file is not valid JSON');
    const oldPolicy = vercelJsonText(vercelConfig(table, securityHeaders("frame-ancestors 'none'")));
    expect(describeVercelDifference(oldPolicy, expected)).toBe(
      'Content-Security-Policy on /(.*) is "frame-ancestors \'none\'", this build sends "default-src \'self\'"',
    );
    const fewer = vercelJsonText({...config, redirects: config.redirects.slice(2)});
    expect(describeVercelDifference(fewer, expected)).toBe('redirect 1 should be /about-us → /about');
    expect(describeVercelDifference(JSON.stringify(config), expected)).toBe(
      'the files differ in form (run the command below to rewrite it)',
    );
  });
});

describe('the file of a route', () => {
  test('as Docusaurus writes it with trailingSlash: false', () => {
    expect(pageFile('/', false)).toBe('index.html');
    expect(pageFile('/about', false)).toBe('about.html');
    expect(pageFile('/insights/tags/hubspot', false)).toBe('insights/tags/hubspot.html');
    expect(pageFile('/404.html', false)).toBe('404.html');
  });

  test('in a folder of its own with trailingSlash true or unset, or when the route ends with a slash', () => {
    expect(pageFile('/about', true)).toBe('about/index.html');
    expect(pageFile('/about', undefined)).toBe('about/index.html');
    expect(pageFile('/about/', false)).toBe('about/index.html');
    expect(pageFile('/', true)).toBe('index.html');
  });
});
