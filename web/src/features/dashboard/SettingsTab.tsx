import type { User } from '@signpost/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signpostApi } from '../../api/signpost-api.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useAuth } from '../auth/AuthProvider.js';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';
import { ApiKeysPanel } from './ApiKeysPanel.js';
import { CloseAccountPanel } from './CloseAccountPanel.js';
import { DataExportPanel } from './DataExportPanel.js';
import { QueueBoardPanel } from './QueueBoardPanel.js';

type SignOutScope = 'here' | 'everywhere';

const CONFIRM: Record<SignOutScope, { title: string; message: string; label: string }> = {
  here: { title: 'Sign out', message: 'Are you sure you want to sign out?', label: 'Sign Out' },
  everywhere: {
    title: 'Sign out everywhere',
    message: 'This signs you out on every device and browser, this one included. Are you sure?',
    label: 'Sign Out Everywhere',
  },
};

interface SettingsTabProps {
  user: User;
  catalogue: PlanCatalogueView;
}

/**
 * The account's security (password, sessions), on the scale plan its API keys, for administrators
 * the queue board, and the account's data: downloading it, or closing the account.
 */
export function SettingsTab({ user, catalogue }: SettingsTabProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<SignOutScope | null>(null);

  async function signOutConfirmed(scope: SignOutScope) {
    setConfirming(null);
    void navigate('/');
    if (scope === 'everywhere') {
      // Whatever the answer, this browser is signed out next: the person asked to leave.
      await signpostApi.logoutAll().catch(() => undefined);
    }
    await signOut();
  }

  return (
    <>
      <section className="panel" aria-labelledby="security-title">
        <h2 id="security-title" className="panel__title">
          Sign-in and security
        </h2>
        <p>
          To change your password, we email you a link that sets a new one and signs out every other session.
        </p>
        <div className="actions">
          <Link
            to={`/forgot-password?${new URLSearchParams({ email: user.email })}`}
            className="button button--secondary"
          >
            Change Password
          </Link>
          <button type="button" className="button button--secondary" onClick={() => setConfirming('here')}>
            Sign Out on This Device
          </button>
          <button type="button" className="button button--danger" onClick={() => setConfirming('everywhere')}>
            Sign Out Everywhere
          </button>
        </div>
      </section>
      <ApiKeysPanel user={user} catalogue={catalogue} />
      <QueueBoardPanel userId={user.id} />
      <DataExportPanel />
      <CloseAccountPanel user={user} />
      {confirming !== null && (
        <ConfirmDialog
          open
          title={CONFIRM[confirming].title}
          message={CONFIRM[confirming].message}
          confirmLabel={CONFIRM[confirming].label}
          onConfirm={() => void signOutConfirmed(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
