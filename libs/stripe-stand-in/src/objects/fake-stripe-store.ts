import type Stripe from 'stripe';
import { newId, unixNow } from './ids.js';
import { noSuch } from '../http/stripe-error.js';
import { priceObject, stripeObject } from './stripe-objects.js';
import { lineItemsList } from './session-objects.js';

/** Every object the fake holds, by id, in the order made; tests read and inspect them directly. */
export interface FakeStripeState {
  customers: Map<string, Stripe.Customer>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  invoicePayments: Map<string, Stripe.InvoicePayment>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
  portalSessions: Map<string, Stripe.BillingPortal.Session>;
  /** Oldest first. */
  events: Stripe.Event[];
}

/** The API request that caused an event; events Stripe raises on its own (renewals, checkout) have none. */
export interface EventOrigin {
  requestId: string;
  idempotencyKey: string | null;
}

export interface StoreSettings {
  baseUrl: string;
  /** Unit amounts in cents by Price id; any other Price costs `defaultAmount`. */
  prices: Record<string, number>;
  defaultAmount: number;
  currency: string;
  /** Stamped on events, as Stripe stamps the account's API version. */
  apiVersion: string;
}

/** What a Checkout Session was opened with beyond its own fields. */
interface CheckoutDetails {
  lineItems: Stripe.LineItem[];
  subscriptionMetadata: Record<string, string>;
}

type Stored = { id: string };

/** The fields of `after` whose values differ from `before`, with their old values: an event's previous_attributes. */
function previousAttributes(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return Object.fromEntries(changed.map((key) => [key, old[key] ?? null]));
}

export class FakeStripeStore implements FakeStripeState {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkoutSessions = new Map<string, Stripe.Checkout.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly invoicePayments = new Map<string, Stripe.InvoicePayment>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  readonly events: Stripe.Event[] = [];
  readonly checkoutDetails = new Map<string, CheckoutDetails>();
  /** Customers whose card declines the charges Stripe makes on an API call (an upgrade's invoice). */
  readonly declinedCustomers = new Set<string>();
  private invoiceCount = 0;
  private readonly createdAt = unixNow();

  constructor(readonly settings: StoreSettings) {}

  /** A page on the fake's own host, standing in for checkout.stripe.com or billing.stripe.com. */
  pageUrl(kind: 'checkout' | 'portal'): (id: string) => string {
    return (id) => `${this.settings.baseUrl}/${kind}/${id}`;
  }

  /** Every Price id exists, so tests need not set up a catalogue; its amount comes from the settings. */
  price(id: string): Stripe.Price {
    const amount = this.settings.prices[id] ?? this.settings.defaultAmount;
    return priceObject(id, amount, this.settings.currency, this.createdAt);
  }

  nextInvoiceNumber(customer: Stripe.Customer): string {
    this.invoiceCount += 1;
    return `${customer.invoice_prefix ?? 'FAKE'}-${String(this.invoiceCount).padStart(4, '0')}`;
  }

  customer(id: string, param?: string): Stripe.Customer {
    return this.mustGet(this.customers, 'customer', id, param);
  }

  subscription(id: string, param?: string): Stripe.Subscription {
    return this.mustGet(this.subscriptions, 'subscription', id, param);
  }

  checkoutSession(id: string): Stripe.Checkout.Session {
    return this.mustGet(this.checkoutSessions, 'checkout.session', id);
  }

  charge(id: string, param?: string): Stripe.Charge {
    return this.mustGet(this.charges, 'charge', id, param);
  }

  paymentIntent(id: string, param?: string): Stripe.PaymentIntent {
    return this.mustGet(this.paymentIntents, 'payment_intent', id, param);
  }

  invoice(id: string): Stripe.Invoice {
    return this.mustGet(this.invoices, 'invoice', id);
  }

  event(id: string): Stripe.Event {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw noSuch('event', id);
    return event;
  }

  /** Any stored object by id, for expanding a field that holds its id. */
  find(id: string): Stored | undefined {
    const maps: Map<string, Stored>[] = [
      this.customers,
      this.checkoutSessions,
      this.subscriptions,
      this.invoices,
      this.invoicePayments,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.portalSessions,
    ];
    return maps.map((map) => map.get(id)).find((found) => found !== undefined);
  }

  /** Fields Stripe leaves out unless asked for with `expand[]` (its "includable" fields). */
  includable(object: Stored & { object?: unknown }, field: string): unknown {
    if (object.object === 'checkout.session' && field === 'line_items') {
      return lineItemsList(object.id, this.checkoutDetails.get(object.id)?.lineItems ?? []);
    }
    if (object.object === 'invoice' && field === 'payments') {
      const payments = [...this.invoicePayments.values()].filter((payment) => payment.invoice === object.id);
      return { object: 'list', data: payments, has_more: false, url: `/v1/invoices/${object.id}/payments` };
    }
    return undefined;
  }

  /**
   * Records an event carrying a copy of `object` as it is now. With `before` (a copy taken ahead of
   * the change), the event's previous_attributes hold the old values of the fields that changed.
   */
  recordEvent(
    type: string,
    object: object,
    options: { before?: object; origin?: EventOrigin } = {},
  ): Stripe.Event {
    const snapshot = structuredClone(object);
    const event = stripeObject<Stripe.EventBase>({
      id: newId('evt'),
      object: 'event',
      api_version: this.settings.apiVersion,
      created: unixNow(),
      data: {
        object: snapshot,
        ...(options.before ? { previous_attributes: previousAttributes(options.before, snapshot) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: {
        id: options.origin?.requestId ?? null,
        idempotency_key: options.origin?.idempotencyKey ?? null,
      },
      type: type as Stripe.Event.Type,
    }) as Stripe.Event;
    this.events.push(event);
    return event;
  }

  private mustGet<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
    const found = map.get(id);
    if (found === undefined) throw noSuch(kind, id, param);
    return found;
  }
}
