import type { AccountChange } from '@signpost/contracts';

/** Hears every write that ends a session or changes an account (see AccountChange). */
export type AccountChangeListener = (change: AccountChange) => Promise<void>;

export const ignoreAccountChanges: AccountChangeListener = async () => {};
