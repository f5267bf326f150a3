import { Docs } from '../features/static-pages/Docs.js';

export function DocsPage() {
  return <Docs />;
}
