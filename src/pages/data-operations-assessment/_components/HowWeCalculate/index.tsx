import React from 'react';
import {assessmentQuestions, dimensions, maturityLevels, recommendationThresholds} from '@site/src/data/assessment';
import {MAX_POINTS_PER_QUESTION, questionsIn} from '@site/src/lib/assessment';
import styles from './styles.module.css';

function scoreRange(index: number): string {
  const low = maturityLevels[index].minScore;
  const next = maturityLevels[index + 1];
  return `${low}–${next ? next.minScore - 1 : 100}`;
}

/** The scoring method, written out. Static, so it reads without JavaScript and prints with the result. */
export default function HowWeCalculate(): React.ReactElement {
  const perArea = questionsIn(dimensions[0].id).length;
  const maxPerArea = perArea * MAX_POINTS_PER_QUESTION;
  return (
    <section className={styles.method} aria-labelledby="how-we-calculate">
      <h2 id="how-we-calculate">How we calculate this</h2>
      <p>
        The assessment asks {assessmentQuestions.length} questions, {perArea} in each of {dimensions.length} areas. Every answer describes
        what a revenue team actually does, from 1 (not in place) to 5 (run, measured and improved). The score is computed in your browser
        from those answers alone.
      </p>
      <ol className={styles.steps}>
        <li>
          <strong>Points.</strong> An answer of 1 earns 0 points and an answer of 5 earns {MAX_POINTS_PER_QUESTION}, so each step up the
          scale is worth one point.
        </li>
        <li>
          <strong>Area score.</strong> An area&apos;s points as a share of its maximum of {maxPerArea}, out of 100. Answers of 4, 3 and 2
          earn 3 + 2 + 1 = 6 of {maxPerArea} points: a score of 50.
        </li>
        <li>
          <strong>Overall score.</strong> The average of the {dimensions.length} area scores before rounding. Every area weighs the same: in
          our portfolio work, a weakness in any one of them caps what the others can deliver. Scores are shown as whole numbers, halves
          rounded up.
        </li>
        <li>
          <strong>Maturity level.</strong> Read from the rounded overall score:
          {/* Scrolls sideways inside its own box on a narrow screen; focusable and named, so a keyboard can scroll it. */}
          <div className={styles.levelsWrap} tabIndex={0} role="region" aria-label="Maturity levels (scrolls sideways)">
            <table>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Name</th>
                  <th scope="col">Overall score</th>
                </tr>
              </thead>
              <tbody>
                {maturityLevels.map((level, i) => (
                  <tr key={level.level}>
                    <td>{level.level}</td>
                    <td>{level.name}</td>
                    <td>{scoreRange(i)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </li>
        <li>
          <strong>Weakest areas.</strong> The three lowest area scores. When two areas score the same, the one listed earlier comes first.
          The areas are listed in the order we fix them in an engagement ({dimensions.map((d) => d.name.toLowerCase()).join(', ')}), because
          each one inherits the errors of the one before.
        </li>
        <li>
          <strong>Recommendations.</strong> An area below {recommendationThresholds.strengthenFrom} gets foundation steps, one from{' '}
          {recommendationThresholds.strengthenFrom} to {recommendationThresholds.refineFrom - 1} gets steps that make the existing practice
          stick, and one at {recommendationThresholds.refineFrom} or above gets refinements.
        </li>
      </ol>
      <p>
        Your answers stay on your device. Progress is kept in this browser&apos;s local storage so a reload does not lose it, and the result
        link carries the answers in its address (a version number, one digit per question and a check character that catches a mistyped or
        altered link). Nothing is sent to us unless you choose to share the link.
      </p>
      <p>
        This is a structured self-assessment, not an audit: it shows where to look first. A PE-standard assessment of your actual CRM data,
        the first step of every engagement we run, measures the same areas from the records themselves.
      </p>
    </section>
  );
}
