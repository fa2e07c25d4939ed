import {describe, expect, test} from '@jest/globals';
import {ACTIVE_SECTION_OFFSET_PX, HASH_SCROLL_DELAY_MS, activeSectionId, sectionFromHash} from '@site/src/lib/guideToc';

describe('activeSectionId', () => {
  test('a heading counts as reached 100px from the top, and a hash scrolls 100 ms after load', () => {
    expect(ACTIVE_SECTION_OFFSET_PX).toBe(100);
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
  });

  test('is the first section near the top of the page, before any heading is reached', () => {
    expect(
      activeSectionId([
        {id: 'introduction', top: 640},
        {id: 'pricing', top: 2400},
      ]),
    ).toBe('introduction');
  });

  test('is the last heading at or above the 100px line', () => {
    const headings = [
      {id: 'introduction', top: -1800},
      {id: 'types', top: -300},
      {id: 'pricing', top: 100},
      {id: 'process', top: 101},
    ];
    expect(activeSectionId(headings)).toBe('pricing');
    expect(activeSectionId(headings, 90)).toBe('types');
  });

  test('is null without headings', () => {
    expect(activeSectionId([])).toBeNull();
  });
});

describe('sectionFromHash', () => {
  const ids = ['introduction', 'pricing-guide'];
  test('names a known section, with or without the #', () => {
    expect(sectionFromHash('#pricing-guide', ids)).toBe('pricing-guide');
    expect(sectionFromHash('pricing-guide', ids)).toBe('pricing-guide');
  });
  test('ignores unknown, empty and malformed hashes', () => {
    expect(sectionFromHash('#nowhere', ids)).toBeNull();
    expect(sectionFromHash('', ids)).toBeNull();
    expect(sectionFromHash('#%E0%A4%A', ids)).toBeNull();
  });
});
