import { readdirSync, readFileSync } from 'node:fs';

/** Every descendant pid of `root` (Linux /proc). */
export function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = parents.get(ppid) ?? [];
      list.push(Number(entry));
      parents.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    for (const child of parents.get(pid) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of `root` and all its descendants now, in MiB. */
export function treeRssMiB(root: number): number {
  return [root, ...descendants(root)].reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0);
}

/**
 * Samples the tree's resident memory every `intervalMs` until `stop` is called, which returns
 * the highest sum seen: the peak of the whole tree (each process's own VmHWM may come at
 * different moments, so their sum would overstate it).
 */
export function sampleTreePeak(root: number, intervalMs = 10): () => number {
  let peak = treeRssMiB(root);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMiB(root))), intervalMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRssMiB(root));
  };
}
