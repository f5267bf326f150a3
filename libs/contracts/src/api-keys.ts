import { z } from 'zod';

/**
 * API keys of the scale plan (docs/product-rules.md, The public API). A key reads `sp_` + random base62 +
 * a checksum; the server keeps only its hash, so the whole key is shown once, when it is made.
 */
export const API_KEY_PREFIX = 'sp_';
export const API_KEY_NAME_MAX = 60;
/** How many live keys one account may hold. */
export const API_KEYS_PER_ACCOUNT = 10;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please name the key')
    .max(API_KEY_NAME_MAX, `Use at most ${API_KEY_NAME_MAX} characters`),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The visible start of the key (`sp_` and a few characters), enough to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** 201 of POST /api/keys: the only answer that carries the whole key. */
export const createdApiKeySchema = apiKeySummarySchema
  .pick({ id: true, name: true, prefix: true, createdAt: true })
  .extend({ key: z.string().startsWith(API_KEY_PREFIX) });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyParamsSchema = z.object({ id: z.string().uuid() });
