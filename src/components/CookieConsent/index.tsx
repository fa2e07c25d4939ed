import React, {useCallback, useEffect, useReducer, useRef} from 'react';
import Link from '@docusaurus/Link';
import {X} from 'lucide-react';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import {
  BANNER_DELAY_MS,
  OPEN_SETTINGS_EVENT,
  analyticsAllowed,
  consentReducer,
  initialConsentState,
  readChoice,
  saveChoice,
  type ConsentChoice,
} from '@site/src/lib/consent';
import {browserStorage, loadTrackers, sendConsentUpdate, setDoNotTrack} from './trackers';
import {startVitals} from './vitals';
import styles from './styles.module.css';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from '@site/src/config/consentStorage';

/**
 * The cookie banner and everything that follows a choice. Nothing leaves the
 * browser before the visitor accepts; a stored acceptance loads the trackers
 * at start; the footer's "Cookie settings" link reopens the banner.
 */
export default function CookieConsent(): React.ReactElement | null {
  const settings = useSiteSettings();
  const [state, dispatch] = useReducer(consentReducer, initialConsentState);
  const choiceRef = useRef<ConsentChoice | null>(null);
  const trackersLoaded = useRef(false);
  const stopPolling = useRef<() => void>(() => undefined);
  choiceRef.current = state.choice;

  const startTrackers = useCallback(() => {
    if (trackersLoaded.current) return;
    trackersLoaded.current = true;
    stopPolling.current = loadTrackers(settings);
  }, [settings]);

  useEffect(() => {
    const stored = readChoice(browserStorage());
    dispatch({type: 'loaded', stored});
    if (stored === CONSENT_ACCEPTED) startTrackers();
    if (stored === CONSENT_DECLINED) setDoNotTrack();
    const timer = stored === null ? window.setTimeout(() => dispatch({type: 'delayElapsed'}), BANNER_DELAY_MS) : 0;
    const reopen = () => dispatch({type: 'reopen'});
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    const stopVitals = startVitals(() => analyticsAllowed(choiceRef.current));
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
      stopVitals();
      stopPolling.current();
    };
  }, [startTrackers]);

  const choose = (choice: ConsentChoice) => {
    saveChoice(browserStorage(), choice);
    dispatch({type: choice === CONSENT_ACCEPTED ? 'accept' : 'decline'});
    sendConsentUpdate(choice);
    if (choice === CONSENT_ACCEPTED) startTrackers();
    else setDoNotTrack();
  };

  const bannerRef = useRef<HTMLElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  useKeepFocusClear(state.bannerOpen, bannerRef, firstChoiceRef);

  if (!state.bannerOpen) return null;
  return (
    <section ref={bannerRef} className={styles.banner} role="region" aria-label="Cookie consent" data-pagefind-ignore="all">
      <div className={styles.inner}>
        <p className={styles.text}>
          HubSpot and Google Analytics cookies show us how this site is used. Nothing is tracked unless you accept.{' '}
          <Link to="/privacy">How we use cookies</Link>
        </p>
        <div className={styles.actions}>
          <button ref={firstChoiceRef} type="button" className={styles.primary} onClick={() => choose(CONSENT_ACCEPTED)}>
            Accept
          </button>
          <button type="button" className={styles.secondary} onClick={() => choose(CONSENT_DECLINED)}>
            Decline
          </button>
        </div>
        <button type="button" className={styles.close} aria-label="Close cookie banner" onClick={() => dispatch({type: 'close'})}>
          <X aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}

/**
 * While the banner is open it must never hide the element that has focus
 * (WCAG 2.4.11). The page keeps a bottom scroll padding and a bottom padding
 * the banner's height (`--kr-consent-height` on `html`, followed with a
 * ResizeObserver), so the browser scrolls a focused element clear of it and
 * the end of the page can scroll clear too. Escape that nothing else handled,
 * pressed outside the navbar, moves focus to the banner's first choice.
 */
function useKeepFocusClear(
  open: boolean,
  bannerRef: React.RefObject<HTMLElement | null>,
  firstChoiceRef: React.RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !banner) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(CONSENT_HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    measure();
    root.setAttribute(CONSENT_OPEN_ATTRIBUTE, '');
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    // On window, so it runs after the handlers on the page and the document, which mark an Escape they used.
    // Escape in the navbar (its menus, the search box) stays the navbar's.
    const onKey = (e: KeyboardEvent) => {
      const at = document.activeElement;
      if (e.key !== 'Escape' || e.defaultPrevented || banner.contains(at) || at?.closest('header')) return;
      firstChoiceRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
      root.removeAttribute(CONSENT_OPEN_ATTRIBUTE);
      root.style.removeProperty(CONSENT_HEIGHT_PROPERTY);
    };
  }, [open, bannerRef, firstChoiceRef]);
}

/** Set on `html` while the banner shows: its height, and that it is open (src/css/custom.css reads both). */
const CONSENT_HEIGHT_PROPERTY = '--kr-consent-height';
const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';
