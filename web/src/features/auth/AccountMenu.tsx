import type { User } from '@signpost/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { SignOutButton } from './SignOutButton.js';
import { TierBadge } from './TierBadge.js';
import './account-menu.css';

/**
 * The signed-in header menu: a disclosure button showing the tier badge (and credits on solo) that
 * opens the email, the plan, the account links and Sign Out. Escape or a click elsewhere closes it.
 */
export function AccountMenu({ user }: { user: User }) {
  const { plans } = usePlanCatalogue();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="visually-hidden">Account: </span>
        <TierBadge tier={user.tier} />
        {user.creditsRemaining !== null && (
          <span className="account-menu__credits">{creditsLeft(user.creditsRemaining)}</span>
        )}
        <span className="account-menu__name">{user.username}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__email">{user.email}</p>
        <p className="account-menu__plan">{plans[user.tier].displayName} plan</p>
        <ul className="account-menu__links">
          <li>
            <Link to="/analyze" onClick={close}>
              New Analysis
            </Link>
          </li>
          <li>
            <Link to="/dashboard" onClick={close}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link to="/dashboard?tab=analyses" onClick={close}>
              My Analyses
            </Link>
          </li>
        </ul>
        <SignOutButton className="button button--secondary button--small" />
      </div>
    </div>
  );
}

function creditsLeft(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'} left`;
}
