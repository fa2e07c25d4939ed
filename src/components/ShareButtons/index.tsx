import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {Check, Link2} from 'lucide-react';
import {COPIED_STATE_MS} from '@site/src/lib/copyFeedback';
import {canonicalUrl} from '@site/src/lib/url';
import {COPY_FAILED, COPY_SUCCEEDED, ToastProvider, ToastView, useToast} from '@site/src/components/Toast';
import {linkedInShare, windowFeatures, xShare, type ShareTarget} from './shareLinks';
import styles from './styles.module.css';

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z"
      />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z"
      />
    </svg>
  );
}

/**
 * Share this page: LinkedIn and X in sized windows, and Copy link with a
 * toast. The toast provider lives here, not in Root, so its code loads only
 * on pages that share. Without JavaScript the two share links still work as
 * plain links in a new tab.
 */
export default function ShareButtons({title, heading = 'Share'}: {title: string; heading?: string}): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const url = canonicalUrl(siteConfig.url, pathname);

  // Counts successful copies; 0 means the button is not in its checked state.
  const [copiedRun, setCopiedRun] = useState(0);
  const copied = copiedRun > 0;
  const toast = useToast();

  // The 3 s start once the checked state is on screen, and restart with each copy.
  useEffect(() => {
    if (copiedRun === 0) return undefined;
    const timer = setTimeout(() => setCopiedRun(0), COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [copiedRun]);

  const openShare = (target: ShareTarget) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.open(target.href, target.name, windowFeatures(target, window));
  };

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setCopiedRun((n) => n + 1);
      toast.show(COPY_SUCCEEDED);
    } catch {
      toast.show(COPY_FAILED);
    }
  };

  const linkedIn = linkedInShare(url);
  const x = xShare(url, title);

  return (
    <ToastProvider>
      <div className={styles.share} role="group" aria-label={`${heading}: ${title}`} data-pagefind-ignore="all">
        <span className={styles.heading} aria-hidden="true">
          {heading}
        </span>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, in a new tab */}
        <a className={styles.button} href={linkedIn.href} target="_blank" rel="noopener noreferrer" onClick={openShare(linkedIn)}>
          <LinkedInIcon />
          Share on LinkedIn
        </a>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, in a new tab */}
        <a className={styles.button} href={x.href} target="_blank" rel="noopener noreferrer" onClick={openShare(x)}>
          <XIcon />
          Post on X
        </a>
        <button
          type="button"
          className={clsx(styles.button, copied && styles.copied)}
          data-copied={copied ? 'true' : 'false'}
          onClick={copyLink}>
          {copied ? <Check size={18} aria-hidden /> : <Link2 size={18} aria-hidden />}
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <ToastView state={toast} />
    </ToastProvider>
  );
}
