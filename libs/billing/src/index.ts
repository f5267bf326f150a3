export * from './apply-stripe-event.js';
export * from './billing-errors.js';
export * from './billing-workers.js';
export * from './checkout.js';
export * from './plan-prices.js';
export * from './receive-webhook.js';
export * from './stripe-client.js';
export * from './subscription-plan.js';
