import {describe, expect, test} from '@jest/globals';
import {
  adjustmentMessage,
  defaultValues,
  normalizeNumber,
  normalizeValues,
  parseNumber,
  readNumber,
  readToolQuery,
  snapToStep,
  writeToolQuery,
} from '@site/src/lib/toolQuery';
import {type FieldSpecs} from '@site/src/data/calculators';

type Field = 'count' | 'share' | 'rate';
const specs: FieldSpecs<Field> = {
  count: {key: 'n', min: 2, max: 20, step: 1, defaultValue: 5},
  share: {key: 'pct', min: 0, max: 100, step: 0.5, defaultValue: 12.5},
  rate: {key: 'r', min: 10, max: 500, step: 10, defaultValue: 50},
};

describe('parseNumber', () => {
  test('reads plain numbers, signs and decimals', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber('+7')).toBe(7);
    expect(parseNumber('-3.5')).toBe(-3.5);
    expect(parseNumber('.25')).toBe(0.25);
    expect(parseNumber('5.')).toBe(5);
  });

  test('tolerates what people type: separators, spaces, a dollar sign, a percent sign', () => {
    expect(parseNumber('1,250,000')).toBe(1_250_000);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('$65')).toBe(65);
    expect(parseNumber('-$65')).toBe(-65);
    expect(parseNumber('20%')).toBe(20);
  });

  test('rejects everything that is not a plain number', () => {
    for (const raw of [
      '',
      ' ',
      'abc',
      '12abc',
      '1e3',
      '0x10',
      'Infinity',
      '-Infinity',
      'NaN',
      '1.2.3',
      '--5',
      '.',
      '$',
      '%',
      '5%%',
      '<script>',
    ]) {
      expect(parseNumber(raw)).toBeNull();
    }
  });

  test('a number too long to represent becomes Infinity, to be clamped rather than discarded', () => {
    expect(parseNumber('9'.repeat(400))).toBe(Infinity);
    expect(parseNumber(`-${'9'.repeat(400)}`)).toBe(-Infinity);
  });
});

describe('normalizeNumber and snapToStep', () => {
  test('clamps to the bounds and says which', () => {
    expect(normalizeNumber(1, specs.count)).toEqual({value: 2, adjustment: 'below-min'});
    expect(normalizeNumber(21, specs.count)).toEqual({value: 20, adjustment: 'above-max'});
    expect(normalizeNumber(Infinity, specs.count)).toEqual({value: 20, adjustment: 'above-max'});
    expect(normalizeNumber(-Infinity, specs.count)).toEqual({value: 2, adjustment: 'below-min'});
    expect(normalizeNumber(NaN, specs.count)).toEqual({value: 5, adjustment: 'not-a-number'});
  });

  test('keeps both bounds and values on the step grid unchanged', () => {
    expect(normalizeNumber(2, specs.count)).toEqual({value: 2});
    expect(normalizeNumber(20, specs.count)).toEqual({value: 20});
    expect(normalizeNumber(12.5, specs.share)).toEqual({value: 12.5});
    expect(normalizeNumber(500, specs.rate)).toEqual({value: 500});
  });

  test('rounds to the step counted from the minimum, without binary noise', () => {
    expect(normalizeNumber(55, specs.rate)).toEqual({value: 60, adjustment: 'rounded'});
    expect(normalizeNumber(54, specs.rate)).toEqual({value: 50, adjustment: 'rounded'});
    expect(normalizeNumber(3.4, specs.count)).toEqual({value: 3, adjustment: 'rounded'});
    expect(snapToStep(0.1 + 0.2, {key: 'x', min: 0, max: 1, step: 0.1, defaultValue: 0})).toBe(0.3);
  });

  test('never returns negative zero', () => {
    const zeroBased = {key: 'z', min: 0, max: 10, step: 1, defaultValue: 1};
    expect(Object.is(normalizeNumber(-0, zeroBased).value, 0)).toBe(true);
    expect(Object.is(snapToStep(-0.2, zeroBased), 0)).toBe(true);
    expect(Object.is(readNumber('-0', zeroBased).value, 0)).toBe(true);
  });
});

describe('readNumber', () => {
  test('empty or missing text means the default, with nothing to report', () => {
    expect(readNumber('', specs.count)).toEqual({value: 5});
    expect(readNumber('   ', specs.count)).toEqual({value: 5});
    expect(readNumber(null, specs.count)).toEqual({value: 5});
    expect(readNumber(undefined, specs.count)).toEqual({value: 5});
  });

  test('non-numbers fall back to the default and are reported', () => {
    expect(readNumber('five', specs.count)).toEqual({value: 5, adjustment: 'not-a-number'});
    expect(readNumber('NaN', specs.share)).toEqual({value: 12.5, adjustment: 'not-a-number'});
  });

  test('negative and huge values are clamped', () => {
    expect(readNumber('-40', specs.count)).toEqual({value: 2, adjustment: 'below-min'});
    expect(readNumber('99999999999999999999', specs.count)).toEqual({value: 20, adjustment: 'above-max'});
    expect(readNumber('1'.repeat(1000), specs.rate)).toEqual({value: 500, adjustment: 'above-max'});
  });
});

describe('readToolQuery', () => {
  test('an empty query gives every default and no adjustments', () => {
    for (const search of ['', '?', '?&&', '?=', '?=5']) {
      expect(readToolQuery(search, specs)).toEqual({values: {count: 5, share: 12.5, rate: 50}, adjustments: []});
    }
  });

  test('reads valid values with or without the question mark', () => {
    const expected = {values: {count: 7, share: 33.5, rate: 120}, adjustments: []};
    expect(readToolQuery('?n=7&pct=33.5&r=120', specs)).toEqual(expected);
    expect(readToolQuery('n=7&pct=33.5&r=120', specs)).toEqual(expected);
  });

  test('an empty value is the default, silently', () => {
    expect(readToolQuery('?n=&pct=&r=', specs)).toEqual({values: {count: 5, share: 12.5, rate: 50}, adjustments: []});
  });

  test('hostile values are clamped or replaced, and each is reported', () => {
    const {values, adjustments} = readToolQuery('?n=-3&pct=1e309&r=%3Cscript%3Ealert(1)%3C%2Fscript%3E', specs);
    expect(values).toEqual({count: 2, share: 12.5, rate: 50});
    expect(adjustments).toEqual([
      {field: 'count', kind: 'below-min', given: '-3', used: 2},
      {field: 'share', kind: 'not-a-number', given: '1e309', used: 12.5},
      {field: 'rate', kind: 'not-a-number', given: '<script>alert(1)</script…', used: 50},
    ]);
  });

  test('huge values are clamped to the maximum', () => {
    const {values, adjustments} = readToolQuery(`?n=${'9'.repeat(500)}&r=100000`, specs);
    expect(values).toEqual({count: 20, share: 12.5, rate: 500});
    expect(adjustments.map((a) => [a.field, a.kind, a.used])).toEqual([
      ['count', 'above-max', 20],
      ['rate', 'above-max', 500],
    ]);
    expect(adjustments[0].given).toBe(`${'9'.repeat(24)}…`);
  });

  test('a repeated key uses its first value and is reported', () => {
    const {values, adjustments} = readToolQuery('?n=8&n=19&n=abc', specs);
    expect(values.count).toBe(8);
    expect(adjustments).toEqual([{field: 'count', kind: 'repeated', given: '8, 19, abc', used: 8}]);
  });

  test('a repeated key whose first value is bad is reported twice', () => {
    const {values, adjustments} = readToolQuery('?r=oops&r=70', specs);
    expect(values.rate).toBe(50);
    expect(adjustments.map((a) => a.kind)).toEqual(['repeated', 'not-a-number']);
  });

  test('unknown keys, odd encodings and key case are ignored', () => {
    expect(readToolQuery('?N=9&count=9&foo=bar&%E0%A4%A=1&n=%E0%A4%A', specs)).toEqual({
      values: {count: 5, share: 12.5, rate: 50},
      adjustments: [{field: 'count', kind: 'not-a-number', given: '\uFFFD%A', used: 5}],
    });
  });

  test('every value returned is finite and within bounds whatever the query', () => {
    const hostile = ['?n=Infinity&pct=-Infinity&r=NaN', '?n=0x1F&pct=1e2&r=-0', '?n=%00&pct=%20&r=+', `?n=${'-'.repeat(100)}`];
    for (const search of hostile) {
      const {values} = readToolQuery(search, specs);
      for (const field of Object.keys(specs) as Field[]) {
        expect(Number.isFinite(values[field])).toBe(true);
        expect(values[field]).toBeGreaterThanOrEqual(specs[field].min);
        expect(values[field]).toBeLessThanOrEqual(specs[field].max);
      }
    }
  });
});

describe('writeToolQuery', () => {
  test('writes every field in the specs order, defaults included', () => {
    expect(writeToolQuery(defaultValues(specs), specs)).toBe('n=5&pct=12.5&r=50');
    expect(writeToolQuery({count: 12, share: 0, rate: 500}, specs)).toBe('n=12&pct=0&r=500');
  });

  test('never writes an out-of-range or non-numeric value', () => {
    expect(writeToolQuery({count: 99, share: NaN, rate: -5}, specs)).toBe('n=20&pct=12.5&r=10');
  });

  test('round-trips through readToolQuery', () => {
    const values = {count: 17, share: 99.5, rate: 330};
    expect(readToolQuery(`?${writeToolQuery(values, specs)}`, specs)).toEqual({values, adjustments: []});
  });
});

describe('normalizeValues', () => {
  test('checks a whole set of values', () => {
    expect(normalizeValues({count: Infinity, share: NaN, rate: 61}, specs)).toEqual({count: 20, share: 12.5, rate: 60});
  });
});

describe('adjustmentMessage', () => {
  const show = (n: number) => `$${n}`;
  test('says what was given, what was used and why', () => {
    expect(adjustmentMessage({field: 'rate', kind: 'above-max', given: '9000', used: 500}, 'Rate', show)).toBe(
      'Rate: \u201c9000\u201d is above the maximum, so we used $500.',
    );
    expect(adjustmentMessage({field: 'rate', kind: 'below-min', given: '-1', used: 10}, 'Rate', show)).toBe(
      'Rate: \u201c-1\u201d is below the minimum, so we used $10.',
    );
    expect(adjustmentMessage({field: 'rate', kind: 'not-a-number', given: 'lots', used: 50}, 'Rate', show)).toBe(
      'Rate: \u201clots\u201d is not a number, so we used the default, $50.',
    );
    expect(adjustmentMessage({field: 'rate', kind: 'rounded', given: '55', used: 60}, 'Rate', show)).toBe(
      'Rate: \u201c55\u201d falls between steps, so we used $60.',
    );
    expect(adjustmentMessage({field: 'rate', kind: 'repeated', given: '20, 30', used: 20}, 'Rate', show)).toBe(
      'Rate: the link gives it more than once (20, 30), so we used the first value.',
    );
  });
});
