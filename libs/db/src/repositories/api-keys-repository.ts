import { sql, type Kysely } from 'kysely';
import type { ApiKeyRow, Database, UserRow } from '../schema.js';

/** A live key found by its hash, with the account it belongs to. */
export interface ApiKeyHolder {
  key: Pick<ApiKeyRow, 'id' | 'last_used_at'>;
  account: UserRow;
}

/** API keys, stored by hash. A revoked key keeps its row; only live keys are listed or found. */
export class ApiKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(key: {
    id: string;
    userId: string;
    name: string;
    prefix: string;
    keyHash: string;
  }): Promise<ApiKeyRow> {
    return this.db
      .insertInto('api_keys')
      .values({ id: key.id, user_id: key.userId, name: key.name, prefix: key.prefix, key_hash: key.keyHash })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The account's live keys, newest first. */
  async listLive(userId: string): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * Holds the account's row until the transaction ends, so keys made for one account are counted and
   * inserted one request at a time (two racing requests cannot both take the last free place).
   */
  async lockAccount(userId: string): Promise<void> {
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async countLive(userId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** The live key with this hash and its account, in one query: what every key-bearing request needs. */
  async findLiveByHash(keyHash: string): Promise<ApiKeyHolder | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('users')
      .select(['api_keys.id as key_id', 'api_keys.last_used_at as key_last_used_at'])
      .where('api_keys.key_hash', '=', keyHash)
      .where('api_keys.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const { key_id, key_last_used_at, ...account } = row;
    return { key: { id: key_id, last_used_at: key_last_used_at }, account };
  }

  /** Records a use, unless one at or after `usedBefore` is already recorded; true when it wrote. */
  async touch(id: string, usedBefore: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', usedBefore)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Revokes one of the account's live keys; false when the account has no such live key. */
  async revoke(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Revokes every live key of the account; returns how many. */
  async revokeAllOfUser(userId: string): Promise<number> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
