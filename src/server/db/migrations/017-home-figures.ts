/**
 * The home page's figures kept, not recounted (issue 30, docs/product.md#home-figures): counting them over every bill
 * ever written took a second on ten years of bills, on the server's one thread. From here each bill's creation and
 * cancellation changes them in its own transaction:
 *
 * - `order_services.category_ids`: the service's categories when it was billed, so a service moved to another
 *   category later changes neither the figures nor what its cancellation takes back. Rows billed before this step
 *   get the service's categories as they are now (the best there is).
 * - `customer_bill_counts`: each customer's bills that stand; a customer counts as served while theirs is above 0.
 * - `home_figures`: the one row of the four figures.
 *
 * Filled here once from the bills that stand: the only count over the whole history, at upgrade, never on a request.
 */
import { sql, type Kysely } from 'kysely';
import { addColumnWithDefault, notNull } from './schema-helpers';

/** The categories two figures count (docs/product.md#categories: fixed ids): Bridal Makeup and Hair Care. */
const BRIDAL = '%,1,%';
const HAIR = '%,4,%';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Comma-separated ids, as services.category_id.
  await addColumnWithDefault(db, 'order_services', 'category_ids', 'varchar(191)', '');
  await sql`
    update order_services
    set category_ids = coalesce((select services.category_id from services where services.id = order_services.service_id), '')
  `.execute(db);

  await db.schema
    .createTable('customer_bill_counts')
    .addColumn('cust_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('standing', 'integer', notNull)
    .execute();
  await sql`
    insert into customer_bill_counts (cust_id, standing)
    select cust_id, count(*) from orders where cancelled_at is null group by cust_id
  `.execute(db);

  await db.schema
    .createTable('home_figures')
    // Always 1: the table holds one row.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('clients', 'integer', notNull)
    .addColumn('brides', 'integer', notNull)
    .addColumn('hair', 'integer', notNull)
    .addColumn('services', 'integer', notNull)
    .addCheckConstraint('home_figures_one_row', sql`id = 1`)
    .execute();
  // One pass over the service lines of the bills that stand (a cancelled bill's lines are removed with it; the join
  // leaves out any an older database kept).
  await sql`
    insert into home_figures (id, clients, brides, hair, services)
    select 1,
      (select count(*) from customer_bill_counts where standing > 0),
      coalesce(count(distinct case when (',' || lines.category_ids || ',') like ${BRIDAL} then lines.order_id end), 0),
      coalesce(sum(case when (',' || lines.category_ids || ',') like ${HAIR} then lines.qty else 0 end), 0),
      coalesce(sum(lines.qty), 0)
    from order_services lines
    inner join orders on orders.id = lines.order_id
    where orders.cancelled_at is null
  `.execute(db);
}
