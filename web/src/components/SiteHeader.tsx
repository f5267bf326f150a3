import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useHelp } from '../features/help/HelpProvider.js';
import { SignpostLogo } from './SignpostLogo.js';
import './site-header.css';

/**
 * `account` is the signed-in menu or the way in, which the app supplies. On a phone the pages
 * (How It Works, Validate, Pricing, Docs) fold behind a Menu button instead of disappearing.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const help = useHelp();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Following a link from the menu, or Back, lands on a page with the menu folded again.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="logo">
          <SignpostLogo />
          <span className="logo__name">Signpost</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <button
            type="button"
            className="site-nav__link site-nav__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <div id={menuId} className={`site-nav__pages${menuOpen ? ' site-nav__pages--open' : ''}`}>
            <Link to={{ pathname: '/', hash: '#how-it-works' }} className="site-nav__link">
              How It Works
            </Link>
            <NavLink to="/validate" className="site-nav__link">
              Validate
            </NavLink>
            <NavLink to="/pricing" className="site-nav__link">
              Pricing
            </NavLink>
            <NavLink to="/docs" className="site-nav__link">
              Docs
            </NavLink>
          </div>
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
