import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { ANALYSIS_BENCHMARK } from './benchmark-figures.js';
import './landing.css';

/**
 * Only what the product itself guarantees or does, backed by the code, the catalogue or our own
 * benchmark. No customer counts or uptime figures: Signpost has measured none it could stand behind.
 */
export function TrustBadges() {
  const { guaranteeDays } = usePlanCatalogue();
  const badges = [
    {
      title: `${ANALYSIS_BENCHMARK.pages} pages in ${ANALYSIS_BENCHMARK.medianSeconds} s`,
      text: `Median in our own benchmark: a test site answering in ${ANALYSIS_BENCHMARK.responseMs} ms, without AI scoring. Slower servers and AI scoring add time.`,
    },
    {
      title: `${guaranteeDays}-day money-back guarantee`,
      text: 'Cancel within the window and the payment is refunded in full.',
    },
    {
      title: 'Obeys robots.txt',
      text: 'Disallowed pages are reported, never fetched; every request names Signpost.',
    },
    { title: 'Deleted after 30 days', text: 'Analyses and generated files are purged automatically.' },
    {
      title: 'No tracking without consent',
      text: 'No analytics script loads until you allow it, and Do Not Track is respected.',
    },
  ];
  return (
    <section className="landing-section" aria-labelledby="trust-title">
      <h2 id="trust-title" className="section-title">
        Why you can rely on it
      </h2>
      <ul className="landing-grid">
        {badges.map((badge) => (
          <li key={badge.title} className="trust__badge">
            <h3>{badge.title}</h3>
            <p>{badge.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
