/**
 * Saved progress in localStorage. Every access is guarded: storage can be
 * missing, full, or throw on access (private windows, blocked cookies), and
 * the assessment must keep working, only without remembering answers.
 */
import {parseProgress, PROGRESS_STORAGE_KEY, serializeProgress, type SavedProgress} from '@site/src/lib/assessment';

export function readProgress(): SavedProgress {
  try {
    return parseProgress(window.localStorage.getItem(PROGRESS_STORAGE_KEY));
  } catch {
    return parseProgress(null);
  }
}

/** Returns false when the browser refused to store the progress. */
export function writeProgress(progress: SavedProgress): boolean {
  try {
    window.localStorage.setItem(PROGRESS_STORAGE_KEY, serializeProgress(progress));
    return true;
  } catch {
    return false;
  }
}

export function clearProgress(): void {
  try {
    window.localStorage.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Nothing was stored, or storage is unavailable: either way there is nothing left to clear.
  }
}
