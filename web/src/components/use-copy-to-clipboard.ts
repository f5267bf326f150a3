import { useCallback, useEffect, useState } from 'react';
import { STEP_FAILURES, WORKFLOW_MESSAGES } from '../api/error-messages/index.js';
import { useToast } from './ToastProvider.js';

const COPIED_INDICATOR_MS = 2_000;

/** Copies text with the spec's toasts; `copied` stays true for 2 s after a success. */
export function useCopyToClipboard() {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(
    async (text: string) => {
      try {
        // navigator.clipboard is missing outside secure contexts; the TypeError lands in the catch.
        await navigator.clipboard.writeText(text);
        toast.success(WORKFLOW_MESSAGES.copied);
        setCopied(true);
      } catch {
        toast.error(STEP_FAILURES.copy);
      }
    },
    [toast],
  );

  return { copy, copied };
}
