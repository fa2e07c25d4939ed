import {describe, expect, test} from '@jest/globals';
import {CONTENT_TARGETS, contentTargetNotices} from '@site/src/lib/contentTargets';

describe('contentTargetNotices', () => {
  const met = {insight: CONTENT_TARGETS.insight.count, 'case-study': CONTENT_TARGETS['case-study'].count};

  test('says nothing when every target is met or passed', () => {
    expect(contentTargetNotices(met)).toEqual([]);
    expect(contentTargetNotices({insight: met.insight + 1, 'case-study': met['case-study'] + 5})).toEqual([]);
  });

  test('names each kind that falls short, its count and its target', () => {
    const short = met['case-study'] - 1;
    expect(contentTargetNotices({...met, 'case-study': short})).toEqual([
      `${short} case studies published; the target is ${met['case-study']} (a notice: the build goes on)`,
    ]);
    expect(contentTargetNotices({insight: 0, 'case-study': 0})).toEqual([
      `0 insights published; the target is ${met.insight} (a notice: the build goes on)`,
      `0 case studies published; the target is ${met['case-study']} (a notice: the build goes on)`,
    ]);
  });
});
