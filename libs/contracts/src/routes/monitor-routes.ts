import { messageResponseSchema } from '../auth.js';
import {
  createdMonitorSchema,
  createMonitorRequestSchema,
  monitorDetailSchema,
  monitorIdParamsSchema,
  monitorListSchema,
  monitorRunSchema,
  updateMonitorRequestSchema,
} from '../monitor.js';
import { route } from './route-contract.js';

/** Monitors: sites re-read on a schedule, their published file kept current, the owner told of changes. */
export const monitorRoutes = {
  createMonitor: route({
    method: 'POST',
    path: '/api/monitors',
    body: createMonitorRequestSchema,
    responses: { 201: createdMonitorSchema },
    errors: [400, 401, 403, 409, 429, 500],
  }),
  listMonitors: route({
    method: 'GET',
    path: '/api/monitors',
    responses: { 200: monitorListSchema },
    errors: [401, 429, 500],
  }),
  getMonitor: route({
    method: 'GET',
    path: '/api/monitors/:id',
    params: monitorIdParamsSchema,
    responses: { 200: monitorDetailSchema },
    errors: [400, 401, 404, 429, 500],
  }),
  updateMonitor: route({
    method: 'PATCH',
    path: '/api/monitors/:id',
    params: monitorIdParamsSchema,
    body: updateMonitorRequestSchema,
    /** `webhookSecret` only when a webhook was added: its secret is shown this once. */
    responses: { 200: createdMonitorSchema },
    errors: [400, 401, 403, 404, 429, 500],
  }),
  runMonitor: route({
    method: 'POST',
    path: '/api/monitors/:id/run',
    params: monitorIdParamsSchema,
    /** The run is queued; its record is in `runs` of the monitor as it goes. */
    responses: { 202: monitorRunSchema },
    errors: [400, 401, 403, 404, 409, 429, 500],
  }),
  deleteMonitor: route({
    method: 'DELETE',
    path: '/api/monitors/:id',
    params: monitorIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404, 429, 500],
  }),
};
