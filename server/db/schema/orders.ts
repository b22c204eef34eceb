import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { products } from './catalog.js';
import { users } from './users.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.productId, t.size, t.color),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    shippingAddress: text('shipping_address').notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_id_idx').on(t.userId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
  },
  (t) => [index('order_items_order_id_idx').on(t.orderId), index('order_items_product_id_idx').on(t.productId)],
);
