import { passwordProblems } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import type { ServerPasswordCheck } from './signup-form-rules.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { authKeys } from '../../api/queries/auth.js';

const PASSWORD_CHECK_DEBOUNCE_MS = 500;

/**
 * The server's verdict on the typed password (docs/product-rules.md, Forms: it overrides a differing local
 * one). Asked only once the local rules pass, as that is where the two could differ in a way that
 * matters; a failed check leaves the local verdict standing.
 */
export function useServerPasswordCheck(password: string): ServerPasswordCheck | null {
  const settled = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const check = useQuery({
    queryKey: authKeys.passwordCheck(settled),
    enabled: settled !== '' && passwordProblems(settled).length === 0,
    queryFn: ({ signal }) => signpostApi.validatePassword(settled, signal),
    // Passwords are not kept in the cache once the form stops asking about them.
    gcTime: 0,
  });
  if (check.data === undefined) return null;
  return { password: settled, ...check.data };
}
