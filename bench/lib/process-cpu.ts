import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds a process has used so far, from /proc (Linux); null elsewhere. With
 * `withEndedChildren`, the time of its children it has reaped too (a postmaster's ended backends).
 */
export function processCpuMs(pid: number, withEndedChildren = false): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name: state is the first, utime the 12th, stime the 13th, the
    // reaped children's cutime and cstime the 14th and 15th (USER_HZ 100).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = withEndedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (Number(fields[11]) + Number(fields[12]) + children) * 10;
  } catch {
    return null;
  }
}

/**
 * The CPU time of every process named postgres on this machine (the database's backends and
 * workers), with the ended backends the postmaster has reaped (its children's time).
 */
export function postgresCpuMs(): number | null {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc', { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^\d+$/.test(entry.name)) continue;
    try {
      if (readFileSync(`/proc/${entry.name}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // the process ended meanwhile
    }
    const ms = processCpuMs(Number(entry.name), true);
    if (ms !== null) {
      total += ms;
      found = true;
    }
  }
  return found ? total : null;
}

/** Milliseconds of CPU per unit of work between two readings; null where /proc is not there. */
export const cpuMsPer = (before: number | null, after: number | null, units: number): number | null =>
  before === null || after === null || units === 0 ? null : Math.round(((after - before) / units) * 1000) / 1000;
