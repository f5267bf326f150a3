import { invalidRequest } from './stripe-error.js';

/** A decoded form or query: bracketed keys nest, and runs of numeric keys become arrays. */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | ParamValue[] | Params;

const isParams = (value: ParamValue | undefined): value is Params =>
  typeof value === 'object' && !Array.isArray(value);

/** `items[0][price]=p&expand[0]=x` -> `{ items: [{ price: 'p' }], expand: ['x'] }`, as Stripe reads it. */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]$/).filter((part, index) => index === 0 || part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = isParams(next) ? next : (node[part] = {});
    });
  }
  return arraysOf(root) as Params;
}

function arraysOf(value: ParamValue): ParamValue {
  if (!isParams(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] ?? '')] as const);
  const numeric = keys.length > 0 && keys.every((key, index) => key === String(index));
  return numeric ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

export function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: ${name}`, name, 'parameter_invalid_string');
  return value;
}

export function booleanParam(params: Params, name: string): boolean | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

export function integerParam(params: Params, name: string): number | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value))
    throw invalidRequest(`Invalid integer: ${value}`, name, 'parameter_invalid_integer');
  return Number(value);
}

/** A nested hash, such as one element of `line_items`; `name` is the parameter to blame if it is not one. */
export function paramsOf(value: ParamValue | undefined, name: string): Params | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isParams(value)) throw invalidRequest(`Invalid object: ${name}`, name);
  return value;
}

export const objectParam = (params: Params, name: string) => paramsOf(params[name], name);

export function listParam(params: Params, name: string): ParamValue[] {
  const value = params[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${name}`, name);
  return value;
}

/** Metadata as sent: string values, where an empty one (`metadata[key]=`) asks to remove the key. */
export function metadataParam(params: Params, name = 'metadata'): Record<string, string> | undefined {
  const value = objectParam(params, name);
  if (!value) return undefined;
  return Object.fromEntries(Object.keys(value).map((key) => [key, stringParam(value, key) ?? '']));
}

/** Stripe merges metadata key by key; an empty value removes its key. */
export function mergeMetadata(
  current: Record<string, string>,
  changes: Record<string, string> = {},
): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...current, ...changes }).filter(([, value]) => value !== ''));
}
