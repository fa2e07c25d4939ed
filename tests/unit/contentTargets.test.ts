import {describe, expect, test} from '@jest/globals';
import {CONTENT_TARGETS, LENGTH_TARGETS, contentTargetNotices, lengthTargetNotices} from '@site/src/lib/contentTargets';

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

describe('lengthTargetNotices', () => {
  const {deep, short} = LENGTH_TARGETS;
  const met = [...Array.from({length: deep.count}, () => deep.words), ...Array.from({length: short.count}, () => short.max)];

  test('says nothing when both lengths reach their targets', () => {
    expect(lengthTargetNotices(met)).toEqual([]);
    expect(lengthTargetNotices([...met, 1_200, 300])).toEqual([]);
  });

  test('counts a deep piece from its word floor and a short note inside its span, and names each shortfall', () => {
    // One word under the deep floor, one over the short span: neither counts.
    const shortOfBoth = [deep.words - 1, short.max + 1, short.min - 1, ...met.slice(1, deep.count), ...met.slice(deep.count + 1)];
    expect(lengthTargetNotices(shortOfBoth)).toEqual([
      `${deep.count - 1} insights of ${deep.words}+ words published; the target is ${deep.count} (a notice: the build goes on)`,
      `${short.count - 1} short notes of ${short.min}-${short.max} words published; the target is ${short.count} (a notice: the build goes on)`,
    ]);
    expect(lengthTargetNotices([])).toEqual([
      `0 insights of ${deep.words}+ words published; the target is ${deep.count} (a notice: the build goes on)`,
      `0 short notes of ${short.min}-${short.max} words published; the target is ${short.count} (a notice: the build goes on)`,
    ]);
  });
});
