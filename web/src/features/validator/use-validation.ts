import type { ValidateLlmsTxtRequest } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';

/** One check of a site's llms.txt; `reset` forgets the last result and error. */
export function useValidation() {
  return useMutation({
    mutationFn: (request: ValidateLlmsTxtRequest) => signpostApi.validateLlmsTxt(request),
  });
}
