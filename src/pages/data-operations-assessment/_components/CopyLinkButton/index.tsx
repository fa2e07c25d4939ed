import React, {useEffect, useRef, useState} from 'react';
import {Check, Link2} from 'lucide-react';
import {COPIED_STATE_MS} from '@site/src/lib/copyFeedback';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard API unavailable');
}

/**
 * Copies the result link. The confirmation is spoken (a status region) as
 * well as shown; when the browser refuses, the link is shown selected so it
 * can be copied by hand.
 */
export default function CopyLinkButton({url}: {url: string}): React.ReactElement {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  const fallbackRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (state === 'failed') fallbackRef.current?.select();
  }, [state]);

  async function copy(): Promise<void> {
    window.clearTimeout(timer.current);
    try {
      await writeToClipboard(url);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), COPIED_STATE_MS);
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.button} data-state={state} onClick={() => void copy()}>
        {state === 'copied' ? <Check size={18} aria-hidden /> : <Link2 size={18} aria-hidden />}
        {state === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      <p className={styles.status} role="status">
        {state === 'copied' && 'Link copied: the URL of this result is on your clipboard.'}
        {state === 'failed' && 'Failed to copy: could not copy to the clipboard. Select the link below and copy it.'}
      </p>
      {state === 'failed' && (
        <label className={styles.fallback}>
          <span>Link to this result</span>
          <input ref={fallbackRef} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
