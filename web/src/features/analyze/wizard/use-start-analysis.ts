import { useMutation } from '@tanstack/react-query';
import { signpostApi } from '../../../api/signpost-api.js';
import { startFailureAction } from './start-failure.js';
import { useWizard } from './WizardProvider.js';

/**
 * Starts an analysis run. Every start, first or retry, asks for a fresh analysis (`force`), as the
 * spec's analysis run does, so a retry never answers from the failed run.
 */
export function useStartAnalysis(onStarted: (analysisId: string) => void) {
  const { state, dispatch } = useWizard();
  return useMutation({
    mutationFn: (websiteUrl: string) =>
      signpostApi.analyze({ url: websiteUrl, force: true, email: state.userEmail || undefined }),
    onSuccess: (response) => onStarted(response.analysisId),
    onError: (error) => dispatch(startFailureAction(error)),
  });
}
