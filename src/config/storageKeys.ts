/**
 * Keys under which the assessment and the contact form store something in
 * the visitor's browser. The privacy policy quotes them, so they live in a
 * module small enough to import anywhere; the cookie choice has its own
 * (./consentStorage.ts), because every page loads it.
 */
export const PROGRESS_STORAGE_KEY = 'keelson-assessment-progress';
/** The contact form's unsent input, in session storage (gone when the tab closes). */
export const CONTACT_DRAFT_STORAGE_KEY = 'keelson-contact-draft';
