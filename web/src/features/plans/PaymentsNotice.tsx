import { paymentsNotice } from './plan-availability.js';
import type { PlanCatalogueView } from './use-plan-catalogue.js';

/** Says, where plans are shown for sale, that nothing is sold on this installation. */
export function PaymentsNotice({ catalogue }: { catalogue: PlanCatalogueView }) {
  const text = paymentsNotice(catalogue);
  if (text === null) return null;
  return (
    <p className="notice notice--warning" role="note">
      {text}
    </p>
  );
}
