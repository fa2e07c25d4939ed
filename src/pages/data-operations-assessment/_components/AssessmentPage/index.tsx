import React from 'react';
import Layout from '@theme/Layout';
import {assessmentMinutes, assessmentQuestions, dimensions} from '@site/src/data/assessment';
import ToolFrame from '../ToolFrame';
import AssessmentForm from '../AssessmentForm';
import HowWeCalculate from '../HowWeCalculate';
import styles from './styles.module.css';

/** /data-operations-assessment: the introduction, the multi-step form, and the method. */
export default function AssessmentPage(): React.ReactElement {
  return (
    <Layout
      title="Data Operations Assessment"
      description={`A free ${assessmentQuestions.length}-question assessment of CRM data quality, governance, process, integration, reporting and team, with a maturity score and the three areas to fix first.`}>
      <main className={styles.page}>
        <div className={styles.hero}>
          <p className={styles.kicker}>Free assessment · about {assessmentMinutes} minutes</p>
          <h1 className={styles.title}>Data Operations Assessment</h1>
          <p className={styles.lead}>
            This assessment shows where your revenue data stands and what to fix first. It is built for an operating partner comparing
            portfolio companies, or a RevOps or marketing leader who inherited the CRM. Answer {assessmentQuestions.length} questions across{' '}
            {dimensions.length} areas; you get a score out of 100 for each area, an overall maturity level, and the three weakest areas with
            the steps we would take.
          </p>
        </div>

        <div className={styles.layout}>
          <div className={styles.tool}>
            <ToolFrame
              loadingLabel="Loading the assessment…"
              noscriptText="The assessment runs in your browser and needs JavaScript to score your answers. Turn JavaScript on and reload this page; the explanation of the areas and the scoring below reads without it.">
              {() => <AssessmentForm />}
            </ToolFrame>
          </div>

          <aside className={styles.areas} aria-labelledby="assessment-areas">
            <h2 id="assessment-areas" className={styles.areasTitle}>
              What the assessment covers
            </h2>
            <ol className={styles.areaList}>
              {dimensions.map((d) => (
                <li key={d.id}>
                  <strong>{d.name}.</strong> {d.intro}
                </li>
              ))}
            </ol>
            <p className={styles.choose}>
              Pick the answer that describes how things work today, not how they are meant to work. When you are between two answers, choose
              the lower one: the result is more useful when it is honest.
            </p>
          </aside>
        </div>

        <HowWeCalculate />
      </main>
    </Layout>
  );
}
