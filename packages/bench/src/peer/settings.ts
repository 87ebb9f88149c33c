const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * BENCH_BASE_PORT (4700), BENCH_PEER_PORT (base + 7) and BENCH_RUNS (5), as the whole bench reads
 * them; BENCH_VARIANT_ROOT, a folder holding a second build of every app (`<app dir>/dist`, e.g. a
 * copy made with PORTAL_SPEED_OFF set), loaded in turns with this checkout's builds under
 * BENCH_VARIANT_LABEL; BENCH_RECORD_BASELINE=1 records this run's ratios as the baseline (baseline.ts);
 * BENCH_CPU_SLOWDOWN (1), BENCH_RTT_MS (0) and BENCH_DOWNLOAD_MBIT (0: unlimited) slow both apps alike;
 * BENCH_PAGES, page names separated by commas ('dashboard,users list'), measures only those.
 */
export function peerComparisonSettings() {
  const basePort = setting('BENCH_BASE_PORT', 4700);
  return {
    basePort,
    peerPort: setting('BENCH_PEER_PORT', basePort + 7),
    runs: setting('BENCH_RUNS', 5),
    recordBaseline: process.env.BENCH_RECORD_BASELINE === '1',
    throttle: {
      cpuSlowdown: setting('BENCH_CPU_SLOWDOWN', 1),
      rttMs: setting('BENCH_RTT_MS', 0),
      downloadMbit: setting('BENCH_DOWNLOAD_MBIT', 0),
    },
    pages: process.env.BENCH_PAGES?.split(',').map((name) => name.trim()),
    variant: process.env.BENCH_VARIANT_ROOT
      ? { root: process.env.BENCH_VARIANT_ROOT, label: process.env.BENCH_VARIANT_LABEL ?? 'variant' }
      : undefined,
  };
}
