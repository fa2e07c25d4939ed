import {describe, expect, test} from '@jest/globals';
import {
  ANALYTICS_LOG_DELAY_MS,
  analyticsLoadedMessage,
  analyticsAllowed,
  consentDefaultsScript,
  consentModeFor,
  consentReducer,
  initialConsentState,
  readChoice,
  saveChoice,
  thirdPartyUrls,
  type ConsentState,
  type StorageLike,
} from '@site/src/lib/consent';
import {CONSENT_STORAGE_KEY} from '@site/src/config/consentStorage';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

const throwingStorage: StorageLike = {
  getItem() {
    throw new Error('SecurityError: storage is blocked');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
};

describe('stored choice', () => {
  test('reads the two allowed values', () => {
    expect(readChoice(memoryStorage({[CONSENT_STORAGE_KEY]: 'accepted'}))).toBe('accepted');
    expect(readChoice(memoryStorage({[CONSENT_STORAGE_KEY]: 'declined'}))).toBe('declined');
  });

  test.each(['', 'true', 'ACCEPTED', 'yes', '{"accepted":true}'])('treats %j as no choice', (value) => {
    expect(readChoice(memoryStorage({[CONSENT_STORAGE_KEY]: value}))).toBeNull();
  });

  test('no storage, empty storage and throwing storage mean no choice', () => {
    expect(readChoice(null)).toBeNull();
    expect(readChoice(memoryStorage())).toBeNull();
    expect(readChoice(throwingStorage)).toBeNull();
  });

  test('saving writes the key, and reports a refusal instead of throwing', () => {
    const storage = memoryStorage();
    expect(saveChoice(storage, 'declined')).toBe(true);
    expect(storage.data[CONSENT_STORAGE_KEY]).toBe('declined');
    expect(saveChoice(throwingStorage, 'accepted')).toBe(false);
    expect(saveChoice(undefined, 'accepted')).toBe(false);
  });
});

describe('banner state machine', () => {
  const run = (...events: Parameters<typeof consentReducer>[1][]): ConsentState => events.reduce(consentReducer, initialConsentState);

  test('no stored choice: the banner opens once the delay elapses', () => {
    expect(run({type: 'loaded', stored: null})).toEqual({choice: null, bannerOpen: false});
    expect(run({type: 'loaded', stored: null}, {type: 'delayElapsed'})).toEqual({choice: null, bannerOpen: true});
  });

  test('a stored choice keeps the banner closed', () => {
    expect(run({type: 'loaded', stored: 'accepted'}, {type: 'delayElapsed'})).toEqual({choice: 'accepted', bannerOpen: false});
    expect(run({type: 'loaded', stored: 'declined'}, {type: 'delayElapsed'})).toEqual({choice: 'declined', bannerOpen: false});
  });

  test('accept and decline decide and close', () => {
    const open = run({type: 'loaded', stored: null}, {type: 'delayElapsed'});
    expect(consentReducer(open, {type: 'accept'})).toEqual({choice: 'accepted', bannerOpen: false});
    expect(consentReducer(open, {type: 'decline'})).toEqual({choice: 'declined', bannerOpen: false});
  });

  test('close hides the banner and decides nothing', () => {
    const open = run({type: 'loaded', stored: null}, {type: 'delayElapsed'});
    expect(consentReducer(open, {type: 'close'})).toEqual({choice: null, bannerOpen: false});
  });

  test('reopening lets a visitor change their mind', () => {
    const state = run({type: 'loaded', stored: 'accepted'}, {type: 'reopen'});
    expect(state).toEqual({choice: 'accepted', bannerOpen: true});
    expect(consentReducer(state, {type: 'decline'})).toEqual({choice: 'declined', bannerOpen: false});
    expect(consentReducer(state, {type: 'close'})).toEqual({choice: 'accepted', bannerOpen: false});
  });
});

describe('what a choice allows', () => {
  test('Consent Mode v2 signals', () => {
    expect(consentModeFor('accepted')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(consentModeFor('declined')).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentModeFor(null)).toEqual(consentModeFor('declined'));
  });

  test('analytics only after accepting', () => {
    expect(analyticsAllowed('accepted')).toBe(true);
    expect(analyticsAllowed('declined')).toBe(false);
    expect(analyticsAllowed(null)).toBe(false);
  });

  test('script URLs only for configured ids', () => {
    const base = {hubspotScriptBaseUrl: 'https://js.hs-scripts.com', gtagScriptBaseUrl: 'https://www.googletagmanager.com'};
    expect(thirdPartyUrls({...base, hubspotPortalId: '4000001', gtagId: 'G-TEST0001'})).toEqual({
      hubspotScript: 'https://js.hs-scripts.com/4000001.js',
      gtagScript: 'https://www.googletagmanager.com/gtag/js?id=G-TEST0001',
    });
    expect(thirdPartyUrls({...base, hubspotPortalId: '', gtagId: ''})).toEqual({hubspotScript: null, gtagScript: null});
    expect(thirdPartyUrls({...base, hubspotPortalId: '12a"><script>', gtagId: 'not an id'})).toEqual({
      hubspotScript: null,
      gtagScript: null,
    });
  });
});

describe('consent defaults script', () => {
  function runScript(stored: string | null, throwing = false) {
    const dataLayer: unknown[][] = [];
    const localStorage = throwing
      ? {
          getItem: () => {
            throw new Error('blocked');
          },
        }
      : {getItem: (k: string) => (k === CONSENT_STORAGE_KEY ? stored : null)};
    const window = {dataLayer: undefined as unknown};
    new Function('window', 'localStorage', consentDefaultsScript())(window, localStorage);
    for (const entry of window.dataLayer as IArguments[]) dataLayer.push(Array.from(entry));
    return dataLayer;
  }

  test('defaults every signal to denied before any tag', () => {
    const pushed = runScript(null);
    expect(pushed).toEqual([['consent', 'default', {...consentModeFor(null), wait_for_update: 500}]]);
  });

  test('a visitor who accepted before is granted at once', () => {
    const pushed = runScript('accepted');
    expect(pushed[1]).toEqual(['consent', 'update', consentModeFor('accepted')]);
  });

  test('declined or unreadable storage stays denied', () => {
    expect(runScript('declined')).toHaveLength(1);
    expect(runScript(null, true)).toHaveLength(1);
  });
});

describe('the analytics-loaded log', () => {
  test('comes 3 s after load on a phone and 2 s elsewhere', () => {
    expect(ANALYTICS_LOG_DELAY_MS).toEqual({mobile: 3000, tablet: 2000, desktop: 2000});
  });

  test('names the trackers that loaded, and is not written when none did', () => {
    expect(analyticsLoadedMessage({hubspot: true, google: true})).toBe('[analytics] loaded: HubSpot tracker, Google tag');
    expect(analyticsLoadedMessage({hubspot: false, google: true})).toBe('[analytics] loaded: Google tag');
    expect(analyticsLoadedMessage({hubspot: true, google: false})).toBe('[analytics] loaded: HubSpot tracker');
    expect(analyticsLoadedMessage({hubspot: false, google: false})).toBeNull();
  });
});
