import { Link, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm.js';

export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  return (
    <div className="auth-page">
      <title>Forgot password · Signpost</title>
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-card__title">
          Forgot Password
        </h1>
        <ForgotPasswordForm
          initialEmail={search.get('email')?.trim() ?? ''}
          backToLogin={
            <Link to="/login" className="button button--secondary">
              Back to login
            </Link>
          }
        />
      </section>
    </div>
  );
}
