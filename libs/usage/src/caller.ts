import type { UserRow } from '@signpost/db';

/**
 * Who is asking, resolved once per request (or per process, for the CLI) and handed to every service
 * that decides what the caller may do or see.
 * - `anonymous`: a visitor, known by the client address and any email they give; a starter.
 * - `account`: a signed-in user, through a live session, or through one of its API keys (scale plan);
 *   its plan is the account's. Exactly one of `sessionId` and `apiKeyId` says which.
 * - `operator`: whoever runs this installation locally (the CLI): the largest plan, counted nowhere.
 */
export type Caller = { kind: 'anonymous'; clientAddress: string } | AccountCaller | { kind: 'operator' };

export type SessionCaller = {
  kind: 'account';
  clientAddress: string;
  sessionId: string;
  apiKeyId?: undefined;
  account: UserRow;
};
export type ApiKeyCaller = {
  kind: 'account';
  clientAddress: string;
  apiKeyId: string;
  sessionId?: undefined;
  account: UserRow;
};
export type AccountCaller = SessionCaller | ApiKeyCaller;

export const anonymousCaller = (clientAddress: string): Caller => ({ kind: 'anonymous', clientAddress });
export const operatorCaller: Caller = { kind: 'operator' };

/** The account a caller is signed in as, if any. */
export function accountOf(caller: Caller): UserRow | undefined {
  return caller.kind === 'account' ? caller.account : undefined;
}
