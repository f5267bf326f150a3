import type Stripe from 'stripe';
import { integerParam, listParam, stringParam, type Params } from './form-params.js';
import { invalidRequest } from './stripe-error.js';
import type { FakeStripeStore } from '../objects/fake-stripe-store.js';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/**
 * One page of a list answer, newest first as Stripe lists, from items kept oldest first. Honours
 * `limit` (1 to 100, default 10) and the cursors `starting_after` and `ending_before`.
 */
export function listPage<T extends { id: string }>(
  itemsOldestFirst: T[],
  params: Params,
  url: string,
): Stripe.ApiList<T> {
  const limit = integerParam(params, 'limit') ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT) {
    throw invalidRequest(
      `This value must be greater than or equal to 1 and less than or equal to ${MAX_LIMIT}.`,
      'limit',
    );
  }
  const items = [...itemsOldestFirst].reverse();
  const after = stringParam(params, 'starting_after');
  const before = stringParam(params, 'ending_before');
  const cursor = after ?? before;
  const at = cursor === undefined ? -1 : items.findIndex((item) => item.id === cursor);
  if (cursor !== undefined && at < 0) {
    throw invalidRequest(
      `No such object: '${cursor}'`,
      after ? 'starting_after' : 'ending_before',
      'resource_missing',
    );
  }
  const window =
    before !== undefined ? items.slice(Math.max(0, at - limit), at) : items.slice(at + 1, at + 1 + limit);
  const hasMore = before !== undefined ? at - limit > 0 : at + 1 + limit < items.length;
  return { object: 'list', data: window, has_more: hasMore, url };
}

/** Filters on a `created` parameter: a Unix time, or a range of `gt`, `gte`, `lt`, `lte`. */
export function createdFilter(params: Params): (created: number) => boolean {
  const value = params.created;
  if (value === undefined) return () => true;
  if (typeof value === 'string') {
    const exact = integerParam(params, 'created');
    return (created) => created === exact;
  }
  if (Array.isArray(value)) throw invalidRequest('Invalid created: must be an integer or a range', 'created');
  const bound = (name: string) => integerParam(value, name);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/** The `expand[]` paths of a request, each split at its dots. */
export function expansionsOf(params: Params): string[][] {
  return listParam(params, 'expand').map((path) => {
    if (typeof path !== 'string') throw invalidRequest('Invalid array: expand', 'expand');
    return path.split('.');
  });
}

/**
 * A copy of `value` with each path expanded: an id along it replaced by the object it names, an
 * includable field (a session's line_items) filled in, lists walked through their `data`. A path
 * through anything else is refused, as Stripe refuses it.
 */
export function expand(value: unknown, paths: string[][], store: FakeStripeStore): unknown {
  return paths.reduce((expanded, path) => expandPath(expanded, path, path.join('.'), store), value);
}

function expandPath(value: unknown, path: string[], whole: string, store: FakeStripeStore): unknown {
  const [field, ...rest] = path;
  if (field === undefined || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => expandPath(item, path, whole, store));
  if (typeof value !== 'object')
    throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
  const record = value as { id: string; object?: unknown } & Record<string, unknown>;
  let child = field in record ? record[field] : store.includable(record, field);
  if (typeof child === 'string') child = store.find(child);
  if (child === undefined) throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
  return { ...record, [field]: expandPath(child, rest, whole, store) };
}
