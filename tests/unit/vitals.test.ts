import {describe, expect, test} from '@jest/globals';
import {createMetricHistory, rateMetric, type MetricRecord} from '@site/src/lib/vitals';

describe('web-vitals ratings at their edges', () => {
  test.each([
    ['mobile', 2500, 'good'],
    ['mobile', 2501, 'needs-improvement'],
    ['mobile', 4000, 'needs-improvement'],
    ['mobile', 4001, 'poor'],
    ['tablet', 2500, 'good'],
    ['tablet', 4001, 'poor'],
    ['desktop', 2000, 'good'],
    ['desktop', 2001, 'needs-improvement'],
    ['desktop', 3500, 'needs-improvement'],
    ['desktop', 3501, 'poor'],
  ] as const)('LCP on %s: %d ms is %s', (device, value, rating) => {
    expect(rateMetric('LCP', value, device)).toBe(rating);
  });

  test.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s on every device', (metric, value, rating) => {
    for (const device of ['mobile', 'tablet', 'desktop'] as const) expect(rateMetric(metric, value, device)).toBe(rating);
  });

  test('a value that is not a number is poor, never good', () => {
    expect(rateMetric('CLS', Number.NaN, 'mobile')).toBe('poor');
  });
});

describe('metric history', () => {
  const record = (i: number, deviceType: MetricRecord['deviceType']): MetricRecord => ({
    deviceType,
    metricName: 'LCP',
    value: i,
    rating: 'good',
    timestamp: i,
    connectionType: 'fast',
    screenWidth: 390,
  });

  test('keeps the last 50 per device, separately', () => {
    const history = createMetricHistory();
    for (let i = 1; i <= 60; i += 1) history.add(record(i, 'mobile'));
    history.add(record(1, 'desktop'));
    expect(history.list('mobile')).toHaveLength(50);
    expect(history.list('mobile')[0]?.value).toBe(11);
    expect(history.list('desktop')).toHaveLength(1);
    expect(history.list('tablet')).toHaveLength(0);
  });
});
