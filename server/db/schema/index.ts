export * from './users.js';
export * from './sellers.js';
export * from './catalog.js';
export * from './cart.js';
export * from './orders.js';
export * from './mail.js';
export * from './media.js';
export * from './audit.js';
