/** Users, sessions, login throttling, settings, SEO entries, categories and services (issue 2). */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { createIndex, notNull, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withId(kind, db.schema.createTable('users'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('name1', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .addColumn('dob', 'varchar(10)')
    .addColumn('anniversary', 'varchar(10)')
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('cart', 'text')
    .$call(withTimestamps)
    .addCheckConstraint('users_gender', sql`gender in (1, 2)`)
    .addCheckConstraint('users_status', sql`status in (0, 1)`)
    .addCheckConstraint('users_type', sql`user_type in (1, 2, 3)`)
    .execute();
  await createIndex(db, 'users_type_name', 'users', ['user_type', 'name']);

  await withId(kind, db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', notNull)
    .addColumn('expires_at', 'varchar(30)', notNull)
    .execute();
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

  await withId(kind, db.schema.createTable('login_failures'))
    .addColumn('phone', 'varchar(32)', notNull)
    .addColumn('failed_at', 'varchar(30)', notNull)
    .execute();
  await createIndex(db, 'login_failures_phone', 'login_failures', ['phone', 'failed_at']);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await withId(kind, db.schema.createTable('seo_entries'))
    .addColumn('url', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(191)', notNull)
    .addColumn('meta_title', 'varchar(191)', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('keywords', 'text', notNull)
    .execute();

  await withId(kind, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sorting', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(kind, db.schema.createTable('services'))
    .addColumn('name', 'varchar(191)', notNull)
    .addColumn('price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'varchar(191)', (c) => c.notNull().defaultTo(''))
    .addColumn('sorting', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .$call(withTimestamps)
    .addCheckConstraint('services_price', sql`price_paise >= 0 and discount_paise >= 0`)
    .addCheckConstraint('services_status', sql`status in (0, 1)`)
    .execute();
  await createIndex(db, 'services_status_sorting', 'services', ['status', 'sorting']);
}
