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
    expect(crmChecklist.map((s) => s.id)).toEqual(['scalability', 'reporting', 'integration', 'security', 'support']);
    for (const section of crmChecklist) expect(section.items).toHaveLength(4);
    expect(new Set(allIds).size).toBe(20);
  });

  test('flags critical items in every section', () => {
    for (const section of crmChecklist) expect(section.items.some((i) => i.critical)).toBe(true);
    expect(criticalIds).toHaveLength(10);
  });
});

describe('checklistProgress', () => {
  test('nothing checked', () => {
    expect(checklistProgress(crmChecklist, new Set())).toEqual({
      checked: 0,
      total: 20,
      criticalChecked: 0,
      criticalTotal: 10,
      ratio: 0,
      criticalRatio: 0,
    });
  });

  test('counts checked and critical checked separately', () => {
    const checked = new Set(['scalability-multi-entity', 'scalability-volume', 'reporting-rollup', 'security-sso']);
    const p = checklistProgress(crmChecklist, checked);
    expect(p.checked).toBe(4);
    expect(p.criticalChecked).toBe(2);
    expect(p.ratio).toBeCloseTo(0.2, 10);
    expect(p.criticalRatio).toBeCloseTo(0.2, 10);
  });

  test('ignores ids that are not in the checklist', () => {
    expect(checklistProgress(crmChecklist, new Set(['not-an-item'])).checked).toBe(0);
  });

  test('everything checked', () => {
    const p = checklistProgress(crmChecklist, new Set(allIds));
    expect([p.checked, p.total, p.criticalChecked, p.criticalTotal]).toEqual([20, 20, 10, 10]);
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
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set(criticalIds.slice(0, 8))))).toBe('good-fit'); // 8 of 10: exactly 80%
    expect(checklistVerdict(checklistProgress(crmChecklist, new Set(criticalIds.slice(0, 7))))).toBe('heavy-customization');
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
