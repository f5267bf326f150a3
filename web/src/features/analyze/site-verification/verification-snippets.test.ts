import { describe, expect, it } from 'vitest';
import { verificationSnippets } from './verification-snippets.js';

describe('the verification snippets', () => {
  it('give the meta tag the server reads and the file it reads, both with the token', () => {
    const [meta, file] = verificationSnippets('k3v9-token_x');
    expect(meta).toMatchObject({
      id: 'meta',
      code: '<meta name="signpost-site-verification" content="k3v9-token_x">',
    });
    expect(file).toMatchObject({ id: 'file', code: 'k3v9-token_x' });
    expect(file!.where).toContain('/.well-known/signpost-verification.txt');
  });
});
