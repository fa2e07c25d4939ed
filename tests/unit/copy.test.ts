/**
 * The copy check over blog/, case-studies/, docs/, src/data, src/pages and
 * src/components: US spelling (cspell's en-US dictionary, the project
 * dictionary project-words.txt and the British spellings flagged in
 * cspell.json), no link from a page to a post dated after it, proof-point
 * figures in the meaning src/data/claims.ts gives them, known client
 * examples with the figures tools/copy/examples.ts records, and composite
 * examples called composite. Each failure reads `file:line: rule: message`.
 */
import {describe, expect, test} from '@jest/globals';
import {guides, relatedContent, type GuideId} from '@site/src/data/guides';
import {namedExamples} from '@site/tools/copy/examples';
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
import {readCopyFiles, spellCheck} from './support/copyFiles';

const files = readCopyFiles();

/** The modules that define the figures and their rules: they state each figure in every meaning, by design. */
const FIGURE_SOURCES = new Set(['src/data/claims.ts', 'tools/copy/examples.ts', 'tools/copy/proofPointUsage.ts']);

const postDates = new Map(files.filter((f) => f.postPath && f.frontMatterDate).map((f) => [f.postPath ?? '', f.frontMatterDate ?? '']));

function report(list: readonly Violation[]): string[] {
  return sortViolations(list).map(formatViolation);
}

describe('the copy', () => {
  test('the check reads every content and code folder', () => {
    for (const prefix of ['blog/', 'case-studies/', 'docs/guides/', 'docs/faqs/', 'src/data/', 'src/pages/', 'src/components/']) {
      expect(files.some((f) => f.file.startsWith(prefix) && f.blocks.length > 0)).toBe(true);
    }
    expect(postDates.size).toBeGreaterThanOrEqual(46);
  });

  test('is written in US English', () => {
    const verdicts = spellCheck([...new Set(files.flatMap((f) => wordsToCheck(f.blocks)))]);
    expect(report(files.flatMap((f) => spellingViolations(f.file, f.blocks, verdicts)))).toEqual([]);
  });

  test('no page links to a post dated after it', () => {
    const pages = files.flatMap((f) =>
      laterLinkViolations(f.file, {date: pageDate(f.source, f.frontMatterDate), links: postLinksWithLines(f.source)}, postDates),
    );
    // The insights a guide features come from src/data/guides.ts; they are links from the guide page.
    const guidesFile = files.find((f) => f.file === 'src/data/guides.ts');
    const featured = (Object.keys(guides) as GuideId[]).flatMap((id) => {
      const page = files.find((f) => f.file === `docs/guides/${id}.mdx`);
      const date = page ? pageDate(page.source, null) : null;
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
});
