import { randomInt } from 'node:crypto';

/** The longest slug made from a host name; a suffix may follow. */
const MAX_BASE_LENGTH = 60;
const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 36^8 (about 2.8 × 10^12) addresses per site name: none can be claimed by guessing the next one. */
const RANDOM_LENGTH = 8;

/**
 * `docs.example.com` -> `docs-example-com`: letters and digits in dash-separated words. Served only
 * to an account that proved control of the site.
 */
export function baseSlugOf(site: string): string {
  const words = site
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'site';
}

/** `docs.example.com` -> `docs-example-com-k3v9x2qa`: an account's own address for the site. */
export function randomSlugOf(site: string): string {
  let suffix = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) {
    suffix += RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)];
  }
  return `${baseSlugOf(site)}-${suffix}`;
}
