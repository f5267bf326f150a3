import { AccountMenu } from './AccountMenu.js';
import { useAuth } from './AuthProvider.js';
import { SignedOutLinks } from './SignedOutLinks.js';

/** The header's account corner (docs/product-rules.md, Screens): the menu when signed in, else the way in. */
export function UserMenu() {
  const { user } = useAuth();
  return user === null ? <SignedOutLinks /> : <AccountMenu user={user} />;
}
