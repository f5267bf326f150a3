export { app, type AppOptions } from './app.js';
export { buildServer } from './server.js';
export { ReaderCounter, type ReadCounts } from './readers/reader-counter.js';
