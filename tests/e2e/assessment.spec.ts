import {axe} from './support/axe';
import type {Page} from '@playwright/test';
import {ANSWER_VALUES, assessmentQuestions, dimensions, maturityLevels, type AnswerValue} from '@site/src/data/assessment';
import {PROGRESS_STORAGE_KEY, encodeAnswers, questionsIn, scoreAssessment, type AnswerMap} from '@site/src/lib/assessment';
import {test, expect, hydrated} from './fixtures';
import {onPages} from './support/specPages';
import {CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '@site/src/config/consentStorage';

/*
 * The steps, their questions and their order come from the assessment's data (src/data/assessment.ts),
 * the scores, the weakest areas and the result link from its scoring module (src/lib/assessment.ts),
 * which tests/unit/assessment.test.ts pins by hand-computed cases.
 */

/** One step per area, in the data's order, with the area's questions in order. */
const steps = dimensions.map((dimension) => ({dimension, questions: questionsIn(dimension.id)}));
/** Every question, in the order the form asks them. */
const asked = steps.flatMap((step) => step.questions);
/** The answers given: these values in turn, question after question, over however many questions there are. */
const pattern: AnswerValue[] = [5, 4, 3, 1, 2, 1, 3, 3, 4, 2, 2, 2, 4, 4, 4, 1, 1, 2];
const answers: AnswerMap = Object.fromEntries(asked.map((q, i) => [q.id, pattern[i % pattern.length]]));
const answerOf = (id: string): AnswerValue => answers[id]!;
const result = scoreAssessment(answers);
const code = encodeAnswers(answers);
/** Questions answered once the first `count` steps are done. */
const answeredAfter = (count: number): number => steps.slice(0, count).reduce((n, step) => n + step.questions.length, 0);
const stepText = (index: number): string => `Step ${index + 1} of ${steps.length}`;
const answeredText = (count: number): string => `${count} of ${assessmentQuestions.length} questions answered`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const stepLabel = (page: Page) => page.getByTestId('assessment-step');
const nextButton = (page: Page) => page.getByRole('button', {name: 'Next', exact: true});

/** Answers the questions of the current step from the keyboard, starting with focus on the step heading. */
async function answerStepByKeyboard(page: Page, values: number[]): Promise<void> {
  for (const value of values) {
    await page.keyboard.press('Tab');
    const focused = page.locator('input[type="radio"]:focus');
    await expect(focused).toHaveCount(1);
    await page.keyboard.press('Space');
    for (let i = 1; i < value; i += 1) await page.keyboard.press('ArrowDown');
    await expect(focused).toBeChecked();
    await expect(focused).toHaveAttribute('value', String(value));
  }
}

async function expectResult(page: Page): Promise<void> {
  await expect(page.getByTestId('overall-score')).toHaveText(String(result.overall));
  await expect(page.getByTestId('maturity-level')).toHaveText(
    `Maturity level ${result.level.level} of ${maturityLevels.length}: ${result.level.name}`,
  );
  await expect(page.locator('[data-testid^="area-score-"] [data-testid="score-value"]')).toHaveText(
    result.dimensions.map((d) => String(d.score)),
  );
  const weakest = page.getByRole('heading', {level: 3});
  await expect(weakest).toHaveText(result.weakest.map((area) => new RegExp(`${escapeRegExp(area.dimension.name)}\\s*${area.score} / 100`)));
}

async function startFresh(page: Page): Promise<void> {
  await page.goto('/data-operations-assessment');
  await hydrated(page);
  await page.evaluate((key) => window.localStorage.removeItem(key), PROGRESS_STORAGE_KEY);
  await page.reload();
  await hydrated(page);
  await expect(stepLabel(page)).toContainText(stepText(0));
}

/** The assessment, its results and the contact page its call to action leads to. */
const ASSESSMENT_PAGES = onPages('/data-operations-assessment', '/data-operations-assessment/**', '/contact');

test.describe('data operations assessment', ASSESSMENT_PAGES, () => {
  test.use({viewport: {width: 1280, height: 900}});

  // A visitor who already answered the cookie banner: it would otherwise cover part of the page.
  test.beforeEach(async ({page}) => {
    await page.addInitScript(
      ([key, value]) => {
        try {
          window.localStorage.setItem(key, value);
        } catch {
          // Storage may be blocked on purpose by the test itself.
        }
      },
      [CONSENT_STORAGE_KEY, CONSENT_DECLINED] as const,
    );
  });

  test('taken by keyboard, survives a reload midway, and lands on a shareable result', async ({page, context, consoleErrors}) => {
    // Every answer, two reloads, a 3-second confirmation and a second page: longer than the default budget.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await startFresh(page);
    const progress = page.getByRole('progressbar', {name: 'Questions answered'});
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    // The reload happens after a step in the middle.
    const mid = Math.floor((steps.length - 1) / 2);
    await page.getByRole('heading', {level: 2, name: steps[0]!.dimension.name}).focus();
    for (const [index, step] of steps.entries()) {
      const last = index === steps.length - 1;
      await expect(stepLabel(page)).toContainText(stepText(index));
      await answerStepByKeyboard(
        page,
        step.questions.map((q) => answerOf(q.id)),
      );
      await expect(progress).toHaveAttribute('aria-valuenow', String(answeredAfter(index + 1)));
      await expect(page.getByText(answeredText(answeredAfter(index + 1)))).toBeVisible();
      if (index > 0) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', {name: 'Back'})).toBeFocused();
      }
      await page.keyboard.press('Tab');
      const submit = last ? page.getByRole('button', {name: 'See my results'}) : nextButton(page);
      await expect(submit).toBeFocused();

      if (index === mid) {
        // Reload in the middle: the answers and the step come back from localStorage.
        await page.keyboard.press('Enter');
        await expect(stepLabel(page)).toContainText(stepText(mid + 1));
        await page.reload();
        await hydrated(page);
        await expect(stepLabel(page)).toContainText(stepText(mid + 1));
        await expect(page.getByText(answeredText(answeredAfter(mid + 1)))).toBeVisible();
        await expect(page.getByText('Welcome back')).toBeVisible();
        await page.getByRole('button', {name: 'Back'}).focus();
        await page.keyboard.press('Enter');
        await expect(stepLabel(page)).toContainText(stepText(mid));
        await expect(page.getByRole('heading', {level: 2, name: step.dimension.name})).toBeFocused();
        const kept = step.questions[0]!;
        await expect(page.getByRole('group', {name: kept.text}).getByRole('radio', {checked: true})).toHaveAttribute(
          'value',
          String(answerOf(kept.id)),
        );
        await page.getByRole('button', {name: 'Next', exact: true}).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', {level: 2, name: steps[mid + 1]!.dimension.name})).toBeFocused();
        continue;
      }
      await page.keyboard.press('Enter');
      // Focus moves to the new step's heading, so the next Tab reaches its first question.
      if (!last) await expect(page.locator('#assessment-step-heading')).toBeFocused();
    }

    await expect(page).toHaveURL(new RegExp(`/data-operations-assessment/results\\?a=${code}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Your data operations assessment result');
    await expectResult(page);
    await expect(page).toHaveTitle(`Assessment result: ${result.overall}/100, ${result.level.name} | Keelson RevOps`);

    const weakest = result.weakest[0]!;
    const card = page.getByRole('listitem').filter({has: page.getByRole('heading', {name: weakest.dimension.name})});
    // The area's services and reading, as its record in the assessment data lists them.
    for (const linked of [...weakest.dimension.services, ...weakest.dimension.insights]) {
      await expect(card.getByRole('link', {name: linked.title, exact: true})).toHaveAttribute('href', linked.href);
    }
    const {question, value} = weakest.lowestAnswer;
    await expect(
      card.getByText(
        `Your lowest answer here (${question.topic}, ${value} of ${ANSWER_VALUES.length}): \u201c${question.options[value - 1].description}\u201d`,
      ),
    ).toBeVisible();
    const cta = page.getByRole('link', {name: 'Book your free 30-minute consultation'});
    await expect(cta).toHaveAttribute('href', '/contact?topic=dataops-implementation');

    await page.reload();
    await hydrated(page);
    await expectResult(page);

    const copy = page.getByRole('button', {name: 'Copy link'});
    await copy.click();
    await expect(page.getByRole('button', {name: 'Link copied'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toHaveText(
      'Link copied: the URL of this result is on your clipboard.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/data-operations-assessment/results?a=${code}`);
    // The confirmation goes back to the plain button after 3 seconds.
    await expect(page.getByRole('button', {name: 'Copy link'})).toBeVisible({timeout: 5000});

    const fresh = await context.newPage();
    await fresh.goto(copied);
    await hydrated(fresh);
    await expectResult(fresh);
    await fresh.close();

    expect(consoleErrors).toEqual([]);
  });

  test('Next with unanswered questions says which and moves focus to the first', async ({page}) => {
    await startFresh(page);
    const [answered, ...open] = steps[0]!.questions;
    expect(open.length, 'the first step asks more than one question').toBeGreaterThan(0);
    await page.getByRole('group', {name: answered!.text}).getByRole('radio').nth(2).check();
    await nextButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      `${open.length === 1 ? 'One question' : `${open.length} questions`} in this step still ${open.length === 1 ? 'needs' : 'need'} an answer: ${open.map((q) => q.topic).join(', ')}.`,
    );
    const first = page.getByRole('group', {name: open[0]!.text});
    await expect(first.getByRole('radio').first()).toBeFocused();
    await expect(first).toHaveAccessibleDescription('Choose the answer closest to how things work today.');
    await expect(stepLabel(page)).toContainText(stepText(0));
  });

  test('works when storage throws, and says progress will not be kept', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/data-operations-assessment');
    await hydrated(page);
    await expect(page.getByText('This browser is not letting the page save your progress')).toBeVisible();
    // Keyboard only: the cookie banner cannot remember a choice here, so it may cover part of the page.
    for (const [index, step] of steps.entries()) {
      await expect(stepLabel(page)).toContainText(stepText(index));
      for (const q of step.questions) {
        const radio = page
          .getByRole('group', {name: q.text})
          .getByRole('radio')
          .nth(answerOf(q.id) - 1);
        await radio.focus();
        await page.keyboard.press('Space');
        await expect(radio).toBeChecked();
      }
      await page.getByRole('button', {name: index === steps.length - 1 ? 'See my results' : 'Next', exact: true}).focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/\/data-operations-assessment\/results\?a=/);
    await expectResult(page);
    expect(errors).toEqual([]);
  });

  test('corrupt saved progress starts a clean assessment', async ({page, consoleErrors}) => {
    await page.goto('/data-operations-assessment');
    await hydrated(page);
    await page.evaluate(([key, [a, b]]) => window.localStorage.setItem(key, `{"v":1,"answers":{"${a}":"DROP","${b}":9},"step":40`), [
      PROGRESS_STORAGE_KEY,
      [asked[0]!.id, asked.at(-1)!.id],
    ] as const);
    await page.reload();
    await hydrated(page);
    await expect(stepLabel(page)).toContainText(stepText(0));
    await expect(page.getByText(answeredText(0))).toBeVisible();
    await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  const valid = code;
  const hostile: Array<[string, string]> = [
    ['no query', ''],
    ['empty value', '?a='],
    ['repeated key', `?a=${valid}&a=${valid}`],
    ['tampered digit', `?a=${valid.slice(0, 3)}${valid[3] === '1' ? '2' : '1'}${valid.slice(4)}`],
    ['truncated', `?a=${valid.slice(0, 14)}`],
    ['wrong version', `?a=${valid.replace('v1', 'v7')}`],
    ['out of range', `?a=v1-${'9'.repeat(assessmentQuestions.length)}-0`],
    ['negative', '?a=-1'],
    ['non-numeric', '?a=NaN'],
    ['huge', `?a=${'9'.repeat(5000)}`],
    ['script', '?a=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['broken escape', '?a=%E0%A4%A'],
  ];
  for (const [name, query] of hostile) {
    test(`a hostile result link (${name}) shows a clear message and a way back`, async ({page, consoleErrors}) => {
      await page.goto(`/data-operations-assessment/results${query}`);
      await hydrated(page);
      const problem = page.getByTestId('result-problem');
      await expect(problem).toBeVisible();
      await expect(problem.getByRole('heading', {level: 2})).toHaveText(
        name === 'no query' ? 'There is no result to show yet' : 'We could not read this result link',
      );
      const restart = problem.getByRole('link', {name: name === 'no query' ? 'Take the assessment' : 'Start the assessment again'});
      await expect(restart).toHaveAttribute('href', '/data-operations-assessment');
      await expect(page.getByTestId('overall-score')).toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
      await expect(page.getByRole('heading', {name: 'How we calculate this'})).toBeVisible();
      expect(consoleErrors).toEqual([]);
      await restart.click();
      await expect(page).toHaveURL(/\/data-operations-assessment$/);
      await expect(stepLabel(page)).toContainText(stepText(0));
    });
  }

  test('a bad link offers the complete answers saved on this device', async ({page}) => {
    await page.goto('/data-operations-assessment');
    await hydrated(page);
    await page.evaluate(([key, saved, step]) => window.localStorage.setItem(key, JSON.stringify({v: 1, answers: saved, step})), [
      PROGRESS_STORAGE_KEY,
      answers,
      steps.length - 1,
    ] as const);
    await page.goto('/data-operations-assessment/results?a=v1-12');
    await hydrated(page);
    await page.getByRole('link', {name: 'Show the result of the answers saved on this device'}).click();
    await expect(page).toHaveURL(new RegExp(`a=${code}$`));
    await expectResult(page);
  });

  test('when the clipboard refuses, says so and shows the link to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
      });
    });
    await page.goto(`/data-operations-assessment/results?a=${code}`);
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Failed to copy'})).toHaveText(
      'Failed to copy: could not copy to the clipboard. Select the link below and copy it.',
    );
    const link = page.getByRole('textbox', {name: 'Link to this result'});
    await expect(link).toHaveValue(`${new URL(page.url()).origin}/data-operations-assessment/results?a=${code}`);
    await expect(page.getByRole('button', {name: 'Copy link'})).toBeVisible();
  });

  test('prints the result without the buttons and the site chrome', async ({page}) => {
    await page.goto(`/data-operations-assessment/results?a=${code}`);
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Copy link'})).toBeVisible();
    const printedLink = page.getByText('Open this result online:');
    await expect(printedLink).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(printedLink).toHaveText(
      `Open this result online: ${new URL(page.url()).origin}/data-operations-assessment/results?a=${code}`,
    );
    await expect(page.getByRole('button', {name: 'Copy link'})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print or save as PDF'})).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Your score by area'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Your three weakest areas, and what to do first'})).toBeVisible();
  });

  test('the results page is kept out of search results', async ({page}) => {
    await page.goto('/data-operations-assessment/results');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  const axeViolations = async (page: Page) => {
    const scan = await axe(page).include('main').analyze();
    return scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  test('no accessibility violations in the form, with an error showing', async ({page}) => {
    test.setTimeout(60_000);
    await startFresh(page);
    await nextButton(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no accessibility violations in the result', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto(`/data-operations-assessment/results?a=${code}`);
    await hydrated(page);
    await expect(page.getByTestId('overall-score')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', ASSESSMENT_PAGES, () => {
  test.use({javaScriptEnabled: false});

  test('the pages say the tool needs JavaScript and the method still reads', async ({page}) => {
    for (const path of ['/data-operations-assessment', `/data-operations-assessment/results?a=${code}`]) {
      await page.goto(path);
      await expect(page.getByText(/needs JavaScript/)).toBeVisible();
      await expect(page.getByRole('heading', {name: 'How we calculate this'})).toBeVisible();
      await expect(page.getByRole('table')).toContainText('Optimized');
      await expect(page.getByRole('status')).toBeHidden();
    }
    await page.goto('/data-operations-assessment');
    await expect(page.getByRole('heading', {name: 'What the assessment covers'})).toBeVisible();
  });
});

test('the assessment code loads only on its own pages', onPages('/', '/insights', '/data-operations-assessment'), async ({page}) => {
  const marker = PROGRESS_STORAGE_KEY;
  async function scriptsContaining(path: string): Promise<string[]> {
    const scripts: Promise<{url: string; body: string}>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({url: response.url(), body})));
      }
    };
    page.on('response', onResponse);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    return loaded.filter((s) => s.body.includes(marker)).map((s) => s.url);
  }
  expect(await scriptsContaining('/')).toEqual([]);
  expect(await scriptsContaining('/insights')).toEqual([]);
  expect((await scriptsContaining('/data-operations-assessment')).length).toBeGreaterThan(0);
});
