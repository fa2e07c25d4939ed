import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import * as Toast from '@radix-ui/react-toast';
import {Check, Link2, Printer, X as Close} from 'lucide-react';
import styles from './styles.module.css';
import toastStyles from './toast.module.css';

/** How long the button shows its checked state after a copy (specification, section 9). */
const COPIED_STATE_MS = 3000;
/** Toasts: one at a time, 5 s, swipe right past 50px to dismiss, F8 focuses the region (specification, section 9). */
const TOAST_DURATION_MS = 5000;

type CopyState = 'idle' | 'copied' | 'failed';

interface ToastMessage {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

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
 * Copy the results as a link (checked state for 3 s and a toast, as the
 * specification's error catalogue words them), or print them. When copying
 * fails, the link is shown selected so it can be copied by hand. Hidden in print.
 */
export default function ShareBar({url}: Props): React.ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const nextId = useRef(0);
  const fallbackRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (state === 'failed') fallbackRef.current?.select();
  }, [state]);

  const copy = async () => {
    window.clearTimeout(timer.current);
    const ok = url !== '' && (await copyText(url));
    setState(ok ? 'copied' : 'failed');
    nextId.current += 1;
    // A new key replaces the toast on screen: one at a time, each with its full time.
    setToast(
      ok
        ? {id: nextId.current, title: 'Link copied', description: 'URL copied to clipboard', variant: 'default'}
        : {id: nextId.current, title: 'Failed to copy', description: 'Could not copy to clipboard', variant: 'destructive'},
    );
    setToastOpen(true);
    if (ok) timer.current = window.setTimeout(() => setState('idle'), COPIED_STATE_MS);
  };

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notifications">
      <div className={styles.shareBar}>
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
      {toast && (
        <Toast.Root
          key={toast.id}
          open={toastOpen}
          onOpenChange={setToastOpen}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(toastStyles.toast, toast.variant === 'destructive' && toastStyles.destructive)}
          data-variant={toast.variant}>
          <div>
            <Toast.Title className={toastStyles.title}>{toast.title}</Toast.Title>
            <Toast.Description className={toastStyles.description}>{toast.description}</Toast.Description>
          </div>
          <Toast.Close className={toastStyles.close} aria-label="Dismiss notification">
            <Close size={16} aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={toastStyles.viewport} />
    </Toast.Provider>
  );
}
