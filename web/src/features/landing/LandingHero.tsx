import { WEBSITE_URL_INPUT_ID, WIZARD_SECTION_ID } from '../wizard/dom-ids.js';
import './landing.css';

function startAnalysis() {
  document.getElementById(WIZARD_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(WEBSITE_URL_INPUT_ID)?.focus({ preventScroll: true });
}

export function LandingHero() {
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
        <button type="button" className="button button--primary button--large" onClick={startAnalysis}>
          Start Free Analysis
        </button>
        <a className="button button--secondary button--large" href="#how-it-works">
          See How It Works
        </a>
      </div>
    </section>
  );
}
