import { MAX_VALIDATION_CONTENT_CHARS } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import { readLlmsTxtFile } from './validator-file.js';

describe('reading a dropped llms.txt', () => {
  it('gives the text of a file to check', async () => {
    const file = new Blob(['# Example\n\n> A site.\n'], { type: 'text/plain' });
    await expect(readLlmsTxtFile(file)).resolves.toEqual({ text: '# Example\n\n> A site.\n' });
  });

  it('refuses an empty file and one past the size the validator reads, saying why', async () => {
    await expect(readLlmsTxtFile(new Blob(['  \n']))).resolves.toEqual({
      problem: expect.stringMatching(/empty/),
    });
    const huge = new Blob([new Uint8Array(MAX_VALIDATION_CONTENT_CHARS + 1)]);
    await expect(readLlmsTxtFile(huge)).resolves.toEqual({ problem: expect.stringMatching(/2 MiB/) });
  });
});
