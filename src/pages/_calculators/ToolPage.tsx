import React from 'react';
import Layout from '@theme/Layout';
import {NoscriptNote} from './ToolNotes';
import styles from './styles.module.css';

interface Props {
  title: string;
  description: string;
  heading: string;
  /** Who the tool is for and what it answers: one or two short paragraphs. */
  intro: React.ReactNode;
  /** What the server-rendered results show when JavaScript is off. */
  noscriptFigures: string;
  children: React.ReactNode;
}

/** The frame every calculator page shares: head, one h1, the intro, the no-JavaScript note. */
export default function ToolPage({title, description, heading, intro, noscriptFigures, children}: Props): React.ReactElement {
  return (
    <Layout title={title} description={description}>
      <main className={styles.page}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Free tool</p>
          <h1>{heading}</h1>
          <div className={styles.intro}>{intro}</div>
        </header>
        <NoscriptNote figures={noscriptFigures} />
        {children}
      </main>
    </Layout>
  );
}
