import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import {
  analyzeRequestSchema,
  cancelRequestSchema,
  closeAccountRequestSchema,
  emailCheckoutRequestSchema,
  generateLlmFileRequestSchema,
  optionalInput,
  registerRequestSchema,
  validateLlmsTxtRequestSchema,
} from './index.js';

/** Every object schema of a request the contracts export, by name, the page of a file request included. */
const requestSchemas = Object.entries(contracts).filter(
  (entry): entry is [string, z.ZodObject] =>
    /(Request|selectedPage)Schema$/.test(entry[0]) && entry[1] instanceof z.ZodObject,
);

describe('optional request fields', () => {
  it('finds the request schemas it checks', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['analyzeRequestSchema', 'cancelRequestSchema', 'selectedPageSchema']),
    );
  });

  it('take null wherever they may be left out, in every request schema', () => {
    const refusingNull: string[] = [];
    for (const [name, schema] of requestSchemas) {
      for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        if (field.safeParse(undefined).success && !field.safeParse(null).success)
          refusingNull.push(`${name}.${key}`);
      }
    }
    expect(refusingNull).toEqual([]);
  });

  it('read null as absent: the default applies, the field stays unset', () => {
    const same = (schema: z.ZodType, present: object, withNulls: object) =>
      expect(schema.parse({ ...present, ...withNulls })).toEqual(schema.parse(present));
    same(analyzeRequestSchema, { url: 'example.com' }, { email: null, force: null });
    expect(analyzeRequestSchema.parse({ url: 'example.com', email: null, force: null })).toEqual({
      url: 'example.com',
      force: false,
    });
    same(registerRequestSchema, { email: 'a@example.com', password: 'Pass-1' }, { confirmPassword: null });
    same(closeAccountRequestSchema, { email: 'a@example.com' }, { password: null });
    same(cancelRequestSchema, {}, { processRefund: null, reason: null });
    same(emailCheckoutRequestSchema, { email: 'a@example.com' }, { websiteUrl: null, metadata: null });
    same(validateLlmsTxtRequestSchema, { content: '# A' }, { url: null, includeRobotsTxt: null });
    const page = { url: 'https://example.com/a' };
    same(
      generateLlmFileRequestSchema,
      { analysisId: crypto.randomUUID(), selectedPages: [page] },
      { selectedPages: [{ ...page, title: null, description: null, selected: null }] },
    );
  });

  it("keep the field's own rules and messages for any other value", () => {
    const invalid = analyzeRequestSchema.safeParse({ url: 'example.com', email: 'not-an-email' });
    expect(invalid.error?.issues.map((issue) => issue.message)).toEqual(['Enter a valid email address']);
    expect(cancelRequestSchema.safeParse({ processRefund: 'yes' }).success).toBe(false);
    expect(optionalInput(z.string().min(2)).safeParse('x').success).toBe(false);
  });

  it('are documented as nullable and not required', () => {
    const document = z.toJSONSchema(analyzeRequestSchema, { io: 'input' }) as {
      required?: string[];
      properties: Record<string, { anyOf?: { type?: string }[] }>;
    };
    expect(document.required).toEqual(['url']);
    expect(document.properties.email?.anyOf?.map((option) => option.type)).toEqual(['string', 'null']);
  });
});
