/**
 * Who is asking, resolved once per request (or per process, for the CLI) and handed to every service
 * that decides what the caller may do.
 * - `anonymous`: a visitor, known by the client address and any email they give; a starter.
 * - `operator`: whoever runs this installation locally (the CLI): the largest plan, counted nowhere.
 */
export type Caller = { kind: 'anonymous'; clientAddress: string } | { kind: 'operator' };

export const anonymousCaller = (clientAddress: string): Caller => ({ kind: 'anonymous', clientAddress });
export const operatorCaller: Caller = { kind: 'operator' };
