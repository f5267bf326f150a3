import { describe, expect, it } from 'vitest';
import { checkMonitorForm, EMPTY_MONITOR_FORM } from './monitor-form.js';

describe('checkMonitorForm', () => {
  it('adds https:// to an address typed without it and leaves an empty webhook out', () => {
    expect(checkMonitorForm({ ...EMPTY_MONITOR_FORM, url: ' docs.example.com ' })).toEqual({
      ok: true,
      request: { url: 'https://docs.example.com', schedule: 'weekly', notify: { email: true } },
    });
  });

  it('keeps the schedule, email choice and webhook', () => {
    const check = checkMonitorForm({
      url: 'http://127.0.0.1:4000/',
      schedule: 'daily',
      email: false,
      webhookUrl: ' https://hooks.example.com/signpost ',
    });
    expect(check).toEqual({
      ok: true,
      request: {
        url: 'http://127.0.0.1:4000/',
        schedule: 'daily',
        notify: { email: false, webhookUrl: 'https://hooks.example.com/signpost' },
      },
    });
  });

  it('says what is wrong with each field', () => {
    const check = checkMonitorForm({ ...EMPTY_MONITOR_FORM, url: '', webhookUrl: 'not a url' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.url).toBe('Enter the address of the site to monitor');
    expect(check.errors.webhookUrl).toMatch(/full URL/);
  });

  it('refuses an address that is no website', () => {
    const check = checkMonitorForm({ ...EMPTY_MONITOR_FORM, url: 'localhost' });
    expect(check).toMatchObject({ ok: false, errors: { url: expect.stringMatching(/website address/) } });
  });
});
