import { cpus, loadavg } from 'node:os';

/** `--smoke`: tiny sizes and one run, to prove the benchmark still works; timings mean nothing then. */
export const isSmoke = () => process.argv.includes('--smoke');

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** One line about the machine, printed above every benchmark's tables: figures depend on it. */
export function machineNote(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${one.toFixed(1)} / ${five.toFixed(1)} (1 / 5 min), Node ${process.version}`;
}

/** Runs a benchmark's main function; any error ends the process with status 1 (what bench:smoke checks). */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
