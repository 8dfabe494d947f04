import type { Database } from './database.js';

/**
 * A statement of the hot paths (every placeOrder, every session check) built once per database
 * handle with drizzle's `.prepare(name)`: drizzle does not build its SQL again, and node-postgres
 * parses it once per connection (a named statement), so PostgreSQL does not parse it again either.
 * Only for statements run on the pool: a prepared statement is bound to it, not to a transaction.
 */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
