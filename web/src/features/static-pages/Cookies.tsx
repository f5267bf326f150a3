import { useConsent } from '../consent/consent-context.js';
import { StaticPage } from './StaticPage.js';

const CATEGORIES = [
  {
    name: 'Necessary',
    text: 'Keeps you signed in during a visit and remembers your cookie choice. Always on.',
  },
  {
    name: 'Analytics',
    text: 'Counts visits and the steps taken, to improve the product. Off unless you allow it; kept up to 14 months.',
  },
  {
    name: 'Functional',
    text: 'Remembers preferences that are not needed to use the service. Off unless you allow it.',
  },
  {
    name: 'Marketing',
    text: 'Measures advertising. Signpost runs none, so this is disabled unless you turn it on.',
  },
] as const;

/** Cookie policy and the button to the consent manager (docs/product-rules.md, Consent and analytics). */
export function Cookies() {
  const { consent, openSettings } = useConsent();
  return (
    <StaticPage title="Cookie Policy" lead="Which cookies and storage Signpost uses, and how to choose.">
      <section aria-labelledby="cookies-categories">
        <h2 id="cookies-categories">Categories</h2>
        <dl>
          {CATEGORIES.map((category) => (
            <div key={category.name}>
              <dt>
                <strong>{category.name}</strong>
              </dt>
              <dd>{category.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="cookies-choice">
        <h2 id="cookies-choice">Your choice</h2>
        <p>
          Nothing optional runs until you choose, and no third-party script is loaded before that. You can
          change your mind at any time.
        </p>
        {consent.doNotTrack && (
          <p className="notice" role="status">
            Your browser sends Do Not Track, and we respect it: analytics and marketing stay off.
          </p>
        )}
        <button type="button" className="button button--primary" onClick={openSettings}>
          Manage cookie preferences
        </button>
      </section>
      <section aria-labelledby="cookies-dnt">
        <h2 id="cookies-dnt">Do Not Track</h2>
        <p>
          When your browser sends a Do Not Track signal, Signpost treats it as a no to analytics and
          marketing.
        </p>
      </section>
    </StaticPage>
  );
}
