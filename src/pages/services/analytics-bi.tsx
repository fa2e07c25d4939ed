import React from 'react';
import ServicePageLayout from './_components/ServicePageLayout';

export default function AnalyticsBi(): React.ReactElement {
  return <ServicePageLayout id="analytics-bi" />;
}
