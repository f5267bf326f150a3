import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.js';
import { track } from '../consent/analytics-events.js';
import './landing.css';

export function LandingHero() {
  const { user } = useAuth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">llms.txt, written for you</p>
      <h1 id="hero-title" className="hero__title">
        Show AI assistants the pages of your site that matter
      </h1>
      <p className="hero__lead">
        Signpost reads your public website, scores every page for how useful it is to an AI assistant and
        writes the llms.txt that points them to your best content. Review the picks, then copy or download the
        file.
      </p>
      <div className="hero__actions">
        {/* docs/product-rules.md, Screens: the wizard for a signed-in visitor, else an account first. */}
        {user === null ? (
          <Link
            to="/signup"
            className="button button--primary button--large"
            onClick={() => track('signup_click', { source: 'hero' })}
          >
            Start Free Analysis
          </Link>
        ) : (
          <Link to="/analyze" className="button button--primary button--large">
            Start Free Analysis
          </Link>
        )}
        <a className="button button--secondary button--large" href="#how-it-works">
          See How It Works
        </a>
      </div>
    </section>
  );
}
