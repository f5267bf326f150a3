import { About } from '../features/static-pages/About.js';

export function AboutPage() {
  return <About />;
}
