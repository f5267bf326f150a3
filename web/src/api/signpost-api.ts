import {
  accountExportSchema,
  apiKeyListSchema,
  createdApiKeySchema,
  myAnalysesResponseSchema,
  myAnalysisResponseSchema,
  analysisRecordSchema,
  analyzeResponseSchema,
  checkLimitsResponseSchema,
  llmFileTextSchema,
  usageResponseSchema,
  authSessionSchema,
  cancelResponseSchema,
  checkAccountResponseSchema,
  checkEmailResponseSchema,
  checkoutResponseSchema,
  generateLlmFileResponseSchema,
  llmFileResponseSchema,
  llmFullTextResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  plansResponseSchema,
  portalResponseSchema,
  queueBoardAccessSchema,
  queueBoardSessionSchema,
  refundEligibilitySchema,
  subscriptionStatusResponseSchema,
  successResponseSchema,
  upgradeResponseSchema,
  validatePasswordResponseSchema,
  validationResponseSchema,
  verifyEmailResponseSchema,
} from '@signpost/contracts';
import type {
  AccountExport,
  ApiKeySummary,
  CloseAccountRequest,
  CreateApiKeyRequest,
  CreatedApiKey,
  MyAnalysisDetail,
  MyAnalysisItem,
  AnalysisRecord,
  AnalyzeRequest,
  AnalyzeResponse,
  AuthSession,
  CheckLimitsResponse,
  GenerateLlmFileRequest,
  GenerateLlmFileResponse,
  LlmFileResponse,
  LlmFullTextResponse,
  LoginRequest,
  LoginResponse,
  paidTierSchema,
  PlansResponse,
  RefundEligibility,
  RegisterRequest,
  UsageResponse,
  User,
  ValidateLlmsTxtRequest,
  ValidationResponse,
} from '@signpost/contracts';
import { createHttpClient } from './http-client.js';
import type { HttpClient, ResponseParser } from './http-client.js';
import { createSessionHttpClient } from './session-client.js';
import { createSessionStore, windowStorage } from './session-store.js';

/** Rendering a file for a large site runs inside the request, so it gets more time than a read. */
const GENERATE_TIMEOUT_MS = 60_000;
/** Reading the file, robots.txt, the sitemap and a sample of links takes up to about 20 s. */
const VALIDATE_TIMEOUT_MS = 45_000;
/** Signing out ends the session here whatever the server says, so waiting long helps nobody. */
const LOGOUT_TIMEOUT_MS = 5_000;

const meResponseSchema = authSessionSchema.pick({ user: true });

/** The account calls (docs/product-rules.md, Accounts and sessions). */
export interface AuthApi {
  register(request: RegisterRequest): Promise<AuthSession>;
  login(request: LoginRequest): Promise<LoginResponse>;
  demoLogin(): Promise<LoginResponse>;
  me(signal?: AbortSignal): Promise<{ user: User }>;
  logout(): Promise<{ message: string }>;
  isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean>;
  validatePassword(password: string, signal?: AbortSignal): Promise<{ valid: boolean; errors: string[] }>;
  /** Not cancellable: the token works once, so a dropped request must not be sent again. */
  verifyEmail(token: string): Promise<{ success: boolean; alreadyVerified: boolean; email: string }>;
  resendVerification(email: string): Promise<{ success: boolean; message: string }>;
  forgotPassword(email: string): Promise<{ message: string }>;
  resetPassword(request: { token: string; newPassword: string }): Promise<{ message: string }>;
  /** Whether an account exists for an email (the purchase success page asks before signing in). */
  hasAccount(email: string): Promise<boolean>;
  /** The same, with the account itself when the caller is signed in as it (the wizard's email capture). */
  checkAccount(email: string): Promise<{ hasAccount: boolean; user: User | null }>;
  /**
   * Signs in once with a paid email-only checkout, within an hour of paying (docs/product-rules.md, Billing).
   */
  coffeeLogin(request: { email: string; sessionId: string }): Promise<LoginResponse>;
  /** Deletes the account for good; every session, this one included, ends with it. */
  closeAccount(request: CloseAccountRequest): Promise<{ message: string }>;
}

/** The tiers sold through checkout, as the contract names them. */
export type PaidTier = (typeof paidTierSchema.options)[number];

/** The plans on sale and Stripe's hosted checkout (docs/product-rules.md, Billing). */
export interface BillingApi {
  plans(signal?: AbortSignal): Promise<PlansResponse>;
  /** Where to send the browser to pay; the plan itself changes when Stripe's webhook confirms. */
  createCheckout(tier: PaidTier): Promise<{ url: string }>;
  /** A subscriber's plan changes in place (no url); anyone else gets a checkout to pay at. */
  createUpgradeSession(targetTier: PaidTier): Promise<{ url?: string | undefined; success: boolean }>;
  subscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus>;
  refundEligibility(signal?: AbortSignal): Promise<RefundEligibility>;
  /** Stripe's customer portal, where the card and invoices are managed. */
  createPortal(): Promise<{ url: string }>;
  /** With `processRefund` inside the guarantee the account drops to starter at once; else at period end. */
  cancelSubscription(request: { processRefund: boolean; reason?: string }): Promise<{
    success: boolean;
    message: string;
  }>;
}

export type SubscriptionStatus = ReturnType<typeof subscriptionStatusResponseSchema.parse>;

/**
 * The dashboard's calls: the account's own analyses, signing out everywhere, API keys (scale) and,
 * for administrators, the queue board.
 */
export interface AccountApi {
  myAnalyses(signal?: AbortSignal): Promise<MyAnalysisItem[]>;
  myAnalysis(analysisId: string, signal?: AbortSignal): Promise<MyAnalysisDetail>;
  /** Ends every session of the account, this one included. */
  logoutAll(): Promise<{ message: string }>;
  listApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]>;
  /** The answer is the only time the whole key is seen: the server keeps its hash. */
  createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey>;
  revokeApiKey(keyId: string): Promise<void>;
  /** Everything kept about the account, for its owner to download. */
  exportAccount(): Promise<AccountExport>;
  queueBoardAccess(signal?: AbortSignal): Promise<boolean>;
  /** Sets the board's session cookie; the answer is where to go. */
  openQueueBoard(): Promise<{ path: string }>;
}

/** The gateway as the web uses it: one method per call, each answer checked against its contract. */
export interface SignpostApi extends AuthApi, BillingApi, AccountApi {
  analyze(request: AnalyzeRequest): Promise<AnalyzeResponse>;
  getAnalysis(analysisId: string, signal?: AbortSignal): Promise<AnalysisRecord>;
  generateLlmFile(request: GenerateLlmFileRequest): Promise<GenerateLlmFileResponse>;
  getLlmFile(fileId: string, signal?: AbortSignal): Promise<LlmFileResponse>;
  /** What the file's llms-full.txt holds: its files (one per section past the budget) and sections. */
  getFullText(fileId: string, signal?: AbortSignal): Promise<LlmFullTextResponse>;
  /**
   * The file as a download; `full` is llms-full.txt, the linked pages' content, and with `fullFile`
   * one file of a full text split by section.
   */
  downloadUrl(fileId: string, variant?: 'full', fullFile?: string): string;
  validateLlmsTxt(request: ValidateLlmsTxtRequest): Promise<ValidationResponse>;
  /** The gateway's OpenAPI 3.1 document, as JSON: the docs page reads the public API's operations from it. */
  openApiDocument(signal?: AbortSignal): Promise<unknown>;
  /** The file's text as the download serves it, read with the session (a plain link carries no token). */
  downloadText(fileId: string, variant?: 'full', fullFile?: string): Promise<string>;
  /** The tier-limits check the wizard runs before an analysis (docs/product-rules.md, Usage and limits). */
  checkLimits(
    request: { email?: string | undefined; url: string },
    signal?: AbortSignal,
  ): Promise<CheckLimitsResponse>;
  /** The caller's own usage for an email (docs/product-rules.md, Usage and limits). */
  usage(email: string, signal?: AbortSignal): Promise<UsageResponse>;
}

function downloadPath(fileId: string, variant?: 'full', fullFile?: string): string {
  const path = `/api/download/${encodeURIComponent(fileId)}`;
  if (variant !== 'full') return path;
  return fullFile === undefined
    ? `${path}?variant=full`
    : `${path}?variant=full&file=${encodeURIComponent(fullFile)}`;
}

export function createSignpostApi(http: HttpClient): SignpostApi {
  return {
    analyze: (request) =>
      http.request({ method: 'POST', path: '/api/analyze', body: request, parser: analyzeResponseSchema }),
    getAnalysis: (analysisId, signal) =>
      http.request({
        method: 'GET',
        path: `/api/analysis/${encodeURIComponent(analysisId)}`,
        parser: analysisRecordSchema,
        signal,
      }),
    generateLlmFile: (request) =>
      http.request({
        method: 'POST',
        path: '/api/generate-llm-file',
        body: request,
        parser: generateLlmFileResponseSchema,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    getLlmFile: (fileId, signal) =>
      http.request({
        method: 'GET',
        path: `/api/llm-file/${encodeURIComponent(fileId)}`,
        parser: llmFileResponseSchema,
        signal,
      }),
    getFullText: (fileId, signal) =>
      http.request({
        method: 'GET',
        path: `/api/llm-file/${encodeURIComponent(fileId)}/full-text`,
        parser: llmFullTextResponseSchema,
        signal,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    downloadUrl: downloadPath,
    openApiDocument: (signal) =>
      http.request({
        method: 'GET',
        path: '/api/openapi.json',
        parser: { parse: (json: unknown) => json },
        signal,
      }),
    validateLlmsTxt: (request) =>
      http.request({
        method: 'POST',
        path: '/api/validate-llms-txt',
        body: request,
        parser: validationResponseSchema,
        timeoutMs: VALIDATE_TIMEOUT_MS,
      }),
    downloadText: (fileId, variant, fullFile) =>
      http.request({
        method: 'GET',
        path: downloadPath(fileId, variant, fullFile),
        parser: llmFileTextSchema,
        headers: { Accept: 'text/plain' },
        plainText: true,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    checkLimits: (request, signal) =>
      http.request({
        method: 'POST',
        path: '/api/check-limits',
        body: request,
        parser: checkLimitsResponseSchema,
        signal,
      }),
    usage: (email, signal) =>
      http.request({
        method: 'GET',
        path: `/api/usage/${encodeURIComponent(email)}`,
        parser: usageResponseSchema,
        signal,
      }),
    plans: (signal) =>
      http.request({ method: 'GET', path: '/api/plans', parser: plansResponseSchema, signal }),
    createCheckout: (tier) =>
      http.request({
        method: 'POST',
        path: '/api/stripe/create-checkout',
        body: { tier },
        parser: checkoutResponseSchema,
      }),
    createUpgradeSession: (targetTier) =>
      http.request({
        method: 'POST',
        path: '/api/stripe/create-upgrade-session',
        body: { targetTier },
        parser: upgradeResponseSchema,
      }),
    subscriptionStatus: (signal) =>
      http.request({
        method: 'GET',
        path: '/api/stripe/subscription-status',
        parser: subscriptionStatusResponseSchema,
        signal,
      }),
    refundEligibility: (signal) =>
      http.request({
        method: 'GET',
        path: '/api/refund/eligibility',
        parser: refundEligibilitySchema,
        signal,
      }),
    createPortal: () =>
      http.request({ method: 'POST', path: '/api/stripe/create-portal', parser: portalResponseSchema }),
    cancelSubscription: (request) =>
      http.request({ method: 'POST', path: '/api/cancel', body: request, parser: cancelResponseSchema }),
    ...createAuthCalls(http),
    ...createAccountCalls(http),
  };
}

/** DELETE /api/keys/{id} is done whatever its body says (204 or a message). */
const anyAnswer: ResponseParser<void> = { parse: () => undefined };

function createAccountCalls(http: HttpClient): AccountApi {
  return {
    myAnalyses: async (signal) =>
      (
        await http.request({
          method: 'GET',
          path: '/api/auth/my-analyses',
          parser: myAnalysesResponseSchema,
          signal,
        })
      ).analyses,
    myAnalysis: async (analysisId, signal) =>
      (
        await http.request({
          method: 'GET',
          path: `/api/auth/my-analyses/${encodeURIComponent(analysisId)}`,
          parser: myAnalysisResponseSchema,
          signal,
        })
      ).analysis,
    logoutAll: () =>
      http.request({
        method: 'POST',
        path: '/api/auth/logout-all',
        parser: messageResponseSchema,
        timeoutMs: LOGOUT_TIMEOUT_MS,
      }),
    listApiKeys: async (signal) =>
      (await http.request({ method: 'GET', path: '/api/keys', parser: apiKeyListSchema, signal })).keys,
    createApiKey: (request) =>
      http.request({ method: 'POST', path: '/api/keys', body: request, parser: createdApiKeySchema }),
    revokeApiKey: (keyId) =>
      http.request({ method: 'DELETE', path: `/api/keys/${encodeURIComponent(keyId)}`, parser: anyAnswer }),
    exportAccount: () =>
      http.request({ method: 'GET', path: '/api/auth/export', parser: accountExportSchema }),
    queueBoardAccess: async (signal) =>
      (
        await http.request({
          method: 'GET',
          path: '/api/admin/queue-board-access',
          parser: queueBoardAccessSchema,
          signal,
        })
      ).allowed,
    openQueueBoard: () =>
      http.request({
        method: 'POST',
        path: '/api/admin/queue-board-session',
        parser: queueBoardSessionSchema,
      }),
  };
}

function createAuthCalls(http: HttpClient): AuthApi {
  const post = <T>(path: string, body: unknown, parser: ResponseParser<T>) =>
    http.request({ method: 'POST', path: `/api/auth/${path}`, body, parser });
  return {
    register: (request) => post('register', request, authSessionSchema),
    login: (request) => post('login', request, loginResponseSchema),
    demoLogin: () => post('demo', undefined, loginResponseSchema),
    me: (signal) => http.request({ method: 'GET', path: '/api/auth/me', parser: meResponseSchema, signal }),
    logout: () =>
      http.request({
        method: 'POST',
        path: '/api/auth/logout',
        parser: messageResponseSchema,
        timeoutMs: LOGOUT_TIMEOUT_MS,
      }),
    isEmailAvailable: async (email, signal) => {
      const answer = await http.request({
        method: 'POST',
        path: '/api/auth/check-email',
        body: { email },
        parser: checkEmailResponseSchema,
        signal,
      });
      return answer.available;
    },
    validatePassword: (password, signal) =>
      http.request({
        method: 'POST',
        path: '/api/auth/validate-password',
        body: { password },
        parser: validatePasswordResponseSchema,
        signal,
      }),
    verifyEmail: (token) =>
      http.request({
        method: 'GET',
        path: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
        parser: verifyEmailResponseSchema,
      }),
    resendVerification: (email) => post('resend-verification', { email }, successResponseSchema),
    forgotPassword: (email) => post('forgot-password', { email }, messageResponseSchema),
    resetPassword: (request) => post('reset-password', request, messageResponseSchema),
    hasAccount: async (email) =>
      (await post('check-account', { email }, checkAccountResponseSchema)).hasAccount,
    checkAccount: (email) => post('check-account', { email }, checkAccountResponseSchema),
    coffeeLogin: (request) => post('coffee-login', request, loginResponseSchema),
    closeAccount: (request) => post('close-account', request, messageResponseSchema),
  };
}

/** This tab's signed-in session, which every call of `signpostApi` presents and renews. */
export const browserSession = createSessionStore(windowStorage('sessionStorage'));

/**
 * The API as the browser app uses it: same origin, the window's fetch (wrapped, as fetch called on another
 * object throws).
 */
export const signpostApi = createSignpostApi(
  createSessionHttpClient(
    createHttpClient({ fetch: (input, init) => globalThis.fetch(input, init) }),
    browserSession,
  ),
);
