import { describe, expect, it } from 'vitest';
import { ConfigError, describeBackends, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('defaults to the embedded backends', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data' });
    expect(config.queue.backend).toEqual({ kind: 'in-process' });
    expect(config.http.port).toBe(3000);
    expect(config.crawl.allowPrivate).toBe(false);
    expect(config.plans.starter).toMatchObject({
      maxPagesPerAnalysis: 20,
      aiPagesLimit: 5,
      analyses: { limit: 3 },
    });
  });

  it('switches to Postgres and BullMQ when their URLs are given, treating empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:secret@db:5432/x',
      REDIS_URL: 'redis://cache:6379',
      METRICS_TOKEN: 'a-metrics-token-for-tests',
      PORT: '',
    });
    expect(config.database.kind).toBe('postgres');
    expect(config.queue.backend).toMatchObject({ kind: 'bullmq', prefix: 'signpost' });
    expect(config.http.port).toBe(3000);
    expect(describeBackends(config).database).not.toContain('secret');
  });

  it('reads the addresses the guard opens, and refuses an entry that is not one', () => {
    const config = loadConfig({ SIGNPOST_CRAWL_ALLOW_ADDRESSES: ' 10.1.2.3, 192.168.7.0/24 ,fd00::/8' });
    expect(config.crawl.allowAddresses).toEqual(['10.1.2.3', '192.168.7.0/24', 'fd00::/8']);
    expect(loadConfig({}).crawl.allowAddresses).toEqual([]);
    expect(() => loadConfig({ SIGNPOST_CRAWL_ALLOW_ADDRESSES: '10.0.0.0/8,intranet.local' })).toThrow(
      /SIGNPOST_CRAWL_ALLOW_ADDRESSES/,
    );
    expect(() => loadConfig({ SIGNPOST_CRAWL_ALLOW_ADDRESSES: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('lets the environment override the plan catalogue', () => {
    const config = loadConfig({ PLAN_STARTER_MAX_PAGES: '250', PLAN_SCALE_ANALYSES: '500' });
    expect(config.plans.starter.maxPagesPerAnalysis).toBe(250);
    expect(config.plans.scale.analyses.limit).toBe(500);
    expect(config.plans.solo.maxPagesPerAnalysis).toBe(200);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SIGNPOST_CRAWL_ALLOW_PRIVATE: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/SIGNPOST_CRAWL_ALLOW_PRIVATE/);
    }
  });

  it('requires METRICS_TOKEN once the processes share a Redis queue, so /metrics never answers anyone', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(/METRICS_TOKEN: required/);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379', METRICS_TOKEN: '' })).toThrow(ConfigError);
    expect(loadConfig({}).http.metricsToken).toBeUndefined();
  });

  it('bounds the pages the extraction of one analysis may render: 50 unless set, 0 for none', () => {
    expect(loadConfig({}).render.extractionMaxPages).toBe(50);
    expect(loadConfig({ EXTRACTION_RENDER_MAX_PAGES: '0' }).render.extractionMaxPages).toBe(0);
    expect(() => loadConfig({ EXTRACTION_RENDER_MAX_PAGES: '-1' })).toThrow(/EXTRACTION_RENDER_MAX_PAGES/);
    expect(() => loadConfig({ EXTRACTION_RENDER_MAX_PAGES: 'many' })).toThrow(/EXTRACTION_RENDER_MAX_PAGES/);
  });

  it('requires RENDER_TOKEN with RENDER_URL, and reads both into the render settings', () => {
    expect(() => loadConfig({ RENDER_URL: 'http://render:3000' })).toThrow(/RENDER_TOKEN: required/);
    const config = loadConfig({ RENDER_URL: 'http://render:3000', RENDER_TOKEN: 'r'.repeat(32) });
    expect(config.render).toMatchObject({ serviceUrl: 'http://render:3000', token: 'r'.repeat(32) });
  });

  it('takes a Tag Manager container id only in its own shape', () => {
    expect(loadConfig({}).http.tagManagerId).toBeUndefined();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).http.tagManagerId).toBe('GTM-AB12CD3');
    for (const GTM_ID of ['UA-1234-1', "GTM-X1234 'unsafe-inline'", 'gtm-ab12cd3']) {
      expect(() => loadConfig({ GTM_ID }), GTM_ID).toThrow(/GTM_ID/);
    }
  });
});
