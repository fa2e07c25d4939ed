import React from 'react';
import ResultsPage from '@site/src/pages/data-operations-assessment/_components/ResultsPage';

export default function DataOperationsAssessmentResults(): React.ReactElement {
  return <ResultsPage />;
}
