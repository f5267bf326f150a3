import { isValidEmail, passwordProblems } from '@signpost/contracts';

/** The live availability check's verdict on the email as typed now; 'unknown' while none applies. */
export type EmailAvailability = 'unknown' | 'available' | 'taken';

export interface SignUpFields {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The server's check of one password (POST /api/auth/validate-password). */
export interface ServerPasswordCheck {
  password: string;
  valid: boolean;
  errors: string[];
}

export interface SignUpFormStatus {
  emailValid: boolean;
  /** The requirements the password misses, in the words of whichever check decides. */
  passwordProblems: string[];
  passwordValid: boolean;
  passwordsDiffer: boolean;
  submitDisabled: boolean;
}

/**
 * The sign-up form's rules (docs/product-rules.md, Forms). Submit is disabled while submitting, when the
 * email is taken, the password is invalid, the passwords differ or any field is empty; an invalid
 * email is not in that list, so it is refused with its message when the form is sent.
 */
export function signUpFormStatus(
  fields: SignUpFields,
  context: { availability: EmailAvailability; serverCheck: ServerPasswordCheck | null; submitting: boolean },
): SignUpFormStatus {
  const local = passwordProblems(fields.password);
  // A server answer counts only for the password it checked, and only where it differs
  // (docs/product-rules.md, Forms).
  const server = context.serverCheck?.password === fields.password ? context.serverCheck : null;
  const serverDiffers = server !== null && server.valid !== (local.length === 0);
  const passwordValid = serverDiffers ? server.valid : local.length === 0;
  const problems = serverDiffers ? server.errors : local;
  const passwordsDiffer = fields.confirmPassword !== '' && fields.confirmPassword !== fields.password;
  const anyEmpty = fields.email.trim() === '' || fields.password === '' || fields.confirmPassword === '';

  return {
    emailValid: isValidEmail(fields.email),
    passwordProblems: problems,
    passwordValid,
    passwordsDiffer,
    submitDisabled:
      context.submitting || context.availability === 'taken' || !passwordValid || passwordsDiffer || anyEmpty,
  };
}
