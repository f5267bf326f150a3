import { Link } from 'react-router-dom';

/** What creating an account agrees to, under every sign-up form. */
export function LegalNote() {
  return (
    <p className="auth-form__legal">
      By creating an account you agree to the <Link to="/terms">Terms of Service</Link> and the{' '}
      <Link to="/privacy">Privacy Policy</Link>.
    </p>
  );
}
