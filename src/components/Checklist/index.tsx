import React, {useId, useState} from 'react';
import clsx from 'clsx';
import {ChevronDown, ShieldAlert} from 'lucide-react';
import {
  CRITICAL_THRESHOLD_NOTE,
  checklistProgress,
  checklistVerdict,
  progressPercent,
  sectionCheckedCount,
  toggleChecked,
} from '@site/src/lib/checklist';
import styles from './styles.module.css';
import type {ChecklistSection} from '@site/src/data/checklist';

interface Props {
  sections: readonly ChecklistSection[];
}

function ProgressBar({label, part, whole, testId}: {label: string; part: number; whole: number; testId: string}) {
  const pct = progressPercent(part, whole);
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span className={styles.progressCount} data-testid={testId}>
          {part} of {whole}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={part}
        aria-valuetext={`${part} of ${whole} (${pct}%)`}>
        <div className={styles.fill} style={{width: `${pct}%`}} />
      </div>
    </div>
  );
}

/**
 * The CRM selection checklist: sections start collapsed, each requirement is
 * a native checkbox (click, Space), and two bars track all requirements and
 * the critical ones. The verdict applies the 80%-of-critical rule.
 */
export default function Checklist({sections}: Props): React.ReactElement {
  const baseId = useId();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const progress = checklistProgress(sections, checked);
  const verdict = checklistVerdict(progress);
  const criticalPct = progressPercent(progress.criticalChecked, progress.criticalTotal);

  return (
    <div className={styles.root} data-testid="crm-checklist">
      {/* Without JavaScript every panel stays open. The rule comes before the panels it styles, first in its parent. */}
      <noscript>
        <style>{'[data-checklist-panel][hidden]{display:block !important}'}</style>
      </noscript>
      <div className={styles.checklist}>
        <div className={styles.summary}>
          <ProgressBar label="Requirements met" part={progress.checked} whole={progress.total} testId="checklist-total" />
          <ProgressBar
            label="Critical requirements met"
            part={progress.criticalChecked}
            whole={progress.criticalTotal}
            testId="checklist-critical"
          />
          <p className={styles.verdict} aria-live="polite" data-verdict={verdict}>
            {verdict === 'not-started' && 'Check what the platform you are assessing does today, out of the box.'}
            {verdict === 'good-fit' &&
              `${criticalPct}% of critical requirements met: this platform can carry the portfolio with configuration rather than custom build.`}
            {verdict === 'heavy-customization' &&
              `${criticalPct}% of critical requirements met: expect heavy customization before this platform can carry the portfolio.`}
          </p>
          <p className={styles.note}>
            <ShieldAlert aria-hidden="true" size={18} className={styles.noteIcon} />
            <span>{CRITICAL_THRESHOLD_NOTE}</span>
          </p>
        </div>

        <div className={styles.sections}>
          {sections.map((section) => {
            const expanded = open.has(section.id);
            const panelId = `${baseId}-${section.id}`;
            return (
              <div key={section.id} className={styles.section} data-expanded={expanded ? 'true' : 'false'}>
                <h3 className={styles.sectionHeading}>
                  <button
                    type="button"
                    className={styles.sectionToggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleChecked(current, section.id))}>
                    <span className={styles.sectionTitle}>{section.title}</span>
                    <span className={styles.sectionCount}>
                      {sectionCheckedCount(section, checked)} of {section.items.length}
                    </span>
                    <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                  </button>
                </h3>
                <ul id={panelId} className={clsx('clean-list', styles.items)} hidden={!expanded} data-checklist-panel="">
                  {section.items.map((item) => {
                    const itemId = `${baseId}-${item.id}`;
                    return (
                      <li key={item.id} className={styles.item}>
                        <input
                          id={itemId}
                          type="checkbox"
                          className={styles.checkbox}
                          checked={checked.has(item.id)}
                          onChange={() => setChecked((current) => toggleChecked(current, item.id))}
                        />
                        <label htmlFor={itemId} className={styles.itemLabel}>
                          {item.text}
                          {item.critical && <span className={styles.critical}>Critical</span>}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
      <noscript>
        <p className={styles.noscriptNote}>Checking items and the progress bars need JavaScript; the requirements are all listed above.</p>
      </noscript>
    </div>
  );
}
