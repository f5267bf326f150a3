import { AccountMenu } from './AccountMenu.js';
import { useAuth } from './AuthProvider.js';
import { SignedOutLinks } from './SignedOutLinks.js';

/** The header's account corner (analysis-journey.md §2): the menu when signed in, else the way in. */
export function UserMenu() {
  const { user } = useAuth();
  return user === null ? <SignedOutLinks /> : <AccountMenu user={user} />;
}
