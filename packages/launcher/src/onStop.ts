/** Runs `stop` once on Ctrl-C (SIGINT) or SIGTERM, then exits: 0 when it stopped cleanly, else 1. */
export function onStop(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
