import { describe, expect, it } from 'vitest';
import { assertHandlerRegistry, defineHandler, handlersByName } from './handler-registry.js';

const noop = async () => {};
const discover = defineHandler('discover-site', noop);
const extract = defineHandler('extract-batch', noop);
const score = defineHandler('score-pages', noop);
const compile = defineHandler('compile-result', noop);

describe('assertHandlerRegistry', () => {
  it('accepts exactly one handler for every job of the consumed queues', () => {
    expect(() =>
      assertHandlerRegistry([discover, extract, score, compile], ['discovery', 'extraction', 'scoring']),
    ).not.toThrow();
    expect(() => assertHandlerRegistry([score, compile], ['scoring'])).not.toThrow();
  });

  it('rejects a job with two handlers', () => {
    expect(() =>
      assertHandlerRegistry([discover, defineHandler('discover-site', noop)], ['discovery']),
    ).toThrow(/job "discover-site" has 2 handlers/);
  });

  it('rejects a consumed queue with a job that has no handler', () => {
    expect(() => assertHandlerRegistry([score], ['scoring'])).toThrow(
      /job "compile-result" of consumed queue "scoring" has no handler/,
    );
  });

  it('rejects a handler whose queue is not consumed', () => {
    expect(() => assertHandlerRegistry([discover, extract], ['discovery'])).toThrow(
      /handler given for job "extract-batch" but its queue "extraction" is not consumed/,
    );
  });

  it('rejects an empty list of queues and unknown names', () => {
    expect(() => assertHandlerRegistry([], [])).toThrow(/no queue to consume was given/);
    const unknownHandler = { name: 'crawl-everything', handle: noop } as unknown as typeof discover;
    expect(() => assertHandlerRegistry([discover, unknownHandler], ['discovery'])).toThrow(
      /handler given for unknown job "crawl-everything"/,
    );
  });

  it('names every problem in one error', () => {
    const attempt = () => assertHandlerRegistry([discover, discover, extract], ['scoring']);
    expect(attempt).toThrow(/has 2 handlers[\s\S]*not consumed[\s\S]*"score-pages"[\s\S]*"compile-result"/);
  });
});

describe('handlersByName', () => {
  it('indexes handlers by their job name', () => {
    const index = handlersByName([score, compile]);
    expect(index.get('score-pages')).toBe(score);
    expect(index.get('compile-result')).toBe(compile);
    expect(index.has('discover-site')).toBe(false);
  });
});
