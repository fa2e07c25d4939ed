import {describe, expect, test} from '@jest/globals';
import {
  CRITICAL_THRESHOLD,
  checklistProgress,
  checklistVerdict,
  meetsCriticalThreshold,
  progressPercent,
  sectionCheckedCount,
  toggleChecked,
} from '@site/src/lib/checklist';
import {crmChecklist} from '@site/src/data/checklist';

const allIds = crmChecklist.flatMap((s) => s.items.map((i) => i.id));
const criticalIds = crmChecklist.flatMap((s) => s.items.filter((i) => i.critical).map((i) => i.id));

describe('the checklist data', () => {
  test('has the five sections in order, four items each, unique ids', () => {
    // The specification's checklist: these five sections, four requirements in each.
    expect(crmChecklist.map((s) => s.id)).toEqual(['scalability', 'reporting', 'integration', 'security', 'support']);
    for (const section of crmChecklist) expect(section.items).toHaveLength(4);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  test('flags critical items in every section', () => {
    for (const section of crmChecklist) expect(section.items.some((i) => i.critical)).toBe(true);
    expect(criticalIds.length).toBeLessThan(allIds.length);
  });
});

describe('checklistProgress', () => {
  test('nothing checked', () => {
    expect(checklistProgress(crmChecklist, new Set())).toEqual({
      checked: 0,
      total: allIds.length,
      criticalChecked: 0,
      criticalTotal: criticalIds.length,
      ratio: 0,
      criticalRatio: 0,
    });
  });

  test('counts checked and critical checked separately', () => {
    const checked = new Set(['scalability-multi-entity', 'scalability-volume', 'reporting-rollup', 'security-sso']);
    const p = checklistProgress(crmChecklist, checked);
    expect(p.checked).toBe(4);
    expect(p.criticalChecked).toBe(2);
    expect(p.ratio).toBeCloseTo(4 / allIds.length, 10);
    expect(p.criticalRatio).toBeCloseTo(2 / criticalIds.length, 10);
  });

  test('ignores ids that are not in the checklist', () => {
    expect(checklistProgress(crmChecklist, new Set(['not-an-item'])).checked).toBe(0);
  });

  test('everything checked', () => {
    const p = checklistProgress(crmChecklist, new Set(allIds));
    expect([p.checked, p.total, p.criticalChecked, p.criticalTotal]).toEqual([
      allIds.length,
      allIds.length,
      criticalIds.length,
      criticalIds.length,
    ]);
  });
});

describe('the 80% rule', () => {
  test('threshold is 80%', () => {
    expect(CRITICAL_THRESHOLD).toBe(0.8);
  });

  test('exactly 80% passes, just under fails', () => {
    expect(meetsCriticalThreshold({criticalChecked: 4, criticalTotal: 5})).toBe(true);
    expect(meetsCriticalThreshold({criticalChecked: 8, criticalTotal: 10})).toBe(true);
    expect(meetsCriticalThreshold({criticalChecked: 7, criticalTotal: 9})).toBe(false); // 77.8%
    expect(meetsCriticalThreshold({criticalChecked: 8, criticalTotal: 9})).toBe(true); // 88.9%
    expect(meetsCriticalThreshold({criticalChecked: 3, criticalTotal: 5})).toBe(false);
  });

  test('the verdict follows the critical items, not the total', () => {
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set()))).toBe('not-started');
    const nonCritical = allIds.filter((id) => !criticalIds.includes(id));
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set(nonCritical)))).toBe('heavy-customization');
    // The fewest critical items at or over 80% pass; one fewer does not.
    const toPass = Math.ceil(CRITICAL_THRESHOLD * criticalIds.length - 1e-9);
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set(criticalIds.slice(0, toPass))))).toBe('good-fit');
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set(criticalIds.slice(0, toPass - 1))))).toBe('heavy-customization');
  });
});

describe('helpers', () => {
  test('toggleChecked adds then removes, without mutating', () => {
    const start = new Set<string>();
    const once = toggleChecked(start, 'a');
    expect(start.has('a')).toBe(false);
    expect(once.has('a')).toBe(true);
    expect(toggleChecked(once, 'a').has('a')).toBe(false);
  });

  test('sectionCheckedCount and progressPercent', () => {
    expect(sectionCheckedCount(crmChecklist[0], new Set(['scalability-seats', 'reporting-rollup']))).toBe(1);
    expect(progressPercent(2, 9)).toBe(22);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(30, 20)).toBe(100);
  });
});
