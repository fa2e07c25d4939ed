import {describe, test, expect} from '@jest/globals';
import {
  CONTACT_DRAFT_STORAGE_KEY,
  clearDraft,
  openStorage,
  parseDraft,
  readDraft,
  serializeDraft,
  startingDraft,
  writeDraft,
  type ContactDraft,
  type DraftStorage,
} from '@site/src/lib/contactDraft';
import {emptyContactForm, type ContactFormValues} from '@site/src/lib/contactForm';
import {playbook} from '@site/src/data/playbook';

const typed: ContactFormValues = {
  topic: 'analytics-bi',
  name: 'Jordan Ellis-Park',
  email: 'jordan@northfield',
  company: 'Northfield Partners',
  role: '',
  companySize: 'portfolio-6-15',
  message: 'Half-written thought about the board pack',
  consent: true,
};
const draft: ContactDraft = {values: typed, linkTopic: 'analytics-bi', handedOff: false};

class MemoryStorage implements DraftStorage {
  items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const broken: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('stored drafts', () => {
  test('round trip keeps every value, invalid ones included, as typed', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
    expect(parseDraft(serializeDraft({...draft, handedOff: true, linkTopic: null}))).toEqual({
      ...draft,
      handedOff: true,
      linkTopic: null,
    });
  });

  test('the stored form is versioned JSON under its own key', () => {
    expect(JSON.parse(serializeDraft(draft))).toEqual({version: 1, ...draft});
    expect(CONTACT_DRAFT_STORAGE_KEY).toBe('keelson-contact-draft');
  });

  test('nothing, garbage, another version or a non-object is no draft', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '{',
      'null',
      '42',
      '"text"',
      '[]',
      JSON.stringify({version: 2, values: typed}),
      JSON.stringify({version: 1}),
    ]) {
      expect(parseDraft(raw)).toBeNull();
    }
  });

  test('wrong types fall back field by field; an unknown topic to the default', () => {
    const raw = JSON.stringify({
      version: 1,
      values: {topic: 'hacked', name: 42, email: 'kept@northfield.example', consent: 'yes', message: ['x'], extra: 'ignored'},
      linkTopic: 'unknown',
      handedOff: 'true',
    });
    expect(parseDraft(raw)).toEqual({
      values: {...emptyContactForm, email: 'kept@northfield.example'},
      linkTopic: null,
      handedOff: false,
    });
  });

  test('an oversized value is cut at 20,000 characters', () => {
    const raw = JSON.stringify({version: 1, values: {message: 'x'.repeat(30_000)}});
    expect(parseDraft(raw)?.values.message).toHaveLength(20_000);
  });
});

describe('storage access', () => {
  test('write, read and clear', () => {
    const storage = new MemoryStorage();
    expect(readDraft(storage)).toBeNull();
    expect(writeDraft(storage, draft)).toBe(true);
    expect(storage.items.has(CONTACT_DRAFT_STORAGE_KEY)).toBe(true);
    expect(readDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  test('storage that throws, or none at all, keeps nothing and never throws', () => {
    expect(readDraft(broken)).toBeNull();
    expect(writeDraft(broken, draft)).toBe(false);
    expect(() => clearDraft(broken)).not.toThrow();
    expect(readDraft(null)).toBeNull();
    expect(writeDraft(null, draft)).toBe(false);
    expect(() => clearDraft(null)).not.toThrow();
  });

  test('openStorage gives null where touching storage throws', () => {
    const storage = new MemoryStorage();
    expect(openStorage(() => storage)).toBe(storage);
    expect(
      openStorage(() => {
        throw new Error('SecurityError: access denied');
      }),
    ).toBeNull();
  });
});

describe('what the form opens with', () => {
  test('no draft and no topic: the empty form on the default topic', () => {
    expect(startingDraft(null, null)).toEqual({values: emptyContactForm, linkTopic: null, handedOff: false});
  });

  test('no draft, a link topic: that topic, and the playbook request written in', () => {
    expect(startingDraft(null, 'pe-program')).toEqual({
      values: {...emptyContactForm, topic: 'pe-program'},
      linkTopic: 'pe-program',
      handedOff: false,
    });
    expect(startingDraft(null, 'playbook').values.message).toBe(playbook.requestMessage);
  });

  test('a reload of the same address keeps the draft as it was, a changed topic included', () => {
    const changed: ContactDraft = {values: {...typed, topic: 'lineage-mapping'}, linkTopic: 'analytics-bi', handedOff: true};
    expect(startingDraft(changed, 'analytics-bi')).toEqual(changed);
  });

  test('an address without a topic keeps the draft and remembers the link it came from', () => {
    expect(startingDraft(draft, null)).toEqual(draft);
  });

  test("a new link topic replaces the draft's topic, keeps every other value, and reopens the form", () => {
    const handed: ContactDraft = {...draft, handedOff: true};
    expect(startingDraft(handed, 'pe-program')).toEqual({
      values: {...typed, topic: 'pe-program'},
      linkTopic: 'pe-program',
      handedOff: false,
    });
  });
});
