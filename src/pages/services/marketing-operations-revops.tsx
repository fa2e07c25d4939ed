import React from 'react';
import ServicePageLayout from './_components/ServicePageLayout';

export default function MarketingOperationsRevOps(): React.ReactElement {
  return <ServicePageLayout id="marketing-operations-revops" />;
}
