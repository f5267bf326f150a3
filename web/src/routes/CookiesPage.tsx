import { Cookies } from '../features/static-pages/Cookies.js';

export function CookiesPage() {
  return <Cookies />;
}
