export * from './account-email-templates.js';
export * from './mail-workers.js';
export * from './mailer.js';
export * from './send-account-email-handler.js';
