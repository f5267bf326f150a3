import { ROUTES, pathOf, type RouteAnswer, type RouteName } from '@signpost/contracts';
import type {
  AnalyzeRequest,
  ApiKeySummary,
  CloseAccountRequest,
  CreateApiKeyRequest,
  GenerateLlmFileRequest,
  LoginRequest,
  MyAnalysisDetail,
  PublishRequest,
  MyAnalysisItem,
  paidTierSchema,
  RegisterRequest,
  ValidateLlmsTxtRequest,
} from '@signpost/contracts';
import { createHttpClient } from './http-client.js';
import { createMonitorCalls, type MonitorApi } from './monitor-calls.js';
import { createReadinessCalls, type ReadinessApi } from './readiness-calls.js';
import { createSiteReadersCalls, type SiteReadersApi } from './site-readers-calls.js';
import { createSiteVerificationCalls, type SiteVerificationApi } from './site-verification-calls.js';
import { requestOf } from './route-call.js';
import type { HttpClient, ResponseParser } from './http-client.js';
import { createSessionHttpClient } from './session-client.js';
import { browserStorage } from '../storage/browser-storage.js';
import { createSessionStore } from './session-store.js';

/** Rendering a file for a large site runs inside the request, so it gets more time than a read. */
const GENERATE_TIMEOUT_MS = 60_000;
/** Reading the file, robots.txt, the sitemap and a sample of links takes up to about 20 s. */
const VALIDATE_TIMEOUT_MS = 45_000;
/** Signing out ends the session here whatever the server says, so waiting long helps nobody. */
const LOGOUT_TIMEOUT_MS = 5_000;

/** What a route of the table answers on success. */
type Answer<N extends RouteName> = RouteAnswer<(typeof ROUTES)[N]>;

/** The account calls (docs/product-rules.md, Accounts and sessions). */
export interface AuthApi {
  register(request: RegisterRequest): Promise<Answer<'register'>>;
  login(request: LoginRequest): Promise<Answer<'login'>>;
  demoLogin(): Promise<Answer<'demoLogin'>>;
  me(signal?: AbortSignal): Promise<Answer<'me'>>;
  logout(): Promise<Answer<'logout'>>;
  isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean>;
  validatePassword(password: string, signal?: AbortSignal): Promise<Answer<'validatePassword'>>;
  /** Not cancellable: the token works once, so a dropped request must not be sent again. */
  verifyEmail(token: string): Promise<Answer<'verifyEmail'>>;
  resendVerification(email: string): Promise<Answer<'resendVerification'>>;
  forgotPassword(email: string): Promise<Answer<'forgotPassword'>>;
  resetPassword(request: { token: string; newPassword: string }): Promise<Answer<'resetPassword'>>;
  /** Whether an account exists for an email (the purchase success page asks before signing in). */
  hasAccount(email: string): Promise<boolean>;
  /** The same, with the account itself when the caller is signed in as it (the wizard's email capture). */
  checkAccount(email: string): Promise<Answer<'checkAccount'>>;
  /**
   * Signs in once with a paid email-only checkout, within an hour of paying (docs/product-rules.md, Billing).
   */
  coffeeLogin(request: { email: string; sessionId: string }): Promise<Answer<'coffeeLogin'>>;
  /** Deletes the account for good; every session, this one included, ends with it. */
  closeAccount(request: CloseAccountRequest): Promise<Answer<'closeAccount'>>;
}

/** The tiers sold through checkout, as the contract names them. */
export type PaidTier = (typeof paidTierSchema.options)[number];

/** The plans on sale and Stripe's hosted checkout (docs/product-rules.md, Billing). */
export interface BillingApi {
  plans(signal?: AbortSignal): Promise<Answer<'plans'>>;
  /** Where to send the browser to pay; the plan itself changes when Stripe's webhook confirms. */
  createCheckout(tier: PaidTier): Promise<Answer<'createCheckout'>>;
  /** A subscriber's plan changes in place (no url); anyone else gets a checkout to pay at. */
  createUpgradeSession(targetTier: PaidTier): Promise<Answer<'createUpgradeSession'>>;
  subscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus>;
  refundEligibility(signal?: AbortSignal): Promise<Answer<'refundEligibility'>>;
  /** Stripe's customer portal, where the card and invoices are managed. */
  createPortal(): Promise<Answer<'createPortal'>>;
  /** With `processRefund` inside the guarantee the account drops to starter at once; else at period end. */
  cancelSubscription(request: {
    processRefund: boolean;
    reason?: string;
  }): Promise<Answer<'cancelSubscription'>>;
}

export type SubscriptionStatus = Answer<'subscriptionStatus'>;

/**
 * The dashboard's calls: the account's own analyses, signing out everywhere, API keys (scale) and,
 * for administrators, the queue board.
 */
export interface AccountApi {
  myAnalyses(signal?: AbortSignal): Promise<MyAnalysisItem[]>;
  myAnalysis(analysisId: string, signal?: AbortSignal): Promise<MyAnalysisDetail>;
  /** Ends every session of the account, this one included. */
  logoutAll(): Promise<Answer<'logoutAll'>>;
  listApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]>;
  /** The answer is the only time the whole key is seen: the server keeps its hash. */
  createApiKey(request: CreateApiKeyRequest): Promise<Answer<'createApiKey'>>;
  revokeApiKey(keyId: string): Promise<void>;
  /** Everything kept about the account, for its owner to download. */
  exportAccount(): Promise<Answer<'exportAccount'>>;
  queueBoardAccess(signal?: AbortSignal): Promise<boolean>;
  /** Sets the board's session cookie; the answer is where to go. */
  openQueueBoard(): Promise<Answer<'openQueueBoard'>>;
}

/** The gateway as the web uses it: one method per call, each answer checked against its contract. */
export interface SignpostApi
  extends AuthApi, BillingApi, AccountApi, MonitorApi, ReadinessApi, SiteVerificationApi, SiteReadersApi {
  analyze(request: AnalyzeRequest): Promise<Answer<'analyze'>>;
  getAnalysis(analysisId: string, signal?: AbortSignal): Promise<Answer<'getAnalysis'>>;
  generateLlmFile(request: GenerateLlmFileRequest): Promise<Answer<'generateLlmFile'>>;
  getLlmFile(fileId: string, signal?: AbortSignal): Promise<Answer<'getLlmFile'>>;
  /** What the file's llms-full.txt holds: its files (one per section past the budget) and sections. */
  getFullText(fileId: string, signal?: AbortSignal): Promise<Answer<'getFullText'>>;
  /**
   * The file as a download; `full` is llms-full.txt, the linked pages' content, and with `fullFile`
   * one file of a full text split by section.
   */
  downloadUrl(fileId: string, variant?: 'full', fullFile?: string): string;
  /**
   * Serves the file at a public address for its site: the account's own until it proves control of
   * the site, then the site's bare address (publishing again moves it there). With `linkMarkdown`,
   * the served llms.txt links its pages' markdown copies.
   */
  publishLlmFile(fileId: string, request?: PublishRequest): Promise<Answer<'publishLlmFile'>>;
  unpublishLlmFile(fileId: string): Promise<Answer<'unpublishLlmFile'>>;
  validateLlmsTxt(request: ValidateLlmsTxtRequest): Promise<Answer<'validateLlmsTxt'>>;
  /** The gateway's OpenAPI 3.1 document, as JSON: the docs page reads the public API's operations from it. */
  openApiDocument(signal?: AbortSignal): Promise<unknown>;
  /** The file's text as the download serves it, read with the session (a plain link carries no token). */
  downloadText(fileId: string, variant?: 'full', fullFile?: string): Promise<string>;
  /** The tier-limits check the wizard runs before an analysis (docs/product-rules.md, Usage and limits). */
  checkLimits(
    request: { email?: string | undefined; url: string },
    signal?: AbortSignal,
  ): Promise<Answer<'checkLimits'>>;
  /** The caller's own usage for an email (docs/product-rules.md, Usage and limits). */
  usage(email: string, signal?: AbortSignal): Promise<Answer<'usage'>>;
}

/** A download's params and query: `full` is llms-full.txt, and with `fullFile` one file of a split full text. */
function download(fileId: string, variant?: 'full', fullFile?: string) {
  return { params: { id: fileId }, query: variant === 'full' ? { variant, file: fullFile } : {} };
}

export function createSignpostApi(http: HttpClient): SignpostApi {
  return {
    analyze: (request) => http.request(requestOf(ROUTES.analyze, { body: request })),
    getAnalysis: (analysisId, signal) =>
      http.request(requestOf(ROUTES.getAnalysis, { params: { id: analysisId } }, { signal })),
    generateLlmFile: (request) =>
      http.request(requestOf(ROUTES.generateLlmFile, { body: request }, { timeoutMs: GENERATE_TIMEOUT_MS })),
    getLlmFile: (fileId, signal) =>
      http.request(requestOf(ROUTES.getLlmFile, { params: { id: fileId } }, { signal })),
    getFullText: (fileId, signal) =>
      http.request(
        requestOf(ROUTES.getFullText, { params: { id: fileId } }, { signal, timeoutMs: GENERATE_TIMEOUT_MS }),
      ),
    downloadUrl: (fileId, variant, fullFile) => pathOf(ROUTES.download, download(fileId, variant, fullFile)),
    publishLlmFile: (fileId, request = {}) =>
      http.request(requestOf(ROUTES.publishLlmFile, { params: { id: fileId }, body: request })),
    unpublishLlmFile: (fileId) =>
      http.request(requestOf(ROUTES.unpublishLlmFile, { params: { id: fileId } })),
    openApiDocument: (signal) =>
      http.request({
        ...requestOf(ROUTES.openApiDocument, {}, { signal }),
        // The docs page reads what it needs of the document itself.
        parser: { parse: (json: unknown) => json },
      }),
    validateLlmsTxt: (request) =>
      http.request(requestOf(ROUTES.validateLlmsTxt, { body: request }, { timeoutMs: VALIDATE_TIMEOUT_MS })),
    downloadText: (fileId, variant, fullFile) =>
      http.request(
        requestOf(ROUTES.download, download(fileId, variant, fullFile), {
          headers: { Accept: 'text/plain' },
          plainText: true,
          timeoutMs: GENERATE_TIMEOUT_MS,
        }),
      ),
    checkLimits: (request, signal) =>
      http.request(requestOf(ROUTES.checkLimits, { body: request }, { signal })),
    usage: (email, signal) => http.request(requestOf(ROUTES.usage, { params: { email } }, { signal })),
    plans: (signal) => http.request(requestOf(ROUTES.plans, {}, { signal })),
    createCheckout: (tier) => http.request(requestOf(ROUTES.createCheckout, { body: { tier } })),
    createUpgradeSession: (targetTier) =>
      http.request(requestOf(ROUTES.createUpgradeSession, { body: { targetTier } })),
    subscriptionStatus: (signal) => http.request(requestOf(ROUTES.subscriptionStatus, {}, { signal })),
    refundEligibility: (signal) => http.request(requestOf(ROUTES.refundEligibility, {}, { signal })),
    createPortal: () => http.request(requestOf(ROUTES.createPortal, {})),
    cancelSubscription: (request) => http.request(requestOf(ROUTES.cancelSubscription, { body: request })),
    ...createAuthCalls(http),
    ...createAccountCalls(http),
    ...createMonitorCalls(http),
    ...createReadinessCalls(http),
    ...createSiteVerificationCalls(http),
    ...createSiteReadersCalls(http),
  };
}

/** DELETE /api/keys/{id} is done whatever its body says (204 or a message). */
const anyAnswer: ResponseParser<void> = { parse: () => undefined };

function createAccountCalls(http: HttpClient): AccountApi {
  return {
    myAnalyses: async (signal) => (await http.request(requestOf(ROUTES.myAnalyses, {}, { signal }))).analyses,
    myAnalysis: async (analysisId, signal) =>
      (await http.request(requestOf(ROUTES.myAnalysis, { params: { id: analysisId } }, { signal }))).analysis,
    logoutAll: () => http.request(requestOf(ROUTES.logoutAll, {}, { timeoutMs: LOGOUT_TIMEOUT_MS })),
    listApiKeys: async (signal) => (await http.request(requestOf(ROUTES.listApiKeys, {}, { signal }))).keys,
    createApiKey: (request) => http.request(requestOf(ROUTES.createApiKey, { body: request })),
    revokeApiKey: (keyId) =>
      http.request({ ...requestOf(ROUTES.revokeApiKey, { params: { id: keyId } }), parser: anyAnswer }),
    exportAccount: () => http.request(requestOf(ROUTES.exportAccount, {})),
    queueBoardAccess: async (signal) =>
      (await http.request(requestOf(ROUTES.queueBoardAccess, {}, { signal }))).allowed,
    openQueueBoard: () => http.request(requestOf(ROUTES.openQueueBoard, {})),
  };
}

function createAuthCalls(http: HttpClient): AuthApi {
  return {
    register: (request) => http.request(requestOf(ROUTES.register, { body: request })),
    login: (request) => http.request(requestOf(ROUTES.login, { body: request })),
    demoLogin: () => http.request(requestOf(ROUTES.demoLogin, {})),
    me: (signal) => http.request(requestOf(ROUTES.me, {}, { signal })),
    logout: () => http.request(requestOf(ROUTES.logout, {}, { timeoutMs: LOGOUT_TIMEOUT_MS })),
    isEmailAvailable: async (email, signal) =>
      (await http.request(requestOf(ROUTES.checkEmail, { body: { email } }, { signal }))).available,
    validatePassword: (password, signal) =>
      http.request(requestOf(ROUTES.validatePassword, { body: { password } }, { signal })),
    verifyEmail: (token) => http.request(requestOf(ROUTES.verifyEmail, { query: { token } })),
    resendVerification: (email) => http.request(requestOf(ROUTES.resendVerification, { body: { email } })),
    forgotPassword: (email) => http.request(requestOf(ROUTES.forgotPassword, { body: { email } })),
    resetPassword: (request) => http.request(requestOf(ROUTES.resetPassword, { body: request })),
    hasAccount: async (email) =>
      (await http.request(requestOf(ROUTES.checkAccount, { body: { email } }))).hasAccount,
    checkAccount: (email) => http.request(requestOf(ROUTES.checkAccount, { body: { email } })),
    coffeeLogin: (request) => http.request(requestOf(ROUTES.coffeeLogin, { body: request })),
    closeAccount: (request) => http.request(requestOf(ROUTES.closeAccount, { body: request })),
  };
}

/** This tab's signed-in session, which every call of `signpostApi` presents and renews. */
export const browserSession = createSessionStore(browserStorage('sessionStorage'));

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
