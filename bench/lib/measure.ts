/**
 * Wall time, CPU time and peak memory of a command and every process it starts (a build runs
 * worker threads and child processes). CPU time (GNU time's user + system, which counts the
 * children the command waited for) moves less than wall time when other work shares the cores.
 * Peak memory, two ways:
 * - `cgroupPeakMb`: the peak of a memory cgroup made for the command under this process's own
 *   (cgroup v1 `memory.max_usage_in_bytes`, v2 `memory.peak`; root only). It counts the page
 *   cache of the files the command writes as well as its processes' memory;
 * - `rssPeakMb`: the largest sum of the resident memory of the command's process tree, sampled
 *   from /proc every SAMPLE_MS. It misses a peak shorter than that.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createInterface} from 'node:readline';

export interface Measured {
  seconds: number;
  cpuSeconds: number;
  /** Null where no memory cgroup could be made. */
  cgroupPeakMb: number | null;
  rssPeakMb: number;
  /** When the sampled RSS peaked, in seconds from the start. */
  rssPeakAtSeconds: number;
}

const SAMPLE_MS = 200;
const PAGE_BYTES = 4096;

/** A memory cgroup for one command, under this process's own, and the file holding its peak; or null. */
function memoryGroup(): {dir: string; peakFile: string} | null {
  let lines: string[];
  try {
    lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  } catch {
    return null;
  }
  const v1 = lines.map((l) => l.split(':')).find(([, controllers]) => controllers?.split(',').includes('memory'));
  const candidates: {dir: string; peakFile: string}[] = [];
  if (v1) candidates.push({dir: join('/sys/fs/cgroup/memory', v1[2]!), peakFile: 'memory.max_usage_in_bytes'});
  const v2 = lines.find((l) => l.startsWith('0::'));
  if (v2 && existsSync('/sys/fs/cgroup/cgroup.controllers'))
    candidates.push({dir: join('/sys/fs/cgroup', v2.slice(3)), peakFile: 'memory.peak'});
  for (const {dir: parent, peakFile} of candidates) {
    const dir = join(parent, `jaqpot-bench-${process.pid}-${Date.now()}`);
    try {
      mkdirSync(dir);
    } catch {
      continue;
    }
    // On v2 the memory files exist only where the parent hands the controller down.
    if (existsSync(join(dir, peakFile))) return {dir, peakFile};
    rmdirSync(dir);
  }
  return null;
}

/** Resident bytes of `root` and its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command name (which may hold spaces and parentheses): state, ppid, …, rss (24th field).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_BYTES);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `command` in `cwd` and measures it, handing each line it prints (stdout and stderr) to
 * `line`; rejects if it fails, with its last lines.
 */
export async function measured(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  line: (text: string) => void,
): Promise<Measured> {
  const group = memoryGroup();
  const scratch = mkdtempSync(join(tmpdir(), 'jaqpot-bench-time-'));
  const timeFile = join(scratch, 'cpu');
  const timed = `exec /usr/bin/time -o ${timeFile} -f "%U %S" "$@"`;
  const script = group ? `echo $$ > ${group.dir}/cgroup.procs && ${timed}` : timed;
  const started = performance.now();
  const child = spawn('bash', ['-c', script, 'bench', ...command], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ...env},
  });
  const last: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({input: stream}).on('line', (text) => {
      last.push(text);
      if (last.length > 40) last.shift();
      line(text);
    });
  let rssPeak = 0;
  let rssPeakAt = 0;
  const sampler = setInterval(() => {
    const rss = child.pid ? treeRss(child.pid) : 0;
    if (rss > rssPeak) [rssPeak, rssPeakAt] = [rss, (performance.now() - started) / 1000];
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  let cgroupPeakMb: number | null = null;
  if (group) {
    cgroupPeakMb = Number(readFileSync(join(group.dir, group.peakFile), 'utf8')) / 2 ** 20;
    try {
      rmdirSync(group.dir);
    } catch {
      // A process of the command outlived it; the empty group goes when it ends.
    }
  }
  if (code !== 0) throw new Error(`${command.join(' ')} failed in ${cwd} (exit ${code}):\n${last.join('\n')}`);
  // GNU time writes a note before the figures when the command was signalled: the last line holds them.
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  rmSync(scratch, {recursive: true, force: true});
  return {
    seconds,
    cpuSeconds: user! + system!,
    cgroupPeakMb,
    rssPeakMb: rssPeak / 2 ** 20,
    rssPeakAtSeconds: rssPeakAt,
  };
}
