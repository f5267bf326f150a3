export * from './access-token.js';
export * from './account-service.js';
export * from './account-view.js';
export * from './email-verification.js';
export * from './password-reset.js';
export * from './passwords.js';
export * from './secret-tokens.js';
export * from './sessions.js';
