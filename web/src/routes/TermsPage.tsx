import { Terms } from '../features/static-pages/Terms.js';

export function TermsPage() {
  return <Terms />;
}
