/**
 * What the firm wants the library to hold: targets, not rules. A build that
 * publishes fewer posts of a kind than its target prints a notice and goes
 * on; retiring a post or a case study is an editorial decision, and no test
 * or check blocks it. Pure.
 */

export type TargetKind = 'insight' | 'case-study';

/** The published count the firm aims for, per kind of post, and what a notice calls them. */
export const CONTENT_TARGETS: Readonly<Record<TargetKind, {count: number; label: string}>> = {
  insight: {count: 40, label: 'insights'},
  'case-study': {count: 6, label: 'case studies'},
};

/** One line per kind that falls short of its target ("5 case studies published; the target is 6"); none when every target is met. */
export function contentTargetNotices(published: Readonly<Record<TargetKind, number>>): string[] {
  return (Object.keys(CONTENT_TARGETS) as TargetKind[]).flatMap((kind) => {
    const {count, label} = CONTENT_TARGETS[kind];
    return published[kind] < count ? [`${published[kind]} ${label} published; the target is ${count} (a notice: the build goes on)`] : [];
  });
}
