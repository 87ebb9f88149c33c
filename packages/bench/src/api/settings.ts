import type { EngineSettings } from './engines';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The engines bench's settings from the environment (see docs/performance.md). */
export function engineSettings(log: EngineSettings['log']): EngineSettings {
  const basePort = setting('BENCH_BASE_PORT', 4700);
  const apiPort = setting('BENCH_API_PORT', basePort + 7);
  return {
    // Seeded on first use (minutes), then reused.
    pgliteDataDir: process.env.BENCH_DATA_DIR ?? '.data/admin-api-large',
    postgresUrl: process.env.BENCH_DATABASE_URL,
    postgresDir: process.env.BENCH_POSTGRES_DIR ?? '.data/postgres-large',
    postgresPort: setting('BENCH_PG_PORT', basePort + 9),
    apiPorts: [apiPort, apiPort + 1],
    rounds: setting('BENCH_API_ROUNDS', 50),
    log,
  };
}
