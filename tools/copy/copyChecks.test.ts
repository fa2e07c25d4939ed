/**
 * The copy rules of tools/copy on small hand-made inputs: each rule fails
 * on a wrong sentence and passes on a right one, so a broken rule cannot
 * pass the site's copy test (tests/unit/copy.test.ts) by accident.
 */
import {describe, expect, test} from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import {markdownProse, markdownTitles, proseLinks, proseOf, scriptProse, sentences, words} from '@site/tools/copy/prose';
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
import {exampleFromFrontMatter, namedExamples, SIZE_CUE} from '@site/tools/copy/examples';
import {figureNumber, figurePattern, proofPointPhrases, proofPointUsage, RETURN_ON_COST} from '@site/tools/copy/proofPointUsage';
import {calculatorInputs, type CalculatorInputs} from '@site/tools/copy/calculatorInputs';
import {badDataCopy, badDataFields} from '@site/src/data/badDataCost';
import {hubspotRoiCopy, hubspotRoiFields} from '@site/src/data/hubspotRoi';
import {revopsRoiCopy, revopsRoiFields} from '@site/src/data/revopsRoi';
import {calculatorInputViolations} from '@site/tools/copy/calculators';
import {openingMove, openingMoveViolations, orphanPostViolations, repeatedSentenceViolations, type PostProse} from '@site/tools/copy/posts';
import {agreeViolations, britishIdiomViolations} from '@site/tools/copy/usage';
import {landingOpeningMove, locateCopy, pageIntro} from '@site/tools/copy/landing';
import {fieldStrings, linkMarkupViolations, RENDERED_LINK_FIELDS, unknownLinkViolations} from '@site/tools/copy/links';
import {cohortPeriods, currentYearsIn, laterProofPointViolations, laterYearViolations, titleYearViolations} from '@site/tools/copy/years';
import {cohorts, proofPoints, type ProofPointId} from '@site/src/data/claims';
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
    expect(sentences({text: 'Churn fell from 9.4% to 2.6%. Then it held.\nA list item', line: 5}).map((s) => [s.text, s.line])).toEqual([
      ['Churn fell from 9.4% to 2.6%.', 5],
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
      'a.md:10: us-spelling: "programme" is British; in US English write "program"',
      'a.md:11: us-spelling: "standardised" is British; in US English write "standardized"',
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
      'enquiry',
      'enquiries',
      'fortnight',
      'dialled',
      'inquiry',
      'dialed',
    ]);
    expect([...verdicts.keys()].sort()).toEqual(
      [
        'behaviour',
        'centre',
        'colour',
        'licence',
        'optimisation',
        'programme',
        'recieve',
        'standardise',
        'standardised',
        'enquiry',
        'enquiries',
        'fortnight',
        'dialled',
      ].sort(),
    );
    expect(verdicts.get('programme')).toEqual({british: true, suggestion: 'program'});
    expect(verdicts.get('enquiry')).toEqual({british: true, suggestion: 'inquiry'});
    expect(verdicts.get('enquiries')).toEqual({british: true, suggestion: 'inquiries'});
    expect(verdicts.get('fortnight')).toEqual({british: true, suggestion: 'two weeks'});
    expect(verdicts.get('dialled')).toEqual({british: true, suggestion: 'dialed'});
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
  // Every sentence below is made from src/data/claims.ts, so re-measuring a figure changes no test.
  const figure = (id: ProofPointId) => proofPoints[id].figure;
  const leads = figure('qualified-leads');
  const helped = figure('companies-helped');
  const efficiency = proofPoints['revops-efficiency'];
  /** A number that is not the figure's: its own plus a few. */
  const otherThan = (id: ProofPointId) => `${Number(figureNumber(figure(id))) + 4}%`;
  const rollUp = namedExamples.flatMap((e) => e.facts).find((f) => f.fact.startsWith(RETURN_ON_COST))!.figure;

  test('the qualified-leads figure holds only as qualified leads in 90 days after rebuilt scoring and routing, never one client and never another cause', () => {
    expect(
      check(
        `Across ${cohorts.leadRebuild.count} companies whose lead scoring and routing we rebuilt, qualified leads rose ${leads} on average in the 90 days after go-live.`,
      ),
    ).toEqual([]);
    expect(check(`Enrichment brought ${leads} more qualified leads in 90 days.`)).toHaveLength(1);
    expect(check(`The industrial distributor saw ${leads} more qualified leads in 90 days.`)).toHaveLength(1);
    expect(check(`Leads rose ${leads}.`)).toHaveLength(2);
    expect(check(`Top-ten customer concentration was ${leads}.`)).toEqual([]);
  });

  test(`the valuation and EBITDA figures belong to companies with standardized CRM operations, not to all companies helped`, () => {
    expect(
      check(
        `Companies with standardized CRM operations see ${figure('valuation')} higher valuations and ${figure('ebitda')} faster EBITDA growth.`,
      ),
    ).toEqual([]);
    expect(
      check(`Across ${helped} portfolio companies, standardized CRM operations go with ${figure('valuation')} higher valuations.`),
    ).toHaveLength(1);
    expect(check(`Companies with standardized CRM operations see ${otherThan('valuation')} higher valuations.`)).toHaveLength(1);
    expect(check(`EBITDA grew ${figure('ebitda')} in the year.`)).toHaveLength(2);
  });

  test('the return multiple is defined as first-year revenue over program cost, never a measured return', () => {
    expect(check(`The ${figure('roi')} ROI is first-year added revenue over the program cost, for a typical company.`)).toEqual([]);
    expect(check(`Across our engagements, the program has returned ${figure('roi')} ROI.`)).toHaveLength(2);
  });

  test('the efficiency rise is defined from where it started; data quality is an average, not a target; the roll-up return is on cost, not an IRR', () => {
    expect(check(`Revenue operations efficiency ${efficiency.figure}: the score rose from ${efficiency.before} out of 100.`)).toEqual([]);
    expect(check(`Clients see ${efficiency.figure} efficiency.`)).toHaveLength(1);
    expect(check(`The average data quality score at the 100-day review is ${figure('data-quality')}.`)).toEqual([]);
    expect(check(`Track data quality against a ${figure('data-quality')} target.`)).toHaveLength(2);
    expect(check(`A ${rollUp} net return on the program cost over the remaining hold.`)).toEqual([]);
    expect(check(`The roll-up's ${rollUp} IRR impact.`)).toHaveLength(3);
  });

  test('a figure with another topic is not a claim; the companies-helped count counts companies', () => {
    expect(check(`Only ${figure('close-rates')} of reps log calls, and ${figure('sales-cycle')} of records lack an owner.`)).toEqual([]);
    expect(check(`Trusted by ${helped} portfolio companies.`)).toEqual([]);
    expect(check(`We have run ${helped} implementations.`)).toHaveLength(1);
  });

  test('each figure form of claims.ts becomes its pattern; an unknown form is an error naming it', () => {
    // Invented figures, one of each form.
    expect(figurePattern('30+').test('30+ companies')).toBe(true);
    expect(figurePattern('30+').test('130+ companies')).toBe(false);
    expect(['12% more', 'rose 12%'].map((t) => figurePattern('12%').test(t))).toEqual([true, true]);
    expect(['112%', '+12%', '4.12%', '-12%'].map((t) => figurePattern('12%').test(t))).toEqual([false, false, false, false]);
    expect(['+40%', '40% higher', '40% of them', '140% higher'].map((t) => figurePattern('+40%').test(t))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['3-5x', '3x to 5x', '$3 to $5 times', '$3-5', '3-5 people'].map((t) => figurePattern('3-5x').test(t))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(() => figurePattern('about half')).toThrow(/figure "about half" of src\/data\/claims\.ts/);
    expect(figureNumber('+40%')).toBe('40');
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

  test("a case study's client front matter becomes its example; a field missing or malformed names the file and field", () => {
    // An invented client.
    const client = {
      aliases: ['widget maker'],
      sector: 'Manufacturing: widgets',
      ownership: 'PE-backed since 2011',
      facts: [
        {fact: 'revenue', figure: '$12M', cue: 'size'},
        {fact: 'plants', figure: '3'},
      ],
      people: {dataOwner: 'Plant controller', quote: 'CFO'},
      cutover_day: 61,
      scope_live_day: 83,
    };
    expect(exampleFromFrontMatter('case-studies/w.md', '/case-studies/widgets', {client})).toEqual({
      id: 'widgets',
      kind: 'client',
      home: '/case-studies/widgets',
      file: 'case-studies/w.md',
      aliases: ['widget maker'],
      sector: 'Manufacturing: widgets',
      ownership: 'PE-backed since 2011',
      facts: [
        {fact: 'revenue', figure: '$12M', cue: SIZE_CUE},
        {fact: 'plants', figure: '3'},
      ],
      people: {dataOwner: 'Plant controller', quote: 'CFO'},
      cutoverDay: 61,
      scopeLiveDay: 83,
    });
    expect(exampleFromFrontMatter('blog/p.md', '/insights/p', {title: 'No client'})).toBeNull();
    const bad = (fields: object) => () =>
      exampleFromFrontMatter('case-studies/w.md', '/case-studies/widgets', {client: {...client, ...fields}});
    expect(bad({sector: ''})).toThrow('case-studies/w.md: client.sector: is missing or empty');
    expect(bad({facts: [{fact: 'revenue', figure: 12}]})).toThrow('case-studies/w.md: client.facts[0].figure: is missing or empty');
    expect(bad({cutover_day: 'day 61'})).toThrow('case-studies/w.md: client.cutover_day: is not a day counted from kickoff');
    expect(bad({aliases: []})).toThrow('case-studies/w.md: client.aliases:');
    expect(bad({people: {quote: ''}})).toThrow('case-studies/w.md: client.people:');
  });

  test('each example recorded in a front matter holds: another size fails, its own passes', () => {
    expect(namedExamples.length).toBeGreaterThan(0);
    for (const example of namedExamples) {
      const size = example.facts.find((f) => f.cue === SIZE_CUE);
      if (!size) continue;
      const other = size.figure.replace(/\d+/, (n) => String(Number(n) * 2 + 1));
      const say = (figure: string) => [{text: `CRM for a ${figure} company known as the ${example.aliases[0]}.`, line: 1}];
      expect(exampleViolations('g.mdx', null, say(other), namedExamples)).toHaveLength(1);
      expect(exampleViolations('g.mdx', null, say(size.figure), namedExamples)).toEqual([]);
    }
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

describe('titles and links as the rules across pages read them', () => {
  test('markdownTitles reads front-matter titles, headings and JSX title props, not code', () => {
    const source = [
      '---',
      'title: "How to Hire a HubSpot Expert in 2025: The Complete Guide"',
      'sidebar_label: How to Hire a HubSpot Expert',
      'description: "Not a title in 2025"',
      '---',
      '',
      '<GuideHero',
      '  title="How to Hire a HubSpot Expert in 2025"',
      '/>',
      '',
      '## Pricing in 2025 {/* #pricing */}',
      '',
      '```md',
      '## Not a heading in 2025',
      '```',
    ].join('\n');
    expect(markdownTitles(source, {mdx: true})).toEqual([
      {text: 'How to Hire a HubSpot Expert in 2025: The Complete Guide', line: 2},
      {text: 'How to Hire a HubSpot Expert', line: 3},
      {text: 'How to Hire a HubSpot Expert in 2025', line: 8},
      {text: 'Pricing in 2025', line: 11},
    ]);
  });

  test('proseLinks reads links in text and copy strings, not in code, comments, front matter, records or card props', () => {
    const markdown = [
      '---',
      'slug: x',
      'see: "[no](/insights/front)"',
      '---',
      '',
      'Read [the plan](/insights/crm-cleanup-plan#week-1) and <a href="/insights/inline">this one</a>.',
      '<!-- [no](/insights/comment) -->',
      '`[no](/insights/code)`',
      '<Card href="/insights/card" />',
    ].join('\n');
    expect(proseLinks('blog/a.md', markdown)).toEqual([
      {text: '/insights/crm-cleanup-plan', line: 6},
      {text: '/insights/inline', line: 6},
    ]);
    const script = [
      "export const faq = {answer: 'Our [cleanup plan](/insights/crm-cleanup-plan) shows it.'};",
      "export const reading = [{slug: 'lead-scoring-pitfalls', title: 'Seven Lead Scoring Mistakes'}, {title: 'A post', href: '/insights/card'}];",
      'const p = (',
      '  <p>',
      '    See <Link to="/insights/inline">the post</Link> first.',
      '  </p>',
      ');',
      'const list = <ul><li><Link to="/insights/listed">A post</Link></li></ul>;',
    ].join('\n');
    expect(proseLinks('src/data/x.tsx', script)).toEqual([
      {text: '/insights/crm-cleanup-plan', line: 1},
      {text: '/insights/inline', line: 5},
    ]);
  });
});

describe('dates', () => {
  test('a title that presents a past year as current fails on a page updated in a later year', () => {
    const titles = [{text: 'How to Hire a HubSpot Expert in 2025', line: 27}];
    expect(titleYearViolations('g.mdx', titles, '2026-11-25').map(formatViolation)).toEqual([
      `g.mdx:27: title-year: "How to Hire a HubSpot Expert in 2025" presents 2025 as current on a page updated 2026-11-25: drop the year, or give the page's own`,
    ]);
    expect(titleYearViolations('g.mdx', titles, '2025-06-02')).toEqual([]);
    expect(titleYearViolations('g.mdx', titles, null)).toEqual([]);
    expect(titleYearViolations('g.mdx', [{text: 'How to Hire a HubSpot Expert', line: 1}], '2026-11-25')).toEqual([]);
  });

  test('a year in a title is current at its end or as an edition; a date, a period or a year mid-title is history', () => {
    expect(currentYearsIn('How to Hire a HubSpot Expert in 2025: The Complete Guide')).toEqual([2025]);
    expect(currentYearsIn('The 2025 Guide to HubSpot Pricing')).toEqual([2025]);
    expect(currentYearsIn('HubSpot pricing (2024)')).toEqual([2024]);
    expect(currentYearsIn('The board meeting of February 2024')).toEqual([]);
    expect(currentYearsIn('Exits in 2011-2016')).toEqual([]);
    expect(currentYearsIn('What we learned from 2019 to 2023')).toEqual([]);
    expect(currentYearsIn('What changed in 2024 at the broker')).toEqual([]);
    expect(currentYearsIn('Q3 2024 in numbers')).toEqual([]);
  });

  test('a post dated 2023 that cites exits through 2025 fails; the same sentence in a 2025 post passes', () => {
    const blocks = [{text: 'Across 23 exits between 2017 and 2025, standardized companies sold higher.\nIn 2022 we started.', line: 40}];
    expect(laterYearViolations('b.md', blocks, '2023-11-28').map(formatViolation)).toEqual([
      "b.md:40: later-year: cites 2025, after this post's date 2023-11-28: a post's facts are as of its date",
    ]);
    expect(laterYearViolations('b.md', blocks, '2025-05-15')).toEqual([]);
    expect(laterYearViolations('b.md', [{text: 'It cost $2050 and 2030% of nothing.', line: 1}], '2023-01-01')).toEqual([]);
  });

  test("a dated editor's note may cite years up to its own date, and no later", () => {
    const note = {text: "*Editor's note, November 2026:* HubSpot retired the property in 2025. It returns in 2027.", line: 9};
    expect(laterYearViolations('b.md', [note], '2024-12-10').map(formatViolation)).toEqual([
      "b.md:9: later-year: cites 2027, after this post's date 2024-12-10: a post's facts are as of its date",
    ]);
    const undated = {text: 'Later, HubSpot changed it in 2025.', line: 3};
    expect(laterYearViolations('b.md', [undated], '2024-12-10').map(formatViolation)).toEqual([
      "b.md:3: later-year: cites 2025, after this post's date 2024-12-10: a post's facts are as of its date",
    ]);
  });

  test('cohort periods come from each proof point, or from the cohort its population counts', () => {
    // Invented proof points and cohorts.
    const points = {
      own: {population: '9 companies, 2011-2016.'},
      counted: {population: 'The same 7 companies as above.'},
      none: {population: 'Every engagement since 2010.'},
    };
    const periods = cohortPeriods(points, {a: {count: 7, period: '2012-2014'}, b: {count: 9}});
    expect(periods.get('own')).toEqual({period: '2011-2016', end: 2016});
    expect(periods.get('counted')).toEqual({period: '2012-2014', end: 2014});
    expect(periods.has('none')).toBe(false);
  });

  test('a post dated before the end of a proof point cohort that states it fails; a post dated after, and the same number on another topic, pass', () => {
    const periods = cohortPeriods(proofPoints, cohorts);
    const check = (text: string, date: string) =>
      laterProofPointViolations('c.md', [{text, line: 9}], date, proofPointUsage, periods).map(formatViolation);
    const leads = proofPoints['qualified-leads'].figure;
    const {period} = cohorts.leadRebuild;
    const end = Number(period.slice(-4));
    const sentence = `Qualified leads rose ${leads} on average in the 90 days after go-live across the ${cohorts.leadRebuild.count} companies.`;
    expect(check(sentence, `${end - 2}-05-30`)).toEqual([
      `c.md:9: later-proof-point: states ${leads} (qualified-leads), whose cohort runs ${period}, after this post's date ${end - 2}-05-30: use the post's own example, or what we had seen by then`,
    ]);
    expect(
      check(
        `Standardized companies sold at ${proofPoints.valuation.figure} higher valuations and grew EBITDA ${proofPoints.ebitda.figure} faster.`,
        `${Number(cohorts.exits.period.slice(-4)) - 1}-10-08`,
      ),
    ).toHaveLength(2);
    expect(check(sentence, `${end}-02-11`)).toEqual([]);
    expect(check(`${leads} of the records had no owner.`, `${end - 2}-05-30`)).toEqual([]);
  });
});

describe('calculator inputs', () => {
  const tools: CalculatorInputs[] = [
    {
      path: '/revops-roi-calculator',
      name: 'RevOps ROI calculator',
      inputs: [
        {field: 'avgRevenue', label: 'Average annual revenue per company'},
        {field: 'currentEfficiency', label: 'Current operational efficiency'},
      ],
    },
    {
      path: '/hubspot-roi-calculator',
      name: 'HubSpot ROI calculator',
      inputs: [
        {field: 'conversionLift', label: 'Conversion lift'},
        {field: 'dealSize', label: 'Average deal size'},
      ],
    },
    {path: '/bad-data-cost-calculator', name: 'bad data cost calculator', inputs: [{field: 'stalePct', label: 'Share stale'}]},
  ];
  const check = (text: string, source = text) =>
    calculatorInputViolations('k.md', [{text, line: 1}], source, tools).map((v) => v.message.replace(/,? which.*$/, ''));

  test("the issue's three sentences fail, one line per metric the tool does not take", () => {
    expect(check('To size a similar rebuild, the HubSpot ROI calculator starts from cycle length and win rate.')).toEqual([
      'says the HubSpot ROI calculator (/hubspot-roi-calculator) takes "win rate"',
      'says the HubSpot ROI calculator (/hubspot-roi-calculator) takes "cycle length"',
    ]);
    expect(check('To size a similar program, the RevOps ROI calculator takes churn and ARR as inputs.')).toEqual([
      'says the RevOps ROI calculator (/revops-roi-calculator) takes "churn"',
      'says the RevOps ROI calculator (/revops-roi-calculator) takes "ARR"',
    ]);
    expect(check('The bad-data cost calculator accepts retention and conversion rates as inputs.')).toHaveLength(2);
  });

  test('a link names the tool, and "the calculator" refers back to the one named last in the paragraph', () => {
    const text = 'Then the calculator takes churn as an input.';
    expect(check(text, 'Then [the calculator](/revops-roi-calculator) takes churn as an input.')).toEqual([
      'says the RevOps ROI calculator (/revops-roi-calculator) takes "churn"',
    ]);
    expect(check('We used the bad data cost calculator. The calculator accepts retention and conversion rates.')).toHaveLength(2);
    expect(check('The calculator accepts retention and conversion rates.')).toEqual([]);
  });

  test('inputs it has, what it gives back, and metrics in another clause pass', () => {
    expect(check("The RevOps ROI calculator takes a company's revenue and its efficiency score.")).toEqual([]);
    expect(check('The HubSpot ROI calculator takes your conversion lift and average deal size.')).toEqual([]);
    expect(check('Put the stale share into the bad data cost calculator.')).toEqual([]);
    expect(check('Put your figures into the bad data cost calculator: the stale share and your churn.')).toHaveLength(1);
    expect(check('The RevOps ROI calculator takes revenue, and the HubSpot ROI calculator takes a conversion lift.')).toEqual([]);
    expect(check('Put your churn and ARR into the RevOps ROI calculator.')).toHaveLength(2);
    expect(check('The RevOps ROI calculator takes revenue and efficiency and gives a return multiple, not a churn forecast.')).toEqual([]);
    expect(check('The win rate rose from 12% to 17%, and the HubSpot ROI calculator takes deal size.')).toEqual([]);
    expect(check('Use the RevOps ROI calculator; our service builds the CAC report.')).toEqual([]);
  });

  test("the tools' inputs are read from their field specs", () => {
    // Each tool's inputs are its fields, in their order, with the labels its page shows: whatever their number.
    const specs: [string, Record<string, unknown>, Record<string, {label: string}>][] = [
      ['/revops-roi-calculator', revopsRoiFields, revopsRoiCopy],
      ['/hubspot-roi-calculator', hubspotRoiFields, hubspotRoiCopy],
      ['/bad-data-cost-calculator', badDataFields, badDataCopy],
    ];
    expect(calculatorInputs.map((t) => [t.path, t.inputs])).toEqual(
      specs.map(([tool, fields, copy]) => [tool, Object.keys(fields).map((field) => ({field, label: copy[field]!.label}))]),
    );
    for (const tool of calculatorInputs)
      for (const input of tool.inputs) expect([tool.path, input.label.trim()]).not.toEqual([tool.path, '']);
    const real = (text: string) => calculatorInputViolations('k.md', [{text, line: 1}], text, calculatorInputs);
    expect(real('The HubSpot ROI calculator starts from cycle length and win rate.')).toHaveLength(2);
    expect(real('The RevOps ROI calculator takes churn and ARR.')).toHaveLength(2);
    expect(real('The bad data cost calculator accepts retention and conversion rates.')).toHaveLength(2);
    expect(
      real('The RevOps ROI calculator works from the number of portfolio companies, their average revenue and their efficiency.'),
    ).toEqual([]);
    expect(real('The HubSpot ROI calculator takes a conversion lift, deals won a year and the average deal size.')).toEqual([]);
  });
});

describe('US usage: agree', () => {
  const check = (text: string) => agreeViolations('u.md', [{text, line: 4}]).map(formatViolation);

  test('the British transitive "agree" fails', () => {
    expect(check('First agree the definitions.')).toEqual([
      'u.md:4: us-usage: "agree the definitions": "agree" with an object is British; in US English agree on (or to) it, or settle, set or sign it',
    ]);
    for (const text of [
      'We agreed a scope in week 2.',
      'If the portfolio cannot agree what pipeline means, nothing holds.',
      'Agree scope, milestones and exit criteria.',
      'The management presentation has one definition, and finance agrees it.',
      'Agree in advance the shortfall that would change the budget.',
      'Leadership has to agree them.',
      'If the company has not agreed what coverage means, the trace documents an argument.',
      'Agree the "does not own" list in writing.',
      'For most teams, agreeing this list with IT is the longest conversation.',
    ]) {
      expect(check(text)).toHaveLength(1);
    }
  });

  test('agree on, to, with, that and upon, "agreed" as an adjective or a passive, "as agreed" and a clause pass', () => {
    for (const text of [
      'First agree on the definitions, then agree to the terms and agree with finance.',
      'They agree that the scope is live, and agree upon a date.',
      'The agreed scope went live on day 96, as agreed.',
      'The scope was agreed in week 2 and the fields agreed in week 3 are required.',
      'The two reports agree within 2%.',
      'Everyone agrees the number is wrong.',
      'When two reports that should agree give different numbers, ask why.',
      'Sales and marketing disagree the most about leads.',
    ]) {
      expect(check(text)).toEqual([]);
    }
  });
});

describe('US usage: British idioms a speller cannot see', () => {
  const check = (text: string) => britishIdiomViolations('i.md', [{text, line: 7}]).map(formatViolation);

  test('period comparisons "X on X" fail, with the "X over X" form', () => {
    expect(check('Bookings grew 12% year on year.')).toEqual([
      'i.md:7: us-usage: "year on year" is British for a period compared with the one before; in US English write "year over year"',
    ]);
    expect(check('Quarter-on-quarter churn fell, and month-on-month signups rose; week on week, day-on-day.')).toEqual([
      'i.md:7: us-usage: "Quarter-on-quarter" is British for a period compared with the one before; in US English write "Quarter-over-quarter"',
      'i.md:7: us-usage: "month-on-month" is British for a period compared with the one before; in US English write "month-over-month"',
      'i.md:7: us-usage: "week on week" is British for a period compared with the one before; in US English write "week over week"',
      'i.md:7: us-usage: "day-on-day" is British for a period compared with the one before; in US English write "day-over-day"',
    ]);
  });

  test('"year over year", and periods that are not compared, pass', () => {
    for (const text of [
      'Bookings grew 12% year over year, and quarter-over-quarter churn fell.',
      'The review runs once a quarter on the first Monday.',
      'We report the year on one page, and the month on another.',
      'Year after year, the deck said the same.',
    ]) {
      expect(check(text)).toEqual([]);
    }
  });

  test('"working day(s)" fails, with "business day(s)"', () => {
    expect(check('The sponsor answers within two working days.')).toEqual([
      'i.md:7: us-usage: "working days" is British for a weekday that is not a holiday; in US English write "business days"',
    ]);
    expect(check('Working-day estimates are padded; a working day is lost.')).toEqual([
      'i.md:7: us-usage: "Working-day" is British for a weekday that is not a holiday; in US English write "Business-day"',
      'i.md:7: us-usage: "working day" is British for a weekday that is not a holiday; in US English write "business day"',
    ]);
    expect(
      check('We answer within two business days; the hard-working days of cleanup are ours, and the model keeps working daily.'),
    ).toEqual([]);
  });

  test('"tick" for a check mark or for checking a box fails, with its US form', () => {
    expect(check('Tick the box so we may contact you.')).toEqual([
      'i.md:7: us-usage: "Tick" is British for a check mark; in US English write "Check"',
    ]);
    expect(check('Tick what the platform does today.')).toHaveLength(1);
    expect(check('Ticking items needs JavaScript.')).toEqual([
      'i.md:7: us-usage: "Ticking" is British for a check mark; in US English write "Checking"',
    ]);
    expect(check('The consent statement you ticked, word for word.')).toEqual([
      'i.md:7: us-usage: "ticked" is British for a check mark; in US English write "checked"',
    ]);
    expect(check('A checklist page with ticks beside a wrench, and a card with a green tick.')).toEqual([
      'i.md:7: us-usage: "ticks" is British for a check mark; in US English write "check marks"',
      'i.md:7: us-usage: "tick" is British for a check mark; in US English write "check mark"',
    ]);
    expect(check('Please tick each requirement you meet.')).toHaveLength(1);
    expect(check('We ticked off the migration steps one by one.')).toEqual([
      'i.md:7: us-usage: "ticked off" is British for a check mark; in US English write "checked off"',
    ]);
    expect(check('A tickbox, then two tick-boxes.')).toEqual([
      'i.md:7: us-usage: "tickbox" is British for a check mark; in US English write "checkbox"',
      'i.md:7: us-usage: "tick-boxes" is British for a check mark; in US English write "checkboxes"',
    ]);
  });

  test('"tick" in its US senses passes: a small move, a clock, axis marks, "ticked off" for annoyed', () => {
    for (const text of [
      'Win rates ticked up two points and churn ticked down.',
      'Every week the clock ticks, and the list of open deals grows.',
      'Revenue ticks higher, and the list of open deals grows.',
      'The chart has tick marks every 10%, and the axis ticks are labeled.',
      'The sales team was ticked off when the list changed.',
      'Each box is checked, and the consent statement you checked is sent word for word.',
    ]) {
      expect(check(text)).toEqual([]);
    }
  });
});

function post(file: string, text: string, path = `/insights/${file.replace(/\W/g, '')}`): PostProse {
  return {file, path, blocks: [{text, line: 12}], line: 2};
}

describe('rules across posts', () => {
  test('a sentence of ten or more words in three posts fails where it stands; in two posts, or shorter, it passes', () => {
    const repeated = 'In the 90 days after go-live (against the 90 days before), leads rose.';
    const three = [post('a.md', `Intro. ${repeated}`), post('b.md', repeated.toUpperCase()), post('c.md', repeated.replace(/[(),]/g, ''))];
    expect(repeatedSentenceViolations(three).map((v) => `${v.file}:${v.line}:${v.rule}`)).toEqual([
      'a.md:12:repeated-sentence',
      'b.md:12:repeated-sentence',
      'c.md:12:repeated-sentence',
    ]);
    expect(repeatedSentenceViolations(three)[0]?.message).toContain('stands word for word in 3 posts (b.md, c.md too)');
    expect(repeatedSentenceViolations(three.slice(0, 2))).toEqual([]);
    const short = 'The scope was signed on day 14, as planned.';
    expect(repeatedSentenceViolations([post('a.md', short), post('b.md', short), post('c.md', short)])).toEqual([]);
  });

  test("a post that only a generated list links to is an orphan; a link from another page's prose or an FAQ answer is not", () => {
    const posts = [post('blog/a.md', 'A.', '/insights/a'), post('blog/b.md', 'B.', '/insights/b'), post('blog/c.md', 'C.', '/insights/c')];
    const pages = [
      {file: 'blog/a.md', links: proseLinks('blog/a.md', 'See [me](/insights/a) and [b](/insights/b#x).')},
      {file: 'src/data/faqs/x.ts', links: proseLinks('src/data/faqs/x.ts', "const answer = 'Our [post](/insights/c) explains it.';")},
      {file: 'src/data/services.ts', links: proseLinks('src/data/services.ts', "const related = [{slug: 'a', title: 'Post A'}];")},
    ];
    expect(orphanPostViolations(posts, pages).map(formatViolation)).toEqual([
      "blog/a.md:2: orphan-post: no other page's prose links to /insights/a (generated lists do not count): link it where a reader of a later post, a guide, an FAQ answer or a service page needs it",
    ]);
    expect(orphanPostViolations(posts.slice(1), pages)).toEqual([]);
  });

  test('opening moves: a number, a board or CFO question, naming the reader, a question, other', () => {
    expect(openingMove('$1,294,800 a year.')).toBe('a number');
    expect(openingMove('Sixty thousand contacts and a pipeline nobody believes: that is the inheritance.')).toBe('a number');
    expect(openingMove('Six weeks before an add-on closes, the data is still in two systems.')).toBe('other');
    expect(openingMove('One CEO reports pipeline as every open deal, another counts less.')).toBe('other');
    expect(openingMove('The board asked why organic growth was 3.2% when the plan said 8%.')).toBe(
      "a board member's, CFO's, operating partner's or buyer's question",
    );
    expect(openingMove('"What is bad data actually costing us?"', 'A CFO usually asks it once.')).toBe(
      "a board member's, CFO's, operating partner's or buyer's question",
    );
    expect(openingMove('If you are a VP of marketing with a portal nobody understands, start here.')).toBe('naming the reader');
    expect(openingMove('You run RevOps at a PE-backed company, and two clocks are running.')).toBe('naming the reader');
    expect(openingMove('Why did this contact get two welcome emails?')).toBe('a question');
    expect(openingMove('This is the engagement where we missed our own date.')).toBe('other');
  });

  test('no opening move but "other" may open more than a quarter of the posts', () => {
    const board = 'The board asked why the pipeline fell.';
    const others = ['A scene.', 'A claim.', 'A definition.', 'A mistake.', 'A story.'].map((t, i) => post(`o${i}.md`, t));
    const posts = [post('b1.md', board), post('b2.md', board), ...others, post('n.md', '$1,294,800 a year.')];
    expect(openingMoveViolations(posts)).toEqual([]);
    const more = [...posts, post('b3.md', `Intro heading text. ${board}`), post('b4.md', board)];
    expect(openingMoveViolations(more).map(formatViolation)).toEqual([
      "b1.md:12: opening-move: opens on a board member's, CFO's, operating partner's or buyer's question, as 3 of 10 posts do (at most 2, a quarter, may): open this one another way",
      "b2.md:12: opening-move: opens on a board member's, CFO's, operating partner's or buyer's question, as 3 of 10 posts do (at most 2, a quarter, may): open this one another way",
      "b4.md:12: opening-move: opens on a board member's, CFO's, operating partner's or buyer's question, as 3 of 10 posts do (at most 2, a quarter, may): open this one another way",
    ]);
  });
});

describe('landing pages', () => {
  const landing = (file: string, text: string, line = 5) => ({file, path: `/${file}`, blocks: [{text, line}]});

  test('a hero that addresses the reader by situation names the reader; other moves are read as in a post', () => {
    expect(landingOpeningMove('If you have sat through a CRM project that ran months over, read on.')).toBe('naming the reader');
    expect(landingOpeningMove('When you are not ready to talk yet, do not.')).toBe('naming the reader');
    expect(landingOpeningMove('If you are a CFO with three pipeline numbers, start here.')).toBe('naming the reader');
    expect(landingOpeningMove('$1,294,800 a year.')).toBe('a number');
    expect(landingOpeningMove('Three pipeline numbers reach the board every quarter.')).toBe('a number');
    expect(landingOpeningMove('A CRM nobody trusts is a data problem first.')).toBe('other');
  });

  test('no move but "other" may open more than a quarter of the landing pages, counted apart from the posts', () => {
    const pages = [
      landing('src/data/services.ts', 'If you are a CFO who gets three pipeline numbers, the problem is definitions.', 100),
      landing('src/pages/approach.tsx', 'If you have sat through a CRM project that ran over, this page explains why ours do not.', 20),
      ...['A scene.', 'A claim.', 'A definition.', 'A mistake.', 'A story.', 'A promise.'].map((t, i) => landing(`p${i}.tsx`, t)),
    ];
    expect(openingMoveViolations(pages, {kind: 'landing pages', classify: landingOpeningMove})).toEqual([]);
    const more = [...pages, landing('src/data/program.ts', 'If you run operations at a PE firm, start from ours.', 35)];
    expect(openingMoveViolations(more, {kind: 'landing pages', classify: landingOpeningMove}).map(formatViolation)).toEqual([
      'src/data/services.ts:100: opening-move: opens on naming the reader, as 3 of 9 landing pages do (at most 2, a quarter, may): open this one another way',
      'src/pages/approach.tsx:20: opening-move: opens on naming the reader, as 3 of 9 landing pages do (at most 2, a quarter, may): open this one another way',
      'src/data/program.ts:35: opening-move: opens on naming the reader, as 3 of 9 landing pages do (at most 2, a quarter, may): open this one another way',
    ]);
    // Read as posts are, the situation ("If you have sat through...") is not a role, so only two name the reader.
    expect(openingMoveViolations(more, {kind: 'landing pages'})).toEqual([]);
  });

  test("a page's own hero intro: a string, the first paragraph of JSX, else the paragraph after its h1; none when it comes from data", () => {
    expect(pageIntro('a.tsx', 'const A = () => (\n  <PageHero\n    title="T"\n    intro="Plain words here." />\n);')).toEqual({
      text: 'Plain words here.',
      line: 4,
    });
    const jsx = [
      'const A = () => (',
      '  <ToolPage',
      '    intro={',
      '      <>',
      '        <p>',
      '          First &ldquo;words&rdquo; of the',
      "          {'hero'} paragraph.",
      '        </p>',
      '        <p>Second paragraph.</p>',
      '      </>',
      '    }',
      '  />',
      ');',
    ].join('\n');
    expect(pageIntro('b.tsx', jsx)).toEqual({text: 'First “words” of the hero paragraph.', line: 6});
    const lead = 'const A = () => (\n  <div>\n    <h1>Title</h1>\n    <p className="x">\n      The lead paragraph.\n    </p>\n  </div>\n);';
    expect(pageIntro('c.tsx', lead)).toEqual({text: 'The lead paragraph.', line: 5});
    expect(pageIntro('d.tsx', 'const A = () => <PageHero title="T" intro={page.intro} />;')).toBeNull();
    expect(pageIntro('e.tsx', 'const A = () => <div>No hero.</div>;')).toBeNull();
  });

  test("a data export's string is found where it is written, by its opening words", () => {
    const sources = [
      {
        file: 'src/data/program.ts',
        source: "export const program = {\n  intro:\n    'If you are an operating partner who cannot compare pipeline.',\n};",
      },
      {
        file: 'src/data/services.ts',
        source: 'export const x = {\n  intro: `If you are an operating partner who cannot get one number ${a}.`,\n};',
      },
    ];
    expect(locateCopy('If you are an operating partner who cannot get one number twice.', sources)).toEqual({
      file: 'src/data/services.ts',
      line: 2,
    });
    expect(locateCopy('If you are an operating partner who cannot compare pipeline.', sources)).toEqual({
      file: 'src/data/program.ts',
      line: 3,
    });
    expect(locateCopy('Nowhere to be found.', sources)).toBeNull();
  });
});

describe('links in copy', () => {
  const table = [
    {files: ['src/data/services.ts'], fields: ['intro', 'detail']},
    {files: ['src/data/faqs/'], fields: ['answer'], internalOnly: true},
  ];

  test('a data string reads with its field and line', () => {
    const source = "export const a = {\n  title: 'A title',\n  items: [{detail: `See ${x} [this](/y).`}],\n  list: ['One item'],\n};";
    expect(fieldStrings('src/data/x.ts', source)).toEqual([
      {field: 'title', text: 'A title', line: 2},
      {field: 'detail', text: 'See x [this](/y).', line: 3},
      {field: 'list', text: 'One item', line: 4},
    ]);
  });

  test('link markup passes in a field that renders it, and fails with file:line in a plain field, another module or when malformed', () => {
    const source = [
      'export const page = {',
      "  headline: 'See [the guide](/guides/a)',",
      "  intro: 'See [the guide](/guides/a) first.',",
      "  detail: 'See [the guide(/guides/a) first.',",
      "  metaDescription: 'No link here.',",
      '};',
    ].join('\n');
    const found = linkMarkupViolations('src/data/services.ts', fieldStrings('src/data/services.ts', source), table);
    expect(found.map((v) => `${v.file}:${v.line}: ${v.rule}`)).toEqual(['src/data/services.ts:2: link-markup']);
    expect(found[0]?.message).toContain('"headline" is shown as plain text');
    expect(found[0]?.message).toContain('only intro, detail');
    const malformed = "export const page = {detail: 'See [the guide](guides/a) first.'};";
    expect(
      linkMarkupViolations('src/data/services.ts', fieldStrings('src/data/services.ts', malformed), table).map(formatViolation),
    ).toEqual([
      'src/data/services.ts:1: link-markup: link markup that is not a link: write [label](/path) or [label](https://...), and no link inside a link label',
    ]);
    const other = "export const x = {intro: 'See [the guide](/guides/a).'};";
    expect(linkMarkupViolations('src/data/home.ts', fieldStrings('src/data/home.ts', other), table).map((v) => v.line)).toEqual([1]);
    const faq = "export const x = {answer: 'See [HubSpot](https://www.hubspot.com) and [ours](/guides/a).'};";
    expect(linkMarkupViolations('src/data/faqs/a.ts', fieldStrings('src/data/faqs/a.ts', faq), table).map(formatViolation)).toEqual([
      'src/data/faqs/a.ts:1: link-markup: "https://www.hubspot.com": this field links only to pages of this site ([label](/path))',
    ]);
  });

  test('the fields that render links are fields of modules that exist', () => {
    for (const entry of RENDERED_LINK_FIELDS) {
      expect(entry.files.some((f) => fs.existsSync(path.join(__dirname, '../..', f)))).toBe(true);
    }
  });

  test('a link to a renamed service or a missing page fails with file:line; a link to a page, a service or a file passes', () => {
    const known = {paths: new Set(['/', '/guides/a', '/insights/b']), serviceSlugs: ['analytics-bi', 'team-training']};
    const data =
      "export const p = {\n  intro: 'See [analytics](/services/analytics-bi) and\\n',\n  detail: 'our [old service](/services/data-ops#how) or [a gone page](/guides/gone/).',\n};";
    const links = proseLinks('src/data/services.ts', data);
    expect(unknownLinkViolations('src/data/services.ts', links, known).map(formatViolation)).toEqual([
      'src/data/services.ts:3: unknown-link: links to /services/data-ops, but no service page has the slug "data-ops" (src/data/services.ts: analytics-bi, team-training)',
      'src/data/services.ts:3: unknown-link: links to /guides/gone, a page the site does not have',
    ]);
    const post =
      '---\nslug: x\n---\n\nRead [the guide](/guides/a#one), [a post](/insights/b/) and [the file](/files/x.pdf).\n\nThen [training](/services/team-training).';
    expect(unknownLinkViolations('blog/x.md', proseLinks('blog/x.md', post), known)).toEqual([]);
    expect(unknownLinkViolations('blog/x.md', proseLinks('blog/x.md', 'See [it](/services/gone).'), known).map((v) => v.line)).toEqual([1]);
  });
});
