import { verifyPassword } from '@signpost/accounts';
import { endSubscriptionOfClosingAccount, type StripeClient } from '@signpost/billing';
import type { CloseAccountRequest } from '@signpost/contracts';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { accountUsageSubjects } from '@signpost/usage';

export interface AccountClosureDeps {
  repos: Repositories;
  stripe: StripeClient | undefined;
}

/**
 * Closes an account for good at its owner's request: the owner confirms with the account's email and
 * password, a live subscription is cancelled at Stripe first (if Stripe cannot be reached nothing is
 * deleted), then the account goes with everything it owns: analyses and their pages and files
 * (those made anonymously with its email too), sessions, API keys, mail tokens and counted uses.
 */
export class AccountClosure {
  constructor(private readonly deps: AccountClosureDeps) {}

  async close(account: UserRow, confirmation: CloseAccountRequest): Promise<void> {
    if (account.is_demo) {
      throw new AppError('demo_read_only', 'A demo account closes by itself within a day.');
    }
    if (confirmation.email.trim().toLowerCase() !== account.email) {
      throw new AppError('invalid_input', "Type your account's email address exactly to confirm.");
    }
    if (
      account.password_hash !== null &&
      !(await verifyPassword(account.password_hash, confirmation.password ?? ''))
    ) {
      throw new AppError('wrong_password', 'That password is not right. Your account was not deleted.');
    }
    await endSubscriptionOfClosingAccount(this.deps.stripe, account);
    await this.deps.repos.transaction(async (tx) => {
      await tx.analyses.deleteAnonymousByEmail(account.email);
      await tx.usage.forgetSubjects(accountUsageSubjects(account));
      await tx.users.delete(account.id);
    });
  }
}
