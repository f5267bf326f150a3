import type { SiteVerificationToken } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverSentence } from '../../../api/error-messages/server-sentence.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard.js';
import { SiteVerificationSteps } from './SiteVerificationSteps.js';

const REQUEST_FAILED = 'The verification token could not be made. Please try again.';
const CHECK_FAILED = 'The site could not be checked. Please try again.';

/**
 * Proving control of the site of `siteUrl`, which its bare published address needs; `onVerified`
 * is told when a check finds the token.
 */
export function SiteVerification({ siteUrl, onVerified }: { siteUrl: string; onVerified: () => void }) {
  const { copy } = useCopyToClipboard();
  const [token, setToken] = useState<SiteVerificationToken | null>(null);
  const [verified, setVerified] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const request = useMutation({
    mutationFn: () => signpostApi.requestSiteVerification(siteUrl),
    onSuccess: setToken,
  });
  const check = useMutation({
    mutationFn: () => signpostApi.checkSiteVerification(siteUrl),
    onSuccess: (answer) => {
      setNotFound(!answer.verified);
      if (!answer.verified) return;
      setVerified(true);
      onVerified();
    },
  });
  const error =
    (request.isError && (serverSentence(request.error) ?? REQUEST_FAILED)) ||
    (check.isError && (serverSentence(check.error) ?? CHECK_FAILED)) ||
    null;

  return (
    <SiteVerificationSteps
      state={{
        token,
        verified,
        notFound,
        requesting: request.isPending,
        checking: check.isPending,
        error,
      }}
      onRequest={() => request.mutate()}
      onCheck={() => check.mutate()}
      onCopy={(text) => void copy(text)}
    />
  );
}
