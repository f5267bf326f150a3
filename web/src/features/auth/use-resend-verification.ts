import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  RESEND_VERIFICATION_FAILURES,
  resendVerificationErrorMessage,
} from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { useTimedFlag } from './use-timed-flag.js';

/** The resend-sent indicator lasts 30 s, which also spaces out resends. */
const RESEND_SENT_MS = 30_000;

export interface ResendVerification {
  resend(): void;
  pending: boolean;
  /** True for 30 s after a successful resend. */
  sent: boolean;
  /** The failure to show, or null. */
  failure: string | null;
}

/** Sends the verification mail again to `email`; null when this tab knows no address to send to. */
export function useResendVerification(email: string | null): ResendVerification {
  const [sent, raiseSent] = useTimedFlag(RESEND_SENT_MS);
  const [noEmail, setNoEmail] = useState(false);
  const mutation = useMutation({
    mutationFn: async (address: string) => {
      const answer = await signpostApi.resendVerification(address);
      if (!answer.success) throw new Error(answer.message);
    },
    onSuccess: raiseSent,
  });

  let failure: string | null = null;
  if (noEmail) failure = RESEND_VERIFICATION_FAILURES.noEmail;
  else if (mutation.isError) failure = resendVerificationErrorMessage(mutation.error);

  return {
    resend: () => {
      setNoEmail(email === null);
      if (email !== null) mutation.mutate(email);
    },
    pending: mutation.isPending,
    sent,
    failure,
  };
}
