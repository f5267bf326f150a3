export { app, type AppOptions } from './app.js';
export { buildServer } from './server.js';
