import { randomUUID } from 'node:crypto';
import type { NewUser, Repositories, UserRow } from '@signpost/db';

/** Inserts an account with a fresh id and email and no password; `overrides` set the rest. */
export async function createUser(
  repos: Pick<Repositories, 'users'>,
  overrides: Partial<NewUser> = {},
): Promise<UserRow> {
  const user = await repos.users.create({
    id: randomUUID(),
    email: `${randomUUID()}@example.com`,
    password_hash: null,
    ...overrides,
  });
  if (!user) throw new Error('the test account collided with an existing email');
  return user;
}
