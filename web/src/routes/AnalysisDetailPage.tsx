import { useParams } from 'react-router-dom';
import { AnalysisDetail } from '../features/dashboard/AnalysisDetail.js';
import { SignInRequired } from '../features/dashboard/SignInRequired.js';

export function AnalysisDetailPage() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Analysis details · Signpost</title>
      <SignInRequired>{(user) => <AnalysisDetail user={user} analysisId={id} />}</SignInRequired>
    </>
  );
}
