import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import * as Toast from '@radix-ui/react-toast';
import {X as Close} from 'lucide-react';
import styles from './styles.module.css';

/**
 * The site's toasts, on @radix-ui/react-toast: one at a time, 5 s, paused
 * on hover, focus or a
 * blurred window, swipe right past 50px to dismiss, F8 focuses the region.
 * Each component that shows toasts holds its own provider, so this code
 * loads only on pages that use it.
 */

export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The two outcomes of copying a link, worded the same on every page. */
export const COPY_SUCCEEDED: ToastMessage = {title: 'Link copied', description: 'URL copied to clipboard', variant: 'default'};
export const COPY_FAILED: ToastMessage = {title: 'Failed to copy', description: 'Could not copy to clipboard', variant: 'destructive'};

/** The toast on screen, if any, and a way to replace it with a new one. */
export function useToast() {
  const [toast, setToast] = useState<(ToastMessage & {id: number}) | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1;
    // A new key replaces the toast on screen: one at a time, each with its full time.
    setToast({...message, id: nextId.current});
    setOpen(true);
  }, []);
  return {toast, open, setOpen, show};
}

export function ToastProvider({children}: {children: ReactNode}): React.ReactElement {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notifications">
      {children}
    </Toast.Provider>
  );
}

/** The toast itself and the region it appears in; place inside a ToastProvider. */
export function ToastView({state}: {state: ReturnType<typeof useToast>}): React.ReactElement {
  const {toast, open, setOpen} = state;
  return (
    <>
      {toast && (
        <Toast.Root
          key={toast.id}
          open={open}
          onOpenChange={setOpen}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(styles.toast, toast.variant === 'destructive' && styles.destructive)}
          data-variant={toast.variant}>
          <div>
            <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          </div>
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            <Close size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={styles.viewport} />
    </>
  );
}
