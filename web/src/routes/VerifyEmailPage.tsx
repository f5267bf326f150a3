import { Link, useSearchParams } from 'react-router-dom';
import { NO_VERIFICATION_TOKEN } from '../api/error-messages/index.js';
import { VerifyEmail } from '../features/auth/VerifyEmail.js';
import '../features/auth/auth.css';

export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  return (
    <>
      <title>Verify your email · Signpost</title>
      {token === '' ? (
        <section className="card auth-card" aria-labelledby="verify-missing-title">
          <h1 id="verify-missing-title" className="auth-card__title">
            Verification Failed
          </h1>
          <p className="auth-alert" role="alert">
            {NO_VERIFICATION_TOKEN}
          </p>
          <Link to="/login" className="button button--primary">
            Go Login
          </Link>
        </section>
      ) : (
        <VerifyEmail token={token} />
      )}
    </>
  );
}
