import { randomUUID } from 'node:crypto';
import {
  passwordProblems,
  type AuthSession,
  type CheckAccountResponse,
  type LoginResponse,
  type RegisterRequest,
  type User,
} from '@signpost/contracts';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { JobQueue } from '@signpost/queue';
import { toUser, type AccountTier } from './account-view.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { Sessions } from './sessions.js';

export interface AccountDeps {
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
  sessions: Sessions;
  tierOf: AccountTier;
}

/** Refuses a password that misses a requirement, naming the ones it misses. */
export function assertStrongPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new AppError('weak_password', 'Password does not meet security requirements', {
      details: { errors: problems },
    });
  }
}

const invalidCredentials = () =>
  new AppError(
    'invalid_credentials',
    'Invalid email or password. Please check your credentials and try again.',
  );

/** Sign-up, sign-in and the questions the sign-up form asks as the visitor types. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  async register(input: RegisterRequest): Promise<AuthSession> {
    const email = input.email.trim().toLowerCase();
    assertStrongPassword(input.password);
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      throw new AppError('invalid_input', 'Passwords do not match');
    }
    const user = await this.deps.repos.users.create({
      id: randomUUID(),
      email,
      password_hash: await hashPassword(input.password),
    });
    if (!user) {
      throw new AppError('email_taken', 'An account with this email already exists. Please sign in instead.');
    }
    await this.requestVerificationMail(user);
    return this.deps.sessions.start(user);
  }

  async login(input: { email: string; password: string }): Promise<LoginResponse> {
    const user = await this.deps.repos.users.findByEmail(input.email.trim().toLowerCase());
    const valid = await verifyPassword(user?.password_hash, input.password);
    if (!user || !valid || user.is_demo) throw invalidCredentials();
    return { ...(await this.deps.sessions.start(user)), isDemo: false };
  }

  /** A throwaway account for trying the product; maintenance deletes it and all it made within a day. */
  async startDemo(): Promise<LoginResponse> {
    const id = randomUUID();
    const user = await this.deps.repos.users.create({
      id,
      email: `demo-${id}@demo.signpost.invalid`,
      password_hash: null,
      is_demo: true,
    });
    if (!user) throw new Error('a new demo account collided with an existing email');
    return { ...(await this.deps.sessions.start(user)), isDemo: true };
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    return (await this.deps.repos.users.findByEmail(email)) === undefined;
  }

  /** Whether an account exists for an email; the caller's own account comes back with it. */
  async checkAccount(email: string, signedIn: UserRow | undefined): Promise<CheckAccountResponse> {
    if (signedIn?.email === email) {
      return { hasAccount: true, user: toUser(signedIn, this.deps.tierOf(signedIn)) };
    }
    return { hasAccount: !(await this.isEmailAvailable(email)), user: null };
  }

  /** The requirements a password misses, for the form to show as it is typed. */
  checkPassword(password: string): { valid: boolean; errors: string[] } {
    const errors = passwordProblems(password);
    return { valid: errors.length === 0, errors };
  }

  async get(userId: string): Promise<User> {
    const user = await this.deps.repos.users.get(userId);
    if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
    return toUser(user, this.deps.tierOf(user));
  }

  /** Mails the verification link again, if that account still needs it; the same answer either way. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.deps.repos.users.findByEmail(email);
    if (user) await this.requestVerificationMail(user);
  }

  /** Queues the verification mail; the job makes the token, so none waits in the queue. */
  async requestVerificationMail(user: Pick<UserRow, 'id' | 'email_verified_at' | 'is_demo'>): Promise<void> {
    if (user.email_verified_at !== null || user.is_demo) return;
    await this.deps.queue.enqueue('send-account-email', {
      userId: user.id,
      kind: 'verify-email',
      requestId: randomUUID(),
    });
  }
}
