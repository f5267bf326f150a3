import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, supportMailto } from '../app/site.js';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          <strong>Signpost</strong> writes the llms.txt that tells AI assistants what your site is and which
          pages matter.
        </p>
        <nav aria-label="Footer" className="site-footer__links">
          <Link to="/analyze">Analyze a Site</Link>
          <a href="https://llmstxt.org" target="_blank" rel="noreferrer">
            About the llms.txt format
          </a>
          <a href={supportMailto('Signpost support')}>{SUPPORT_EMAIL}</a>
        </nav>
        <p className="site-footer__fine">Analyses and generated files are kept for 30 days, then deleted.</p>
      </div>
    </footer>
  );
}
