/**
 * The services data and the company pages' content: each service record is
 * well formed and becomes its page, card, menu entry and contact topic; every
 * link leads to a real post or page with the title we show, every figure is
 * one of the firm's proof points, and the legal documents quote what the code
 * really does. Rules only: how many services there are, and what their copy
 * says, are the writers' to change.
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {footerColumns} from '@site/src/config/footer';
import {mainNavigation, type NavDropdown} from '@site/src/config/navbar';
import {brand, contact} from '@site/src/config/site';
import {guarantee, proofPoints, valueClaims, type ProofPointId as ClaimId} from '@site/src/data/claims';
import {marketRates} from '@site/src/data/pricing';
import {approachReading, pillars} from '@site/src/data/approach';
import {privacyPolicy, termsOfService, type LegalDocument} from '@site/src/data/legal';
import {getStartedOptions, playbook, playbookChapters, playbookMailto, PLAYBOOK_REQUEST_SUBJECT} from '@site/src/data/playbook';
import {PROGRAM_CAPACITY_PER_QUARTER, program, programPhases} from '@site/src/data/program';
import {pricing, proofPoint, servicesIndex, type ProofPointId} from '@site/src/data/servicesOverview';
import {isServicePage, serviceCards, serviceMenuLinks, servicePages, services} from '@site/src/data/services';
import {contactTopics} from '@site/src/data/contactTopics';
import {contactPath} from '@site/src/lib/contactLinks';
import {CARD_VIEW_EXPORTS, cardViewModule, servicePageRoutes, SERVICE_PAGE_COMPONENT} from '@site/src/plugins/service-pages/routes';
import {firm, team} from '@site/src/data/team';
import {authorsMapOf} from '@site/src/lib/authors';
import {PROGRESS_STORAGE_KEY} from '@site/src/lib/assessment';
import {CONTACT_DRAFT_STORAGE_KEY} from '@site/src/lib/contactDraft';
import {answerLinks, answerPlainText, hasMalformedLinkMarkup} from '@site/src/lib/faq';
import {consentText} from '@site/src/data/legal';
import {CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '@site/src/config/consentStorage';

const root = path.resolve(__dirname, '../..');

function postTitles(folder: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, folder))) {
    if (!/\.mdx?$/.test(file)) continue;
    const {data} = matter(fs.readFileSync(path.join(root, folder, file), 'utf8'));
    titles.set(String(data.slug), String(data.title));
  }
  return titles;
}

const insights = postTitles('blog');
const caseStudies = postTitles('case-studies');

/** A path some source in the repository produces: a React page, a doc, a post or a blog list. */
function routeExists(href: string): boolean {
  const route = href.split('#')[0].replace(/\/$/, '');
  if (route.startsWith('/insights/')) return insights.has(route.slice('/insights/'.length));
  if (route.startsWith('/case-studies/')) return caseStudies.has(route.slice('/case-studies/'.length));
  if (route === '/insights' || route === '/case-studies') return true;
  const candidates = [
    `src/pages${route}.tsx`,
    `src/pages${route}/index.tsx`,
    `docs${route}.md`,
    `docs${route}.mdx`,
    `docs${route}/index.mdx`,
  ];
  return candidates.some((c) => fs.existsSync(path.join(root, c)));
}

/** Every figure a page may quote: the firm's proof points, written exactly as src/data/claims.ts writes them, and the guarantee. */
const briefFigures = [...Object.values(proofPoints).map((p) => p.figure), `${guarantee.days}-day`];

const everyServiceProofPoint: ProofPointId[] = [
  'valuation',
  'ebitda',
  'roi',
  'companies-helped',
  'qualified-leads',
  'sales-cycle',
  'close-rates',
  'revops-efficiency',
  'data-quality',
  'process-standardization',
  'guarantee',
];

/** The file and line of a service's record, for messages. */
const servicesSource = fs.readFileSync(path.join(root, 'src/data/services.ts'), 'utf8');
const at = (id: string) => `src/data/services.ts:${servicesSource.slice(0, servicesSource.indexOf(`id: '${id}'`)).split('\n').length}`;

/** The browser code under src/ (not build-time plugins) and what it imports by value from src/data/services.ts. */
function browserImportsOfServices(): {file: string; names: string[]}[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return rel === 'src/plugins' ? [] : walk(rel);
      return /\.tsx?$/.test(e.name) ? [rel] : [];
    });
  return walk('src').flatMap((file) => {
    const code = fs.readFileSync(path.join(root, file), 'utf8');
    return [...code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'(?:@site\/src\/data|\.\.?(?:\/\.\.)*(?:\/data)?)\/services'/g)].map(
      (m) => ({
        file,
        names: m[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]),
      }),
    );
  });
}

describe('service records', () => {
  test('each id is unique and written as lowercase words joined by hyphens', () => {
    const ids = services.map((s) => s.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)).map(at)).toEqual([]);
  });

  test('every card has a title, a summary, an icon the icon map has, and a gradient', () => {
    const iconSource = fs.readFileSync(path.join(root, 'src/components/ServiceIcon/index.tsx'), 'utf8');
    const mapped = new Set([.../const icons[^=]*=\s*\{([^}]*)\}/.exec(iconSource)![1].matchAll(/\b([A-Z][A-Za-z]+)\b/g)].map((m) => m[1]));
    const problems = serviceCards.flatMap((card) => [
      ...(card.title.trim() ? [] : [`${at(card.id)}: no title`]),
      ...(card.description.trim() ? [] : [`${at(card.id)}: no description`]),
      ...(mapped.has(card.icon) ? [] : [`${at(card.id)}: icon ${card.icon} is not in src/components/ServiceIcon`]),
      ...(/^linear-gradient\(/.test(card.gradient) ? [] : [`${at(card.id)}: gradient is not a linear-gradient`]),
    ]);
    expect(problems).toEqual([]);
  });

  test("each service page's slug is lowercase words joined by hyphens, used once; a former address is a path", () => {
    const slugs = services.flatMap((record) => ('slug' in record ? [record.slug as string] : []));
    expect(slugs.filter((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
    const former = services.flatMap((record): readonly string[] =>
      'formerAddresses' in record ? (record.formerAddresses as readonly string[]) : [],
    );
    expect(former.filter((address) => !/^\/[^\s?#]*[^/\s?#]$/.test(address))).toEqual([]);
  });

  test('a card links to its service page at /services/<slug>, or without a page to the contact form on its own topic', () => {
    for (const record of services) {
      const card = serviceCards.find((c) => c.id === record.id)!;
      const page = 'page' in record && 'slug' in record ? `/services/${record.slug}` : null;
      expect([card.id, card.href, isServicePage(card)]).toEqual([card.id, page ?? contactPath(card.id), page !== null]);
    }
    expect(servicePages.map((p) => p.id)).toEqual(serviceCards.filter(isServicePage).map((c) => c.id));
  });

  test('every card is a contact topic under Services, in the grid order', () => {
    expect(contactTopics.filter((t) => t.group === 'Services').map((t) => [t.id, t.label])).toEqual(
      serviceCards.map((c) => [c.id, c.title]),
    );
  });

  test('the navbar and footer Services menus list every service page under its menu name, in the grid order', () => {
    const expected = servicePages.map((p) => ({name: p.menuName ?? p.title, href: p.href}));
    expect(serviceMenuLinks).toEqual(expected);
    const servicesMenu = mainNavigation.find((entry) => entry.name === 'Services') as NavDropdown;
    expect(servicesMenu.items.filter((item) => item.name !== 'All Services')).toEqual(expected);
    expect(footerColumns.find((c) => c.title === 'Services')!.links.filter((l) => l.name !== 'All Services')).toEqual(expected);
  });
});

describe('service pages', () => {
  test('each service page is a route made from its record, and no route file stands in for one', () => {
    const routes = servicePageRoutes();
    expect(routes.map((r) => r.path)).toEqual(servicePages.map((p) => p.href));
    for (const route of routes) expect(route.service).toEqual(servicePages.find((p) => p.href === route.path));
    expect(fs.existsSync(path.join(root, SERVICE_PAGE_COMPONENT))).toBe(true);
    const routeFiles = fs.readdirSync(path.join(root, 'src/pages/services')).map((f) => f.replace(/\.tsx?$/, ''));
    expect(routeFiles.filter((name) => servicePages.some((p) => p.id === name))).toEqual([]);
  });

  test("the browser's view of the records carries the cards and menus, and no page copy", () => {
    const code = cardViewModule();
    expect(code).toContain(`export const serviceCards = ${JSON.stringify(serviceCards)};`);
    expect(code).toContain(`export const serviceMenuLinks = ${JSON.stringify(serviceMenuLinks)};`);
    for (const name of CARD_VIEW_EXPORTS) expect(code).toMatch(new RegExp(`export (const|function) ${name}\\b`));
    for (const page of servicePages) expect([page.id, code.includes(page.headline) || code.includes(page.intro)]).toEqual([page.id, false]);
    // Browser code may import from the records only what that view exports.
    const imports = browserImportsOfServices();
    expect(imports.length).toBeGreaterThan(0);
    const allowed = new Set<string>(CARD_VIEW_EXPORTS);
    expect(imports.flatMap(({file, names}) => names.filter((n) => !allowed.has(n)).map((n) => `${file}: ${n}`))).toEqual([]);
  });

  test.each(servicePages.map((p) => [p.id, p] as const))('%s says what, for whom, how, when and with what outcome', (_id, page) => {
    expect(page.metaDescription.length).toBeGreaterThan(0);
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    for (const field of ['headline', 'intro', 'timeFrame', 'outcomesNote'] as const)
      expect([field, page[field].trim().length > 0]).toEqual([field, true]);
    for (const list of ['forWhom', 'deliverables', 'phases', 'outcomes', 'relatedInsights'] as const)
      expect([list, page[list].length > 0]).toEqual([list, true]);
    for (const outcome of page.outcomes) expect(briefFigures).toContain(outcome.figure);
  });

  test.each(servicePages.map((p) => [p.id, p] as const))(
    '%s links to real insights and a real case study, titled as published',
    (_id, page) => {
      for (const {slug, title} of page.relatedInsights) {
        expect(insights.get(slug)).toBe(title);
      }
      expect(caseStudies.get(page.relatedCaseStudy.slug)).toBe(page.relatedCaseStudy.title);
    },
  );

  test('the case study a service page points to lists that service', () => {
    for (const page of servicePages) {
      const file = fs.readdirSync(path.join(root, 'case-studies')).find((f) => f.endsWith(`-${page.relatedCaseStudy.slug}.md`));
      expect(file).toBeDefined();
      const {data} = matter(fs.readFileSync(path.join(root, 'case-studies', file!), 'utf8'));
      expect(data.services).toContain(page.id);
    }
  });
});

describe('proof points', () => {
  test('every id resolves to one of the proof-point figures', () => {
    for (const id of everyServiceProofPoint) {
      expect(briefFigures).toContain(proofPoint(id).figure);
    }
  });

  test('each figure is written the one way, with its definition beside it', () => {
    for (const id of everyServiceProofPoint.filter((id): id is ClaimId => id !== 'guarantee')) {
      const claim = proofPoints[id];
      const {figure, label} = proofPoint(id);
      expect(figure).toBe(claim.figure);
      // Each figure is defined where it is shown: a headline claim with its basis, an average with its spread,
      // a rise with the level it started from.
      if (valueClaims.some((c) => c.id === id)) expect(label).toContain(claim.basis);
      else if (claim.before) expect(label).toMatch(new RegExp(`\\b${claim.before.replace('%', '')}\\b`));
      else if (claim.range) expect(label).toContain(`(average; ${claim.range})`);
    }
    expect(proofPoint('guarantee')).toEqual({figure: `${guarantee.days}-day`, label: 'implementation guarantee'});
  });

  test('an unknown id is an error, not a blank figure', () => {
    expect(() => proofPoint('no-such-claim' as ProofPointId)).toThrow(/no-such-claim/);
  });

  test('the overview quotes the market rate and the three pricing bands', () => {
    expect(pricing.intro).toContain(marketRates.hourly.range);
    expect(pricing.bands.map((b) => b.range)).toEqual(marketRates.bands.map((b) => b.range));
    expect(servicesIndex.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

describe('company pages', () => {
  test('each team member is an author of the blogs, with the picture /about shows, and the picture exists', () => {
    const authors = authorsMapOf(team);
    expect(Object.keys(authors)).toEqual(team.map((m) => m.key));
    for (const member of team) {
      expect(authors[member.key]).toMatchObject({name: member.name, title: member.role, image_url: member.avatar});
      expect(fs.existsSync(path.join(root, 'static', member.avatar))).toBe(true);
    }
    expect(firm.headline).toContain(brand.city);
    expect(firm.headline).toContain(String(brand.foundedYear));
  });

  test('the three pillars are trusted data, shared process and measured outcomes', () => {
    expect(pillars.map((p) => p.title)).toEqual(['Trusted data', 'Shared process', 'Measured outcomes']);
  });

  test('the program runs 100 days in phases and quotes one of the capacity figures the firm uses (6, 10 or 12 a quarter)', () => {
    expect([6, 10, 12]).toContain(PROGRAM_CAPACITY_PER_QUARTER);
    // The phases cover the 100 days without a gap or an overlap: from day 1, each starting the day after
    // the last ended, the last ending on day 100.
    const spans = programPhases.map((p) => {
      const match = /^Days (\d+)-(\d+)\b/.exec(p.days);
      expect([p.days, match !== null]).toEqual([p.days, true]);
      return {first: Number(match![1]), last: Number(match![2])};
    });
    expect(spans.length).toBeGreaterThan(1);
    expect(spans[0]!.first).toBe(1);
    expect(spans.at(-1)!.last).toBe(100);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i]!.first).toBe(spans[i - 1]!.last + 1);
    const text = JSON.stringify(program);
    for (const other of [6, 10, 12].filter((n) => n !== PROGRAM_CAPACITY_PER_QUARTER)) {
      expect(text).not.toMatch(new RegExp(`\\b${other} (new )?(portfolio )?(companies|organi[sz]ations)`));
    }
  });

  test('the playbook is requested from a person, with a clear subject', () => {
    // The chapters are numbered 1, 2, 3... in order, each with its own title and a line on what it holds.
    expect(playbookChapters.map((c) => c.number)).toEqual(playbookChapters.map((_, i) => i + 1));
    expect(new Set(playbookChapters.map((c) => c.title)).size).toBe(playbookChapters.length);
    for (const c of playbookChapters) expect([c.title.trim(), c.detail.trim()]).not.toContain('');
    expect(playbookMailto).toBe(`mailto:${contact.email}?subject=${encodeURIComponent(PLAYBOOK_REQUEST_SUBJECT)}`);
    expect(PLAYBOOK_REQUEST_SUBJECT).toMatch(/^Playbook request/);
    expect(playbook.metaDescription.length).toBeLessThanOrEqual(160);
  });

  test('get-started offers the assessment, the calculators and a consultation', () => {
    expect(getStartedOptions.map((o) => o.links[0].href)).toEqual(['/data-operations-assessment', '/revops-roi-calculator', '/contact']);
  });

  test("every link in the company pages' data leads to a page the site builds, titled as published", () => {
    const links = [
      ...approachReading,
      ...program.furtherReading,
      ...getStartedOptions.flatMap((o) => o.links.map((l) => ({...l, title: l.label}))),
    ];
    for (const link of links) {
      expect([link.href, routeExists(link.href)]).toEqual([link.href, true]);
      if (link.href.startsWith('/insights/')) expect(insights.get(link.href.slice('/insights/'.length))).toBe(link.title);
    }
  });
});

describe('legal documents', () => {
  const documents: LegalDocument[] = [privacyPolicy, termsOfService];
  const text = (doc: LegalDocument) =>
    doc.sections
      .flatMap((s) => s.blocks)
      .flatMap((b) => (typeof b === 'string' ? [b] : b.list))
      .join('\n');

  test.each(documents.map((d) => [d.title, d] as const))('%s: unique section ids, well-formed links that lead somewhere', (_t, doc) => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.metaDescription.length).toBeLessThanOrEqual(160);
    for (const block of text(doc).split('\n')) {
      expect(hasMalformedLinkMarkup(block)).toBe(false);
      for (const href of answerLinks(block)) expect([href, routeExists(href)]).toEqual([href, true]);
    }
    expect(text(doc)).toContain(contact.email);
  });

  test('the privacy policy describes the consent the site implements', () => {
    const policy = answerPlainText(text(privacyPolicy));
    expect(policy).toContain(`"${CONSENT_STORAGE_KEY}"`);
    expect(policy).toContain(`"${CONSENT_ACCEPTED}"`);
    expect(policy).toContain(`"${CONSENT_DECLINED}"`);
    expect(policy).toMatch(/close button \(X\) only hides the banner\. It stores nothing/);
    expect(policy).toContain('Cookie settings');
    expect(policy).toMatch(/no request is made to any host other than this site/);
    expect(policy).toContain('Consent Mode v2');
    expect(policy).toMatch(/HubSpot tracking code/);
    expect(policy).toMatch(/LCP, FCP, CLS, INP and TTFB/);
    expect(policy).toContain(PROGRESS_STORAGE_KEY);
  });

  test('the privacy policy lists every contact-form field, the page URL, the consent text and hubspotutk', () => {
    const section = privacyPolicy.sections.find((s) => s.id === 'contact-form');
    expect(section).toBeDefined();
    const words = answerPlainText(section!.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list)).join(' '));
    for (const field of [
      'what your inquiry is about',
      'name',
      'work e-mail address',
      'company',
      'role',
      'company size',
      'a message',
      'consent to be contacted',
    ]) {
      expect(words).toContain(field);
    }
    expect(words).toContain("HubSpot's Forms API");
    expect(words).toContain('URL');
    expect(words).toContain('hubspotutk');
    expect(words).toContain(consentText);
    expect(words).toContain(`session storage under the key "${CONTACT_DRAFT_STORAGE_KEY}"`);
    expect(words).toContain(`opens your own e-mail app with a message to ${contact.email}`);
  });

  test('retention and rights are stated', () => {
    const ids = privacyPolicy.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['retention', 'your-rights', 'contact-us', 'cookie-choice', 'contact-form']));
  });
});

describe('copy', () => {
  const everything = JSON.stringify([
    serviceCards,
    servicePages,
    servicesIndex,
    pricing,
    pillars,
    team,
    firm,
    program,
    programPhases,
    playbook,
    playbookChapters,
    getStartedOptions,
    privacyPolicy,
    termsOfService,
  ]);

  test('no placeholder text and no hype words', () => {
    expect(everything).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder/i);
    expect(everything).not.toMatch(/revolutionary|game-changing|\bunlock|supercharge|fast-paced world/i);
  });

  test('US spelling throughout', () => {
    expect(everything).not.toMatch(/standardis|organis|optimis|prioritis|behaviour|centred|programme/);
  });
});
