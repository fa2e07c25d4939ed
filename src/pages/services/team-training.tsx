import React from 'react';
import ServicePageLayout from './_components/ServicePageLayout';

export default function TeamTraining(): React.ReactElement {
  return <ServicePageLayout id="team-training" />;
}
