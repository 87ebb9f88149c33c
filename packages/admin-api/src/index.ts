export { buildAdminApi, mintAccessToken } from './app';
export { startAdminApi, type RunningAdminApi } from './server';
export {
  DEFAULT_ADMIN_CALLS_PER_MINUTE,
  MEMORY_DATA_DIR,
  parseSeedScale,
  type AdminApiOptions,
  type SeedScale,
} from './config';
export { ADMIN_EMAIL, MEMBER_EMAIL } from './seed/generate/staff';
export { SIGN_IN_RATE_LIMIT } from './routes/authRoutes';
export type { Expiry } from './auth/tokens';
export { createDatabase, startPostgresCluster, type PostgresCluster } from './db/postgresCluster';
export { prepareApiRoleDatabase } from './audit/roles';
export { startApiProcess, type ApiProcess } from './testing/apiProcess';
export { createTestStorage } from './testing/testEngine';
export { signInOverHttp } from './testing/httpSignIn';
export { startOidcTestServer, type OidcTestAccount, type OidcTestServer } from './testing/oidcServer';
export { letOthersPassThrough, makeOwnerOnly } from './db/ownerOnly';
export { rawRequest, type RawAnswer } from './testing/rawRequest';
