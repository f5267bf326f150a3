import {
  authSessionSchema,
  checkAccountResponseSchema,
  checkEmailResponseSchema,
  closeAccountRequestSchema,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  tokenQuerySchema,
  validatePasswordRequestSchema,
  validatePasswordResponseSchema,
  verifyEmailResponseSchema,
} from '../auth.js';
import { accountExportSchema } from '../account-export.js';
import { coffeeLoginRequestSchema } from '../billing.js';
import { route } from './route-contract.js';

const emailAnswer = <S extends typeof messageResponseSchema | typeof successResponseSchema>(
  path: string,
  schema: S,
) =>
  route({
    method: 'POST',
    path,
    body: emailRequestSchema,
    responses: { 200: schema },
    errors: [400, 429, 500],
  });

/** Accounts, sessions, and the flows that go through the inbox (docs/product-rules.md, Accounts and sessions). */
export const authRoutes = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    body: registerRequestSchema,
    responses: { 201: authSessionSchema },
    errors: [400, 409, 429, 500],
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401, 429, 500],
  }),
  demoLogin: route({
    method: 'POST',
    path: '/api/auth/demo',
    responses: { 200: loginResponseSchema },
    errors: [429, 500],
  }),
  me: route({
    method: 'GET',
    path: '/api/auth/me',
    responses: { 200: meResponseSchema },
    errors: [401, 429, 500],
  }),
  refresh: route({
    method: 'POST',
    path: '/api/auth/refresh',
    body: refreshRequestSchema,
    responses: { 200: authSessionSchema },
    errors: [400, 401, 429, 500],
  }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    responses: { 200: messageResponseSchema },
    errors: [401, 429, 500],
  }),
  logoutAll: route({
    method: 'POST',
    path: '/api/auth/logout-all',
    responses: { 200: messageResponseSchema },
    errors: [401, 429, 500],
  }),
  checkEmail: route({
    method: 'POST',
    path: '/api/auth/check-email',
    body: emailRequestSchema,
    responses: { 200: checkEmailResponseSchema },
    errors: [400, 429, 500],
  }),
  checkAccount: route({
    method: 'POST',
    path: '/api/auth/check-account',
    body: emailRequestSchema,
    responses: { 200: checkAccountResponseSchema },
    errors: [400, 429, 500],
  }),
  validatePassword: route({
    method: 'POST',
    path: '/api/auth/validate-password',
    body: validatePasswordRequestSchema,
    responses: { 200: validatePasswordResponseSchema },
    errors: [400, 429, 500],
  }),
  verifyEmail: route({
    method: 'GET',
    path: '/api/auth/verify-email',
    query: tokenQuerySchema,
    responses: { 200: verifyEmailResponseSchema },
    errors: [400, 429, 500],
  }),
  resendVerification: emailAnswer('/api/auth/resend-verification', successResponseSchema),
  forgotPassword: emailAnswer('/api/auth/forgot-password', messageResponseSchema),
  requestPasswordReset: emailAnswer('/api/auth/request-password-reset', messageResponseSchema),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429, 500],
  }),
  coffeeLogin: route({
    method: 'POST',
    path: '/api/auth/coffee-login',
    body: coffeeLoginRequestSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 401, 429, 500, 503],
  }),
  closeAccount: route({
    method: 'POST',
    path: '/api/auth/close-account',
    body: closeAccountRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 429, 500, 503],
  }),
  exportAccount: route({
    method: 'GET',
    path: '/api/auth/export',
    responses: { 200: accountExportSchema },
    errors: [401, 403, 429, 500],
  }),
};
