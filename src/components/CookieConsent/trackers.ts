/**
 * Browser side of consent: storage access that never throws, the data layer,
 * and loading the HubSpot tracker and the Google tag once a visitor accepts.
 */
import type {DeploymentSettings} from '@site/src/config/site';
import {
  ANALYTICS_LOG_DELAY_MS,
  TRACKER_POLL_LIMIT_MS,
  TRACKER_POLL_MS,
  analyticsLoadedMessage,
  consentModeFor,
  thirdPartyUrls,
  type ConsentChoice,
  type StorageLike,
} from '@site/src/lib/consent';
import {deviceClass} from '@site/src/lib/viewport';

type HubSpotQueue = {push: (command: unknown[]) => void};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    _hsq?: HubSpotQueue | unknown[][];
  }
}

/** localStorage, or null where reading it throws (blocked or private storage). */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function gtag(...args: unknown[]): void {
  if (typeof window.gtag !== 'function') {
    // The consent-defaults head script normally defines it; this is the same function.
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtagFallback() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag(...args);
}

export function sendConsentUpdate(choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeFor(choice));
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

function hubspotQueue(): HubSpotQueue {
  window._hsq = window._hsq ?? [];
  return window._hsq as HubSpotQueue;
}

function appendScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  script.defer = true;
  script.addEventListener('load', () => script.setAttribute('data-loaded', ''), {once: true});
  document.body.appendChild(script);
}

/** The HubSpot tracker has started once it has replaced the plain command array with itself. */
function trackerReady(): boolean {
  return window._hsq !== undefined && !Array.isArray(window._hsq);
}

const HUBSPOT_SCRIPT_ID = 'hs-script-loader';
const GOOGLE_TAG_ID = 'google-tag';

/** A while after the page has loaded, says at debug level which tracking scripts loaded. */
function logWhenLoaded(): () => void {
  let timer = 0;
  const schedule = () => {
    timer = window.setTimeout(() => {
      const loaded = (id: string) => document.getElementById(id)?.hasAttribute('data-loaded') ?? false;
      const message = analyticsLoadedMessage({hubspot: loaded(HUBSPOT_SCRIPT_ID), google: loaded(GOOGLE_TAG_ID)});
      if (message) console.debug(message);
    }, ANALYTICS_LOG_DELAY_MS[deviceClass(window.innerWidth)]);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}

/** Loads the configured tracking scripts; once the tracker is ready, switches its do-not-track off. */
export function loadTrackers(settings: DeploymentSettings): () => void {
  const urls = thirdPartyUrls(settings);
  if (!urls.gtagScript && !urls.hubspotScript) return () => undefined;
  const stopLog = logWhenLoaded();
  if (urls.gtagScript) {
    gtag('js', new Date());
    gtag('config', settings.gtagId);
    appendScript(GOOGLE_TAG_ID, urls.gtagScript);
  }
  if (!urls.hubspotScript) return stopLog;
  appendScript(HUBSPOT_SCRIPT_ID, urls.hubspotScript);
  const started = Date.now();
  const timer = window.setInterval(() => {
    if (trackerReady()) {
      hubspotQueue().push(['doNotTrack', {track: true}]);
      window.clearInterval(timer);
    } else if (Date.now() - started >= TRACKER_POLL_LIMIT_MS) {
      window.clearInterval(timer);
    }
  }, TRACKER_POLL_MS);
  return () => {
    window.clearInterval(timer);
    stopLog();
  };
}

/** Tells the HubSpot tracker (now, or when it loads) not to track this visitor. */
export function setDoNotTrack(): void {
  hubspotQueue().push(['doNotTrack']);
}
