import { useState } from 'react';
import type { FormEvent } from 'react';
import { SUPPORT_EMAIL, supportMailto } from '../../app/site.js';
import { useToast } from '../../components/ToastProvider.js';
import { StaticPage } from './StaticPage.js';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type ContactFields = typeof EMPTY;

const FIELDS: { name: keyof ContactFields; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/**
 * Contact (docs/product-rules.md, Screens): the form confirms and clears, and sends nothing; the mail link
 * below it is the way that reaches a person.
 */
export function Contact() {
  const toast = useToast();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const set = (name: keyof ContactFields) => (value: string) => setFields({ ...fields, [name]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast.success("Message sent! I'll get back to you soon.");
    setFields(EMPTY);
  };

  return (
    <StaticPage
      title="Contact"
      lead="Questions, problems or ideas: I read every message and reply within 24-48 hours."
    >
      <form className="card contact-form" onSubmit={submit}>
        {FIELDS.map((field) => (
          <label key={field.name} className="contact-field">
            {field.label}
            <input
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required
              value={fields[field.name]}
              onChange={(event) => set(field.name)(event.target.value)}
            />
          </label>
        ))}
        <label className="contact-field">
          Message
          <textarea
            name="message"
            required
            value={fields.message}
            onChange={(event) => set('message')(event.target.value)}
          />
        </label>
        <div>
          <button type="submit" className="button button--primary">
            Send Message
          </button>
        </div>
      </form>
      <p className="static-page__meta">
        You can also write to <a href={supportMailto('Signpost')}>{SUPPORT_EMAIL}</a>.
      </p>
    </StaticPage>
  );
}
