import React from 'react';
import {privacyPolicy} from '@site/src/data/legal';
import LegalPage from '@site/src/components/LegalPage';

export default function Privacy(): React.ReactElement {
  return <LegalPage document={privacyPolicy} />;
}
