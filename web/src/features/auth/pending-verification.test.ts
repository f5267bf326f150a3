import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../storage/memory-storage.js';
import {
  clearPendingVerification,
  readPendingVerification,
  savePendingVerification,
} from './pending-verification.js';

describe('the pending verification entries', () => {
  it('are saved, read back and cleared together', () => {
    const storage = memoryStorage();
    savePendingVerification(storage, { email: 'ada@example.com', analysisUrl: 'https://x.io' });
    expect(readPendingVerification(storage)).toEqual({
      email: 'ada@example.com',
      analysisUrl: 'https://x.io',
    });

    clearPendingVerification(storage);
    expect(readPendingVerification(storage)).toEqual({ email: null, analysisUrl: null });
  });

  it('replace an earlier site with none when the new sign-up gave none', () => {
    const storage = memoryStorage();
    savePendingVerification(storage, { email: 'a@x.io', analysisUrl: 'https://x.io' });
    savePendingVerification(storage, { email: 'b@x.io', analysisUrl: null });
    expect(readPendingVerification(storage)).toEqual({ email: 'b@x.io', analysisUrl: null });
  });

  it('read as absent without storage', () => {
    expect(readPendingVerification(null)).toEqual({ email: null, analysisUrl: null });
  });
});
