import React, {useEffect, useRef, useState} from 'react';
import {Check, Link2, Printer} from 'lucide-react';
import {COPY_FAILED, COPY_SUCCEEDED, ToastProvider, ToastView, useToast} from '@site/src/components/Toast';
import {COPIED_STATE_MS} from '@site/src/lib/copyFeedback';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The Clipboard API first; the older selection-and-copy route where it is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, insecure origin): try the fallback below.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

interface Props {
  /** The link to the current results; empty until the page has hydrated. */
  url: string;
}

/**
 * Copy the results as a link (checked state for 3 s and a toast), or print
 * them. When copying
 * fails, the link is shown selected so it can be copied by hand. Hidden in print.
 */
export default function ShareBar({url}: Props): React.ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  const toast = useToast();
  // Counts successful copies, so each one restarts the checked state's 3 s.
  const [copiedRun, setCopiedRun] = useState(0);
  const fallbackRef = useRef<HTMLInputElement>(null);

  // The 3 s start once the checked state is on screen.
  useEffect(() => {
    if (copiedRun === 0) return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [copiedRun]);

  useEffect(() => {
    if (state === 'failed') fallbackRef.current?.select();
  }, [state]);

  const copy = async () => {
    const ok = url !== '' && (await copyText(url));
    setState(ok ? 'copied' : 'failed');
    // A failed copy ends any running checked state, so the hand-copy field stays.
    setCopiedRun((n) => (ok ? n + 1 : 0));
    toast.show(ok ? COPY_SUCCEEDED : COPY_FAILED);
  };

  return (
    <ToastProvider>
      <div className={styles.shareBar} data-pagefind-ignore="all">
        <div className={styles.shareButtons}>
          <button type="button" className={styles.actionButton} onClick={copy} disabled={url === ''} data-state={state}>
            {state === 'copied' ? <Check aria-hidden="true" size={18} /> : <Link2 aria-hidden="true" size={18} />}
            {state === 'copied' ? 'Link copied' : 'Copy link to these results'}
          </button>
          <button type="button" className={styles.actionButtonQuiet} onClick={() => window.print()} disabled={url === ''}>
            <Printer aria-hidden="true" size={18} />
            Print results
          </button>
        </div>
        {state === 'failed' && (
          <label className={styles.fallback}>
            <span>Copy this link by hand</span>
            <input ref={fallbackRef} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </div>
      <ToastView state={toast} />
    </ToastProvider>
  );
}
