export { SCRAPE_REFUSED, scrapeAllowed } from './scrape-access.js';
export { Metrics, type LlmCallUsage, type MetricsExposition, type QueueReader } from './metrics.js';
export {
  PAGE_STEPS,
  STRIPE_WEBHOOK_OUTCOMES,
  type PageStep,
  type QueueSnapshot,
  type StripeWebhookOutcome,
} from './metric-definitions.js';
