import type { AuthSession } from '@signpost/contracts';

/** The spinner stays this long after the sign-in attempt ends. */
export const SUCCESS_SPINNER_LINGER_MS = 1_500;

/** What the purchase success page shows (docs/product-rules.md, Billing). */
export type PurchaseOutcome = { kind: 'success' } | { kind: 'failed'; hasAccount: boolean };
/**
 * `confirm` waits for the buyer's click before signing in: the page's address carries the email and
 * session id, so anyone could send a link that would otherwise sign its visitor in to their account.
 */
export type PurchaseSuccessState = { kind: 'confirm' } | { kind: 'checking' } | PurchaseOutcome;

/** Stripe's return to /coffee-success: `?email=…&website=…&session_id=…`. */
export interface PurchaseReturn {
  email: string | null;
  website: string | null;
  sessionId: string | null;
}

export interface PurchaseSignIn {
  hasAccount(email: string): Promise<boolean>;
  coffeeLogin(request: { email: string; sessionId: string }): Promise<AuthSession>;
  signIn(session: AuthSession): void;
}

/**
 * What the page shows before anything is done: a signed-in visitor is done, a return missing its
 * email or session cannot sign in, and anyone else is asked to confirm the sign-in with a click.
 */
export function initialPurchaseState(
  { email, sessionId }: PurchaseReturn,
  signedIn: boolean,
): PurchaseSuccessState {
  if (signedIn) return { kind: 'success' };
  if (email === null || sessionId === null) return { kind: 'failed', hasAccount: false };
  return { kind: 'confirm' };
}

/**
 * Signs the buyer in with the paid session, once they asked to. The account lookup only words the
 * failed view: the checkout makes the account, and coffee-login settles a checkout whose webhook has
 * not arrived yet, so a missing account does not stop the attempt.
 */
export async function settlePurchase(
  { email, sessionId }: PurchaseReturn,
  deps: PurchaseSignIn,
): Promise<PurchaseOutcome> {
  if (email === null || sessionId === null) return { kind: 'failed', hasAccount: false };
  const hasAccount = await deps.hasAccount(email).catch(() => false);
  try {
    deps.signIn(await deps.coffeeLogin({ email, sessionId }));
    return { kind: 'success' };
  } catch {
    // The spec shows no message for a failed automatic sign-in; the view offers the way in instead.
    return { kind: 'failed', hasAccount };
  }
}

/** Reports `attempt`'s outcome `lingerMs` after it ends; the returned function stops the report. */
export function revealAfterLinger(
  attempt: Promise<PurchaseOutcome>,
  report: (outcome: PurchaseOutcome) => void,
  lingerMs = SUCCESS_SPINNER_LINGER_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  void attempt.then((outcome) => {
    if (!stopped) timer = setTimeout(() => report(outcome), lingerMs);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Continue Analysis: back to the wizard with the site bought for, and the email when signed out. */
export function continueAnalysisHref(website: string, email: string | null, signedIn: boolean): string {
  const query = new URLSearchParams({ url: website, coffee: 'true' });
  if (!signedIn && email !== null) query.set('email', email);
  return `/?${query.toString()}`;
}
