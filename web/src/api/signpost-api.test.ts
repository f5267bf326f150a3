import { describe, expect, it } from 'vitest';
import { recordingHttp } from './recording-http.test-support.js';
import { createSignpostApi } from './signpost-api.js';

const ANALYSIS_ID = '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b';

describe('createSignpostApi', () => {
  it('posts the analyze request as given', async () => {
    const { http, requests } = recordingHttp();

    await createSignpostApi(http).analyze({ url: 'https://example.com', force: true });

    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/analyze',
      body: { url: 'https://example.com', force: true },
    });
  });

  it('reads an analysis and a file by their encoded ids', async () => {
    const { http, requests } = recordingHttp();
    const api = createSignpostApi(http);

    await api.getAnalysis(ANALYSIS_ID);
    await api.getLlmFile('a/b');

    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', `/api/analysis/${ANALYSIS_ID}`],
      ['GET', '/api/llm-file/a%2Fb'],
    ]);
  });

  it('posts the selected pages for generation with a longer timeout', async () => {
    const { http, requests } = recordingHttp();
    const selectedPages = [
      { url: 'https://example.com/docs', title: 'Docs', description: 'All docs', selected: true },
    ];

    await createSignpostApi(http).generateLlmFile({ analysisId: ANALYSIS_ID, selectedPages });

    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/generate-llm-file',
      body: { analysisId: ANALYSIS_ID, selectedPages },
    });
    expect(requests[0]!.timeoutMs).toBeGreaterThan(20_000);
  });

  it('posts a validation with a longer timeout', async () => {
    const { http, requests } = recordingHttp();

    await createSignpostApi(http).validateLlmsTxt({ url: 'https://example.com', includeRobotsTxt: false });

    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/validate-llms-txt',
      body: { url: 'https://example.com', includeRobotsTxt: false },
    });
    expect(requests[0]!.timeoutMs).toBeGreaterThan(20_000);
  });

  it('builds the download link on the same origin', () => {
    const { http } = recordingHttp();

    expect(createSignpostApi(http).downloadUrl(ANALYSIS_ID)).toBe(`/api/download/${ANALYSIS_ID}`);
    expect(createSignpostApi(http).downloadUrl(ANALYSIS_ID, 'full')).toBe(
      `/api/download/${ANALYSIS_ID}?variant=full`,
    );
    expect(createSignpostApi(http).downloadUrl(ANALYSIS_ID, 'full', 'llms-full-api-reference.txt')).toBe(
      `/api/download/${ANALYSIS_ID}?variant=full&file=llms-full-api-reference.txt`,
    );
  });
});

describe('the account calls', () => {
  it('post to their /api/auth paths with the request as body', async () => {
    const { http, requests } = recordingHttp();
    const api = createSignpostApi(http);

    await api.register({ email: 'a@x.io', password: 'P4ss!word', confirmPassword: 'P4ss!word' });
    await api.login({ email: 'a@x.io', password: 'P4ss!word' });
    await api.demoLogin();
    await api.forgotPassword('a@x.io');
    await api.resetPassword({ token: 't', newPassword: 'N3w!pass' });
    await api.resendVerification('a@x.io');

    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/api/auth/register',
        { email: 'a@x.io', password: 'P4ss!word', confirmPassword: 'P4ss!word' },
      ],
      ['POST', '/api/auth/login', { email: 'a@x.io', password: 'P4ss!word' }],
      ['POST', '/api/auth/demo', undefined],
      ['POST', '/api/auth/forgot-password', { email: 'a@x.io' }],
      ['POST', '/api/auth/reset-password', { token: 't', newPassword: 'N3w!pass' }],
      ['POST', '/api/auth/resend-verification', { email: 'a@x.io' }],
    ]);
  });

  it('reads the verification token from the query string, encoded', async () => {
    const { http, requests } = recordingHttp();

    await createSignpostApi(http).verifyEmail('a+b/c');

    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/auth/verify-email?token=a%2Bb%2Fc' });
  });
});

describe('the billing calls', () => {
  it('reads the plans and posts the chosen tier to checkout', async () => {
    const { http, requests } = recordingHttp();
    const api = createSignpostApi(http);

    await api.plans();
    await api.createCheckout('growth');

    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['GET', '/api/plans', undefined],
      ['POST', '/api/stripe/create-checkout', { tier: 'growth' }],
    ]);
  });

  it('sends the billing calls to their paths, the refund as a cancellation with processRefund', async () => {
    const { http, requests } = recordingHttp();
    const api = createSignpostApi(http);

    await api.subscriptionStatus();
    await api.refundEligibility();
    await api.createPortal();
    await api.cancelSubscription({ processRefund: true });
    await api.createUpgradeSession('growth');

    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/stripe/subscription-status', undefined],
      ['GET', '/api/refund/eligibility', undefined],
      ['POST', '/api/stripe/create-portal', undefined],
      ['POST', '/api/cancel', { processRefund: true }],
      ['POST', '/api/stripe/create-upgrade-session', { targetTier: 'growth' }],
    ]);
  });
});
