import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import { GATEWAY_VERSION } from '../http/gateway-version.js';
import { apiComponents } from './components.js';
import type { SecurityRequirement } from './security-requirement.js';
import { withoutUnusedComponents } from './unused-components.js';

export const OPENAPI_PATH = ROUTES.openApiDocument.path;
/** The security of a route of the public API: anonymous where the plan allows, a session, or an API key. */
export const ACCEPTS_API_KEY: SecurityRequirement[] = [{}, { accessToken: [] }, { apiKey: [] }];
/** The security of a route of the public API that needs an account: a session or an API key. */
export const ACCOUNT_OR_API_KEY: SecurityRequirement[] = [{ accessToken: [] }, { apiKey: [] }];
/** The security of a route that needs a signed-in session. */
export const SESSION_ONLY: SecurityRequirement[] = [{ accessToken: [] }];
/** The viewer and the assets it loads; they describe the API rather than belong to it. */
export const DOCS_PREFIX = '/api/docs';

/** Registered with an `openapi` version, the plugin never produces its Swagger 2.0 variant. */
type OpenApiDocument = Extract<ReturnType<FastifyInstance['swagger']>, { openapi: string }>;

const documentRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(ROUTES.openApiDocument, {
      tags: ['docs'],
      summary: 'This OpenAPI 3.1 document',
      responses: { 200: 'The OpenAPI document of every route.' },
    }),
    // A copy, as a plain object type: the document's interface types declare no index signature.
    handler: async () => ({ ...(app.swagger() as OpenApiDocument) }),
  });
};

/**
 * The OpenAPI 3.1 document, generated from the contracts each route declares, at GET /api/openapi.json
 * and in a viewer at /api/docs. The viewer's assets ship inside @fastify/swagger-ui, so the docs work
 * offline. Register it before the routes: it learns them as they are added.
 */
export const apiDocs = fp(async (app: FastifyInstance) => {
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Signpost API',
        version: GATEWAY_VERSION,
        description: 'Reads a public website and writes the llms.txt that tells AI assistants what matters.',
      },
      tags: [
        { name: 'analyses', description: 'Analyse a website and follow its progress.' },
        { name: 'files', description: 'Generate and download llms.txt files.' },
        {
          name: 'monitors',
          description: 'Sites re-read on a schedule, their published file kept current (growth and scale).',
        },
        { name: 'validator', description: 'Check an llms.txt against the format.' },
        {
          name: 'mcp',
          description:
            "Signpost's own MCP server: the analyses, files and checks above as tools for AI agents.",
        },
        { name: 'auth', description: 'Accounts, sessions, verification and password reset.' },
        { name: 'account', description: "The signed-in account's own analyses." },
        { name: 'api-keys', description: 'API keys of the Agency & API plan, managed while signed in.' },
        {
          name: 'usage',
          description: 'What the caller has used of its plan, and whether it may start an analysis.',
        },
        { name: 'billing', description: 'Stripe checkout and the webhook that changes plans.' },
        { name: 'health', description: 'Liveness and readiness for orchestrators.' },
        { name: 'admin', description: 'Operations pages for the accounts listed in ADMIN_EMAILS.' },
        { name: 'docs', description: 'This document.' },
      ],
      components: {
        securitySchemes: {
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The accessToken of /api/auth/login, /register or /refresh (15 minutes).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sp_…',
            description:
              'An API key of the Agency & API plan (POST /api/keys), accepted on the analysis, file and ' +
              'my-analyses endpoints, and limited per key.',
          },
        },
      },
      // Anonymous calls work wherever the plan allows them; a token makes the call the account's.
      security: [{}, { accessToken: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry: apiComponents }),
    transformObject: (document) => withoutUnusedComponents(withComponents(document)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, theme: { title: 'Signpost API' } });
  await app.register(documentRoute);
});
