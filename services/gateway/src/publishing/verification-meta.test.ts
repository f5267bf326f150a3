import { describe, expect, it } from 'vitest';
import { HOME_PAGE_SCAN_CHARS, verificationTokensIn } from './verification-meta.js';

const page = (head: string) =>
  `<!doctype html><html><head><title>Docs</title>${head}</head><body></body></html>`;

describe('the verification tag on a home page', () => {
  it('reads the token whatever the quoting, case and order of the attributes', () => {
    expect(verificationTokensIn(page('<meta name="signpost-site-verification" content="abc123">'))).toEqual([
      'abc123',
    ]);
    expect(verificationTokensIn(page("<META CONTENT='t-2' NAME='Signpost-Site-Verification' />"))).toEqual([
      't-2',
    ]);
    expect(verificationTokensIn(page('<meta name=signpost-site-verification content=bare_3>'))).toEqual([
      'bare_3',
    ]);
  });

  it('reads every account’s tag, and nothing from other tags', () => {
    const head =
      '<meta name="description" content="not-a-token">' +
      '<meta property="signpost-site-verification" content="wrong-attribute">' +
      '<meta name="signpost-site-verification" content="one">' +
      '<meta name="signpost-site-verification" content="two">';
    expect(verificationTokensIn(page(head))).toEqual(['one', 'two']);
  });

  it('reads only the start of a page, and survives a tag that never closes', () => {
    const late = `${' '.repeat(HOME_PAGE_SCAN_CHARS)}<meta name="signpost-site-verification" content="late">`;
    expect(verificationTokensIn(page(late))).toEqual([]);
    expect(verificationTokensIn('<meta name="signpost-site-verification" content="open')).toEqual([]);
    expect(verificationTokensIn(`<meta ${'x'.repeat(100_000)}>`)).toEqual([]);
  });
});
