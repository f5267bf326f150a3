export * from './local-server.js';
export * from './fake-anthropic-server.js';
