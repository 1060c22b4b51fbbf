import type { Kysely } from 'kysely';
import type { Env } from '../config/env.ts';
import type { DB } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { Delivery } from './delivery/delivery.ts';
import type { EncryptionKeys } from './encryption.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { SessionStore } from './sessions.ts';
import type { SettingsService } from './settings/settings.service.ts';

/** What features are built from: created once in app.ts, passed to each feature module. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Kysely<DB>;
  bus: Bus;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionStore;
  keys: EncryptionKeys;
  /** SMS codes and e-mails to a person: ctx.delivery.sms.send(...), ctx.delivery.email.send(...). */
  delivery: Delivery;
  /** Periodic work: ctx.jobs.define({ name, everyMs, run }) (platform/jobs/jobs.ts). */
  jobs: Jobs;
}
