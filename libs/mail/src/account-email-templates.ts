import type { SendAccountEmailPayload } from '@signpost/contracts';

export type AccountEmailKind = SendAccountEmailPayload['kind'];

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

const PATHS: Record<AccountEmailKind, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'set-password': '/reset-password',
};

/** The page that takes the token; `publicUrl` is the configured address, never a request's Host. */
export function accountEmailLink(publicUrl: string, kind: AccountEmailKind, token: string): string {
  return `${publicUrl}${PATHS[kind]}?token=${encodeURIComponent(token)}`;
}

/** `60` -> `1 hour`, `1440` -> `24 hours`, `90` -> `90 minutes`. */
function describeLifetime(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = minutes / 60;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Wording {
  subject: string;
  intro: string;
  action: string;
  notAsked: string;
}

const WORDING: Record<AccountEmailKind, Wording> = {
  'verify-email': {
    subject: 'Confirm your email address for Signpost',
    intro: 'Please confirm that this is the email address of your Signpost account.',
    action: 'Confirm my email address',
    notAsked: 'If you did not create a Signpost account, you can ignore this email; nothing will change.',
  },
  'reset-password': {
    subject: 'Reset your Signpost password',
    intro: 'We received a request to set a new password for your Signpost account.',
    action: 'Choose a new password',
    notAsked:
      'If you did not ask for this, you can ignore this email: your password stays as it is and nobody can change it without this link.',
  },
  'set-password': {
    subject: 'Set the password of your Signpost account',
    intro: 'Thank you for your purchase. Your Signpost account is ready: choose a password to sign in with.',
    action: 'Set my password',
    notAsked: 'If you did not buy a Signpost plan, reply to this email and we will look into it.',
  },
};

/** The mail for one kind of account request, as plain text and as simple HTML carrying the same words. */
export function accountEmail(kind: AccountEmailKind, link: string, lifetimeMinutes: number): AccountEmail {
  const wording = WORDING[kind];
  const validity = `The link works once and expires in ${describeLifetime(lifetimeMinutes)}.`;
  const text = [
    'Hello,',
    '',
    wording.intro,
    '',
    `${wording.action}:`,
    link,
    '',
    validity,
    '',
    wording.notAsked,
    '',
    '— Signpost',
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5;">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(wording.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(wording.action)}</a></p>`,
    `<p>If the link does not open, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${escapeHtml(wording.notAsked)}</p>`,
    '<p>— Signpost</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { subject: wording.subject, text, html, link };
}
