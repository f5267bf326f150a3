import { usePlanCatalogue } from './use-plan-catalogue.js';
import './plans.css';

export function GuaranteePanel() {
  const { guaranteeDays } = usePlanCatalogue();
  return (
    <section className="panel plan-panel plan-panel--guarantee" aria-labelledby="guarantee-title">
      <h2 id="guarantee-title" className="panel__title">
        {guaranteeDays}-day money-back guarantee
      </h2>
      <p>
        If Signpost is not right for you, ask for a full refund within {guaranteeDays} days of your first
        payment. Cancel any time from your dashboard.
      </p>
    </section>
  );
}
