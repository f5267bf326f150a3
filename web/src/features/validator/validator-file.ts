import { MAX_VALIDATION_CONTENT_CHARS } from '@signpost/contracts';

/** A file dropped or chosen for the validator: its text, or why it cannot be checked. */
export type ReadFile = { text: string } | { problem: string };

/**
 * Reads an llms.txt the person dropped or chose, before anything is sent: an empty file or one past
 * the validator's size (the API reads at most 2 MiB of text) is refused here with the reason.
 */
export async function readLlmsTxtFile(file: Blob): Promise<ReadFile> {
  // Characters are never more than bytes, so a file within the limit in bytes is within it in characters.
  if (file.size > MAX_VALIDATION_CONTENT_CHARS) {
    return {
      problem: 'This file is larger than 2 MiB, more than the validator reads. Check a smaller file.',
    };
  }
  const text = await file.text();
  if (text.trim() === '') return { problem: 'This file is empty. Choose the llms.txt you mean to check.' };
  return { text };
}
