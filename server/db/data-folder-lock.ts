import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) must be opened by one process only: two servers on one data
 * folder both answer and acknowledge submissions, and what one of them wrote is lost at the next
 * start. So whoever opens the folder first leaves a lock file with its pid; a second opener is
 * refused, and a lock whose process is gone (a crash, a SIGKILL) is taken over.
 */
export const lockFileName = 'database.lock';

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
        'Only one process may open the embedded database: stop that process first (kill -TERM ' +
        `${holder.pid}), or give this one another DATA_DIR. If no such process runs, delete ${join(dataDir, lockFileName)}.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  release(): void;
}

// Locks this process holds, so that opening the same folder twice in one process is refused too
// (the pid in the file is then our own, which otherwise means a previous life of a reused pid).
const heldHere = new Set<string>();

/** Takes the lock of dataDir or throws DataFolderLockedError naming the process that holds it. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, lockFileName);
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(mine);
  if (heldHere.has(file)) throw new DataFolderLockedError(dataDir, readHolder(file) ?? mine);

  // The content is written to a file of our own first and then linked under the lock's name:
  // link() fails if the name exists, so the lock appears atomically and never half written.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, content, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const holder = readHolder(file);
      if (holder && isRunning(holder.pid)) throw new DataFolderLockedError(dataDir, holder);
      takeOverStale(dataDir, file);
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.add(file);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    // Only our own lock is removed: never one that another process took over meanwhile.
    if (readFileIfAny(file) === content) unlinkSync(file);
  };
  // A process that exits without closing the database (process.exit) still leaves the folder free.
  process.on('exit', release);
  return { release };
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes taking over at once
 * only one moves it; if what was moved turns out to be a live lock written meanwhile, it is put back.
 */
function takeOverStale(dataDir: string, file: string): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it: try again
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && isRunning(moved.pid)) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process took the name meanwhile: it holds the folder, and we are refused either way
    }
    unlinkSync(aside);
    throw new DataFolderLockedError(dataDir, moved);
  }
  unlinkSync(aside);
}

function readHolder(file: string): LockHolder | undefined {
  const text = readFileIfAny(file);
  try {
    const holder = text ? (JSON.parse(text) as LockHolder) : undefined;
    return holder && Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined; // not a lock this code wrote: treated as stale
  }
}

function readFileIfAny(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid exists; our own pid here means a lock left by an earlier life. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}
