/**
 * The cookie choice as the site stores it in the visitor's browser: its key
 * and its two values. Every page's cookie banner reads it and the privacy
 * policy quotes it; kept apart from the other storage keys so the banner,
 * which every page loads, carries nothing else.
 */
/** Local storage: the visitor's answer to the cookie banner. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/**
 * What the banner stores under CONSENT_STORAGE_KEY when the visitor accepts:
 * the one value that lets trackers load and the HubSpot cookie travel with
 * the contact form.
 */
export const CONSENT_ACCEPTED = 'accepted';
/** What the banner stores when the visitor declines. */
export const CONSENT_DECLINED = 'declined';
