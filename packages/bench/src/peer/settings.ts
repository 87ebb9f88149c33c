const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** BENCH_BASE_PORT (4700), BENCH_PEER_PORT (base + 7) and BENCH_RUNS (5), as the whole bench reads them. */
export function peerComparisonSettings() {
  const basePort = setting('BENCH_BASE_PORT', 4700);
  return {
    basePort,
    peerPort: setting('BENCH_PEER_PORT', basePort + 7),
    runs: setting('BENCH_RUNS', 5),
  };
}
