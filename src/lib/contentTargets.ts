/**
 * What the firm wants the library to hold: targets, not rules. A build that
 * publishes fewer posts of a kind than its target prints a notice and goes
 * on; retiring a post or a case study is an editorial decision, and no test
 * or check blocks it. Pure.
 */

/** How every content-target line ends: it reports, and never stops the build. */
export const TARGET_NOTICE = '(a notice: the build goes on)';

export type TargetKind = 'insight' | 'case-study';

/** The published count the firm aims for, per kind of post, and what a notice calls them. */
export const CONTENT_TARGETS: Readonly<Record<TargetKind, {count: number; label: string}>> = {
  insight: {count: 40, label: 'insights'},
  'case-study': {count: 6, label: 'case studies'},
};

/**
 * The lengths the firm wants among the published insights that are articles
 * (a note, `kind: note`, counts toward neither): deep pieces of at least
 * `deep.words` words, and short notes of `short.min` to `short.max` words.
 */
export const LENGTH_TARGETS = {
  deep: {words: 1_800, count: 6},
  short: {min: 600, max: 900, count: 6},
} as const;

/** One line per length the articles fall short of (their word counts given), as a notice; none when both targets are met. */
export function lengthTargetNotices(articleWords: readonly number[]): string[] {
  const {deep, short} = LENGTH_TARGETS;
  const deepCount = articleWords.filter((words) => words >= deep.words).length;
  const shortCount = articleWords.filter((words) => words >= short.min && words <= short.max).length;
  return [
    ...(deepCount < deep.count
      ? [`${deepCount} insights of ${deep.words}+ words published; the target is ${deep.count} ${TARGET_NOTICE}`]
      : []),
    ...(shortCount < short.count
      ? [`${shortCount} short notes of ${short.min}-${short.max} words published; the target is ${short.count} ${TARGET_NOTICE}`]
      : []),
  ];
}

/** One line per kind that falls short of its target ("5 case studies published; the target is 6"); none when every target is met. */
export function contentTargetNotices(published: Readonly<Record<TargetKind, number>>): string[] {
  return (Object.keys(CONTENT_TARGETS) as TargetKind[]).flatMap((kind) => {
    const {count, label} = CONTENT_TARGETS[kind];
    return published[kind] < count ? [`${published[kind]} ${label} published; the target is ${count} ${TARGET_NOTICE}`] : [];
  });
}
