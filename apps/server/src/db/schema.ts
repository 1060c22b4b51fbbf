import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables in db/migrations, kept beside them by hand and checked by the tests. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type LocalizedText = Partial<Record<string, string>>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface BrandSettingsTable {
  key: string;
  value: Json<Record<string, unknown>>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: Buffer | Uint8Array;
  subject_type: 'operator' | 'member';
  subject_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  absolute_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
}

export interface EncryptionKeysTable {
  kid: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  group_name: string;
  position: number;
  image_url: string;
  linkage_type: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  link_url: string | null;
  title: Json<LocalizedText>;
  enabled: Generated<boolean>;
  seed_key: string | null;
}

export interface ResourcesTable {
  id: Generated<number>;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label: Json<LocalizedText>;
  position: number;
  seed_key: string | null;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category: string;
  position: number;
  title: Json<LocalizedText>;
  content: Json<LocalizedText>;
  seed_key: string | null;
}

export interface CustomerServiceEntriesTable {
  id: Generated<number>;
  type: number;
  label: Json<LocalizedText>;
  url: string;
  vip_only: Generated<boolean>;
  position: number;
  seed_key: string | null;
}

export interface DomainRoutesTable {
  id: Generated<number>;
  domain: string;
  position: number;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  subject: string | null;
  body: string;
  html: string | null;
  created_at: Timestamp;
}

export interface DB {
  brand_settings: BrandSettingsTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  encryption_keys: EncryptionKeysTable;
  banners: BannersTable;
  resources: ResourcesTable;
  help_articles: HelpArticlesTable;
  customer_service_entries: CustomerServiceEntriesTable;
  domain_routes: DomainRoutesTable;
  outbox_messages: OutboxMessagesTable;
  members: MembersTable;
  captcha_challenges: CaptchaChallengesTable;
  login_failures: LoginFailuresTable;
  security_events: SecurityEventsTable;
  verification_codes: VerificationCodesTable;
  server_secrets: ServerSecretsTable;
}

/** 0 player; 1, 2, 41, 42 agent types; 4 trial. */
export type MemberType = 0 | 1 | 2 | 4 | 41 | 42;

export interface MembersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  type: ColumnType<MemberType, MemberType | undefined, MemberType>;
  status: ColumnType<'active' | 'frozen', 'active' | 'frozen' | undefined, 'active' | 'frozen'>;
  nickname: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  referral_code: string;
  upline_id: number | null;
  avatar_url: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  zalo: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  register_domain: string | null;
  register_ip: string | null;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
  created_at: Timestamp;
}

export interface CaptchaChallengesTable {
  id: string;
  answer_hash: Buffer | Uint8Array;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  kind: 'account' | 'ip';
  key: string;
  count: number;
  window_started_at: Timestamp;
  last_failed_at: Timestamp;
  locked_until: Timestamp | null;
  lock_count: Generated<number>;
}

export type SecurityEventKind =
  | 'login_success'
  | 'login_failure'
  | 'login_locked'
  | 'password_change'
  | 'logout'
  | 'register'
  | 'password_reset'
  | 'sms_login';

export interface SecurityEventsTable {
  id: Generated<number>;
  member_id: number | null;
  username: string | null;
  kind: SecurityEventKind;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export type VerificationPurpose = 'register' | 'login' | 'password-reset' | 'bind';

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  recipient: string;
  code_hash: Buffer | Uint8Array;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  send_ip: string | null;
  created_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: Buffer | Uint8Array;
  created_at: Generated<Date>;
}
