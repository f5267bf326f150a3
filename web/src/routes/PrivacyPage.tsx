import { Privacy } from '../features/static-pages/Privacy.js';

export function PrivacyPage() {
  return <Privacy />;
}
