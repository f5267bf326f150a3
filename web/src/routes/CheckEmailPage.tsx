import { CheckEmail } from '../features/auth/CheckEmail.js';

export function CheckEmailPage() {
  return (
    <>
      <title>Check your email · Signpost</title>
      <CheckEmail />
    </>
  );
}
