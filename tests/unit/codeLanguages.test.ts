import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, jest, test} from '@jest/globals';
import {ADDITIONAL_CODE_LANGUAGES, PLAIN_CODE_LANGUAGES} from '@site/src/config/codeLanguages';
import {knownLanguages, linesBefore, unknownLanguageWarnings} from '@site/src/lib/codeLanguages';

describe('knownLanguages', () => {
  test('takes the grammars (objects), not Prism helpers, plus aliases and plain names, lower-cased', () => {
    const grammars = {sql: {}, JSON: {}, extend: () => null, DFS: () => null, nothing: null};
    expect([...knownLanguages(grammars, ['bash', 'sh'], ['text'])].sort()).toEqual(['bash', 'json', 'sh', 'sql', 'text']);
  });
});

describe('unknownLanguageWarnings', () => {
  const known = new Set(['sql', 'json', 'text']);

  test('names the file, the line and the language of each block Prism cannot highlight', () => {
    const warnings = unknownLanguageWarnings(
      'blog/post.md',
      [
        {lang: 'sql', line: 3},
        {lang: 'cobol', line: 12},
        {lang: 'SQL', line: 20},
      ],
      known,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^blog\/post\.md:12: .*"cobol".*plain text.*json, sql, text/);
  });

  test('a block without a language is plain on purpose: no warning', () => {
    expect(
      unknownLanguageWarnings(
        'a.md',
        [
          {lang: null, line: 1},
          {lang: '', line: 5},
        ],
        known,
      ),
    ).toEqual([]);
  });
});

describe('linesBefore', () => {
  test('counts the front-matter lines taken off before parsing', () => {
    const body = 'Text.\n\n```sql\nSELECT 1;\n```\n';
    expect(linesBefore(`---\ntitle: "A"\n---\n${body}`, body)).toBe(3);
    expect(linesBefore(`---\ntitle: "A"\n---\n\n${body}`, body)).toBe(4);
    expect(linesBefore(body, body)).toBe(0);
  });

  test('0 when the parsed text is not the end of the file', () => {
    expect(linesBefore('---\na: 1\n---\nOne.\n', 'Other.\n')).toBe(0);
    expect(linesBefore('One.\n', '')).toBe(0);
  });
});

describe('src/config/codeLanguages.ts', () => {
  test('every added language is in prismjs, and no plain name is a Prism language', () => {
    const catalogue = createRequire(__filename)('prismjs/components.json') as {languages: Record<string, unknown>};
    for (const lang of ADDITIONAL_CODE_LANGUAGES) expect(catalogue.languages[lang]).toBeDefined();
    for (const name of PLAIN_CODE_LANGUAGES) expect(catalogue.languages[name]).toBeUndefined();
  });
});

describe('the remark plugin (src/plugins/code-languages)', () => {
  test('warns once per block in a language without highlighting, at its line in the file', async () => {
    const {default: remarkCodeLanguages} = await import('@site/src/plugins/code-languages');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-languages-'));
    const file = path.join(dir, 'post.md');
    const body = 'Text.\n\n```cobol\nDISPLAY "HI".\n```\n\n```sql\nSELECT 1;\n```\n';
    fs.writeFileSync(file, `---\ntitle: "A"\n---\n${body}`);
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'cobol', position: {start: {line: 3}}},
        {type: 'code', lang: 'sql', position: {start: {line: 7}}},
      ],
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const transform = remarkCodeLanguages();
      transform(tree, {path: file, value: body});
      transform(tree, {path: file, value: body});
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(new RegExp(`${path.relative(process.cwd(), file).replace(/[.]/g, '\\.')}:6: .*"cobol"`)),
      ]);
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, {recursive: true});
    }
  });
});
