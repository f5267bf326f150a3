import { Link } from 'react-router-dom';
import { ALL_DENIED, ALL_GRANTED } from './consent-state.js';
import { useConsent } from './consent-context.js';
import './consent.css';

/** Asks once. Nothing optional runs until the visitor answers, and "Reject all" is as easy as yes. */
export function ConsentBanner() {
  const { decide, openSettings } = useConsent();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__text">
        <h2 id="consent-banner-title" className="consent-banner__title">
          Cookies on Signpost
        </h2>
        <p>
          Necessary storage keeps you signed in. May we also measure visits to improve Signpost? Nothing
          optional runs until you choose. <Link to="/cookies">Cookie policy</Link>
        </p>
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => decide(ALL_DENIED)}>
          Reject all
        </button>
        <button type="button" className="button button--secondary" onClick={openSettings}>
          Choose
        </button>
        <button type="button" className="button button--primary" onClick={() => decide(ALL_GRANTED)}>
          Accept all
        </button>
      </div>
    </section>
  );
}
