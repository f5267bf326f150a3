import { GUARANTEE_DAYS } from './plan-catalogue.js';
import './plans.css';

export function GuaranteePanel() {
  return (
    <section className="panel plan-panel plan-panel--guarantee" aria-labelledby="guarantee-title">
      <h2 id="guarantee-title" className="panel__title">
        {GUARANTEE_DAYS}-day money-back guarantee
      </h2>
      <p>
        If Signpost is not right for you, ask for a full refund within {GUARANTEE_DAYS} days of your first
        payment. Cancel any time from your dashboard.
      </p>
    </section>
  );
}
