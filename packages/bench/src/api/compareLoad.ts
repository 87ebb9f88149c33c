// npm run bench:load -- before=http://127.0.0.1:3301 after=http://127.0.0.1:3302: the bench's load
// on running APIs of the same data, taking turns (A B, B A, ...), so whatever else the shared
// machine does weighs on each alike. A `@pid` after a URL adds that API process's CPU time per
// request (Linux); `@pid,pid,...` adds up the processes behind one URL (nginx's workers and the
// API processes of `npm run start:production`, docs/production.md). BENCH_LOAD_ROUNDS (4) and BENCH_LOAD_SECONDS (20) set the turns and their length
// (each after 5 s of the same load, unmeasured). Start the APIs with ADMIN_CALLS_PER_MINUTE=0: the
// load's one session calls far beyond a session's limit.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { markdownTable } from '../markdownTable';
import { loadMix, runApiLoad } from './load';
import { adminToken, apiGetter, findTargets } from './targets';

interface Contender {
  name: string;
  url: string;
  pids: string[];
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU seconds the processes have used so far. */
function cpuSeconds(pids: string[]): number {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  }, 0);
}

function parseContender(arg: string): Contender {
  const match = /^([^=]+)=(https?:\/\/[^@]+)(?:@(\d+(?:,\d+)*))?$/.exec(arg);
  if (!match) throw new Error(`Expected name=url, name=url@pid or name=url@pid,pid,..., got ${arg}`);
  return { name: match[1]!, url: match[2]!, pids: match[3]?.split(',') ?? [] };
}

async function main(): Promise<void> {
  const contenders = process.argv.slice(2).map(parseContender);
  if (contenders.length < 2) throw new Error('Name at least two APIs to compare');
  const rounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 4);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
  const tokens = await Promise.all(contenders.map((contender) => adminToken(contender.url)));
  const mix = loadMix(await findTargets(apiGetter(contenders[0]!.url, tokens[0]!)));
  const runs = contenders.map(() => [] as string[]);
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const { pids, url, name } = contenders[i]!;
      let cpuBefore = 0;
      const load = await runApiLoad(url, tokens[i]!, mix, {
        seconds,
        onWarm: () => (cpuBefore = cpuSeconds(pids)),
      });
      const requests = load.requestsPerSecond * seconds;
      const cpu = pids.length
        ? `, ${(((cpuSeconds(pids) - cpuBefore) * 1000) / requests).toFixed(2)} ms CPU/req`
        : '';
      const figure =
        `${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99} ms, ` +
        `${load.errors + load.non2xx} errors${cpu} (load ${loadavg()[0]!.toFixed(1)})`;
      runs[i]!.push(figure);
      console.log(`-- ${name}: ${figure}`);
    }
  }
  const header = ['turn', ...contenders.map((contender) => contender.name)];
  const rows = Array.from({ length: rounds }, (_, round) => [
    String(round + 1),
    ...runs.map((figures) => figures[round]!),
  ]);
  console.log(`\n${markdownTable(header, rows)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
