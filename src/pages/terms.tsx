import React from 'react';
import {termsOfService} from '@site/src/data/legal';
import LegalPage from '@site/src/components/LegalPage';

export default function Terms(): React.ReactElement {
  return <LegalPage document={termsOfService} />;
}
