/**
 * The server the suite starts, compiled once per run (`scripts/build-server.ts --if-needed`) into
 * a folder of the suite's own, .tmp/reliability/server, and run by plain node as in production
 * (`node dist/server/main.js`). Why not `node --import tsx server/main.ts`: every start compiled the
 * server's TypeScript again (a few seconds each, far more on a busy machine, times some twenty
 * starts), and a file edited while the suite runs would change the server between two parts of
 * one run. Not dist/server itself: that is `npm start`'s, and a build there would change what a
 * running `npm start` restarts with.
 */
import { join } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { CapturedLines, exitOf, spawnTracked } from './child-processes.js';

const outDir = join(projectRoot, '.tmp', 'reliability', 'server');
let compiled: Promise<string> | undefined;

/** The path of the compiled server's main.js; compiled (when its sources changed) at the first call of a run. */
export function compiledServer(): Promise<string> {
  compiled ??= compile();
  return compiled;
}

async function compile(): Promise<string> {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--if-needed', '--out-dir', outDir], {
    cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new CapturedLines().attach(child.stdout).attach(child.stderr);
  const exit = await exitOf(child);
  if (exit.code !== 0) throw new Error(`the server did not compile (scripts/build-server.ts exited with ${exit.code ?? exit.signal}):\n${output.all().slice(-10).join('\n')}`);
  return join(outDir, 'main.js');
}
