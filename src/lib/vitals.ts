/**
 * Web-vitals ratings by device class: LCP is held to a stricter line on
 * desktop (2.0 s good, 3.5 s poor) than on phones and tablets (2.5 s, 4 s);
 * every other metric has one line on every device. Two alarms sit beside the
 * ratings: an LCP alert level (warn, then critical: 2.0 / 2.5 s on phones
 * and tablets, 1.5 / 2.0 s on desktop), and a "slow" first contentful paint
 * (over 1.8 s on a phone, 1.5 s elsewhere). Pure: the browser code feeds it
 * measurements.
 */
import type {DeviceClass} from './viewport';

export type MetricName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB';
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Loaded this long after the page renders, so measuring never competes with it. */
export const VITALS_DELAY_MS = 3000;
/** Records kept per device class. */
export const METRIC_HISTORY_LIMIT = 50;

interface Threshold {
  /** At or below: good. */
  good: number;
  /** Above: poor. */
  poor: number;
}

const LCP: Record<DeviceClass, Threshold> = {
  mobile: {good: 2500, poor: 4000},
  tablet: {good: 2500, poor: 4000},
  desktop: {good: 2000, poor: 3500},
};

const SAME_ON_EVERY_DEVICE: Record<Exclude<MetricName, 'LCP'>, Threshold> = {
  FCP: {good: 1800, poor: 3000},
  CLS: {good: 0.1, poor: 0.25},
  INP: {good: 200, poor: 500},
  TTFB: {good: 800, poor: 1800},
};

export function thresholdFor(metric: MetricName, device: DeviceClass): Threshold {
  return metric === 'LCP' ? LCP[device] : SAME_ON_EVERY_DEVICE[metric];
}

export function rateMetric(metric: MetricName, value: number, device: DeviceClass): Rating {
  const {good, poor} = thresholdFor(metric, device);
  if (!Number.isFinite(value) || value > poor) return 'poor';
  return value <= good ? 'good' : 'needs-improvement';
}

export type AlertLevel = 'warn' | 'critical';

/** LCP above `warn` warns, above `critical` is critical. Tablets share the phones' lines. */
export const LCP_ALERTS: Readonly<Record<DeviceClass, {warn: number; critical: number}>> = {
  mobile: {warn: 2000, critical: 2500},
  tablet: {warn: 2000, critical: 2500},
  desktop: {warn: 1500, critical: 2000},
};

/** First contentful paint above this is slow: a phone is given longer. */
export const SLOW_FCP_MS: Readonly<Record<DeviceClass, number>> = {mobile: 1800, tablet: 1500, desktop: 1500};

/** The LCP alert level of a measurement, or null below the warning line (and for every other metric). */
export function alertLevel(metric: MetricName, value: number, device: DeviceClass): AlertLevel | null {
  if (metric !== 'LCP') return null;
  const {warn, critical} = LCP_ALERTS[device];
  if (!Number.isFinite(value) || value > critical) return 'critical';
  return value > warn ? 'warn' : null;
}

/** Whether a first contentful paint counts as slow on this device class. */
export function isSlowFcp(value: number, device: DeviceClass): boolean {
  return !Number.isFinite(value) || value > SLOW_FCP_MS[device];
}

/** One measurement as a line of the console (debug level), with its rating and any alarm. */
export function describeMetric(record: Pick<MetricRecord, 'metricName' | 'value' | 'rating' | 'deviceType' | 'alert' | 'slow'>): string {
  const value = record.metricName === 'CLS' ? record.value.toFixed(3) : `${Math.round(record.value)} ms`;
  const alarms = [record.alert, record.slow ? 'slow' : null].filter(Boolean);
  return `[vitals] ${record.metricName} ${value} on ${record.deviceType}: ${record.rating}${alarms.length ? ` (${alarms.join(', ')})` : ''}`;
}

export interface MetricRecord {
  deviceType: DeviceClass;
  metricName: MetricName;
  value: number;
  rating: Rating;
  timestamp: number;
  connectionType: string;
  screenWidth: number;
  /** LCP only: its alert level, when over the warning line. */
  alert?: AlertLevel;
  /** FCP only: whether it counts as slow on this device class. */
  slow?: boolean;
}

/** The last 50 records of each device class. */
export function createMetricHistory(limit = METRIC_HISTORY_LIMIT) {
  const byDevice: Record<DeviceClass, MetricRecord[]> = {mobile: [], tablet: [], desktop: []};
  return {
    add(record: MetricRecord) {
      byDevice[record.deviceType] = [...byDevice[record.deviceType], record].slice(-limit);
    },
    list: (device: DeviceClass) => [...byDevice[device]],
  };
}
