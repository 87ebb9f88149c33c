export { buildAdminApi, mintAccessToken } from './app';
export { startAdminApi, type RunningAdminApi } from './server';
export { MEMORY_DATA_DIR, type AdminApiOptions, type SeedScale } from './config';
export { ADMIN_EMAIL, MEMBER_EMAIL } from './seed/generate/staff';
export { SIGN_IN_RATE_LIMIT } from './routes/authRoutes';
export type { Expiry } from './auth/tokens';
export { createDatabase, startPostgresCluster, type PostgresCluster } from './db/postgresCluster';
export { startApiProcess, type ApiProcess } from './testing/apiProcess';
export { signInOverHttp } from './testing/httpSignIn';
