import { isValidEmail } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { signpostApi } from '../../api/signpost-api.js';
import type { EmailAvailability } from './signup-form-rules.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { authKeys } from '../../api/queries/auth.js';

/** docs/product-rules.md, Forms: the check waits until typing has paused this long. */
const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Whether the typed email is free, checked once typing pauses and only for a valid address. A
 * failed check says nothing: registration decides in the end.
 */
export function useEmailAvailability(email: string): EmailAvailability {
  const typed = email.trim().toLowerCase();
  const settled = useDebouncedValue(typed, AVAILABILITY_DEBOUNCE_MS);
  const check = useQuery({
    queryKey: authKeys.emailAvailable(settled),
    enabled: isValidEmail(settled),
    queryFn: ({ signal }) => signpostApi.isEmailAvailable(settled, signal),
  });
  // A verdict on an earlier address must not show, nor block the form, while the new one waits.
  if (settled !== typed || check.data === undefined || check.isError) return 'unknown';
  return check.data ? 'available' : 'taken';
}
