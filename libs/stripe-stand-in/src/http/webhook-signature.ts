import { createHmac } from 'node:crypto';
import { unixNow } from '../objects/ids.js';

/** A webhook delivery as Stripe makes it: the raw body and the headers to POST it with. */
export interface SignedWebhook {
  payload: string;
  headers: { 'stripe-signature': string; 'content-type': 'application/json' };
}

/**
 * Signs an event the way Stripe signs deliveries: `Stripe-Signature: t=<unix seconds>,v1=<hex>`, the
 * hex being HMAC-SHA256 of `<t>.<payload>` keyed with the endpoint's whole secret (`whsec_…`).
 * Stripe sends the event pretty-printed; the signature covers those exact bytes.
 */
export function signWebhook(event: object, secret: string, timestamp = unixNow()): SignedWebhook {
  const payload = JSON.stringify(event, null, 2);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return {
    payload,
    headers: { 'stripe-signature': `t=${timestamp},v1=${signature}`, 'content-type': 'application/json' },
  };
}
