import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useHelp } from '../features/help/HelpProvider.js';
import { SignpostLogo } from './SignpostLogo.js';
import './site-header.css';

/** `account` is the signed-in menu or the way in, which the app supplies. */
export function SiteHeader({ account }: { account: ReactNode }) {
  const help = useHelp();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="logo">
          <SignpostLogo />
          <span className="logo__name">Signpost</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <Link to={{ pathname: '/', hash: '#how-it-works' }} className="site-nav__link site-nav__link--wide">
            How It Works
          </Link>
          <NavLink to="/validate" className="site-nav__link site-nav__link--wide">
            Validate
          </NavLink>
          <NavLink to="/pricing" className="site-nav__link site-nav__link--wide">
            Pricing
          </NavLink>
          <NavLink to="/docs" className="site-nav__link site-nav__link--wide">
            Docs
          </NavLink>
          <NavLink to="/analyze" className="site-nav__link site-nav__link--cta">
            Analyze a Site
          </NavLink>
          <button
            type="button"
            className="site-nav__link site-nav__help"
            onClick={() => help.open()}
            aria-haspopup="dialog"
          >
            Help
          </button>
          {account}
        </nav>
      </div>
    </header>
  );
}
