export * from './users.js';
export * from './sellers.js';
export * from './catalog.js';
export * from './orders.js';
export * from './mail.js';
