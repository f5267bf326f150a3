import { createMonitorRequestSchema, withDefaultProtocol } from '@signpost/contracts';
import type { CreateMonitorRequest, MonitorSchedule } from '@signpost/contracts';

export interface MonitorFormValues {
  url: string;
  schedule: MonitorSchedule;
  email: boolean;
  webhookUrl: string;
}

export const EMPTY_MONITOR_FORM: MonitorFormValues = {
  url: '',
  schedule: 'weekly',
  email: true,
  webhookUrl: '',
};

export type MonitorFormErrors = Partial<Record<'url' | 'webhookUrl', string>>;

export type MonitorFormCheck =
  { ok: true; request: CreateMonitorRequest } | { ok: false; errors: MonitorFormErrors };

/**
 * The request the form makes, checked with the contract's own schema. The address gets https:// when
 * typed without it (as the wizard's field does), and an empty webhook field means no webhook.
 */
export function checkMonitorForm(values: MonitorFormValues): MonitorFormCheck {
  const webhookUrl = values.webhookUrl.trim();
  const parsed = createMonitorRequestSchema.safeParse({
    url: withDefaultProtocol(values.url),
    schedule: values.schedule,
    notify: { email: values.email, ...(webhookUrl === '' ? {} : { webhookUrl }) },
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: MonitorFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'url' ? 'url' : issue.path.at(-1) === 'webhookUrl' ? 'webhookUrl' : null;
    if (field !== null) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
