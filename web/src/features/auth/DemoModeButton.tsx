import { useMutation } from '@tanstack/react-query';
import { signInErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { useAuth } from './AuthProvider.js';

/** 'Try Demo Mode': signs in to the shared demo account; the page's redirect then takes over. */
export function DemoModeButton() {
  const { signIn } = useAuth();
  const demo = useMutation({ mutationFn: () => signpostApi.demoLogin(), onSuccess: signIn });
  return (
    <div className="auth-demo">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => demo.mutate()}
        disabled={demo.isPending}
        aria-busy={demo.isPending}
      >
        {demo.isPending && <span className="spinner" aria-hidden="true" />}
        Try Demo Mode
      </button>
      {demo.isError && (
        <p className="auth-alert" role="alert">
          {signInErrorMessage(demo.error)}
        </p>
      )}
    </div>
  );
}
