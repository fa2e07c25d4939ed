/**
 * Cookie consent: the stored choice, the banner's state machine, and what
 * each choice means for Google Consent Mode v2 and the HubSpot tracker.
 * Pure: storage is passed in, and every storage error is absorbed (blocked
 * or private-mode storage behaves as "no choice stored").
 */

import type {DeviceClass} from './viewport';
import {CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_STORAGE_KEY} from '../config/consentStorage';

/** The banner appears this long after the page loads when no choice is stored. */
export const BANNER_DELAY_MS = 1000;
/** After accepting, how often the page checks whether the HubSpot tracker has started. */
export const TRACKER_POLL_MS = 100;
/** ...and when it stops checking (the tracker failed to load or was blocked). */
export const TRACKER_POLL_LIMIT_MS = 10_000;
/**
 * How long after the page has loaded (or after the visitor accepts, if
 * later) the console says which trackers loaded: longer on a phone, whose
 * network is slower. Logged only when the visitor accepted and a tracker is
 * configured: with no consent nothing loads, so there is nothing to say.
 */
export const ANALYTICS_LOG_DELAY_MS: Readonly<Record<DeviceClass, number>> = {mobile: 3000, tablet: 2000, desktop: 2000};

/** The console line (debug level) naming the trackers that loaded, or null when none did. */
export function analyticsLoadedMessage(loaded: {hubspot: boolean; google: boolean}): string | null {
  const names = [loaded.hubspot ? 'HubSpot tracker' : null, loaded.google ? 'Google tag' : null].filter(Boolean);
  return names.length > 0 ? `[analytics] loaded: ${names.join(', ')}` : null;
}

/** Event that reopens the banner (the footer's "Cookie settings" link sends it). */
export const OPEN_SETTINGS_EVENT = 'keelson:cookie-settings';

export type ConsentChoice = typeof CONSENT_ACCEPTED | typeof CONSENT_DECLINED;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function parseStoredChoice(raw: unknown): ConsentChoice | null {
  return raw === CONSENT_ACCEPTED || raw === CONSENT_DECLINED ? raw : null;
}

/** The stored choice; anything unreadable or unexpected is "no choice". */
export function readChoice(storage: StorageLike | null | undefined): ConsentChoice | null {
  try {
    return parseStoredChoice(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; false when storage refuses (the choice then lasts for this visit only). */
export function saveChoice(storage: StorageLike | null | undefined, choice: ConsentChoice): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

export interface ConsentState {
  /** The choice in force for this visit (stored or not). */
  choice: ConsentChoice | null;
  bannerOpen: boolean;
}

export type ConsentEvent =
  | {type: 'loaded'; stored: ConsentChoice | null}
  | {type: 'delayElapsed'}
  | {type: 'accept'}
  | {type: 'decline'}
  | {type: 'close'}
  | {type: 'reopen'};

export const initialConsentState: ConsentState = {choice: null, bannerOpen: false};

export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'loaded':
      return {choice: event.stored, bannerOpen: false};
    case 'delayElapsed':
      // Only a visitor who has not chosen sees the banner by itself.
      return state.choice === null ? {...state, bannerOpen: true} : state;
    case 'accept':
      return {choice: CONSENT_ACCEPTED, bannerOpen: false};
    case 'decline':
      return {choice: CONSENT_DECLINED, bannerOpen: false};
    case 'close':
      // Closing hides the banner and decides nothing.
      return {...state, bannerOpen: false};
    case 'reopen':
      return {...state, bannerOpen: true};
    default:
      return state;
  }
}

export type ConsentValue = 'granted' | 'denied';

export interface ConsentModeSettings {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

/** Consent Mode v2 values for a choice; no choice means denied. */
export function consentModeFor(choice: ConsentChoice | null): ConsentModeSettings {
  const value: ConsentValue = choice === CONSENT_ACCEPTED ? 'granted' : 'denied';
  return {ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value};
}

/** May analytics data (web vitals, events) leave the browser? */
export function analyticsAllowed(choice: ConsentChoice | null): boolean {
  return choice === CONSENT_ACCEPTED;
}

export interface ThirdPartyUrls {
  hubspotScript: string | null;
  gtagScript: string | null;
}

/** Script URLs for the configured ids; an id left empty loads nothing. */
export function thirdPartyUrls(settings: {
  hubspotPortalId: string;
  hubspotScriptBaseUrl: string;
  gtagId: string;
  gtagScriptBaseUrl: string;
}): ThirdPartyUrls {
  const portal = settings.hubspotPortalId.trim();
  const tag = settings.gtagId.trim();
  return {
    hubspotScript: /^\d+$/.test(portal) ? `${settings.hubspotScriptBaseUrl}/${portal}.js` : null,
    gtagScript: /^[A-Z]{1,3}-[A-Z0-9]+$/i.test(tag) ? `${settings.gtagScriptBaseUrl}/gtag/js?id=${encodeURIComponent(tag)}` : null,
  };
}

/**
 * The inline script placed in <head> before any tag: it creates the data
 * layer and sets every Consent Mode v2 signal to denied; a visitor who
 * accepted on an earlier visit gets the update to granted at once.
 */
export function consentDefaultsScript(): string {
  const denied = JSON.stringify({...consentModeFor(null), wait_for_update: 500});
  const granted = JSON.stringify(consentModeFor(CONSENT_ACCEPTED));
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${denied});`,
    `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})==='${CONSENT_ACCEPTED}'){gtag('consent','update',${granted});}}catch(e){}`,
  ].join('');
}
