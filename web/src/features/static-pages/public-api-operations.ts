/**
 * The public API's operations, read from the gateway's OpenAPI document (GET /api/openapi.json), with
 * a curl example each: the docs page never repeats a path or a field by hand.
 */

export interface PublicApiOperation {
  method: string;
  path: string;
  summary: string;
  tag: string;
  curl: string;
}

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Key management is signed-in only, yet belongs with the API it unlocks. */
const KEY_MANAGEMENT_TAG = 'api-keys';
/**
 * What an API key looks like in the examples (`sp_` then random base62 and a checksum:
 * docs/product-rules.md, The public API).
 */
const API_KEY_PLACEHOLDER = 'sp_…';

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const jsonAt = (value: unknown, key: string): Json => (isJson(value) && isJson(value[key]) ? value[key] : {});
const stringAt = (value: Json, key: string): string | null =>
  typeof value[key] === 'string' ? value[key] : null;

/** The security schemes that take an API key: bearer schemes whose format reads `sp_…`. */
function apiKeySchemes(document: Json): Set<string> {
  const schemes = jsonAt(jsonAt(document, 'components'), 'securitySchemes');
  return new Set(
    Object.entries(schemes)
      .filter(([, scheme]) => isJson(scheme) && (stringAt(scheme, 'bearerFormat') ?? '').startsWith('sp_'))
      .map(([name]) => name),
  );
}

function acceptsApiKey(operation: Json, schemes: Set<string>): boolean {
  const security = Array.isArray(operation.security) ? operation.security : [];
  return security.some(
    (requirement) => isJson(requirement) && Object.keys(requirement).some((name) => schemes.has(name)),
  );
}

function resolve(schema: unknown, document: Json, depth = 0): Json {
  if (!isJson(schema) || depth > 8) return {};
  const ref = stringAt(schema, '$ref');
  if (ref?.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    return resolve(jsonAt(jsonAt(document, 'components'), 'schemas')[name], document, depth + 1);
  }
  return schema;
}

/** A small example value for a schema: its example or default, else one made from its type. */
function exampleOf(schema: unknown, document: Json, depth = 0): unknown {
  const resolved = resolve(schema, document, depth);
  if ('example' in resolved) return resolved.example;
  if ('default' in resolved) return resolved.default;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return resolved.enum[0];
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(variants) && variants.length > 0) return exampleOf(variants[0], document, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((each) => each !== 'null') : resolved.type;
  switch (type) {
    case 'object': {
      const properties = jsonAt(resolved, 'properties');
      const required = new Set(Array.isArray(resolved.required) ? resolved.required : []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleOf(property, document, depth + 1)]),
      );
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof resolved.minimum === 'number' ? resolved.minimum : 1;
    case 'string':
      if (resolved.format === 'uri' || resolved.format === 'url') return 'https://example.com';
      if (resolved.format === 'email') return 'you@example.com';
      if (resolved.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'text';
    default:
      return null;
  }
}

function requestBodyExample(operation: Json, document: Json): unknown {
  const content = jsonAt(resolve(operation.requestBody, document), 'content');
  const media = content['application/json'];
  return isJson(media) && 'schema' in media ? exampleOf(media.schema, document) : undefined;
}

/** `{analysisId}` becomes ANALYSIS_ID: braces would be globbing to curl. */
function placeholderPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
  );
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlExample(method: string, path: string, origin: string, body: unknown): string {
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(`${origin}${placeholderPath(path)}`)}`,
    `  -H ${shellQuote(`Authorization: Bearer ${API_KEY_PLACEHOLDER}`)}`,
  ];
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n');
}

/** The operations an API key can call in the document's order, then the key management itself. */
export function publicApiOperations(document: unknown, origin: string): PublicApiOperation[] {
  if (!isJson(document)) return [];
  const schemes = apiKeySchemes(document);
  const operations = Object.entries(jsonAt(document, 'paths')).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = jsonAt(item, method);
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((tag) => typeof tag === 'string')
        : [];
      if (!acceptsApiKey(operation, schemes) && !tags.includes(KEY_MANAGEMENT_TAG)) return [];
      const upper = method.toUpperCase();
      return [
        {
          method: upper,
          path,
          summary: stringAt(operation, 'summary') ?? '',
          tag: tags[0] ?? '',
          curl: curlExample(upper, path, origin, requestBodyExample(operation, document)),
        },
      ];
    }),
  );
  const isKeyManagement = (operation: PublicApiOperation) => operation.tag === KEY_MANAGEMENT_TAG;
  return [...operations.filter((each) => !isKeyManagement(each)), ...operations.filter(isKeyManagement)];
}
