/**
 * The copy rules of tools/copy on small hand-made inputs: each rule fails
 * on a wrong sentence and passes on a right one, so a broken rule cannot
 * pass the site's copy test (tests/unit/copy.test.ts) by accident.
 */
import {describe, expect, test} from '@jest/globals';
import {markdownProse, proseOf, scriptProse, sentences, words} from '@site/tools/copy/prose';
import {
  clientNamePattern,
  compositeViolations,
  exampleViolations,
  figureViolations,
  formatViolation,
  laterLinkViolations,
  pageDate,
  parseCopyDate,
  postLinksWithLines,
  spellingViolations,
  wordsToCheck,
  type ExampleForCheck,
  type FigureUsage,
  type SpellVerdict,
} from '@site/tools/copy/rules';
import {namedExamples} from '@site/tools/copy/examples';
import {proofPointPhrases, proofPointUsage} from '@site/tools/copy/proofPointUsage';
import {spellCheck} from '@site/tests/unit/support/copyFiles';

const texts = (blocks: {text: string}[]) => blocks.map((b) => b.text.replace(/\s+/g, ' ').trim());

describe('prose extraction', () => {
  test('Markdown keeps text, link labels and prose front matter; drops code, URLs, file paths, link targets and comments', () => {
    const source = [
      '---',
      'slug: colour-post',
      'title: "A title"',
      'image: /img/x.webp',
      '---',
      '',
      'See [the guide](/guides/colour-guide) and https://example.org/colour here.',
      'Its colours live in src/data/colourScenes.ts.',
      '',
      '```js',
      'const colour = 1;',
      '```',
      '',
      '<!-- colour -->',
      'Inline `colour` code and *emphasis*.',
    ].join('\n');
    const blocks = markdownProse(source, {mdx: false});
    expect(texts(blocks)).toEqual(['A title', 'See the guide and here. Its colours live in', 'Inline code and *emphasis*.']);
    expect(blocks.map((b) => b.line)).toEqual([3, 7, 15]);
  });

  test('MDX drops imports and expressions, keeps prose attributes of JSX tags and their lines', () => {
    const source = [
      "import Hero from '@site/src/components/Hero';",
      '',
      '<Hero',
      '  title="Standard work"',
      '  href="/colour-page"',
      '  readTime={guides.x.readTime}',
      '/>',
      '',
      '## Heading {/* #heading */}',
      '',
      'Text with {figure} inside.',
    ].join('\n');
    const blocks = markdownProse(source, {mdx: true});
    expect(texts(blocks)).toEqual(['Standard work', '## Heading', 'Text with inside.']);
    expect(blocks[0]?.line).toBe(4);
    expect(sentences(blocks[0] ?? {text: '', line: 0})[0]?.line).toBe(4);
  });

  test('scripts keep copy literals and JSX text; drop imports, keys, class names, ids, paths and compared values', () => {
    const source = [
      "import x from './colour';",
      "const a = {id: 'colour-id', title: 'Our colour guide', className: 'hero hero--colour', href: '/colour'};",
      "if (mode === 'colour') {}",
      'const b = <p className="x">Pick a colour</p>;',
      'const c = `Days: ${n} in the programme`;',
      "const d = 'Colour';",
    ].join('\n');
    expect(texts(scriptProse(source, 'x.tsx'))).toEqual(['Our colour guide', 'Pick a colour', 'Days:', 'in the programme', 'Colour']);
    expect(scriptProse(source, 'x.tsx').map((b) => b.line)).toEqual([2, 4, 5, 5, 6]);
  });

  test('YAML keeps the values of prose keys', () => {
    expect(texts(proseOf('authors.yml', 'dana:\n  name: Dana\n  url: /about\n  description: Runs CRM-centred work.'))).toEqual([
      'Dana',
      'Runs CRM-centred work.',
    ]);
  });

  test('sentences split at full stops before a capital and at line breaks, not inside decimals', () => {
    expect(sentences({text: 'Churn fell from 8.2% to 3.1%. Then it held.\nA list item', line: 5}).map((s) => [s.text, s.line])).toEqual([
      ['Churn fell from 8.2% to 3.1%.', 5],
      ['Then it held.', 5],
      ['A list item', 6],
    ]);
  });

  test('words split hyphens, drop possessives, numbers and short words', () => {
    expect(words({text: "The company's CRM-centred Q4 plan", line: 1}).map((w) => w.text)).toEqual(['company', 'centred', 'plan']);
  });
});

describe('US spelling', () => {
  test('reports each rejected word at its line, with the US form for British spellings', () => {
    const blocks = [{text: 'Our programme\nis standardised and fine.', line: 10}];
    const verdicts = new Map<string, SpellVerdict>([
      ['programme', {british: true, suggestion: 'program'}],
      ['standardised', {british: true, suggestion: 'standardized'}],
    ]);
    expect(spellingViolations('a.md', blocks, verdicts).map(formatViolation)).toEqual([
      'a.md:10: us-spelling: "programme" is British spelling; write "program"',
      'a.md:11: us-spelling: "standardised" is British spelling; write "standardized"',
    ]);
    expect(spellingViolations('a.md', blocks, new Map())).toEqual([]);
    expect(wordsToCheck(blocks)).toEqual(['programme', 'standardised', 'fine']);
  });

  test('the speller (cspell en-US, the project dictionary, cspell.json) rejects British spellings and typos, accepts US and project words', () => {
    const verdicts = spellCheck([
      'programme',
      'standardised',
      'standardise',
      'licence',
      'centre',
      'optimisation',
      'behaviour',
      'colour',
      'recieve',
      'program',
      'standardized',
      'license',
      'center',
      'behavior',
      'HubSpot',
      'RevOps',
      'cutover',
    ]);
    expect([...verdicts.keys()].sort()).toEqual(
      ['behaviour', 'centre', 'colour', 'licence', 'optimisation', 'programme', 'recieve', 'standardise', 'standardised'].sort(),
    );
    expect(verdicts.get('programme')).toEqual({british: true, suggestion: 'program'});
    expect(verdicts.get('optimisation')).toEqual({british: true, suggestion: 'optimization'});
    expect(verdicts.get('recieve')?.british).toBe(false);
  }, 30_000);
});

describe('links to later posts', () => {
  const postDates = new Map([
    ['/insights/older', '2024-06-01'],
    ['/insights/newer', '2025-03-01'],
    ['/case-studies/january', '2025-01-21'],
  ]);

  test('a dated page may link to earlier posts and posts of the same month when it names only a month', () => {
    const source = 'Read [older](/insights/older), [newer](/insights/newer#x) and <a href="/case-studies/january">one</a>.';
    const links = postLinksWithLines(source);
    expect(links.map((l) => l.text)).toEqual(['/insights/older', '/insights/newer', '/case-studies/january']);
    expect(laterLinkViolations('g.mdx', {date: parseCopyDate('Updated January 2025'), links}, postDates).map(formatViolation)).toEqual([
      "g.mdx:1: later-link: links to /insights/newer, dated 2025-03-01, after this page's date 2025-01-31",
    ]);
    expect(laterLinkViolations('g.mdx', {date: '2025-06-01', links}, postDates)).toEqual([]);
    expect(laterLinkViolations('page.tsx', {date: null, links}, postDates)).toEqual([]);
  });

  test('page dates come from front matter, last_update or the hero line', () => {
    expect(parseCopyDate('Published December 1, 2024')).toBe('2024-12-01');
    expect(parseCopyDate('Updated February 2024')).toBe('2024-02-29');
    expect(parseCopyDate('No date here')).toBeNull();
    expect(pageDate('x', '2023-05-30')).toBe('2023-05-30');
    expect(pageDate('---\nlast_update:\n  date: 2025-06-02\n---', null)).toBe('2025-06-02');
    expect(pageDate('<GuideHero updated="Updated January 2025" />', null)).toBe('2025-01-31');
    expect(pageDate('no date', null)).toBeNull();
  });
});

describe('proof-point meanings', () => {
  const clients = clientNamePattern(namedExamples);
  const check = (text: string) =>
    figureViolations('p.md', [{text, line: 1}], proofPointUsage, clients, proofPointPhrases).map((v) => v.message);

  test('the 47% holds only as qualified leads in 90 days after rebuilt scoring and routing, never one client and never another cause', () => {
    expect(
      check(
        'Across 14 companies whose lead scoring and routing we rebuilt, qualified leads rose 47% on average in the 90 days after go-live.',
      ),
    ).toEqual([]);
    expect(check('Enrichment brought 47% more qualified leads in 90 days.')).toHaveLength(1);
    expect(check('The industrial distributor saw 47% more qualified leads in 90 days.')).toHaveLength(1);
    expect(check('Leads rose 47%.')).toHaveLength(2);
    expect(check('Top-ten customer concentration was 47%.')).toEqual([]);
  });

  test('19% and 73% belong to companies with standardized CRM operations, not to the 50+', () => {
    expect(check('Companies with standardized CRM operations see 19% higher valuations and 73% faster EBITDA growth.')).toEqual([]);
    expect(check('Across 50+ portfolio companies, standardized CRM operations go with 19% higher valuations.')).toHaveLength(1);
    expect(check('Companies with standardized CRM operations see 15% higher valuations.')).toHaveLength(1);
    expect(check('EBITDA grew 73% in the year.')).toHaveLength(2);
  });

  test('18-22x is defined as first-year revenue over program cost, never a measured return', () => {
    expect(check('The 18-22x ROI is first-year added revenue over the program cost, for a typical company.')).toEqual([]);
    expect(check('Across our engagements, the program has returned 18-22x ROI.')).toHaveLength(2);
  });

  test('+85% efficiency is defined from 46 to 85; 92% is an average, not a target; 340% is a return on cost, not an IRR', () => {
    expect(check('Revenue operations efficiency +85%: the score rose from 46 to 85.')).toEqual([]);
    expect(check('Clients see +85% efficiency.')).toHaveLength(1);
    expect(check('The average data quality score at the 100-day review is 92%.')).toEqual([]);
    expect(check('Track data quality against a 92% target.')).toHaveLength(2);
    expect(check('A 340% net return on the program cost over the remaining hold.')).toEqual([]);
    expect(check("The roll-up's 340% IRR impact.")).toHaveLength(3);
  });

  test('a figure with another topic is not a claim; 50+ counts companies', () => {
    expect(check('Only 35% of reps log calls, and 28% of records lack an owner.')).toEqual([]);
    expect(check('Trusted by 50+ portfolio companies.')).toEqual([]);
    expect(check('We have run 50+ implementations.')).toHaveLength(1);
  });

  test('a violation names its file, line, rule and figure', () => {
    const usage: FigureUsage = {
      id: 'x',
      figure: '10%',
      pattern: /10%/,
      topic: null,
      requires: [{pattern: /alpha/, scope: 'paragraph', why: 'say alpha'}],
      forbids: [],
      notOneClient: false,
    };
    const blocks = [{text: 'First line.\nIt is 10%.', line: 7}];
    expect(figureViolations('f.mdx', blocks, [usage], null).map(formatViolation)).toEqual(['f.mdx:8: proof-point: 10% (x): say alpha']);
    expect(figureViolations('f.mdx', [{text: 'Alpha.\nalpha is 10%.', line: 1}], [usage], null)).toEqual([]);
  });
});

describe('known examples', () => {
  const dealer: ExampleForCheck = {
    id: 'dealer',
    home: '/insights/dealer',
    aliases: ['dealer network'],
    facts: [
      {fact: 'revenue', figure: '$95M', cue: 'manufacturer|revenue'},
      {fact: 'territory managers', figure: '22', cue: 'territory managers'},
      {fact: 'duplicate rate', figure: '68% to 1.7%', cue: 'duplicate rate'},
    ],
  };
  const check = (text: string, page: string | null = null) =>
    exampleViolations('e.md', page, [{text, line: 3}], [dealer]).map(formatViolation);

  test('a named example with another figure fails; its recorded figures pass', () => {
    expect(check('A firm that rebuilt CRM for a $60M manufacturer with a dealer network.')).toEqual([
      'e.md:3: known-example: "dealer network" is the dealer example, whose revenue is $95M; the copy says $60M',
    ]);
    expect(check('A firm that rebuilt CRM for a $95M manufacturer with a dealer network.')).toEqual([]);
    expect(check('The dealer network had 20 territory managers.')).toHaveLength(1);
    expect(check('The dealer network had 22 territory managers.')).toEqual([]);
    expect(check('In the dealer network the duplicate rate fell from 68% to 2.5%.')).toHaveLength(1);
    expect(check('In the dealer network the duplicate rate fell from 68% to under 2%.')).toEqual([]);
  });

  test('other companies and unrelated numbers pass; on its own page only rates and multiples are held without the name', () => {
    expect(check('A $60M manufacturer with a distributor network.')).toEqual([]);
    expect(check('The duplicate rate fell to 5%.', '/insights/dealer')).toHaveLength(1);
    expect(check('We reached 410 dealers and 96 ordered from a $3M manufacturer list.', '/insights/dealer')).toEqual([]);
  });

  test('the go-live and cutover days are the recorded ones', () => {
    const timed: ExampleForCheck = {...dealer, scopeLiveDay: 96, cutoverDay: 70};
    const days = (text: string) => exampleViolations('e.md', '/insights/dealer', [{text, line: 1}], [timed]).map((v) => v.message);
    expect(days('The scope went live on day 96, after cutover on day 70.')).toEqual([]);
    expect(days('The engagement went live on day 88.')).toEqual([
      'this page is the dealer example: the agreed scope went live on day 96; the copy says day 88',
    ]);
    expect(days('We cut over at day 66.')).toHaveLength(1);
  });

  test('the recorded dealer-network manufacturer is $95M, so "$60M" fails with the real data', () => {
    expect(
      exampleViolations('g.mdx', null, [{text: 'CRM for a $60M manufacturer with a dealer network.', line: 1}], namedExamples),
    ).toHaveLength(1);
  });
});

describe('composite examples', () => {
  test('"fictional" fails; composite and hypothetical pass', () => {
    expect(compositeViolations('c.md', [{text: 'A fictional company.', line: 2}]).map(formatViolation)).toEqual([
      'c.md:2: composite: "fictional": call an example built from several clients composite, and an invented one hypothetical',
    ]);
    expect(compositeViolations('c.md', [{text: 'A composite company and a hypothetical quote.', line: 2}])).toEqual([]);
  });
});
