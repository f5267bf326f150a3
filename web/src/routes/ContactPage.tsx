import { Contact } from '../features/static-pages/Contact.js';

export function ContactPage() {
  return <Contact />;
}
