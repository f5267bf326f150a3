import { isValidWebsiteUrl, withDefaultProtocol } from '@signpost/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * The state of a form around one website address (the validator's, the readiness check's): what is
 * typed, whether it is an address, and a submit handler that sends it with its protocol, once valid
 * and not already pending. Every edit also calls `onEdit`, so a result does not outlive its address.
 */
export function useWebsiteUrlForm({
  pending,
  onEdit,
  onSubmit,
}: {
  pending: boolean;
  onEdit(): void;
  onSubmit(url: string): void;
}) {
  const [input, setInput] = useState('');
  const valid = isValidWebsiteUrl(input);

  function edit(value: string) {
    setInput(value);
    onEdit();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || pending) return;
    onSubmit(withDefaultProtocol(input));
  }

  return { input, valid, edit, submit };
}
