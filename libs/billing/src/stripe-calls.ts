import { paymentProviderDown } from './billing-errors.js';

/** A call to Stripe: any failure or time-out becomes the one message people read, and a 503. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentProviderDown(error);
  }
}
