/**
 * The contact form's unsent input, kept in session storage so a reload, a
 * failed send or a trip to the e-mail app and back loses nothing; it is
 * removed once a send succeeds. Pure: storage is passed in, and every storage
 * error is absorbed (blocked or full storage simply keeps nothing).
 */
import {CONTACT_DRAFT_STORAGE_KEY} from '../config/storageKeys';
import {emptyContactForm, findTopic, withTopic, type ContactFormValues} from './contactForm';
import type {ContactTopicId} from '../data/contactTopics';

export {CONTACT_DRAFT_STORAGE_KEY};

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ContactDraft {
  values: ContactFormValues;
  /** The topic the page address asked for when the draft was saved, so a reload does not undo a change of topic. */
  linkTopic: ContactTopicId | null;
  /** The e-mail app was opened with this input (forms without a form service). */
  handedOff: boolean;
}

const DRAFT_VERSION = 1;
/** Far above any field's limit, so a stored value is never cut, yet a corrupted entry stays small. */
const MAX_STORED_CHARS = 20_000;

type TextField = Exclude<keyof ContactFormValues, 'consent'>;
const textFields: readonly TextField[] = ['topic', 'name', 'email', 'company', 'role', 'companySize', 'message'];

export function serializeDraft(draft: ContactDraft): string {
  return JSON.stringify({version: DRAFT_VERSION, ...draft});
}

/**
 * A stored draft, or null when there is none or it cannot be read. Fields of
 * the wrong type fall back to empty ones; an unknown topic to the default.
 */
export function parseDraft(raw: string | null | undefined): ContactDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.version !== DRAFT_VERSION || typeof record.values !== 'object' || record.values === null) return null;
  const stored = record.values as Record<string, unknown>;
  const values: ContactFormValues = {...emptyContactForm};
  for (const field of textFields) {
    const value = stored[field];
    if (typeof value === 'string') values[field] = value.slice(0, MAX_STORED_CHARS);
  }
  if (!findTopic(values.topic)) values.topic = emptyContactForm.topic;
  values.consent = stored.consent === true;
  const linkTopic = typeof record.linkTopic === 'string' ? (findTopic(record.linkTopic)?.id ?? null) : null;
  return {values, linkTopic, handedOff: record.handedOff === true};
}

export function readDraft(storage: DraftStorage | null): ContactDraft | null {
  if (!storage) return null;
  try {
    return parseDraft(storage.getItem(CONTACT_DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the draft; false when storage refuses (the input then lasts as long as the page). */
export function writeDraft(storage: DraftStorage | null, draft: ContactDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONTACT_DRAFT_STORAGE_KEY, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(CONTACT_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: storage that cannot be written holds nothing of ours.
  }
}

/** Session storage, or null where merely touching it throws (blocked storage, some privacy modes). */
export function openStorage(get: () => DraftStorage): DraftStorage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/**
 * What the form shows when the page opens: the stored draft, if any, and the
 * topic the link asked for. A link's topic applies when it differs from the
 * one the draft was saved under (the visitor followed a new link); on a
 * reload of the same address the visitor's own choice of topic stands.
 */
export function startingDraft(stored: ContactDraft | null, linkTopic: ContactTopicId | null): ContactDraft {
  const draft = stored ?? {values: emptyContactForm, linkTopic: null, handedOff: false};
  if (linkTopic === null || linkTopic === draft.linkTopic) return {...draft, linkTopic: linkTopic ?? draft.linkTopic};
  return {values: withTopic(draft.values, linkTopic), linkTopic, handedOff: false};
}
