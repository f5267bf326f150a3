import { z } from 'zod';

// The Content-Security-Policy allows no eval, and zod would otherwise probe `new Function` to compile
// its parsers: the probe fails quietly but is reported as a violation. Imported before any schema.
z.config({ jitless: true });
