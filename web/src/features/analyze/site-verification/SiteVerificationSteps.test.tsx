import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteVerificationSteps, type VerificationState } from './SiteVerificationSteps.js';

const START: VerificationState = {
  token: null,
  verified: false,
  notFound: false,
  requesting: false,
  checking: false,
  error: null,
};
const TOKEN = { site: 'docs.example.com', token: 'k3v9x2qa-token' };

const render = (state: VerificationState) =>
  renderToStaticMarkup(
    <SiteVerificationSteps state={state} onRequest={() => {}} onCheck={() => {}} onCopy={() => {}} />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('proving control of the site in the publish panel', () => {
  it('offers a token before anything else, and no check yet', () => {
    const shown = text(render(START));
    expect(shown).toContain('Get a verification token');
    expect(shown).not.toContain('Check');
  });

  it('shows the meta tag and the file with the token, each to copy, and the check', () => {
    const shown = text(render({ ...START, token: TOKEN }));
    expect(shown).toContain('<meta name="signpost-site-verification" content="k3v9x2qa-token">');
    expect(shown).toContain('/.well-known/signpost-verification.txt');
    expect(shown).toContain('Copy the meta tag');
    expect(shown).toContain('Copy the token');
    expect(shown).toContain('Check');
    expect(shown).not.toContain('not found');
  });

  it('says when the check did not find the token, and the server’s reason for a refusal', () => {
    const missing = text(render({ ...START, token: TOKEN, notFound: true }));
    expect(missing).toContain('The token was not found on docs.example.com yet');
    const refused = render({ ...START, token: TOKEN, error: 'Only public websites can be checked.' });
    expect(refused).toContain('role="alert"');
    expect(text(refused)).toContain('Only public websites can be checked.');
  });

  it('shows the verified state instead of the steps', () => {
    const shown = text(render({ ...START, token: TOKEN, verified: true }));
    expect(shown).toContain('Verified: you control docs.example.com');
    expect(shown).not.toContain('Get a verification token');
    expect(shown).not.toContain('signpost-site-verification');
  });

  it('keeps a button busy while its call runs', () => {
    expect(render({ ...START, requesting: true })).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
    expect(render({ ...START, token: TOKEN, checking: true })).toMatch(
      /<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Check</,
    );
  });
});
