import { describe, expect, it } from 'vitest';
import type { Monitor } from '@signpost/contracts';
import { hostOf, monitorOfSite, monitorPath, siteKeyOf, withShownMonitor } from './monitor-site.js';

const monitor = (id: string, url: string) => ({ id, url }) as Monitor;

describe('siteKeyOf', () => {
  it('keys a site by its lower-case host without a leading www., with a port that is not the default', () => {
    expect(siteKeyOf('https://WWW.Example.com/docs')).toBe('example.com');
    expect(siteKeyOf('http://127.0.0.1:8080/')).toBe('127.0.0.1:8080');
    expect(siteKeyOf('https://example.com:443/')).toBe('example.com');
    expect(siteKeyOf('https://docs.example.com')).toBe('docs.example.com');
  });

  it('is null for something that is not an address', () => {
    expect(siteKeyOf('not a url')).toBeNull();
  });
});

describe('monitorOfSite', () => {
  const monitors = [monitor('a', 'https://example.com/'), monitor('b', 'https://docs.example.com/')];

  it('finds the monitor of the same site, whatever the path, case or www.', () => {
    expect(monitorOfSite(monitors, 'https://www.EXAMPLE.com/pricing')?.id).toBe('a');
    expect(monitorOfSite(monitors, 'https://docs.example.com/guide')?.id).toBe('b');
  });

  it('finds none for another site or no address', () => {
    expect(monitorOfSite(monitors, 'https://api.example.com/')).toBeUndefined();
    expect(monitorOfSite(monitors, 'nonsense')).toBeUndefined();
  });
});

describe('the tab addresses', () => {
  it('links to one monitor as the report mail does', () => {
    expect(monitorPath('42')).toBe('/dashboard?tab=monitors&monitor=42');
  });

  it('shows and hides a monitor, keeping the rest of the query', () => {
    const shown = withShownMonitor(new URLSearchParams('tab=monitors'), '42');
    expect(shown.toString()).toBe('tab=monitors&monitor=42');
    expect(withShownMonitor(shown, null).toString()).toBe('tab=monitors');
  });

  it('heads a monitor with its host', () => {
    expect(hostOf('https://docs.example.com/x')).toBe('docs.example.com');
    expect(hostOf('odd')).toBe('odd');
  });
});
