import type { User } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { SignOutButton } from '../auth/SignOutButton.js';
import { TierBadge } from '../auth/TierBadge.js';

/** Who is signed in, the way back to the wizard, and Sign Out (docs/product-rules.md, Screens). */
export function DashboardHeader({ user }: { user: User }) {
  return (
    <div className="dashboard-header">
      <p className="dashboard-header__who">
        <span className="dashboard-header__email">{user.email}</span> <TierBadge tier={user.tier} />
      </p>
      <div className="actions">
        <Link to="/analyze" className="button button--secondary button--small">
          Back to App
        </Link>
        <SignOutButton className="button button--ghost button--small" />
      </div>
    </div>
  );
}
