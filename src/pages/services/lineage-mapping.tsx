import React from 'react';
import ServicePageLayout from './_components/ServicePageLayout';

export default function LineageMapping(): React.ReactElement {
  return <ServicePageLayout id="lineage-mapping" />;
}
