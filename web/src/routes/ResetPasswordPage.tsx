import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm.js';
import '../features/auth/auth.css';

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  return (
    <div className="auth-page">
      <title>Reset password · Signpost</title>
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-card__title">
          Reset Password
        </h1>
        {token === '' ? (
          <>
            <p className="auth-alert" role="alert">
              Invalid or missing reset token.
            </p>
            <Link to="/forgot-password" className="button button--primary">
              Request a New Reset
            </Link>
          </>
        ) : (
          <ResetPasswordForm token={token} />
        )}
      </section>
    </div>
  );
}
