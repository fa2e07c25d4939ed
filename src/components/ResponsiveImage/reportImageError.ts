import {analyticsAllowed, readChoice} from '@site/src/lib/consent';

export const IMAGE_ERROR_EVENT = 'image_error_boundary';

type WindowWithDataLayer = Window & {dataLayer?: unknown[]};

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage throws on access: treat it as "no choice".
    return null;
  }
}

/**
 * Sends `image_error_boundary` to the tag's data layer, but only for a visitor
 * who accepted cookies: without consent, nothing about the visit leaves the
 * browser, errors included.
 */
export function reportImageError(message: string): void {
  if (typeof window === 'undefined') return;
  if (!analyticsAllowed(readChoice(localStorageOrNull()))) return;
  const w = window as WindowWithDataLayer;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({event: IMAGE_ERROR_EVENT, message});
}
