/**
 * The copy check over blog/, case-studies/, docs/, src/data, src/pages,
 * src/components and the contact form's messages (src/lib/contactForm.ts): US spelling (cspell's en-US dictionary, the project
 * dictionary project-words.txt and the British words flagged in
 * cspell.json) and US usage ("agree on", not "agree the"; "year over year",
 * "check the box", "business days"), no link from a
 * page to a post dated after it, proof-point figures in the meaning
 * src/data/claims.ts gives them, known client examples with the figures
 * tools/copy/examples.ts records, composite examples called composite;
 * dates (no past year presented as current in a title, no post citing a
 * year or a cohort after its date); calculators described only with their
 * inputs; and across the posts, no sentence repeated in three of them, a
 * link into every post from another page's prose, and openings with range;
 * across the landing pages, openings with range too. Links in copy lead to
 * pages the site has (a service link to a service of the data), and link
 * markup stands only in data fields the pages render as links.
 * Each failure reads `file:line: rule: message`.
 */
import {beforeAll, describe, expect, test} from '@jest/globals';
import {cohorts, proofPoints} from '@site/src/data/claims';
import {guides, relatedContent, type GuideId} from '@site/src/data/guides';
import {calculatorInputs} from '@site/tools/copy/calculatorInputs';
import {calculatorInputViolations} from '@site/tools/copy/calculators';
import {namedExamples} from '@site/tools/copy/examples';
import {openingMoveViolations, orphanPostViolations, repeatedSentenceViolations, type PostProse} from '@site/tools/copy/posts';
import {markdownTitles, proseLinks} from '@site/tools/copy/prose';
import {publicationState} from '@site/src/lib/publication';
import {isoDay} from '@site/src/lib/dates';
import {proofPointPhrases, proofPointUsage} from '@site/tools/copy/proofPointUsage';
import {
  clientNamePattern,
  compositeViolations,
  exampleViolations,
  figureViolations,
  formatViolation,
  laterLinkViolations,
  pageDate,
  postLinksWithLines,
  sortViolations,
  spellingViolations,
  wordsToCheck,
  type Violation,
} from '@site/tools/copy/rules';
import {agreeViolations, britishIdiomViolations} from '@site/tools/copy/usage';
import {cohortPeriods, laterProofPointViolations, laterYearViolations, titleYearViolations} from '@site/tools/copy/years';
import {linkMarkupViolations, fieldStrings, unknownLinkViolations, type KnownPages} from '@site/tools/copy/links';
import {landingOpeningMove, locateCopy, pageIntro, type LandingOpening} from '@site/tools/copy/landing';
import {servicePages} from '@site/src/data/services';
import {servicesIndex} from '@site/src/data/servicesOverview';
import {serviceCards} from '@site/src/data/services';
import {program} from '@site/src/data/program';
import {firm} from '@site/src/data/team';
import {playbook} from '@site/src/data/playbook';
import {readCopyFiles, spellCheck} from './support/copyFiles';
import {sitePaths} from './support/sitePaths';
import {pageChangeDays} from './support/pageDays';

const files = readCopyFiles();

/** The modules that define the figures and their rules: they state each figure in every meaning, by design. */
const FIGURE_SOURCES = new Set(['src/data/claims.ts', 'tools/copy/examples.ts', 'tools/copy/proofPointUsage.ts']);

const postDates = new Map(files.filter((f) => f.postPath && f.frontMatterDate).map((f) => [f.postPath ?? '', f.frontMatterDate ?? '']));

function report(list: readonly Violation[]): string[] {
  return sortViolations(list).map(formatViolation);
}

const postFiles = files.filter((f) => f.postPath !== null);

/** The posts, insights and case studies together, with the prose of their bodies. */
const posts: PostProse[] = postFiles.map((f) => ({
  file: f.file,
  path: f.postPath ?? '',
  blocks: f.blocks.filter((b) => b.line >= f.bodyLine),
  line: f.slugLine,
}));

/** Each page's last-change day as the build dates it (from git, or today for uncommitted work). */
let changeDays = new Map<string, string>();
beforeAll(async () => {
  changeDays = await pageChangeDays();
}, 120_000);

/** The day a page was last updated: a post's `last_update.date` or `date`; a doc's front matter or hero, else the day the build dates it. */
function updatedDay(f: (typeof files)[number]): string | null {
  if (f.postPath) return f.postUpdated;
  return pageDate(f.source, null) ?? (f.slug ? (changeDays.get(f.slug) ?? null) : null);
}

describe('the copy', () => {
  test('the check reads every content and code folder', () => {
    for (const prefix of ['blog/', 'case-studies/', 'docs/guides/', 'docs/faqs/', 'src/data/', 'src/pages/', 'src/components/']) {
      expect(files.some((f) => f.file.startsWith(prefix) && f.blocks.length > 0)).toBe(true);
    }
    expect(files.find((f) => f.file === 'src/lib/contactForm.ts')?.blocks.length).toBeGreaterThan(0);
    // Every post file of both blogs is read, with its date.
    expect(postDates.size).toBe(files.filter((f) => f.postPath).length);
    expect(postDates.size).toBeGreaterThan(0);
  });

  test('reads no code block: no line of a fenced block reaches the checks (spelling and the rest)', () => {
    const withCode = files.filter((f) => /\.mdx?$/.test(f.file) && /^(`{3,}|~{3,})\w/m.test(f.source));
    expect(withCode.length).toBeGreaterThan(0);
    for (const f of withCode) {
      const prose = f.blocks.map((b) => b.text).join('\n');
      const codeLines = [...f.source.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1/gm)].flatMap((m) => (m[2] ?? '').split('\n'));
      const leaked = codeLines.map((line) => line.trim()).filter((line) => /[A-Za-z]{3}/.test(line) && prose.includes(line));
      expect({file: f.file, leaked}).toEqual({file: f.file, leaked: []});
    }
  });

  test('is written in US English', () => {
    const verdicts = spellCheck([...new Set(files.flatMap((f) => wordsToCheck(f.blocks)))]);
    expect(report(files.flatMap((f) => spellingViolations(f.file, f.blocks, verdicts)))).toEqual([]);
  });

  test('no page links to a post dated after it', () => {
    const pages = files.flatMap((f) =>
      laterLinkViolations(f.file, {date: f.frontMatterDate ?? updatedDay(f), links: postLinksWithLines(f.source)}, postDates),
    );
    // The insights a guide features come from src/data/guides.ts; they are links from the guide page.
    const guidesFile = files.find((f) => f.file === 'src/data/guides.ts');
    const featured = (Object.keys(guides) as GuideId[]).flatMap((id) => {
      const page = files.find((f) => f.file === `docs/guides/${id}.mdx`);
      const date = page ? updatedDay(page) : null;
      const source = guidesFile?.source ?? '';
      const from = source.indexOf(`'${id}': {\n    guides:`);
      const links = relatedContent[id].insights.map((insight) => {
        const at = source.indexOf(`slug: '${insight.slug}'`, from);
        return {text: `/insights/${insight.slug}`, line: source.slice(0, at).split('\n').length};
      });
      return laterLinkViolations('src/data/guides.ts', {date, links}, postDates).map((v) => ({
        ...v,
        message: `${v.message} (featured on ${guides[id].path})`,
      }));
    });
    expect(report([...pages, ...featured])).toEqual([]);
  });

  test('states every proof-point figure in its one meaning', () => {
    const clients = clientNamePattern(namedExamples);
    const list = files
      .filter((f) => !FIGURE_SOURCES.has(f.file))
      .flatMap((f) => figureViolations(f.file, f.blocks, proofPointUsage, clients, proofPointPhrases));
    expect(report(list)).toEqual([]);
  });

  test('gives every known client example its recorded figures', () => {
    const list = files
      .filter((f) => !FIGURE_SOURCES.has(f.file))
      .flatMap((f) => exampleViolations(f.file, f.postPath, f.blocks, namedExamples));
    expect(report(list)).toEqual([]);
  });

  test('calls composite examples composite', () => {
    expect(report(files.flatMap((f) => compositeViolations(f.file, f.blocks)))).toEqual([]);
  });

  test('uses "agree" the US way: agree on or to something, never "agree the definitions"', () => {
    expect(report(files.flatMap((f) => agreeViolations(f.file, f.blocks)))).toEqual([]);
  });

  test('uses US idioms: "year over year", "check" and "check mark", "business days"', () => {
    expect(report(files.flatMap((f) => britishIdiomViolations(f.file, f.blocks)))).toEqual([]);
  });

  test('no title or heading presents a past year as current', () => {
    const pages = files
      .filter((f) => /\.mdx?$/.test(f.file))
      .flatMap((f) => titleYearViolations(f.file, markdownTitles(f.source, {mdx: f.file.endsWith('.mdx')}), updatedDay(f)));
    // A guide's title in src/data/guides.ts is its title in every card and link.
    const guidesSource = files.find((f) => f.file === 'src/data/guides.ts')?.source ?? '';
    const guideTitles = Object.values(guides).flatMap((guide) => {
      const at = guidesSource.indexOf(`title: '${guide.title}'`);
      const line = at < 0 ? 1 : guidesSource.slice(0, at).split('\n').length;
      return titleYearViolations('src/data/guides.ts', [{text: guide.title, line}], changeDays.get(guide.path) ?? null);
    });
    expect(report([...pages, ...guideTitles])).toEqual([]);
  });

  test('no post cites a year after its own date', () => {
    expect(report(postFiles.flatMap((f) => laterYearViolations(f.file, f.blocks, f.frontMatterDate)))).toEqual([]);
  });

  test('no post states a proof point whose cohort period ends after its date', () => {
    const periods = cohortPeriods(proofPoints, cohorts);
    const list = postFiles.flatMap((f) => laterProofPointViolations(f.file, f.blocks, f.frontMatterDate, proofPointUsage, periods));
    expect(report(list)).toEqual([]);
  });

  test('describes each calculator only with the inputs it has', () => {
    expect(report(files.flatMap((f) => calculatorInputViolations(f.file, f.blocks, f.source, calculatorInputs)))).toEqual([]);
  });

  test('no sentence of ten or more words stands in three or more posts', () => {
    expect(report(repeatedSentenceViolations(posts))).toEqual([]);
  });

  // A scheduled post, a draft or a retired post is left out of production, and a published page may not link to it
  // (the build fails), so it needs its link on its day: the rule holds it from then on.
  test("every published post has a link from another page's prose", () => {
    const pages = files.map((f) => ({file: f.file, links: proseLinks(f.file, f.source)}));
    const today = isoDay(Date.now());
    const published = new Set(
      postFiles
        .filter(
          (f) => f.frontMatterDate && publicationState({day: f.frontMatterDate, draft: f.draft, retired: f.retired}, today) === 'published',
        )
        .map((f) => f.file),
    );
    expect(
      report(
        orphanPostViolations(
          posts.filter((post) => published.has(post.file)),
          pages,
        ),
      ),
    ).toEqual([]);
  });

  test('no opening move opens more than a quarter of the posts', () => {
    expect(report(openingMoveViolations(posts))).toEqual([]);
  });

  test('no opening move opens more than a quarter of the landing pages', () => {
    expect(report(openingMoveViolations(landingOpenings(), {kind: 'landing pages', classify: landingOpeningMove}))).toEqual([]);
  });

  test('link markup stands only in data fields the pages render as links', () => {
    const scripts = files.filter((f) => /^src\/(?:data|pages)\/.*\.tsx?$/.test(f.file));
    expect(report(scripts.flatMap((f) => linkMarkupViolations(f.file, fieldStrings(f.file, f.source))))).toEqual([]);
  });

  test('every link in copy leads to a page the site has, and every service link to a service of the data', () => {
    expect(report(files.flatMap((f) => unknownLinkViolations(f.file, proseLinks(f.file, f.source), knownPages())))).toEqual([]);
  });
});

/** The pages a link in copy may lead to: the site's paths as the sources define them, and the services of the data. */
function knownPages(): KnownPages {
  const services = serviceCards.filter((card) => card.href.startsWith('/services/'));
  return {
    paths: new Set([...sitePaths(), ...services.map((card) => card.href)]),
    serviceSlugs: services.map((card) => card.href.slice('/services/'.length)),
  };
}

/**
 * The landing pages' openings: those written in data modules, read through
 * their exports and found in src/data for their lines, and those a page file
 * writes itself (its first `intro`).
 */
function landingOpenings(): LandingOpening[] {
  const dataSources = files.filter((f) => f.file.startsWith('src/data/'));
  const fromData = [
    ...servicePages.map((page) => ({path: page.href, text: page.intro})),
    {path: '/services', text: servicesIndex.intro},
    {path: '/pe-value-creation-program', text: program.intro},
    {path: '/about', text: firm.intro},
    {path: '/book', text: playbook.intro},
  ].map(({path, text}) => {
    const at = locateCopy(text, dataSources);
    return {file: at?.file ?? `(no data module holds "${text.slice(0, 40)}")`, path, blocks: [{text, line: at?.line ?? 1}]};
  });
  const fromPages = files
    // A page's own file, or a component beside it (`<route>/_components/...`); not the shared parts under src/pages/_*.
    .filter((f) => /^src\/pages\/[^_].*\.tsx$/.test(f.file))
    .flatMap((f) => {
      const intro = pageIntro(f.file, f.source);
      const route =
        f.file
          .replace(/^src\/pages/, '')
          .replace(/\/_.*$|\.tsx$/, '')
          .replace(/\/index$/, '') || '/';
      return intro ? [{file: f.file, path: route, blocks: [intro]}] : [];
    });
  return [...fromData, ...fromPages];
}
