/**
 * Keys under which the site stores something in the visitor's browser, and
 * the values it stores for the cookie choice. The privacy policy quotes them,
 * so they live in a module small enough to import anywhere.
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
export const PROGRESS_STORAGE_KEY = 'keelson-assessment-progress';
/** The contact form's unsent input, in session storage (gone when the tab closes). */
export const CONTACT_DRAFT_STORAGE_KEY = 'keelson-contact-draft';
