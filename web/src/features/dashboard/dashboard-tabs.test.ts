import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, dashboardTabSearch, parseDashboardTab, tabForKey } from './dashboard-tabs.js';

describe('parseDashboardTab', () => {
  it('reads each of the six tabs', () => {
    expect(DASHBOARD_TABS.map((tab) => parseDashboardTab(tab))).toEqual([
      'overview',
      'analyses',
      'monitors',
      'validator',
      'billing',
      'settings',
    ]);
  });

  it('falls back to the overview for a missing or unknown tab', () => {
    expect(parseDashboardTab(null)).toBe('overview');
    expect(parseDashboardTab('')).toBe('overview');
    expect(parseDashboardTab('Billing')).toBe('overview');
    expect(parseDashboardTab('Monitors')).toBe('overview');
    expect(parseDashboardTab('constructor')).toBe('overview');
  });
});

describe('tabForKey', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(tabForKey('overview', 'ArrowRight')).toBe('analyses');
    expect(tabForKey('analyses', 'ArrowRight')).toBe('monitors');
    expect(tabForKey('validator', 'ArrowLeft')).toBe('monitors');
    expect(tabForKey('settings', 'ArrowRight')).toBe('overview');
    expect(tabForKey('overview', 'ArrowLeft')).toBe('settings');
    expect(tabForKey('billing', 'ArrowLeft')).toBe('validator');
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(tabForKey('billing', 'Home')).toBe('overview');
    expect(tabForKey('analyses', 'End')).toBe('settings');
    expect(tabForKey('analyses', 'Enter')).toBeNull();
    expect(tabForKey('analyses', 'ArrowDown')).toBeNull();
  });
});

describe('dashboardTabSearch', () => {
  it('opens the monitors tab from the report mail with the monitor kept', () => {
    const next = dashboardTabSearch(new URLSearchParams('tab=analyses&monitor=42'), 'monitors');
    expect(next.toString()).toBe('tab=monitors&monitor=42');
    expect(parseDashboardTab(next.get('tab'))).toBe('monitors');
  });

  it('sets the tab and keeps the rest of the query', () => {
    const next = dashboardTabSearch(new URLSearchParams('tab=billing&checkout=success'), 'analyses');
    expect(next.toString()).toBe('tab=analyses&checkout=success');
  });
});
