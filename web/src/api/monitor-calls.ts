import { ROUTES, type RouteAnswer, type RouteName } from '@signpost/contracts';
import type { CreateMonitorRequest, UpdateMonitorRequest } from '@signpost/contracts';
import type { HttpClient } from './http-client.js';
import { requestOf } from './route-call.js';

type Answer<N extends RouteName> = RouteAnswer<(typeof ROUTES)[N]>;

/** Monitors (growth and scale plans): sites read again on a schedule, their changes shown to the owner. */
export interface MonitorApi {
  /** The answer carries the webhook's signing secret, the only time it is seen. */
  createMonitor(request: CreateMonitorRequest): Promise<Answer<'createMonitor'>>;
  /** The monitors with their last runs, and the plan's count of them (0: not in the plan). */
  listMonitors(signal?: AbortSignal): Promise<Answer<'listMonitors'>>;
  /** One monitor with its runs, newest first. */
  getMonitor(monitorId: string, signal?: AbortSignal): Promise<Answer<'getMonitor'>>;
  updateMonitor(monitorId: string, change: UpdateMonitorRequest): Promise<Answer<'updateMonitor'>>;
  /** Starts a run now (counted as an analysis of the plan); 409 `monitor_busy` while one runs. */
  runMonitor(monitorId: string): Promise<Answer<'runMonitor'>>;
  deleteMonitor(monitorId: string): Promise<Answer<'deleteMonitor'>>;
}

export function createMonitorCalls(http: HttpClient): MonitorApi {
  const id = (monitorId: string) => ({ id: monitorId });
  return {
    createMonitor: (request) => http.request(requestOf(ROUTES.createMonitor, { body: request })),
    listMonitors: (signal) => http.request(requestOf(ROUTES.listMonitors, {}, { signal })),
    getMonitor: (monitorId, signal) =>
      http.request(requestOf(ROUTES.getMonitor, { params: id(monitorId) }, { signal })),
    updateMonitor: (monitorId, change) =>
      http.request(requestOf(ROUTES.updateMonitor, { params: id(monitorId), body: change })),
    runMonitor: (monitorId) => http.request(requestOf(ROUTES.runMonitor, { params: id(monitorId) })),
    deleteMonitor: (monitorId) => http.request(requestOf(ROUTES.deleteMonitor, { params: id(monitorId) })),
  };
}
