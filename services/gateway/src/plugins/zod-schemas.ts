import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A request without a body is judged as an empty one, so its message names the first missing field
 * rather than saying an object was expected.
 */
const validateWithEmptyDefault: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => validate(data ?? {});
};

/**
 * Routes declare their contracts from @signpost/contracts: zod checks every request part before the
 * handler runs and every response body before it is sent. A request that fails reaches the error
 * handler, which words it as invalid_input.
 */
export const zodSchemas = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(validateWithEmptyDefault);
  app.setSerializerCompiler(serializerCompiler);
});
