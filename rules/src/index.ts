// What the shop accepts: the limits, the schemas of every input and their Spanish messages. Pure
// TypeScript (no React, no Node-only API): the API checks its inputs with these schemas and the
// forms derive their rules from the same ones (shared's ruleOf), so both accept the same values.
export * from './limits.js';
export * from './messages.js';
export * from './answers.js';
export * from './check.js';
export * from './text.js';
export * from './email.js';
export * from './time.js';
export * from './account.js';
export * from './contact.js';
export * from './catalogue.js';
export * from './checkout.js';
export * from './checkout-form.js';
export * from './delivery.js';
export * from './paging.js';
