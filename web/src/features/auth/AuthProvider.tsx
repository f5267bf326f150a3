import type { AuthSession, User } from '@signpost/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/api-error.js';
import { browserSession, signpostApi } from '../../api/signpost-api.js';
import { useToast } from '../../components/ToastProvider.js';
import { authKeys } from '../../api/queries/auth.js';

interface AuthContextValue {
  /** The signed-in user, or null; follows the stored session, which the API client also ends. */
  user: User | null;
  /** The user at this moment, for handlers that run between renders (one function for the app's life). */
  currentUser(): User | null;
  signIn(session: AuthSession): void;
  /** Tells the server, then forgets the session here even when the server could not be reached. */
  signOut(): Promise<void>;
  updateUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const currentUser = () => browserSession.current()?.user ?? null;

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(browserSession.subscribe, browserSession.current);
  const user = session?.user ?? null;
  useServerUser(user?.id ?? null);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      currentUser,
      signIn: (next) => browserSession.save(next),
      signOut: async () => {
        try {
          await signpostApi.logout();
        } catch {
          // The server may already have ended it; the user asked to be signed out here either way.
        } finally {
          browserSession.clear();
        }
      },
      updateUser: (next) => browserSession.updateUser(next),
    }),
    [user],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/**
 * The stored user is shown at once, then replaced by the server's (tier and credits change through
 * purchases). A refused token ends the session in the API client, and the user is told why they
 * are signed out; any other failure keeps the stored user, so a network blip signs nobody out
 * (docs/product-rules.md, Accounts and sessions).
 */
function useServerUser(userId: string | null) {
  const toast = useToast();
  useQuery({
    queryKey: authKeys.me(userId),
    enabled: userId !== null,
    queryFn: async ({ signal }) => {
      try {
        const { user } = await signpostApi.me(signal);
        browserSession.updateUser(user);
        return user;
      } catch (error) {
        // Told here, not from the query's state: ending the session has already moved the query key on.
        if (isApiError(error) && error.code === CLIENT_ERROR_CODES.sessionExpired) toast.error(error.message);
        throw error;
      }
    },
  });
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
