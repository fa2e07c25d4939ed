import React from 'react';
import AssessmentPage from '@site/src/pages/data-operations-assessment/_components/AssessmentPage';

export default function DataOperationsAssessment(): React.ReactElement {
  return <AssessmentPage />;
}
