import type { UserRow } from '@signpost/db';

/**
 * Who is asking, resolved once per request (or per process, for the CLI) and handed to every service
 * that decides what the caller may do or see.
 * - `anonymous`: a visitor, known by the client address and any email they give; a starter.
 * - `account`: a signed-in user, through a live session; its plan is the account's.
 * - `operator`: whoever runs this installation locally (the CLI): the largest plan, counted nowhere.
 */
export type Caller =
  | { kind: 'anonymous'; clientAddress: string }
  | { kind: 'account'; clientAddress: string; sessionId: string; account: UserRow }
  | { kind: 'operator' };

export const anonymousCaller = (clientAddress: string): Caller => ({ kind: 'anonymous', clientAddress });
export const operatorCaller: Caller = { kind: 'operator' };

/** The account a caller is signed in as, if any. */
export function accountOf(caller: Caller): UserRow | undefined {
  return caller.kind === 'account' ? caller.account : undefined;
}
