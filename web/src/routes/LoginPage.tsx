import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { authLink, homePath, readAuthParams } from '../features/auth/auth-links.js';
import { useAuth } from '../features/auth/AuthProvider.js';
import { DemoModeButton } from '../features/auth/DemoModeButton.js';
import { RETURN_TO_PARAM, safeReturnPath } from '../features/auth/return-path.js';
import { SignInForm } from '../features/auth/SignInForm.js';
import { SelectedPlanNote } from '../features/plans/SelectedPlanNote.js';

export function LoginPage() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const params = readAuthParams(search);

  // Signing in here (form or demo) lands on this same redirect.
  // A sign-in-only page sent the visitor here: back there once signed in.
  const returnTo = safeReturnPath(search.get(RETURN_TO_PARAM));
  if (user !== null) return <Navigate to={returnTo ?? homePath(params.websiteUrl)} replace />;

  return (
    <div className="auth-page">
      <title>Sign in · Signpost</title>
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          Sign In
        </h1>
        {params.tier !== null && <SelectedPlanNote tier={params.tier} />}
        <SignInForm
          initialEmail={params.email}
          forgotPassword={<Link to="/forgot-password">Forgot password?</Link>}
          footer={
            <p className="auth-form__links">
              Don’t have an account? <Link to={authLink('/signup', params)}>Sign up</Link>
            </p>
          }
        />
        <DemoModeButton />
      </section>
    </div>
  );
}
