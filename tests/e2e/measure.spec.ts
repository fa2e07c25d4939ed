/**
 * Running text as a designer reads it, measured in the browser on the
 * production build at the desktop widths: no line of a paragraph or of a plain
 * list's item runs over MAX_LINE_CHARACTERS, on one page of every type and on
 * the marketing pages, the FAQ hub and an assessment result. Lines are read
 * from where the browser draws each word (`linesOf` in
 * tools/page-checks/rows.ts), so the rule holds whatever the copy says; a
 * failure names the page, the width, the block and its longest line.
 */
import {PAGE_TYPES} from '../../scripts/page-types.mjs';
import {assessmentQuestions} from '@site/src/data/assessment';
import {encodeAnswers, type AnswerMap} from '@site/src/lib/assessment';
import {isDropdown, mainNavigation} from '../../src/config/navbar';
import {test, expect, openDeclined, resize} from './fixtures';
import {onPages} from './support/specPages';
import {linesOf, longLines, type PlacedWord} from '../../tools/page-checks/rows';

/** Desktop widths, where a column is widest; a phone's lines are short by its own width. */
const WIDTHS = [1280, 1440, 1920] as const;

/** Every answer the middle value: a result page with all of its sections. */
const answers: AnswerMap = Object.fromEntries(assessmentQuestions.map((q) => [q.id, 3]));

/**
 * One page of every type; the navbar's plain links and each menu's first page (the marketing pages
 * and the lists); the program page, the FAQ hub and an assessment result.
 */
const PAGES = [
  ...new Set([
    ...PAGE_TYPES.filter((p) => !p.notFound).map((p) => p.path),
    ...mainNavigation.map((entry) => (isDropdown(entry) ? entry.items.find((item) => 'href' in item)!.href : entry.href)),
    '/pe-value-creation-program',
    '/faqs',
    `/data-operations-assessment/results?a=${encodeAnswers(answers)}`,
  ]),
];

/** Each block of running text in main that is drawn, as its name and the words it is drawn with. */
function runningText(): {name: string; words: PlacedWord[]}[] {
  const main = document.querySelector('main');
  if (!main) return [];
  // A form's hints and messages are not running text.
  // A list's items are running text when the list is a column of lines, not a grid or a row of
  // cards, and an item is more than one link (a list of links is a menu of titles).
  const inColumn = (li: Element) => li.parentElement !== null && getComputedStyle(li.parentElement).display === 'block';
  const text = (el: Element) => (el.textContent ?? '').trim();
  const oneLink = (li: Element) => Array.from(li.querySelectorAll('a')).some((a) => text(a) === text(li));
  const blocks = Array.from(main.querySelectorAll('p, li')).filter(
    (el) =>
      el.checkVisibility() &&
      (el.localName === 'p' || (inColumn(el) && !oneLink(el))) &&
      !el.closest('table, pre, figure, nav, form') &&
      !el.querySelector('p, ul, ol'),
  );
  return blocks.map((el) => {
    const words: PlacedWord[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // A word split over elements (a link, then its comma) is one word: it joins the one before.
    let joins = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const box = range.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const last = words[words.length - 1];
        if (last && joins && match.index === 0) last.text += match[0];
        else words.push({text: match[0], top: box.top, bottom: box.bottom});
        joins = match.index + match[0].length === text.length;
      }
      if (/\s$/.test(text)) joins = false;
    }
    const className = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
    return {name: `${el.localName}${className}`, words};
  });
}

test.describe('running text keeps to the measure at desktop widths', () => {
  for (const path of PAGES) {
    test(path.replace(/\?.*/, ' (a result)'), onPages(path.replace(/\?.*/, '')), async ({page}) => {
      await openDeclined(page, path);
      const faults: string[] = [];
      let blocks = 0;
      for (const width of WIDTHS) {
        await resize(page, width, 900);
        const text = await page.evaluate(runningText);
        blocks += text.length;
        for (const block of text) faults.push(...longLines(block.name, linesOf(block.words)).map((f) => `at ${width}px: ${f}`));
      }
      expect(blocks, 'the page has running text to measure').toBeGreaterThan(0);
      expect(faults).toEqual([]);
    });
  }
});
