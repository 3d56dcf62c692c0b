// The notifications domain's table: the site-wide messages shown between two times.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

export const systemNotifications = pgTable('system_notifications', {
  id: integer('id').primaryKey(),
  message: text('message').notNull(),
  activeFrom: at('active_from'),
  activeTo: at('active_to'),
});
