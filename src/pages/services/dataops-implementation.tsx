import React from 'react';
import ServicePageLayout from './_components/ServicePageLayout';

export default function DataOpsImplementation(): React.ReactElement {
  return <ServicePageLayout id="dataops-implementation" />;
}
