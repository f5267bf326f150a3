import { describe, expect, it } from 'vitest';
import { accountEmail, accountEmailLink } from './account-email-templates.js';

describe('accountEmailLink', () => {
  it('puts the token into the page address encoded', () => {
    expect(accountEmailLink('https://signpost.example', 'verify-email', 'a+b/c=&d')).toBe(
      'https://signpost.example/verify-email?token=a%2Bb%2Fc%3D%26d',
    );
    expect(accountEmailLink('https://signpost.example/app', 'reset-password', 'abc')).toBe(
      'https://signpost.example/app/reset-password?token=abc',
    );
  });
});

describe('accountEmail', () => {
  it('says how long each link lasts and what to do when the mail was not asked for', () => {
    const verify = accountEmail('verify-email', 'https://signpost.example/verify-email?token=t', 24 * 60);
    expect(verify.subject).toMatch(/Signpost/);
    expect(verify.text).toContain('https://signpost.example/verify-email?token=t');
    expect(verify.text).toMatch(/expires in 24 hours/);
    expect(verify.text).toMatch(/did not create a Signpost account/);

    const reset = accountEmail('reset-password', 'https://signpost.example/reset-password?token=t', 60);
    expect(reset.text).toMatch(/expires in 1 hour\./);
    expect(reset.html).toMatch(/expires in 1 hour\./);
    expect(reset.text).toMatch(/did not ask for this/);
  });

  it('escapes what goes into the HTML', () => {
    const mail = accountEmail('reset-password', 'https://signpost.example/reset-password?a=1&b="<x>"', 90);
    expect(mail.html).toContain(
      'href="https://signpost.example/reset-password?a=1&amp;b=&quot;&lt;x&gt;&quot;"',
    );
    expect(mail.html).not.toContain('<x>');
    expect(mail.text).toMatch(/expires in 90 minutes/);
  });
});
