/**
 * Web-vitals ratings by device class: LCP is held to a stricter line on
 * desktop (2.0 s good, 3.5 s poor) than on phones and tablets (2.5 s, 4 s);
 * every other metric has one line on every device. Pure: the browser code
 * feeds it measurements.
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

export interface MetricRecord {
  deviceType: DeviceClass;
  metricName: MetricName;
  value: number;
  rating: Rating;
  timestamp: number;
  connectionType: string;
  screenWidth: number;
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
