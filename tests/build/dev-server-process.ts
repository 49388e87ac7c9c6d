import type { ChildProcess } from 'node:child_process';
import { projectRoot } from '../../engine/config/read-source-files';
import { exitWithin, freePort, signalGroup, spawnTracked } from '../../scripts/reliability/child-processes';

/** `npm run dev` (react-router dev) on a content copy, on a free port, its output collected. */
export interface DevServer {
  process: ChildProcess;
  base: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer(contentRoot: string, dataDir: string, env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  let output = '';
  const dev = spawnTracked(process.execPath, ['node_modules/@react-router/dev/bin.js', 'dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_CONTENT_ROOT: contentRoot, DEV_DATA_DIR: dataDir, ...env },
    // stdin stays open: Vite stops when its standard input ends.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    process: dev,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      signalGroup(dev, 'SIGTERM');
      if (!(await exitWithin(dev, 15_000))) signalGroup(dev, 'SIGKILL');
    },
  };
}
