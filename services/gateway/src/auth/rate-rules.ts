import type { RateRule } from '../plugins/rate-limits.js';

/** The account routes' limits, with the catalogue's sentences (docs/product-rules.md, Usage and limits). */
export const RATE_RULES = {
  login: {
    max: 10,
    timeWindow: '15 minutes',
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  },
  register: {
    max: 5,
    timeWindow: '1 hour',
    message: 'Too many registration attempts. Please wait a few minutes and try again.',
  },
  mail: {
    max: 5,
    timeWindow: '1 hour',
    message: 'Too many emails requested. Please wait a few minutes and try again.',
  },
  closeAccount: {
    max: 5,
    timeWindow: '15 minutes',
    message: 'Too many attempts to close the account. Please wait a few minutes and try again.',
  },
  lookup: {
    max: 30,
    timeWindow: '1 minute',
    message: 'Too many requests. Please wait a moment before trying again.',
  },
} satisfies Record<string, RateRule>;
