import React from 'react';
import Layout from '@theme/Layout';
import RobotsMeta from '@site/src/components/RobotsMeta';
import ToolFrame from '../ToolFrame';
import ResultView from '../ResultView';
import HowWeCalculate from '../HowWeCalculate';
import styles from './styles.module.css';

/**
 * /data-operations-assessment/results. The result lives in the address
 * (`?a=`), so this page is the same static file for everyone and is kept out
 * of search results; the browser decodes and scores the answers.
 */
export default function ResultsPage(): React.ReactElement {
  return (
    <Layout
      title="Your Data Operations Assessment Result"
      description="Your data operations maturity: an overall score, a score per area, and the three weakest areas with the steps to take first.">
      <RobotsMeta page="assessment-result" />
      <main className={styles.page}>
        {/* Not a <header>: the site's print styles hide every header element, and the title must print. */}
        <div className={styles.header}>
          <p className={styles.kicker}>Data Operations Assessment</p>
          <h1 className={styles.title}>Your data operations assessment result</h1>
        </div>
        <ToolFrame
          loadingLabel="Loading your result…"
          noscriptText="Your result is calculated in your browser from the answers in this page's address, so it needs JavaScript. Turn JavaScript on and reload this page; the explanation of the scoring below reads without it.">
          {() => <ResultView />}
        </ToolFrame>
        <HowWeCalculate />
      </main>
    </Layout>
  );
}
