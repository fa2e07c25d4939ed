/** How long a copy button shows its checked state after a successful copy, on every page that has one. */
export const COPIED_STATE_MS = 3000;
