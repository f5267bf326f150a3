import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's style (`cus_…`, `sub_…`): a type prefix and 24 letters and digits. */
export function newId(prefix: string): string {
  const suffix = [...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}_${suffix}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/**
 * The first monthly billing date after `after` for a subscription anchored at `anchor` (UTC). As in
 * Stripe, an anchor on a day the month lacks (31 January) bills on that month's last day (28 or 29
 * February) and returns to the anchor's day after (31 March).
 */
export function nextMonthlyDate(anchor: number, after: number): number {
  const start = new Date(anchor * 1000);
  for (let months = 1; ; months += 1) {
    const date = new Date(start);
    date.setUTCDate(1);
    date.setUTCMonth(start.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(start.getUTCDate(), lastDay));
    const unix = Math.floor(date.getTime() / 1000);
    if (unix > after) return unix;
  }
}
