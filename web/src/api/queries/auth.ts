/** Query keys of the account's sign-in checks and of the signed-in user. */
export const authKeys = {
  me: (userId: string | null) => ['auth', 'me', userId] as const,
  passwordCheck: (password: string) => ['auth', 'password-check', password] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  emailAvailable: (email: string) => ['auth', 'email-available', email] as const,
};
