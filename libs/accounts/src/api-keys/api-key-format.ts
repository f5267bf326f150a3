import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX } from '@signpost/contracts';
import { hashToken } from '../secret-tokens.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters: about 238 random bits, far past guessing. */
const SECRET_LENGTH = 40;
/** CRC32 in base62 fits in 6 characters (62^6 > 2^32). */
const CHECKSUM_LENGTH = 6;
/** Characters of the secret shown in lists: enough to tell keys apart, far too few to matter. */
const VISIBLE_SECRET = 8;
/** The largest multiple of 62 a byte can hold: bytes above it would make some characters likelier. */
const UNBIASED_BYTE_LIMIT = 248;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}}$`);

function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_BYTE_LIMIT && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let text = '';
  for (let position = 0; position < CHECKSUM_LENGTH; position++) {
    text = BASE62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text;
}

export interface NewApiKey {
  /** The whole key: shown to its owner once, never stored. */
  key: string;
  /** Its visible start, stored and listed. */
  prefix: string;
  /** What the database keeps. */
  hash: string;
}

/** A new key: `sp_`, 40 random base62 characters, then a 6-character checksum of what precedes it. */
export function generateApiKey(): NewApiKey {
  const body = API_KEY_PREFIX + randomBase62(SECRET_LENGTH);
  const key = body + checksumOf(body);
  return { key, prefix: apiKeyPrefixOf(key), hash: hashToken(key) };
}

export function apiKeyPrefixOf(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + VISIBLE_SECRET);
}

/** Whether text is a key as generateApiKey makes them, checksum included: refuses typos without I/O. */
export function isWellFormedApiKey(text: string): boolean {
  if (!KEY_PATTERN.test(text)) return false;
  const split = text.length - CHECKSUM_LENGTH;
  return checksumOf(text.slice(0, split)) === text.slice(split);
}

/** Whether a bearer token claims to be an API key (rather than an access token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
