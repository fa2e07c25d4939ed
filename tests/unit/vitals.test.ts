import {describe, expect, test} from '@jest/globals';
import {createMetricHistory, rateMetric, type MetricRecord, alertLevel, describeMetric, isSlowFcp} from '@site/src/lib/vitals';

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

describe('LCP alert levels', () => {
  test('phones and tablets warn above 2.0 s and are critical above 2.5 s', () => {
    for (const device of ['mobile', 'tablet'] as const) {
      expect(alertLevel('LCP', 2000, device)).toBeNull();
      expect(alertLevel('LCP', 2001, device)).toBe('warn');
      expect(alertLevel('LCP', 2500, device)).toBe('warn');
      expect(alertLevel('LCP', 2501, device)).toBe('critical');
    }
  });

  test('desktop warns above 1.5 s and is critical above 2.0 s', () => {
    expect(alertLevel('LCP', 1500, 'desktop')).toBeNull();
    expect(alertLevel('LCP', 1501, 'desktop')).toBe('warn');
    expect(alertLevel('LCP', 2000, 'desktop')).toBe('warn');
    expect(alertLevel('LCP', 2001, 'desktop')).toBe('critical');
  });

  test('a measurement that is not a number is critical; other metrics have no alert level', () => {
    expect(alertLevel('LCP', Number.NaN, 'mobile')).toBe('critical');
    expect(alertLevel('FCP', 9000, 'mobile')).toBeNull();
    expect(alertLevel('CLS', 1, 'desktop')).toBeNull();
  });
});

describe('slow first contentful paint', () => {
  test('over 1.8 s on a phone, over 1.5 s on a tablet or desktop', () => {
    expect(isSlowFcp(1800, 'mobile')).toBe(false);
    expect(isSlowFcp(1801, 'mobile')).toBe(true);
    expect(isSlowFcp(1500, 'tablet')).toBe(false);
    expect(isSlowFcp(1501, 'tablet')).toBe(true);
    expect(isSlowFcp(1500, 'desktop')).toBe(false);
    expect(isSlowFcp(1501, 'desktop')).toBe(true);
    expect(isSlowFcp(Number.POSITIVE_INFINITY, 'desktop')).toBe(true);
  });

  test('slow is its own mark: an FCP of 1.7 s on desktop is slow but still rated good', () => {
    expect(isSlowFcp(1700, 'desktop')).toBe(true);
    expect(rateMetric('FCP', 1700, 'desktop')).toBe('good');
  });
});

describe('describeMetric', () => {
  test('a line with the value, the device, the rating and any alarm', () => {
    expect(describeMetric({metricName: 'LCP', value: 2612.4, deviceType: 'mobile', rating: 'needs-improvement', alert: 'critical'})).toBe(
      '[vitals] LCP 2612 ms on mobile: needs-improvement (critical)',
    );
    expect(describeMetric({metricName: 'FCP', value: 1600, deviceType: 'desktop', rating: 'good', slow: true})).toBe(
      '[vitals] FCP 1600 ms on desktop: good (slow)',
    );
    expect(describeMetric({metricName: 'CLS', value: 0.04, deviceType: 'tablet', rating: 'good'})).toBe(
      '[vitals] CLS 0.040 on tablet: good',
    );
  });
});
