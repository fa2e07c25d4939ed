/**
 * Measures LCP, FCP, CLS, INP and TTFB with the web-vitals library, loaded
 * three seconds after the page renders, rates each by device class (with the
 * LCP alert level and the slow-FCP mark), logs each at debug level, keeps the
 * last 50 records per device, and sends them to the data layer only while the
 * visitor's consent allows it.
 */
import {connectionClass, deviceClass} from '@site/src/lib/viewport';
import {
  VITALS_DELAY_MS,
  alertLevel,
  createMetricHistory,
  describeMetric,
  isSlowFcp,
  rateMetric,
  type MetricName,
  type MetricRecord,
} from '@site/src/lib/vitals';
import {pushToDataLayer} from './trackers';

export const metricHistory = createMetricHistory();

export function startVitals(mayReport: () => boolean): () => void {
  const timer = window.setTimeout(() => {
    import('web-vitals')
      .then(({onLCP, onFCP, onCLS, onINP, onTTFB}) => {
        const report = ({name, value}: {name: string; value: number}) => {
          const device = deviceClass(window.innerWidth);
          const connection = (navigator as Navigator & {connection?: {effectiveType?: string}}).connection;
          const metric = name as MetricName;
          const alert = alertLevel(metric, value, device);
          const record: MetricRecord = {
            deviceType: device,
            metricName: metric,
            value,
            rating: rateMetric(metric, value, device),
            timestamp: Date.now(),
            connectionType: connectionClass(connection?.effectiveType),
            screenWidth: window.innerWidth,
            ...(alert ? {alert} : {}),
            ...(metric === 'FCP' ? {slow: isSlowFcp(value, device)} : {}),
          };
          metricHistory.add(record);
          console.debug(describeMetric(record));
          if (mayReport()) pushToDataLayer({event: 'web_vitals', ...record});
        };
        onLCP(report);
        onFCP(report);
        onCLS(report);
        onINP(report);
        onTTFB(report);
      })
      .catch((error: unknown) => console.warn('Web vitals could not load:', error));
  }, VITALS_DELAY_MS);
  return () => window.clearTimeout(timer);
}
