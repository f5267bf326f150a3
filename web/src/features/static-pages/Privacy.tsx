import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, supportMailto } from '../../app/site.js';
import { StaticPage } from './StaticPage.js';

/** Privacy policy (docs/product-rules.md, Data kept), shown at /privacy and /privacy-policy. */
export function Privacy() {
  return (
    <StaticPage
      title="Privacy Policy"
      lead="What Signpost keeps about you, why, for how long, and your rights."
    >
      <p className="static-page__meta">Last updated: August 19, 2025</p>
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul>
          <li>Your account: email address, a hash of your password, your plan and when you signed up.</li>
          <li>
            Your analyses: the addresses you analyse, the public pages found, their scores and the files
            generated.
          </li>
          <li>
            Payments are handled by Stripe; we keep the subscription status and never see your full card
            number.
          </li>
          <li>
            With your consent only, analytics about how the site is used (see the{' '}
            <Link to="/cookies">cookie policy</Link>).
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">How long we keep it</h2>
        <p>
          Analysis results and generated files are deleted 30 days after they are made. Account data is kept
          while your account exists. Analytics data, if you allowed it, is kept for up to 14 months.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights under the GDPR</h2>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>have it corrected if it is wrong;</li>
          <li>have it erased;</li>
          <li>restrict or object to its processing;</li>
          <li>receive it in a portable format;</li>
          <li>withdraw consent at any time, and complain to your data protection authority.</li>
        </ul>
        <p>
          Write to <a href={supportMailto('Privacy request')}>{SUPPORT_EMAIL}</a>. We answer every request
          within 30 days.
        </p>
      </section>
      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">Who else sees it</h2>
        <p>
          We do not sell personal data. We share it only with the processors that run the service: hosting,
          email delivery, Stripe for payments, and the AI provider that scores page content (public page text
          only).
        </p>
      </section>
    </StaticPage>
  );
}
