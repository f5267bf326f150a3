import { randomUUID } from 'node:crypto';
import {
  API_KEYS_PER_ACCOUNT,
  type ApiKeyList,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@signpost/contracts';
import type { ApiKeyRow, Repositories, UserRow } from '@signpost/db';
import { AppError, notFound } from '@signpost/errors';
import type { AccountTier } from '../account-view.js';
import { hashToken } from '../secret-tokens.js';
import { generateApiKey, isWellFormedApiKey } from './api-key-format.js';

/** A key's last use is written at most this often, so a busy key costs no write per request. */
export const API_KEY_USE_RECORD_MS = 60_000;

/** The account a valid key speaks for, and which key it was. */
export interface ApiKeyCredential {
  keyId: string;
  account: UserRow;
}

const toSummary = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/**
 * API keys of the scale plan: made, listed and revoked by their account, and resolved on every request
 * that bears one. A key speaks for its account only while the account is on the scale plan (bought,
 * or given to every account by SELF_HOSTED_PLAN), and a move off a bought plan revokes it (see
 * @signpost/billing's writePlan), so it never comes back to life. Email verification is not asked
 * for: a key can do nothing the signed-in account cannot.
 */
export class ApiKeyService {
  constructor(
    private readonly deps: { repos: Pick<Repositories, 'apiKeys' | 'transaction'>; tierOf: AccountTier },
  ) {}

  async create(account: UserRow, name: string): Promise<CreatedApiKey> {
    if (account.is_demo) {
      throw new AppError('demo_read_only', 'Demo accounts cannot make API keys. Sign up to use the API.');
    }
    if (this.deps.tierOf(account) !== 'scale') {
      throw new AppError('api_key_plan_required', 'API keys come with the Agency & API plan.');
    }
    const made = generateApiKey();
    const row = await this.deps.repos.transaction(async ({ apiKeys }) => {
      await apiKeys.lockAccount(account.id);
      if ((await apiKeys.countLive(account.id)) >= API_KEYS_PER_ACCOUNT) {
        throw new AppError(
          'api_key_limit_reached',
          `An account holds at most ${API_KEYS_PER_ACCOUNT} keys. Revoke one you no longer use first.`,
        );
      }
      return apiKeys.create({
        id: randomUUID(),
        userId: account.id,
        name,
        prefix: made.prefix,
        keyHash: made.hash,
      });
    });
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: row.created_at.toISOString(),
      key: made.key,
    };
  }

  async list(accountId: string): Promise<ApiKeyList> {
    return { keys: (await this.deps.repos.apiKeys.listLive(accountId)).map(toSummary) };
  }

  async revoke(accountId: string, id: string): Promise<void> {
    if (!(await this.deps.repos.apiKeys.revoke(accountId, id))) {
      throw notFound('No API key of yours has that id.');
    }
  }

  /**
   * The account a key speaks for, or undefined for a key that is malformed (refused without a query),
   * unknown, revoked, or whose account has left the scale plan.
   */
  async resolve(key: string, now = Date.now()): Promise<ApiKeyCredential | undefined> {
    if (!isWellFormedApiKey(key)) return undefined;
    const { apiKeys } = this.deps.repos;
    const holder = await apiKeys.findLiveByHash(hashToken(key));
    if (!holder || this.deps.tierOf(holder.account) !== 'scale') return undefined;
    const recordedBefore = new Date(now - API_KEY_USE_RECORD_MS);
    const lastUsed = holder.key.last_used_at;
    if (lastUsed === null || lastUsed < recordedBefore) await apiKeys.touch(holder.key.id, recordedBefore);
    return { keyId: holder.key.id, account: holder.account };
  }
}
