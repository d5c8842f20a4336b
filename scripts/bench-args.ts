/**
 * The benchmarks' command line. `-- --help` (or `-h`) prints the benchmark's usage and exits 0; an
 * option it does not know prints the usage and exits 2 — instead of starting minutes of load on
 * the machine. Child processes a benchmark starts itself pass their own flags as `internal`.
 */
export interface BenchOptions {
  /** Options without a value, e.g. --postgres. */
  flags?: readonly string[];
  /** Options followed by a value, e.g. --profile <file>. */
  values?: readonly string[];
  /** Flags of the benchmark's own child processes: accepted, not shown. */
  internal?: readonly string[];
}

export function checkBenchArgs(args: readonly string[], usage: string, options: BenchOptions = {}): void {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const known = new Set([...(options.flags ?? []), ...(options.internal ?? [])]);
  const withValue = new Set(options.values ?? []);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (known.has(arg)) continue;
    if (withValue.has(arg) && args[i + 1] !== undefined) {
      i += 1;
      continue;
    }
    console.error(`${withValue.has(arg) ? `${arg} needs a value` : `Unknown option "${arg}"`}\n\n${usage}`);
    process.exit(2);
  }
}
