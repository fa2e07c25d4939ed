import React from 'react';
import {useDeployment} from '@site/src/hooks/useDeployment';
import {previewFormNote} from './content';
import styles from './styles.module.css';

/**
 * On a build that is not production, a short note above the contact form:
 * the form takes its e-mail path there and never posts to the CRM form.
 */
export default function PreviewFormNote(): React.ReactElement | null {
  const {production} = useDeployment();
  if (production) return null;
  return (
    <div className={styles.previewNote} data-pagefind-ignore="all">
      <p className={styles.previewNoteTitle}>{previewFormNote.title}</p>
      <p>{previewFormNote.body}</p>
    </div>
  );
}
