/**
 * Spell-checks a list of words with cspell's en-US dictionary, the project
 * dictionary and the flagged British spellings of cspell.json. Reads a JSON
 * array of words on stdin; writes a JSON object with one entry per word that
 * is not accepted: {word: {british, suggestion}}. `british` is true when the
 * word is a flagged spelling or one the en-GB dictionary knows. A separate
 * process because cspell-lib is published as an ES module only.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {combineTextAndLanguageSettings, getDefaultSettings, getDictionary, mergeSettings, readSettings} from 'cspell-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function dictionaryFor(settings) {
  return getDictionary(combineTextAndLanguageSettings(settings, '', ['markdown']));
}

const input = await new Promise((resolve) => {
  let data = '';
  process.stdin.on('data', (chunk) => (data += chunk));
  process.stdin.on('end', () => resolve(data));
});
const words = JSON.parse(input);

const project = await readSettings(path.join(root, 'cspell.json'));
const defaults = await getDefaultSettings();
const us = await dictionaryFor(mergeSettings(defaults, project));
const gb = await dictionaryFor(mergeSettings(defaults, {language: 'en-GB'}));
const flagged = new Map(
  (project.flagWords ?? []).map((entry) => {
    const [word, suggestion] = entry.split('->');
    return [word.toLowerCase(), suggestion];
  }),
);

/** The usual British-to-US spelling changes, tried in order. */
const CHANGES = [
  [/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our(s|ed|ing|able|ite|ites)?$/, 'or$1'],
  [/re(s|d)?$/, 'er$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence(s)?$/, 'ense$1'],
  [/ogue(s)?$/, 'og$1'],
];

function usSpelling(word) {
  for (const [pattern, replacement] of CHANGES) {
    const candidate = word.replace(pattern, replacement);
    if (candidate !== word && us.has(candidate)) return candidate;
  }
  return null;
}

const verdicts = {};
for (const word of words) {
  const lower = word.toLowerCase();
  if (flagged.has(lower)) {
    verdicts[word] = {british: true, suggestion: flagged.get(lower)};
  } else if (!us.has(word)) {
    // A British spelling is one en-GB knows and a usual change turns into a US word; any other unknown word is unknown.
    const suggestion = gb.has(word) ? usSpelling(word) : null;
    verdicts[word] = {british: suggestion !== null, suggestion};
  }
}
process.stdout.write(JSON.stringify(verdicts));
