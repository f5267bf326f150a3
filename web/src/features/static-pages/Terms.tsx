import { Link } from 'react-router-dom';
import { formatPlanPrice } from '../plans/plan-catalogue.js';
import { usePlanCatalogue } from '../plans/use-plan-catalogue.js';
import { StaticPage } from './StaticPage.js';

/**
 * Terms of service; the limits and the guarantee come from the plan catalogue (docs/product-rules.md, Plans).
 */
export function Terms() {
  const { plans, guaranteeDays } = usePlanCatalogue();
  const free = plans.starter;
  return (
    <StaticPage title="Terms of Service" lead="The rules for using Signpost, in plain words.">
      <section aria-labelledby="terms-service">
        <h2 id="terms-service">The service</h2>
        <p>
          Signpost analyses public websites and generates llms.txt files. You may analyse sites you own or are
          allowed to work on. Do not use Signpost to overload a site or to reach pages that are not public.
        </p>
      </section>
      <section aria-labelledby="terms-plans">
        <h2 id="terms-plans">Plans and limits</h2>
        <p>
          The free plan includes {free.analyses.limit} analyses per day (counted per UTC day) of up to{' '}
          {free.maxPagesPerAnalysis.toLocaleString('en-US')} pages each. Paid plans are billed monthly: the{' '}
          {[plans.solo, plans.growth, plans.scale]
            .map((plan) => `${plan.displayName} plan at ${formatPlanPrice(plan)}`)
            .join(', the ')}
          . Their allowances are listed on the <Link to="/pricing">pricing page</Link>. Limits are checked by
          our servers; an analysis that fails through our fault does not count.
        </p>
      </section>
      <section aria-labelledby="terms-refund">
        <h2 id="terms-refund">Money-back guarantee</h2>
        <p>
          If Signpost is not right for you, cancel within {guaranteeDays} days of your first payment and we
          refund it in full. Refunds reach your card in 5-7 business days. You can cancel at any time from
          your dashboard; the plan then ends and your account returns to the free plan.
        </p>
      </section>
      <section aria-labelledby="terms-content">
        <h2 id="terms-content">Your content</h2>
        <p>
          The files Signpost generates are yours. We keep analyses and files for 30 days, as described in the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </section>
      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">No warranty</h2>
        <p>
          Scores are an automated judgement and may be wrong; review the selection before you publish a file.
          The service is provided as is, and our liability is limited to what you paid in the last 12 months.
        </p>
      </section>
    </StaticPage>
  );
}
