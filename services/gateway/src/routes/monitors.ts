import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@signpost/contracts';
import { declaredRoute } from '../http/declared-route.js';
import type { MonitorService } from '../monitors/monitor-service.js';
import { ACCEPTS_API_KEY } from '../openapi/api-docs.js';
import { requireAccountOrApiKey } from '../plugins/caller.js';

/** Monitors (growth and scale plans): sites re-read on a schedule, their published file kept current. */
export const monitorRoutes: FastifyPluginAsyncZod<{ monitors: MonitorService }> = async (
  app,
  { monitors },
) => {
  const docs = { security: ACCEPTS_API_KEY, tags: ['monitors'] };

  app.route({
    ...declaredRoute(ROUTES.createMonitor, {
      ...docs,
      summary: 'Monitor a site daily or weekly; its first run starts at once',
      description:
        "Growth and scale plans (403 `plan_required` otherwise; 409 `monitor_limit` past the plan's count; " +
        "429 `monitor_creation_limit` past the plan's creations this billing period). Every run, the first " +
        'included, is one analysis of the plan (429 `plan_limit_reached` when they are used up). ' +
        'A webhook is POSTed each run that finds a change (the run with `type: "monitor.run"` and ' +
        '`monitorId`), signed in the `Signpost-Signature` header with the `webhookSecret` shown in this ' +
        'answer only.',
      responses: { 201: 'The monitor, and its webhook secret when it has a webhook.' },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await monitors.create(requireAccountOrApiKey(request.caller), request.body)),
  });

  app.route({
    ...declaredRoute(ROUTES.listMonitors, {
      ...docs,
      summary: "The account's monitors with their last run, and the plan's count",
      responses: { 200: 'The monitors.' },
    }),
    handler: async (request) => monitors.list(requireAccountOrApiKey(request.caller)),
  });

  app.route({
    ...declaredRoute(ROUTES.getMonitor, {
      ...docs,
      summary: 'A monitor with its runs, newest first',
      responses: { 200: 'The monitor and its runs.' },
    }),
    handler: async (request) => monitors.get(requireAccountOrApiKey(request.caller), request.params.id),
  });

  app.route({
    ...declaredRoute(ROUTES.updateMonitor, {
      ...docs,
      summary: 'Pause or resume a monitor, or change its schedule or notifications',
      responses: { 200: 'The monitor as it is now.' },
    }),
    handler: async (request) =>
      monitors.update(requireAccountOrApiKey(request.caller), request.params.id, request.body),
  });

  app.route({
    ...declaredRoute(ROUTES.runMonitor, {
      ...docs,
      summary: 'Run a monitor now (counted as one analysis of the plan)',
      responses: { 202: 'The run started.' },
    }),
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await monitors.runNow(requireAccountOrApiKey(request.caller), request.params.id)),
  });

  app.route({
    ...declaredRoute(ROUTES.deleteMonitor, {
      ...docs,
      summary: 'Delete a monitor and its runs, cancelling one still going (a published file stays published)',
      responses: { 200: 'Deleted.' },
    }),
    handler: async (request) => monitors.delete(requireAccountOrApiKey(request.caller), request.params.id),
  });
};
