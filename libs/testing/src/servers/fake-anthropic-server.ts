import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from './local-server.js';

/** One page of a request, as the fake reads it back from the prompt. */
export interface FakePage {
  id: string;
  path: string;
  title: string;
  category: string;
  isHomepage: boolean;
  content: string;
}

/** A scripted answer for the next request, instead of the default judgement. */
export type FakeBehaviour =
  | { kind: 'status'; status: number; headers?: Record<string, string>; message?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'tool-input'; input: (pages: FakePage[]) => unknown };

export interface RecordedRequest {
  body: {
    model: string;
    max_tokens: number;
    system?: { type: string; text: string; cache_control?: unknown }[];
    tools?: unknown[];
    tool_choice?: unknown;
    messages: { role: string; content: string }[];
  };
  pages: FakePage[];
}

export interface FakeAnthropicServer {
  /** Base URL for the SDK (`baseURL`). */
  url: string;
  /** Every POST /v1/messages, answered or not. */
  requests: RecordedRequest[];
  /** The most requests that were being answered at the same moment. */
  maxInFlight(): number;
  enqueue(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /** Added to every answer, to measure batching against a known floor. */
  latencyMs?: number;
}

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function readPages(message: string): FakePage[] {
  const pages: FakePage[] = [];
  for (const match of message.matchAll(/<page id="([^"]+)">\n([\s\S]*?)\n<\/page>/g)) {
    const fields = match[2] ?? '';
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(fields)?.[1] ?? '';
    pages.push({
      id: match[1] ?? '',
      path: field('path'),
      title: field('title'),
      category: field('guessed category') || 'other',
      isHomepage: field('home page') === 'yes',
      content: fields.split('\ncontent:\n')[1] ?? '',
    });
  }
  return pages;
}

/** A deterministic judgement: longer content scores higher, legal and contact pages lower. */
export function fakeJudgement(page: FakePage) {
  const words = page.content.split(/\s+/).filter((word) => word !== '').length;
  const penalty = page.category === 'legal' ? 3 : page.category === 'contact' ? 2 : 0;
  const score = Math.min(10, Math.max(1, 3 + Math.log2(1 + words / 25) - penalty));
  const title = page.title.split(' | ')[0] || page.path;
  return {
    id: page.id,
    quality_score: Math.round(score * 10) / 10,
    category: page.category,
    title: `AI: ${title}`.slice(0, 80),
    description: `What ${title} covers, for assistants (${words} words).`.slice(0, 160),
    reason: words > 200 ? 'Detailed, specific content.' : 'Short content with few specifics.',
  };
}

function defaultInput(pages: FakePage[]) {
  const home = pages.find((page) => page.isHomepage);
  return {
    pages: pages.map(fakeJudgement),
    ...(home ? { site: { name: 'Fake Site Name', summary: 'A site summarised by the fake model.' } } : {}),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server speaking enough of the Anthropic Messages API for the real SDK: tool_use answers
 * with usage (prompt-cache fields included: the system prompt and tools are "cached" after their
 * first use), and scripted 429s, 529s, slow answers and malformed tool input.
 */
export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropicServer> {
  const requests: RecordedRequest[] = [];
  const script: FakeBehaviour[] = [];
  const cachedPrefixes = new Set<string>();
  let inFlight = 0;
  let maxInFlight = 0;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${requests.length}`,
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
      send(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
      return;
    }
    const body = JSON.parse(await readBody(req)) as RecordedRequest['body'];
    const userText = body.messages.map((message) => message.content).join('\n');
    const pages = readPages(userText);
    requests.push({ body, pages });
    const behaviour = script.shift();
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (behaviour?.kind === 'status') {
      const type =
        behaviour.status === 429
          ? 'rate_limit_error'
          : behaviour.status === 529
            ? 'overloaded_error'
            : 'api_error';
      send(
        res,
        behaviour.status,
        { type: 'error', error: { type, message: behaviour.message ?? type } },
        behaviour.headers,
      );
      return;
    }
    if (behaviour?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));

    const prefix = JSON.stringify(body.tools ?? []) + (body.system ?? []).map((block) => block.text).join('');
    const prefixTokens = estimateTokens(prefix);
    const cacheable = (body.system ?? []).some((block) => block.cache_control);
    const cacheRead = cacheable && cachedPrefixes.has(prefix) ? prefixTokens : 0;
    const cacheCreation = cacheable && cacheRead === 0 ? prefixTokens : 0;
    if (cacheable) cachedPrefixes.add(prefix);
    const input = behaviour?.kind === 'tool-input' ? behaviour.input(pages) : defaultInput(pages);
    const outputText = JSON.stringify(input);
    send(res, 200, {
      id: `msg_${requests.length}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'tool_use', id: `toolu_${requests.length}`, name: 'record_page_judgements', input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: {
        input_tokens: estimateTokens(userText) + (cacheable ? 0 : prefixTokens),
        output_tokens: estimateTokens(outputText),
        cache_creation_input_tokens: cacheCreation,
        cache_read_input_tokens: cacheRead,
      },
    });
  };

  const server = await startLocalServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    answer(req, res).catch(() => res.destroy());
  });
  return {
    url: server.url,
    requests,
    maxInFlight: () => maxInFlight,
    enqueue: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
