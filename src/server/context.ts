import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';

/** What every feature's routes are given: the database and the settings. */
export interface AppContext {
  db: Db;
  kind: DatabaseKind;
  config: Config;
}
