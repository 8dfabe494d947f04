// `rules/plain`: the limits, the Spanish messages and answers and the small text and time helpers,
// without valibot. `shared` reads these on every page; the schemas (the package's main entry, with
// valibot) load only with a page that has a form (docs/performance.md, "What a form pays for its rules").
export * from './limits.js';
export * from './messages.js';
export * from './answers.js';
export * from './text.js';
export * from './email.js';
export * from './time.js';
