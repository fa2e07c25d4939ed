/**
 * The CRM selection checklist's arithmetic: progress over all items and
 * over the critical ones, and the rule that a
 * platform meeting fewer than 80% of the critical requirements needs heavy
 * customization. Pure functions over the checklist data; no React.
 */
import type {ChecklistSection} from '../data/checklist';

export interface ChecklistProgress {
  checked: number;
  total: number;
  criticalChecked: number;
  criticalTotal: number;
  /** Share of all items checked, 0 to 1. */
  ratio: number;
  /** Share of critical items checked, 0 to 1. */
  criticalRatio: number;
}

/** Below this share of critical requirements a platform needs heavy customization. */
export const CRITICAL_THRESHOLD = 0.8;

export const CRITICAL_THRESHOLD_NOTE = 'Platforms meeting fewer than 80% of critical requirements need heavy customization.';

export function checklistProgress(sections: readonly ChecklistSection[], checked: ReadonlySet<string>): ChecklistProgress {
  const items = sections.flatMap((section) => section.items);
  const critical = items.filter((item) => item.critical);
  const checkedCount = items.filter((item) => checked.has(item.id)).length;
  const criticalChecked = critical.filter((item) => checked.has(item.id)).length;
  return {
    checked: checkedCount,
    total: items.length,
    criticalChecked,
    criticalTotal: critical.length,
    ratio: items.length === 0 ? 0 : checkedCount / items.length,
    criticalRatio: critical.length === 0 ? 0 : criticalChecked / critical.length,
  };
}

/** True when at least 80% of the critical requirements are met (exactly 80% passes). */
export function meetsCriticalThreshold(progress: Pick<ChecklistProgress, 'criticalChecked' | 'criticalTotal'>): boolean {
  if (progress.criticalTotal === 0) return true;
  // Compared in whole numbers so 4 of 5 is exactly 80%, not 0.7999...
  return progress.criticalChecked * 10 >= progress.criticalTotal * CRITICAL_THRESHOLD * 10;
}

/** A new set with the item added or removed: state stays immutable for React. */
export function toggleChecked(checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Items checked in one section, for the section header ("2 of 4"). */
export function sectionCheckedCount(section: ChecklistSection, checked: ReadonlySet<string>): number {
  return section.items.filter((item) => checked.has(item.id)).length;
}

/** A whole-number percentage for a progress bar's width and its label. */
export function progressPercent(part: number, whole: number): number {
  if (whole <= 0 || !Number.isFinite(part) || !Number.isFinite(whole)) return 0;
  return Math.round((Math.min(Math.max(part, 0), whole) / whole) * 100);
}

export type ChecklistVerdict = 'not-started' | 'heavy-customization' | 'good-fit';

/** What the checked critical items say about the platform being assessed. */
export function checklistVerdict(progress: ChecklistProgress): ChecklistVerdict {
  if (progress.checked === 0) return 'not-started';
  return meetsCriticalThreshold(progress) ? 'good-fit' : 'heavy-customization';
}
