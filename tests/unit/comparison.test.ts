import {describe, expect, test} from '@jest/globals';
import {ICON_LABELS, comparisonIcon} from '@site/src/lib/comparison';
import {comparisonRows, platforms} from '@site/src/data/platforms';

describe('comparisonIcon', () => {
  test('native is a check, partial or custom a warning, none a cross', () => {
    expect(comparisonIcon('Multi-Entity Support', 'Native (business units)')).toBe('check');
    expect(comparisonIcon('Multi-Entity Support', 'Partial (business units)')).toBe('warning');
    expect(comparisonIcon('Multi-Entity Support', 'Custom (multi-org)')).toBe('warning');
    expect(comparisonIcon('Multi-Entity Support', 'None')).toBe('cross');
    expect(comparisonIcon('PE Reporting Templates', 'native')).toBe('check');
    expect(comparisonIcon('PE Reporting Templates', '  NONE ')).toBe('cross');
  });

  test('only the two named categories get icons', () => {
    expect(comparisonIcon('Time to value', 'Native')).toBeNull();
    expect(comparisonIcon('User adoption after 90 days', 'None')).toBeNull();
    expect(comparisonIcon('multi-entity support', 'Native')).toBeNull();
  });

  test('a value that names no support level gets no icon', () => {
    expect(comparisonIcon('Multi-Entity Support', 'Depends on edition')).toBeNull();
  });

  test('every icon has a text alternative', () => {
    expect(ICON_LABELS).toEqual({check: 'Native support', warning: 'Partial or custom support', cross: 'Not supported'});
  });
});

describe('platform data', () => {
  test("the cards show each platform's PE score, best first", () => {
    expect(platforms.map((p) => [p.name, p.peScore])).toEqual([
      ['HubSpot', 95],
      ['Salesforce', 75],
      ['Microsoft Dynamics', 65],
      ['Pipedrive', 45],
    ]);
  });

  test('every row has a value for each platform and a known weight', () => {
    for (const row of comparisonRows) {
      expect(Object.keys(row.values).sort()).toEqual(['dynamics', 'hubspot', 'pipedrive', 'salesforce']);
      expect(['Critical', 'High', 'Medium']).toContain(row.weight);
    }
  });

  test('every cell in an icon category resolves to an icon', () => {
    for (const row of comparisonRows.filter((r) => r.category === 'Multi-Entity Support' || r.category === 'PE Reporting Templates')) {
      for (const value of Object.values(row.values)) expect(comparisonIcon(row.category, value)).not.toBeNull();
    }
  });
});
