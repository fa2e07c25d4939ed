import React, {useMemo} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {Printer, RotateCcw} from 'lucide-react';
import PageHead from '@site/src/components/PageHead';
import {assessmentMinutes, maturityLevels} from '@site/src/data/assessment';
import {
  decodeResultQuery,
  isComplete,
  resultPath,
  RESULT_PARAM,
  RESULTS_PATH,
  scoreAssessment,
  type AssessmentResult,
  type DecodeFailure,
} from '@site/src/lib/assessment';
import {readProgress} from '../progressStorage';
import CopyLinkButton from '../CopyLinkButton';
import ScoreChart from '../ScoreChart';
import WeakAreas from '../WeakAreas';
import ConsultationCta from '../ConsultationCta';
import styles from './styles.module.css';

const failureText: Record<Exclude<DecodeFailure, 'missing'>, string> = {
  repeated: 'The link carries more than one result, so we cannot tell which one is yours.',
  malformed: 'The link is incomplete or has been changed; it may have been cut short when it was copied.',
  'unknown-version': 'The link was made by a different version of the assessment, which this page cannot read.',
  'wrong-length': 'The link does not hold an answer for every question; it may have been cut short when it was copied.',
  'out-of-range': 'The link holds answers outside the 1 to 5 scale, so it has been changed since it was made.',
  checksum: 'The answers in the link do not match its check character, so part of it was mistyped or changed.',
};

function UnreadableResult({reason}: {reason: DecodeFailure}): React.ReactElement {
  const saved = readProgress();
  const savedPath = isComplete(saved.answers) ? resultPath(saved.answers) : null;
  const missing = reason === 'missing';
  return (
    <section className={styles.problem} aria-labelledby="result-problem" data-testid="result-problem">
      <h2 id="result-problem" className={styles.problemTitle}>
        {missing ? 'There is no result to show yet' : 'We could not read this result link'}
      </h2>
      <p>
        {missing
          ? `Results appear here after you answer the questions of the assessment. It takes about ${assessmentMinutes} minutes, and the result link it gives you can be saved or shared.`
          : `${failureText[reason]} Nothing is wrong with your CRM or this site: take the assessment again to get a working link, or ask whoever sent it for a fresh copy.`}
      </p>
      <p className={styles.problemActions}>
        <Link className={styles.primary} to="/data-operations-assessment">
          {missing ? 'Take the assessment' : 'Start the assessment again'}
        </Link>
        {savedPath && (
          <Link className={styles.secondary} to={savedPath}>
            Show the result of the answers saved on this device
          </Link>
        )}
      </p>
    </section>
  );
}

function Result({result, code}: {result: AssessmentResult; code: string}): React.ReactElement {
  // Rebuilt from the code alone, so tracking or other parameters in the address are not passed on.
  const shareUrl = `${window.location.origin}${RESULTS_PATH}?${RESULT_PARAM}=${code}`;
  const weakestIds = result.weakest.map((w) => w.dimension.id);
  return (
    <div className={styles.result} data-testid="assessment-result">
      {/* The score in the tab title, so a bookmark or a printed page says which result it is. */}
      <PageHead title={`Assessment result: ${result.overall}/100, ${result.level.name}`} />
      <section className={styles.summary} aria-labelledby="overall-heading">
        <div className={styles.scoreBlock}>
          <h2 id="overall-heading" className={styles.summaryTitle}>
            Overall score
          </h2>
          <p className={styles.bigScore}>
            <span data-testid="overall-score">{result.overall}</span>
            <span className={styles.outOf}> / 100</span>
          </p>
        </div>
        <div className={styles.levelBlock}>
          <p className={styles.levelLine} data-testid="maturity-level">
            Maturity level {result.level.level} of {maturityLevels.length}: <strong>{result.level.name}</strong>
          </p>
          <p className={styles.levelText}>{result.level.description}</p>
          <ol className={clsx('clean-list', styles.scale)} aria-label="Maturity levels">
            {maturityLevels.map((level) => (
              <li
                key={level.level}
                className={styles.scaleStep}
                data-current={level.level === result.level.level || undefined}
                aria-current={level.level === result.level.level ? 'step' : undefined}>
                <span className={styles.scaleNumber}>{level.level}</span>
                <span className={styles.scaleName}>{level.name}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className={styles.actions}>
        <CopyLinkButton url={shareUrl} />
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          <Printer size={18} aria-hidden />
          Print or save as PDF
        </button>
        <Link className={styles.retake} to="/data-operations-assessment">
          <RotateCcw size={16} aria-hidden />
          Change answers or retake
        </Link>
      </div>

      <p className={styles.printOnly}>Open this result online: {shareUrl}</p>

      <section aria-labelledby="areas-heading" className={styles.section}>
        <h2 id="areas-heading">Your score by area</h2>
        <ScoreChart results={result.dimensions} weakestIds={weakestIds} />
      </section>

      <section aria-labelledby="weakest-heading" className={styles.section}>
        <h2 id="weakest-heading">Your three weakest areas, and what to do first</h2>
        <p className={styles.sectionIntro}>
          Lowest score first. Each area gets the steps we would take at its score, the answer that pulled it down most, the service that
          covers it and the articles to read next.
        </p>
        <WeakAreas areas={result.weakest} />
      </section>

      <ConsultationCta />
    </div>
  );
}

/** Reads the result from the address, and shows it or says clearly why it cannot. */
export default function ResultView(): React.ReactElement {
  const {search} = useLocation();
  const decoded = useMemo(() => decodeResultQuery(search), [search]);
  const result = useMemo(() => (decoded.ok ? scoreAssessment(decoded.answers) : null), [decoded]);
  if (!decoded.ok || !result) return <UnreadableResult reason={decoded.ok ? 'malformed' : decoded.reason} />;
  return <Result result={result} code={decoded.code} />;
}
