// Every Drizzle table in one object: the driver gets it for typed queries, tests truncate from it.
export * from '../modules/users/users.table.js';
export * from '../modules/categories/categories.table.js';
export * from '../modules/products/products.table.js';
export * from '../modules/products/category-counts.table.js';
export * from '../modules/orders/orders.table.js';
export * from '../modules/accounts/account-tokens.table.js';
export * from '../modules/mail/outbox-mail.table.js';
export * from '../modules/delivery/delivery.table.js';
