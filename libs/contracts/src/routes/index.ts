import { accountRoutes } from './account-routes.js';
import { analysisRoutes } from './analysis-routes.js';
import { authRoutes } from './auth-routes.js';
import { billingRoutes } from './billing-routes.js';
import { mcpRoutes } from './mcp-routes.js';
import { monitorRoutes } from './monitor-routes.js';
import { publishingRoutes } from './publishing-routes.js';
import { publishedSiteRoutes } from './published-site-routes.js';
import { readinessRoutes } from './readiness-routes.js';
import { serviceRoutes } from './service-routes.js';

export * from './route-contract.js';

/** Every route of the HTTP API, by name (route-contract.ts says what an entry declares). */
export const ROUTES = {
  ...serviceRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...analysisRoutes,
  ...billingRoutes,
  ...monitorRoutes,
  ...publishingRoutes,
  ...publishedSiteRoutes,
  ...readinessRoutes,
  ...mcpRoutes,
};
export type RouteName = keyof typeof ROUTES;
