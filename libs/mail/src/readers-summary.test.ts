import { describe, expect, it } from 'vitest';
import { noReaders, type SiteReaders } from '@signpost/contracts';
import type { MonitorRunRow } from '@signpost/db';
import { monitorReport } from './monitor-report-template.js';

const run = {
  added: ['https://docs.example/new'],
  removed: [],
  changed: [],
  broken_links: [],
  live_file: null,
};
const READERS: SiteReaders = {
  total: 12,
  byClass: { ...noReaders(), 'ai-training': 7, mcp: 3, other: 2 },
  byAgent: [
    { agent: 'GPTBot', class: 'ai-training', count: 5 },
    { agent: 'Claude-User', class: 'mcp', count: 3 },
    { agent: 'ClaudeBot', class: 'ai-training', count: 2 },
    { agent: 'Browser', class: 'other', count: 2 },
  ],
  days: [],
};

describe('the readers in a monitor’s mail', () => {
  it('sums up the last 30 days by class and names the busiest agents, in the text and the HTML', () => {
    const mail = monitorReport('docs.example', run as unknown as MonitorRunRow, 'https://x.example', READERS);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Readers of your published files in the last 30 days: 12');
      expect(body).toContain('AI training crawlers: 7');
      expect(body).toContain('MCP clients: 3');
      expect(body).not.toContain('Search engines');
      expect(body).toContain('Most reads: GPTBot (5), Claude-User (3), ClaudeBot (2), Browser (2)');
    }
  });

  it('says nobody read a published file yet, and says nothing of readers for a site not published', () => {
    const none = { ...READERS, total: 0, byClass: noReaders(), byAgent: [] };
    expect(monitorReport('docs.example', run as unknown as MonitorRunRow, 'https://x', none).text).toContain(
      'Nobody has read them yet.',
    );
    expect(monitorReport('docs.example', run as unknown as MonitorRunRow, 'https://x').text).not.toContain(
      'Readers',
    );
  });
});
