import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {ArrowLeft, ArrowRight, RotateCcw} from 'lucide-react';
import {assessmentQuestions, dimensions, type AnswerValue, type Question} from '@site/src/data/assessment';
import {firstIncompleteStep, isAnswerValue, questionsIn, resultPath, type AnswerMap} from '@site/src/lib/assessment';
import {clearProgress, readProgress, writeProgress} from '../progressStorage';
import styles from './styles.module.css';

const totalSteps = dimensions.length;
const questionNumber = new Map(assessmentQuestions.map((q, i) => [q.id, i + 1]));

function QuestionField({
  question,
  value,
  missing,
  onChange,
}: {
  question: Question;
  value: AnswerValue | undefined;
  missing: boolean;
  onChange: (value: AnswerValue) => void;
}): React.ReactElement {
  const number = questionNumber.get(question.id);
  const errorId = `${question.id}-error`;
  return (
    <fieldset
      className={styles.question}
      id={`question-${question.id}`}
      data-missing={missing || undefined}
      aria-describedby={missing ? errorId : undefined}>
      <legend className={styles.legend}>
        <span className={styles.questionNumber}>
          Question {number} of {assessmentQuestions.length}
        </span>
        <span className={styles.questionText}>{question.text}</span>
      </legend>
      {missing && (
        <p className={styles.fieldError} id={errorId}>
          Choose the answer closest to how things work today.
        </p>
      )}
      <div className={styles.options}>
        {question.options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.level} aria-hidden>
              {option.value}
            </span>
            <span className={styles.description}>{option.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The assessment itself: one step per area, Back and Next, progress kept in
 * localStorage after every answer. Rendered only in the browser, so the
 * saved state is read once, before the first paint of the form.
 */
export default function AssessmentForm(): React.ReactElement {
  const history = useHistory();
  const [initial] = useState(readProgress);
  const [answers, setAnswers] = useState<AnswerMap>(initial.answers);
  const [step, setStep] = useState(initial.step);
  const [missing, setMissing] = useState<string[]>([]);
  const [storageWorks, setStorageWorks] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const [welcomeBack, setWelcomeBack] = useState(initial.step > 0 || Object.keys(initial.answers).length > 0);

  const dimension = dimensions[step];
  const stepQuestions = questionsIn(dimension.id);
  const answeredCount = assessmentQuestions.filter((q) => isAnswerValue(answers[q.id])).length;
  const isLast = step === totalSteps - 1;

  useEffect(() => {
    setStorageWorks(writeProgress({answers, step}));
  }, [answers, step]);

  // After Back or Next, move focus to the new step's heading so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({preventScroll: true});
    formRef.current?.scrollIntoView({block: 'start'});
  }, [step]);

  function answer(question: Question, value: AnswerValue): void {
    setAnswers((current) => ({...current, [question.id]: value}));
    setMissing((current) => current.filter((id) => id !== question.id));
  }

  function goTo(next: number): void {
    moved.current = true;
    setWelcomeBack(false);
    setMissing([]);
    setStep(next);
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const unanswered = stepQuestions.filter((q) => !isAnswerValue(answers[q.id])).map((q) => q.id);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      const firstRadio = formRef.current?.querySelector<HTMLInputElement>(`input[name="${unanswered[0]}"]`);
      firstRadio?.focus({preventScroll: true});
      // Scroll to the question, not the radio, so its text and error message sit below the fixed navbar.
      document.getElementById(`question-${unanswered[0]}`)?.scrollIntoView({block: 'start'});
      return;
    }
    if (!isLast) {
      goTo(step + 1);
      return;
    }
    const incomplete = firstIncompleteStep(answers);
    if (incomplete !== -1) {
      goTo(incomplete);
      return;
    }
    history.push(resultPath(answers));
  }

  function startOver(): void {
    clearProgress();
    setAnswers({});
    goTo(0);
  }

  const missingTopics = stepQuestions.filter((q) => missing.includes(q.id)).map((q) => q.topic);

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="assessment-step-heading">
      <div className={styles.progress}>
        <p className={styles.stepLabel} data-testid="assessment-step">
          Step {step + 1} of {totalSteps}
          <span className={styles.stepArea}>{dimension.name}</span>
        </p>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Questions answered"
          aria-valuemin={0}
          aria-valuemax={assessmentQuestions.length}
          aria-valuenow={answeredCount}
          aria-valuetext={`${answeredCount} of ${assessmentQuestions.length} questions answered`}>
          <span className={styles.fill} style={{width: `${(100 * answeredCount) / assessmentQuestions.length}%`}} />
        </div>
        <p className={styles.answered}>
          {answeredCount} of {assessmentQuestions.length} questions answered
        </p>
        <ol className={clsx('clean-list', styles.stepDots)} aria-hidden>
          {dimensions.map((d, i) => (
            <li key={d.id} data-state={i < step ? 'done' : i === step ? 'current' : 'todo'} />
          ))}
        </ol>
      </div>

      {welcomeBack && <p className={styles.notice}>Welcome back: your earlier answers on this device are filled in.</p>}
      {!storageWorks && (
        <p className={styles.notice}>
          This browser is not letting the page save your progress, so finish in one sitting; a reload would clear your answers.
        </p>
      )}

      <h2 id="assessment-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        <span className={styles.visuallyHidden}>
          Step {step + 1} of {totalSteps}:{' '}
        </span>
        {dimension.name}
      </h2>
      <p className={styles.stepIntro}>{dimension.intro}</p>

      {missingTopics.length > 0 && (
        <div className={styles.errorSummary} role="alert">
          {missingTopics.length === 1 ? 'One question' : `${missingTopics.length} questions`} in this step still{' '}
          {missingTopics.length === 1 ? 'needs' : 'need'} an answer: {missingTopics.join(', ')}.
        </div>
      )}

      {stepQuestions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          missing={missing.includes(question.id)}
          onChange={(value) => answer(question, value)}
        />
      ))}

      <div className={styles.actions}>
        {step > 0 && (
          <button type="button" className={styles.secondary} onClick={() => goTo(step - 1)}>
            <ArrowLeft size={18} aria-hidden />
            Back
          </button>
        )}
        <button type="submit" className={styles.primary}>
          {isLast ? 'See my results' : 'Next'}
          <ArrowRight size={18} aria-hidden />
        </button>
      </div>
      {answeredCount > 0 && (
        <p className={styles.startOver}>
          <button type="button" className={styles.textButton} onClick={startOver}>
            <RotateCcw size={16} aria-hidden />
            Clear my answers and start over
          </button>
        </p>
      )}
    </form>
  );
}
