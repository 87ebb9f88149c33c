import { localAppOrigins } from '@portal/registry/apps';
import path from 'node:path';
import type { ExportPolicy } from './routes/exportSlots';
import { CALLBACK_PATH, resolveSignIn, type GoogleSignInOptions, type SignInConfig } from './configSignIn';

export type SeedScale = 'small' | 'large';

export interface AdminApiOptions {
  /** Default env PORT or 4000; 0 picks any free port. */
  port?: number;
  /** Default env HOST or 127.0.0.1; with the stand-in sign-in only loopback (auth/standInExposure.ts). */
  host?: string;
  /**
   * Google OpenID Connect sign-in; default from env GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET (or
   * GOOGLE_CLIENT_SECRET_FILE), STAFF_DOMAINS and OIDC_ISSUER; without GOOGLE_CLIENT_ID the local
   * stand-in (env STAND_IN_SIGN_IN=allow where it is otherwise refused). docs/sign-in.md.
   */
  google?: GoogleSignInOptions;
  /** Default env PORTAL_URL or http://localhost:3000: the CORS origin and the sign-in redirect target. */
  portalUrl?: string;
  /**
   * Origins besides the portal's that CORS allows and a sign-in may return to: the apps' own servers,
   * for a remote served alone. Default: in development (env NODE_ENV=development or
   * DEV_ORIGINS=true) every registered app on localhost at its port, else none. Never with
   * NODE_ENV=production.
   */
  developmentOrigins?: string[];
  /** Default env DATA_DIR or '.data/admin-api' (relative to the repo root); 'memory://' keeps the database in memory. */
  dataDir?: string;
  /**
   * A dump of an embedded database's data folder (PGlite's `dumpDataDir`, uncompressed) that a new
   * one starts from instead of being created and migrated (an existing one ignores it): tests copy
   * one seeded database this way.
   */
  pgliteDump?: string;
  /** Default env DATABASE_URL: use a real PostgreSQL server instead of the embedded one. */
  databaseUrl?: string;
  /** Default env SEED_SCALE or 'small'. */
  seedScale?: SeedScale;
  /** Default env TOKEN_SECRET, else a random secret generated once and kept in the database. */
  tokenSecret?: string;
  /**
   * Default env TRUST_PROXY: the proxies whose `X-Forwarded-For/-Host/-Proto` the API believes, as
   * addresses, subnets or `loopback` (comma-separated); unset, none. Behind a proxy on the same
   * machine use `loopback`, so rate limits and logs see the browser's address, not the proxy's.
   */
  trustProxy?: string;
  /**
   * A Unix socket path (relative to the repository root) the API listens on besides its port, for
   * the one proxy in front of it on this machine (the root `npm start`'s shell server): the file is
   * its owner's only (0600), and `X-Forwarded-*` is believed on its connections only, never on the
   * port's (which keep `trustProxy`). Default env PROXY_SOCKET; unset, none.
   */
  proxySocket?: string;
  /** Request logs to stdout, and to a file: env LOG_FILE, else `logs/admin-api.log` beside the data folder. */
  logger?: boolean;
  /** Request logs (JSON lines) to this file, rotated (admin-api.1.log, .2, ...); its folder is created. */
  logFile?: string;
  /**
   * Default env ALLOWED_HOSTS (comma-separated host names): besides the loopback names and the
   * hosts of PORTAL_URL and the development origins, the names the API answers to; any other Host is refused.
   */
  allowedHosts?: string[];
  /** Overrides of the engine's export caps, row cap and send timeout (routes/exportSlots.ts), for tests. */
  exportPolicy?: Partial<ExportPolicy>;
  /**
   * Calls one session may make a minute to /admin/* and /user/profile (429 with Retry-After
   * beyond); 0: no limit. Default env ADMIN_CALLS_PER_MINUTE, else DEFAULT_ADMIN_CALLS_PER_MINUTE.
   */
  adminCallsPerMinute?: number;
  /** Days an access audit record is kept (30 or more); default env AUDIT_RETENTION_DAYS, else 400. */
  auditRetentionDays?: number;
  /** The accounts that may read the access audit; default env AUDITOR_EMAILS (comma-separated), else none. */
  auditorEmails?: string[];
}

export type StorageConfig =
  { kind: 'pglite'; dataDir: string | null; dump?: string } | { kind: 'postgres'; url: string };

export interface AdminApiConfig {
  port: number;
  host: string;
  portalUrl: string;
  /** Scheme, host and port of portalUrl: what CORS and CSP compare against. */
  portalOrigin: string;
  /** The portal's origin, then the development origins: CORS and the sign-in's return allow these only. */
  allowedOrigins: string[];
  storage: StorageConfig;
  seedScale: SeedScale;
  /**
   * True for the embedded demo folder (the default DATA_DIR): its data is reseeded when it is more
   * than a week old, so the demo tells the truth about now. Any other database keeps its data.
   */
  reseedStaleDemo: boolean;
  tokenSecret: string | null;
  /** Google OpenID Connect or the stand-in. */
  signIn: SignInConfig;
  /** `<portal URL>/auth/oauth/google/callback`: the redirect URI registered with Google. */
  redirectUri: string;
  /** NODE_ENV=production: the stand-in is refused unless allowed, on loopback. */
  production: boolean;
  /** Host names served besides the loopback ones. */
  allowedHosts: string[];
  /** Fastify's `trustProxy`: the trusted proxies' addresses, or false. */
  trustProxy: string | false;
  /** Absolute path of the proxy's Unix socket, or null. */
  proxySocket: string | null;
  logger: boolean;
  logFile: string | null;
  /** Calls a session may make a minute to /admin/* and /user/profile; 0: no limit. */
  adminCallsPerMinute: number;
  /** Access audit records older than this many days are purged (audit/retention.ts). */
  auditRetentionDays: number;
  /** Lower-case e-mail addresses of the auditors (audit/auditors.ts). */
  auditorEmails: string[];
}

export const MEMORY_DATA_DIR = 'memory://';
const DEFAULT_PORT = 4000;
/**
 * 20 calls a second for a whole minute: a page makes at most about ten, so staff at work never
 * meet it; a looping script does, and waits.
 */
export const DEFAULT_ADMIN_CALLS_PER_MINUTE = 1200;
const DEFAULT_PORTAL_URL = 'http://localhost:3000';
const DEFAULT_DATA_DIR = '.data/admin-api';
/** packages/admin-api/src -> repository root, so the data folder does not depend on the cwd. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export function resolveConfig(
  options: AdminApiOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): AdminApiConfig {
  const portalUrl = options.portalUrl ?? env.PORTAL_URL ?? DEFAULT_PORTAL_URL;
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const storage: StorageConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : {
        kind: 'pglite',
        dataDir: resolveDataDir(options.dataDir ?? env.DATA_DIR ?? DEFAULT_DATA_DIR),
        ...(options.pgliteDump ? { dump: options.pgliteDump } : {}),
      };
  const logger = options.logger ?? false;
  const allowedOrigins = [parseOrigin(portalUrl, 'PORTAL_URL'), ...developmentOrigins(options, env)];
  const namedHosts = options.allowedHosts ?? env.ALLOWED_HOSTS?.split(',') ?? [];
  const proxySocket = options.proxySocket ?? env.PROXY_SOCKET;
  return {
    port: options.port ?? parsePort(env.PORT),
    host: options.host ?? (env.HOST || '127.0.0.1'),
    portalUrl: portalUrl.replace(/\/+$/, ''),
    portalOrigin: parseOrigin(portalUrl, 'PORTAL_URL'),
    allowedOrigins,
    allowedHosts: [
      ...new Set([
        ...allowedOrigins.map((origin) => new URL(origin).hostname),
        ...namedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean),
      ]),
    ],
    storage,
    seedScale: options.seedScale ?? parseSeedScale(env.SEED_SCALE),
    reseedStaleDemo: storage.kind === 'pglite' && storage.dataDir === resolveDataDir(DEFAULT_DATA_DIR),
    tokenSecret: options.tokenSecret ?? env.TOKEN_SECRET ?? null,
    signIn: resolveSignIn(options.google, env),
    redirectUri: `${portalUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`,
    production: env.NODE_ENV === 'production',
    trustProxy: (options.trustProxy ?? env.TRUST_PROXY)?.trim() || false,
    proxySocket: proxySocket ? path.resolve(REPO_ROOT, proxySocket) : null,
    logger,
    logFile: options.logFile ?? (env.LOG_FILE || (logger ? defaultLogFile(storage) : null)),
    adminCallsPerMinute: options.adminCallsPerMinute ?? parseCallsPerMinute(env.ADMIN_CALLS_PER_MINUTE),
    auditRetentionDays: parseRetentionDays(options.auditRetentionDays ?? env.AUDIT_RETENTION_DAYS),
    auditorEmails: parseAuditorEmails(options.auditorEmails ?? env.AUDITOR_EMAILS),
  };
}

/** Beside the data folder (`.data/logs` by default), so a container keeps its logs with its volume. */
function defaultLogFile(storage: StorageConfig): string {
  const dataRoot =
    storage.kind === 'pglite' && storage.dataDir
      ? path.dirname(storage.dataDir)
      : path.join(REPO_ROOT, '.data');
  return path.join(dataRoot, 'logs', 'admin-api.log');
}

function developmentOrigins(options: AdminApiOptions, env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV === 'production') return [];
  if (options.developmentOrigins) {
    return options.developmentOrigins.map((origin) => parseOrigin(origin, 'A development origin'));
  }
  const development = env.NODE_ENV === 'development' || env.DEV_ORIGINS === 'true';
  return development ? localAppOrigins(env) : [];
}

function resolveDataDir(dataDir: string): string | null {
  return dataDir === MEMORY_DATA_DIR ? null : path.resolve(REPO_ROOT, dataDir);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
}

function parseCallsPerMinute(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_ADMIN_CALLS_PER_MINUTE;
  const calls = Number(value);
  if (!Number.isInteger(calls) || calls < 0)
    throw new Error(`ADMIN_CALLS_PER_MINUTE must be a whole number, 0 for no limit, got "${value}"`);
  return calls;
}

/** The shortest retention the database's purge accepts (migrations/013_access_audit.ts). */
export const MIN_AUDIT_RETENTION_DAYS = 30;
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

function parseRetentionDays(value: number | string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_AUDIT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < MIN_AUDIT_RETENTION_DAYS || days > 36_500) {
    throw new Error(
      `AUDIT_RETENTION_DAYS must be a whole number of days from ${MIN_AUDIT_RETENTION_DAYS} to 36500, got "${value}"`,
    );
  }
  return days;
}

function parseAuditorEmails(value: readonly string[] | string | undefined): string[] {
  const emails = (typeof value === 'string' ? value.split(',') : (value ?? []))
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.find((email) => !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email));
  if (bad !== undefined) {
    throw new Error(`AUDITOR_EMAILS must be e-mail addresses separated by commas, got "${bad}"`);
  }
  return [...new Set(emails)];
}

export function parseSeedScale(value: string | undefined): SeedScale {
  if (value === undefined || value === '' || value === 'small') return 'small';
  if (value === 'large') return 'large';
  throw new Error(`SEED_SCALE must be "small" or "large", got "${value}"`);
}

function parseOrigin(url: string, what: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error(`${what} must be an absolute http(s) URL, got "${url}"`);
  }
  return parsed.origin;
}
