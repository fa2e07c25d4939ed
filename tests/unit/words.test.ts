import {describe, expect, test} from '@jest/globals';
import {countWords, mdxProse} from '@site/src/lib/words';

describe('countWords', () => {
  test('counts prose, not markup, URLs or comments', () => {
    expect(countWords('## Two words\n\nOne [linked text](/insights/x) here. <!-- truncate -->\n\n- a list item')).toBe(9);
  });

  test('code blocks do not count', () => {
    expect(countWords('Before.\n\n```ts\nconst a = 1;\n```\n\nAfter.')).toBe(2);
  });

  test('no code counts: fences of tildes or of more backticks, a titled fence, inline code', () => {
    expect(countWords('One.\n\n~~~sql\nSELECT a FROM b;\n~~~\n\nTwo.')).toBe(2);
    expect(countWords('One.\n\n````md\n```js\nx\n```\n````\n\nTwo.')).toBe(2);
    expect(countWords('One.\n\n```sql title="Three words here" {2}\nSELECT 1;\n```\n\nTwo.')).toBe(2);
    expect(countWords('Set `utm_source = newsletter` and ``a `b` c`` here.')).toBe(3);
  });

  test('an unclosed fence runs to the end, as Markdown reads it', () => {
    expect(countWords('One two.\n\n```\ncode words\nmore code')).toBe(2);
  });
});

describe('mdxProse: the words written on an MDX page', () => {
  const page = [
    '---',
    'title: "A guide"',
    'description: "Not counted."',
    '---',
    "import GuideHero from '@site/src/components/GuideHero';",
    'import {',
    '  proofPoints,',
    "} from '@site/src/data/claims';",
    '',
    '<GuideHero title="Hero title" updated={`Updated ${x}`} />',
    '',
    '## First section {/* #first */}',
    '',
    'Three words here, then {proofPoints.roi.figure} a figure.',
    '',
    '<Callout aside={<Note text={"nested"} />}>Inside the callout.</Callout>',
    '',
    'export const meta = {a: 1};',
  ].join('\n');

  test('keeps headings, paragraphs and the text inside tags; drops front matter, imports, exports, props and expressions', () => {
    const prose = mdxProse(page);
    expect(prose).not.toMatch(/title:|import|export|Hero title|nested|proofPoints|#first/);
    expect(prose).toContain('Inside the callout.');
    expect(countWords(prose)).toBe(2 + 6 + 3);
  });
});
