import { randomUUID } from 'node:crypto';
import type { AuthSession } from '@signpost/contracts';
import type { Repositories, UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { SignAccessToken } from './access-token.js';
import { toUser, type AccountTier } from './account-view.js';
import { hashToken, newSecretToken } from './secret-tokens.js';

const DAY_MS = 24 * 3600 * 1000;

export interface SessionDeps {
  repos: Repositories;
  signAccessToken: SignAccessToken;
  refreshTokenDays: number;
  tierOf: AccountTier;
}

const sessionEnded = () => new AppError('unauthorized', 'Session expired. Please sign in again.');

/**
 * Sign-in sessions: each is a family of refresh tokens, rotated on every use. Presenting a token that
 * was already exchanged means two holders have it, so the whole family is revoked.
 */
export class Sessions {
  constructor(private readonly deps: SessionDeps) {}

  async start(user: UserRow): Promise<AuthSession> {
    const sessionId = randomUUID();
    const refresh = newSecretToken();
    await this.deps.repos.sessions.create(
      {
        id: sessionId,
        userId: user.id,
        expiresAt: new Date(Date.now() + this.deps.refreshTokenDays * DAY_MS),
      },
      refresh.hash,
    );
    return this.pair(user, sessionId, refresh.token);
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const { repos } = this.deps;
    const outcome = await repos.sessions.useRefreshToken(hashToken(refreshToken));
    if (outcome.kind === 'reused') {
      await repos.sessions.revoke(outcome.sessionId);
      throw sessionEnded();
    }
    if (outcome.kind === 'invalid') throw sessionEnded();
    const user = await repos.users.get(outcome.session.user_id);
    if (!user) throw sessionEnded();
    const next = newSecretToken();
    await repos.sessions.addRefreshToken(outcome.session.id, next.hash);
    return this.pair(user, outcome.session.id, next.token);
  }

  /** Signs out one session: its tokens stop working at once. */
  async end(sessionId: string): Promise<void> {
    await this.deps.repos.sessions.revoke(sessionId);
  }

  /**
   * Signs the account out everywhere: every session and every API key, since a key is a sign-in that
   * never expires and a person signing out everywhere (or resetting a leaked password) means all of them.
   */
  async endAll(userId: string): Promise<void> {
    await this.deps.repos.transaction(async (tx) => {
      await tx.sessions.revokeAllOfUser(userId);
      await tx.apiKeys.revokeAllOfUser(userId);
    });
  }

  private pair(user: UserRow, sessionId: string, refreshToken: string): AuthSession {
    return {
      user: toUser(user, this.deps.tierOf(user)),
      accessToken: this.deps.signAccessToken({ sub: user.id, sid: sessionId }),
      refreshToken,
    };
  }
}
