import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, supportMailto } from '../app/site.js';
import { useConsent } from '../features/consent/consent-context.js';
import './site-footer.css';

const PRODUCT_LINKS = [
  { to: '/analyze', label: 'Analyze a Site' },
  { to: '/validate', label: 'Validator' },
  { to: '/readiness', label: 'Agent Readiness' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

const RESOURCE_LINKS = [
  { to: '/docs', label: 'Documentation' },
  { to: '/docs#best-practices', label: 'Best practices' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/cookies', label: 'Cookies' },
] as const;

function LinkList({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div className="site-footer__group">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { openSettings } = useConsent();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          <strong>Signpost</strong> writes the llms.txt that tells AI assistants what your site is and which
          pages matter.
        </p>
        <nav aria-label="Footer" className="site-footer__links">
          <LinkList title="Product" links={PRODUCT_LINKS} />
          <LinkList title="Resources" links={RESOURCE_LINKS} />
          <LinkList title="Legal" links={LEGAL_LINKS} />
          <div className="site-footer__group">
            <h2 className="site-footer__heading">Elsewhere</h2>
            <ul>
              <li>
                <a href="https://llmstxt.org" target="_blank" rel="noreferrer">
                  The llms.txt format
                </a>
              </li>
              <li>
                <a href={supportMailto('Signpost support')}>{SUPPORT_EMAIL}</a>
              </li>
              <li>
                <button type="button" className="site-footer__button" onClick={openSettings}>
                  Cookie settings
                </button>
              </li>
            </ul>
          </div>
        </nav>
        <p className="site-footer__fine">Analyses and generated files are kept for 30 days, then deleted.</p>
      </div>
    </footer>
  );
}
