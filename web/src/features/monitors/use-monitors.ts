import type {
  CreateMonitorRequest,
  MonitorDetail,
  MonitorList,
  UpdateMonitorRequest,
} from '@signpost/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { monitorKeys } from '../../api/queries/monitors.js';
import { signpostApi } from '../../api/signpost-api.js';
import { anyRunning } from './monitor-format.js';

/** A run takes from seconds to minutes; reading again this often shows its end soon after it comes. */
const RUNNING_REFRESH_MS = 3_000;

const refreshWhile = (running: boolean) => (running ? RUNNING_REFRESH_MS : false);

/** The account's monitors and the plan's count, read again while any of their last runs is going. */
export function useMonitorList(userId: string, enabled = true) {
  return useQuery({
    queryKey: monitorKeys.list(userId),
    enabled,
    queryFn: ({ signal }) => signpostApi.listMonitors(signal),
    refetchInterval: (query) =>
      refreshWhile(
        anyRunning((query.state.data as MonitorList | undefined)?.monitors.map((m) => m.lastRun) ?? []),
      ),
  });
}

/** One monitor with its runs; a 4xx (no such monitor of the account) is an answer, not worth a retry. */
export function useMonitorDetail(userId: string, monitorId: string) {
  return useQuery({
    queryKey: monitorKeys.one(userId, monitorId),
    queryFn: ({ signal }) => signpostApi.getMonitor(monitorId, signal),
    retry: false,
    refetchInterval: (query) =>
      refreshWhile(anyRunning((query.state.data as MonitorDetail | undefined)?.runs ?? [])),
  });
}

/** Adding, changing, running and deleting monitors; each reads the list and runs again once done. */
export function useMonitorActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: monitorKeys.all(userId) });
  const create = useMutation({
    mutationFn: (request: CreateMonitorRequest) => signpostApi.createMonitor(request),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ monitorId, change }: { monitorId: string; change: UpdateMonitorRequest }) =>
      signpostApi.updateMonitor(monitorId, change),
    onSuccess: refresh,
  });
  const run = useMutation({
    mutationFn: (monitorId: string) => signpostApi.runMonitor(monitorId),
    // A refused run (already running) also means the lists are behind.
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (monitorId: string) => signpostApi.deleteMonitor(monitorId),
    onSuccess: refresh,
  });
  return { create, update, run, remove };
}
