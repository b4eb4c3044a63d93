import { readFileSync } from 'node:fs';

/** The child processes of `pid`, from /proc (Linux); none where /proc is missing. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The process that runs the server under `pid`: tsx starts the script in a child of its own, so the
 * server is the last of the line of children (the process itself without tsx's wrapper).
 */
export function serverProcess(pid: number): number {
  let current = pid;
  for (let children = childrenOf(current); children.length > 0; children = childrenOf(current)) {
    current = children[0];
  }
  return current;
}

/** Resident memory of a process in MB (its threads included), or NaN where /proc cannot tell. */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}
