/**
 * The services data and the company pages' content: every service has a page,
 * every link leads to a real post or page with the title we show, every
 * figure is one of the firm's proof points, and the legal documents
 * quote what the code really does.
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {footerColumns} from '@site/src/config/footer';
import {mainNavigation, type NavDropdown} from '@site/src/config/navbar';
import {contact} from '@site/src/config/site';
import {approachReading, pillars} from '@site/src/data/approach';
import {privacyPolicy, termsOfService, type LegalDocument} from '@site/src/data/legal';
import {getStartedOptions, playbook, playbookChapters, playbookMailto, PLAYBOOK_REQUEST_SUBJECT} from '@site/src/data/playbook';
import {PROGRAM_CAPACITY_PER_QUARTER, program, programPhases} from '@site/src/data/program';
import {pricing, proofPoint, servicePages, servicesIndex, type ProofPointId} from '@site/src/data/servicePages';
import {isServicePage, serviceCards} from '@site/src/data/services';
import {firm, team} from '@site/src/data/team';
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

/** Every figure a page may quote: the firm's proof points, written exactly as src/data/claims.ts writes them. */
const briefFigures = ['19%', '73%', '18-22x', '50+', '47%', '28%', '35%', '+85%', '92%', '+78%', '100-day'];

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

describe('service cards', () => {
  test('six cards: the five services, then Custom Solutions to the contact form on its topic', () => {
    expect(serviceCards.map((c) => c.href)).toEqual([
      '/services/analytics-bi',
      '/services/dataops-implementation',
      '/services/team-training',
      '/services/marketing-operations-revops',
      '/services/lineage-mapping',
      '/contact?topic=custom-solutions',
    ]);
    expect(serviceCards[5]).toMatchObject({id: 'custom-solutions', title: 'Custom Solutions'});
  });

  test("each service's page is the route file named by its id, and renders that service", () => {
    for (const card of serviceCards.filter(isServicePage)) {
      expect(card.href).toBe(`/services/${card.id}`);
      const source = fs.readFileSync(path.join(root, `src/pages/services/${card.id}.tsx`), 'utf8');
      expect(source).toContain(`<ServicePageLayout id="${card.id}" />`);
    }
    const routeFiles = fs.readdirSync(path.join(root, 'src/pages/services')).filter((f) => f.endsWith('.tsx'));
    expect(routeFiles.sort()).toEqual([...serviceCards.filter(isServicePage).map((c) => `${c.id}.tsx`), '404.tsx', 'index.tsx'].sort());
  });

  test('the navbar and footer Services menus list every service page under its menu name, in the grid order', () => {
    const expected = [
      {name: 'Analytics & BI', href: '/services/analytics-bi'},
      {name: 'DataOps Implementation', href: '/services/dataops-implementation'},
      {name: 'Team Training & Implementation', href: '/services/team-training'},
      {name: 'Marketing Ops & RevOps', href: '/services/marketing-operations-revops'},
      {name: 'Data Lineage Mapping', href: '/services/lineage-mapping'},
    ];
    const servicesMenu = mainNavigation.find((entry) => entry.name === 'Services') as NavDropdown;
    expect(servicesMenu.items.slice(1)).toEqual(expected);
    expect(footerColumns.find((c) => c.title === 'Services')!.links.slice(1)).toEqual(expected);
  });

  test('ids are unique, and every card has a title, a description, an icon and a gradient', () => {
    expect(new Set(serviceCards.map((c) => c.id)).size).toBe(serviceCards.length);
    for (const card of serviceCards) {
      expect(card.title.length).toBeGreaterThan(3);
      expect(card.description.length).toBeGreaterThan(60);
      expect(card.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(card.gradient).toMatch(/^linear-gradient\(/);
    }
  });
});

describe('service pages', () => {
  test('each of the five services has its page data and its route file', () => {
    const serviceIds = serviceCards.filter((c) => c.href.startsWith('/services/')).map((c) => c.id);
    expect(servicePages.map((p) => p.id).sort()).toEqual([...serviceIds].sort());
    for (const id of serviceIds) {
      expect(fs.existsSync(path.join(root, `src/pages/services/${id}.tsx`))).toBe(true);
    }
  });

  test.each(servicePages.map((p) => [p.id, p] as const))('%s says what, for whom, how, when and with what outcome', (_id, page) => {
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(page.intro).toMatch(/^If you /);
    expect(page.forWhom.length).toBeGreaterThanOrEqual(3);
    expect(page.deliverables.length).toBeGreaterThanOrEqual(4);
    expect(page.phases.length).toBeGreaterThanOrEqual(4);
    expect(page.phases[0].when).toMatch(/^Weeks? 1/);
    expect(page.timeFrame).toMatch(/week/i);
    expect(page.outcomes.length).toBeGreaterThanOrEqual(3);
    for (const outcome of page.outcomes) expect(briefFigures).toContain(outcome.figure);
  });

  test.each(servicePages.map((p) => [p.id, p] as const))(
    '%s links to real insights and a real case study, titled as published',
    (_id, page) => {
      expect(page.relatedInsights.length).toBeGreaterThanOrEqual(3);
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
    expect(proofPoint('valuation')).toEqual({figure: '19%', label: expect.stringMatching(/^higher valuations /)});
    expect(proofPoint('ebitda').figure).toBe('73%');
    expect(proofPoint('roi').figure).toBe('18-22x');
    // Each figure is defined where it is shown, and an average carries its spread.
    expect(proofPoint('revops-efficiency')).toEqual({
      figure: '+85%',
      label: expect.stringMatching(/^revenue operations efficiency \(efficiency score up from 46 to 85 out of 100: /),
    });
    expect(proofPoint('data-quality')).toEqual({
      figure: '92%',
      label: expect.stringMatching(/^data quality score \(average score at the 100-day review, up from 61/),
    });
    expect(proofPoint('process-standardization')).toEqual({
      figure: '+78%',
      label: expect.stringMatching(/^process standardization \(share of our 40-practice/),
    });
    expect(proofPoint('qualified-leads')).toEqual({figure: '47%', label: 'more qualified leads in 90 days (average; from +19% to +74%)'});
    expect(proofPoint('guarantee')).toEqual({figure: '100-day', label: 'implementation guarantee'});
  });

  test('an unknown id is an error, not a blank figure', () => {
    expect(() => proofPoint('no-such-claim' as ProofPointId)).toThrow(/no-such-claim/);
  });

  test('the overview quotes the market rate and the three pricing bands', () => {
    expect(pricing.intro).toContain('$75-400');
    expect(pricing.bands.map((b) => b.range)).toEqual(['$3,500-12,000', '$12,000-35,000', '$25,000-75,000+']);
    expect(servicesIndex.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

describe('company pages', () => {
  test('the team matches the authors of the insights, and each avatar exists', () => {
    const authors = matter(`---\n${fs.readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')}\n---\n`).data as Record<
      string,
      {name: string; title: string; image_url: string}
    >;
    expect(team.map((m) => m.key).sort()).toEqual(Object.keys(authors).sort());
    for (const member of team) {
      expect(member.name).toBe(authors[member.key].name);
      expect(member.role).toBe(authors[member.key].title);
      expect(member.avatar).toBe(authors[member.key].image_url);
      expect(fs.existsSync(path.join(root, 'static', member.avatar))).toBe(true);
    }
    expect(firm.headline).toContain('Boston');
    expect(firm.headline).toContain('2012');
  });

  test('the three pillars are trusted data, shared process and measured outcomes', () => {
    expect(pillars.map((p) => p.title)).toEqual(['Trusted data', 'Shared process', 'Measured outcomes']);
  });

  test('the program runs 100 days in phases and quotes one of the capacity figures the firm uses (6, 10 or 12 a quarter)', () => {
    expect([6, 10, 12]).toContain(PROGRAM_CAPACITY_PER_QUARTER);
    // The phases are the engagement model's: the assessment first, adoption ending on day 100.
    expect(programPhases.map((p) => p.days)).toEqual([
      'Days 1-14 (weeks 1-2)',
      'Days 15-42 (weeks 3-6)',
      'Days 43-70 (weeks 7-10)',
      'Days 71-100 (weeks 11-14)',
    ]);
    const text = JSON.stringify(program);
    for (const other of [6, 10, 12].filter((n) => n !== PROGRAM_CAPACITY_PER_QUARTER)) {
      expect(text).not.toMatch(new RegExp(`\\b${other} (new )?(portfolio )?(companies|organi[sz]ations)`));
    }
  });

  test('the playbook is requested from a person, with a clear subject', () => {
    expect(playbookChapters.length).toBeGreaterThanOrEqual(6);
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
