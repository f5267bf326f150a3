import type { User } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import type { PlanCatalogueView } from '../plans/use-plan-catalogue.js';
import { apiKeyAccess } from './api-key-display.js';
import { ApiKeyManager } from './ApiKeyManager.js';

interface ApiKeysPanelProps {
  user: User;
  catalogue: PlanCatalogueView;
}

/** API keys: managed on a plan with API access, otherwise the reason and the way to get one. */
export function ApiKeysPanel({ user, catalogue }: ApiKeysPanelProps) {
  const access = apiKeyAccess(catalogue.plans[user.tier], user.isDemo);
  const apiPlan = Object.values(catalogue.plans).find((plan) => plan.apiAccess);
  return (
    <section className="panel" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="panel__title">
        API keys
      </h2>
      {access === 'allowed' && <ApiKeyManager userId={user.id} />}
      {access === 'upgrade' && (
        <>
          <p>
            API keys let your own scripts start analyses and fetch files. They come with the{' '}
            {apiPlan?.displayName ?? 'Agency & API'} plan; your {catalogue.plans[user.tier].displayName} plan
            does not include API access.
          </p>
          <Link to="/dashboard?tab=billing" className="button button--primary">
            Upgrade for API access
          </Link>
        </>
      )}
      {access === 'demo' && (
        <p>
          Demo accounts cannot make API keys. <Link to="/signup">Sign up</Link> to use the API.
        </p>
      )}
    </section>
  );
}
