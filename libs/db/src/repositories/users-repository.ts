import { sql, type Kysely } from 'kysely';
import type { Tier } from '@signpost/contracts';
import type { Database, NewUser, UserRow } from '../schema.js';
import { ignoreAccountChanges, type AccountChangeListener } from './account-changes.js';

export interface AppliedSubscription {
  tier: Tier;
  creditsRemaining: number | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  subscriptionId: string | null;
  status: string | null;
}

/** Accounts. Every write to one is announced, so no cached session keeps an account's old state. */
export class UsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: AccountChangeListener = ignoreAccountChanges,
  ) {}

  private async accountChanged(userId: string): Promise<void> {
    await this.changed({ kind: 'account', userId });
  }

  /** The new account, or undefined when the email is taken (the unique index decides races). */
  async create(user: NewUser): Promise<UserRow | undefined> {
    return this.db
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async get(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The account, locked until the surrounding transaction ends: plan changes read the credits they
   * keep, so two of them, or one and a credit being spent, must not interleave.
   */
  async getForUpdate(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await this.accountChanged(id);
  }

  /** Marks the email verified; false when it already was. */
  async markEmailVerified(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ email_verified_at: sql`now()` })
      .where('id', '=', id)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    await this.accountChanged(id);
    return result.numUpdatedRows > 0n;
  }

  async setPlan(
    id: string,
    plan: { tier: Tier; creditsRemaining: number | null; billingPeriodStart: Date | null },
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        tier: plan.tier,
        credits_remaining: plan.creditsRemaining,
        billing_period_start: plan.billingPeriodStart,
      })
      .where('id', '=', id)
      .execute();
    await this.accountChanged(id);
  }

  async findByStripeCustomer(customerId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('stripe_customer_id', '=', customerId)
      .executeTakeFirst();
  }

  async setStripeCustomer(id: string, customerId: string): Promise<void> {
    await this.db.updateTable('users').set({ stripe_customer_id: customerId }).where('id', '=', id).execute();
    await this.accountChanged(id);
  }

  /** Writes the plan a subscription gives, as Stripe last described it. */
  async applySubscription(id: string, subscription: AppliedSubscription): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        tier: subscription.tier,
        credits_remaining: subscription.creditsRemaining,
        billing_period_start: subscription.periodStart,
        current_period_end: subscription.periodEnd,
        stripe_subscription_id: subscription.subscriptionId,
        subscription_status: subscription.status,
      })
      .where('id', '=', id)
      .execute();
    await this.accountChanged(id);
  }

  /**
   * Notes a payment: the earliest ever is kept, so a payment seen twice or after a later one leaves
   * the account's first payment where it was.
   */
  async recordPayment(id: string, paidAt: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        first_paid_at: sql<Date>`least(coalesce(first_paid_at, ${paidAt}::timestamptz), ${paidAt}::timestamptz)`,
      })
      .where('id', '=', id)
      .execute();
    await this.accountChanged(id);
  }

  /** Takes the account's one money-back refund; false when it was taken already. */
  async claimMoneyBackRefund(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ money_back_refunded_at: sql`now()` })
      .where('id', '=', id)
      .where('money_back_refunded_at', 'is', null)
      .executeTakeFirst();
    await this.accountChanged(id);
    return result.numUpdatedRows > 0n;
  }

  /** Gives the money-back refund back when the refund it was claimed for did not happen. */
  async releaseMoneyBackRefund(id: string): Promise<void> {
    await this.db.updateTable('users').set({ money_back_refunded_at: null }).where('id', '=', id).execute();
    await this.accountChanged(id);
  }

  /** Takes one solo credit; false when none is left. */
  async takeCredit(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ credits_remaining: sql`credits_remaining - 1` })
      .where('id', '=', id)
      .where('credits_remaining', '>', 0)
      .executeTakeFirst();
    await this.accountChanged(id);
    return result.numUpdatedRows > 0n;
  }

  async returnCredit(id: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ credits_remaining: sql`credits_remaining + 1` })
      .where('id', '=', id)
      .where('credits_remaining', 'is not', null)
      .execute();
    await this.accountChanged(id);
  }

  /** Solo accounts whose paid period ended before `now`, oldest first: their renewal was not applied. */
  async listSoloPastPeriodEnd(now: Date, limit: number): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('tier', '=', 'solo')
      .where('stripe_subscription_id', 'is not', null)
      .where('current_period_end', '<', now)
      .orderBy('current_period_end')
      .limit(limit)
      .execute();
  }

  /** Deletes the account and, through the foreign keys, all it owns: analyses, sessions, keys, tokens. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    await this.accountChanged(id);
    return result.numDeletedRows > 0n;
  }

  /** Demo accounts made before the cutoff, with everything they own; returns how many. */
  async deleteDemosCreatedBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .deleteFrom('users')
      .where('is_demo', '=', true)
      .where('created_at', '<', cutoff)
      .returning('id')
      .execute();
    for (const { id } of deleted) await this.accountChanged(id);
    return deleted.length;
  }
}
