/**
 * What the machine and PostgreSQL were doing while a benchmark ran, for `npm run bench:server --
 * --postgres`: where the CPU went (PostgreSQL's processes, this process with its server nodes and
 * client, everything else on the machine) and what PostgreSQL's connections waited on, from
 * pg_stat_activity sampled every SAMPLE_MS. A two-node gain that does not show is explained
 * by these figures, not guessed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const SAMPLE_MS = 50;
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds used so far: PostgreSQL's processes, this process (all its threads), the whole machine (busy and all). */
interface CpuTimes {
  postgres: number;
  bench: number;
  busy: number;
  total: number;
}

function cpuSecondsOf(stat: string): { comm: string; seconds: number } {
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat; `fields` starts at field 3.
  return { comm, seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
}

function cpuTimes(): CpuTimes {
  let postgres = 0;
  let bench = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const { comm, seconds } = cpuSecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (Number(pid) === process.pid) bench += seconds;
      else if (comm === 'postgres') postgres += seconds;
    } catch {
      // The process ended while being read.
    }
  }
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all / 1000;
    busy += (all - times.idle) / 1000;
  }
  return { postgres, bench, busy, total };
}

export interface RunProfile {
  seconds: number;
  /** CPU cores used on average. */
  cores: { postgres: number; bench: number; others: number; machineBusy: number; machine: number };
  /** Mean number of connections in each state and wait, most first: "client backend node-a active Lock:transactionid" → 3.2. */
  waits: [string, number][];
  samples: number;
}

/** Starts watching; `stop` answers what was seen since. */
export async function watchRun(url: string): Promise<{ stop(): Promise<RunProfile> }> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-profile' });
  let samples = 0;
  let sampling = true;
  // A lost connection ends the sampling (the run's own figures still stand), it does not crash the bench.
  client.on('error', () => (sampling = false));
  await client.connect();
  const counts = new Map<string, number>();
  const loop = (async () => {
    while (sampling) {
      const rows = await client.query<{ label: string; n: number }>(
        `SELECT concat_ws(' ', backend_type, nullif(application_name, ''), state, coalesce(wait_event_type || ':' || wait_event, 'on CPU')) AS label, count(*)::int AS n
         FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND (datname = current_database() OR backend_type <> 'client backend') GROUP BY 1`,
      );
      for (const { label, n } of rows.rows) counts.set(label, (counts.get(label) ?? 0) + n);
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })().catch(() => undefined);
  const started = performance.now();
  const before = cpuTimes();
  return {
    async stop() {
      const after = cpuTimes();
      const seconds = (performance.now() - started) / 1000;
      sampling = false;
      await loop;
      await client.end().catch(() => undefined);
      const per = (key: keyof CpuTimes) => (after[key] - before[key]) / seconds;
      const machineBusy = per('busy');
      return {
        seconds,
        cores: { postgres: per('postgres'), bench: per('bench'), others: Math.max(0, machineBusy - per('postgres') - per('bench')), machineBusy, machine: os.cpus().length },
        waits: [...counts].map(([label, n]): [string, number] => [label, n / Math.max(1, samples)]).sort((a, b) => b[1] - a[1]),
        samples,
      };
    },
  };
}

/** The profile as lines of text. */
export function describeProfile(label: string, profile: RunProfile): string[] {
  const c = profile.cores;
  const cores = (n: number) => n.toFixed(2);
  return [
    `${label}: CPU cores used of ${c.machine}: PostgreSQL ${cores(c.postgres)}, this process (server nodes and client) ${cores(c.bench)}, ` +
      `other processes ${cores(c.others)}; machine busy ${cores(c.machineBusy)}`,
    `${label}: PostgreSQL connections by state and wait (mean of ${profile.samples} samples, every ${SAMPLE_MS} ms):`,
    ...profile.waits.filter(([, n]) => n >= 0.05).map(([label, n]) => `  ${n.toFixed(2).padStart(6)}  ${label}`),
  ];
}
