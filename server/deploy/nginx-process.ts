import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiUpstream } from './deploy-config.js';

/** Debian's nginx, as Chromium is Debian's: the reference production setup and its tests use it. */
export const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  /** A build folder with client/ and deploy/nginx/ (npm run build). */
  buildDir: string;
  /** Where nginx keeps its pid, logs and temporary files. */
  workDir: string;
  port: number;
  /** host:port of each API instance (`--api-only`). */
  apiInstances: string[];
  /**
   * The Host the instances are told (`$site_host`): the address visitors use, never the request's
   * own Host (decision 045). Default 127.0.0.1:port, nginx's own address here.
   */
  siteHost?: string;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  errorLog(): string;
  stop(): Promise<void>;
}

export function nginxMissing(): string | undefined {
  if (!existsSync(nginxBinary)) return `${nginxBinary} is missing: apt-get install -y nginx-light libnginx-mod-http-brotli-static (.ci/run does it)`;
  if (!existsSync(brotliModule)) return 'nginx lacks the brotli_static module: apt-get install -y libnginx-mod-http-brotli-static';
  return undefined;
}

/**
 * The whole nginx.conf of the reference setup: Debian's brotli module and MIME types, the generated
 * maps and server body, and the upstream of API instances. A request that fails on one instance
 * (refused connection, 502-504) goes to the next only when it is idempotent: nginx never sends a
 * POST twice, so a submission is stored once or answered as failed, never lost silently.
 */
export function nginxConf(options: NginxOptions): string {
  const build = resolve(options.buildDir);
  const work = resolve(options.workDir);
  const temp = (name: string) => `${name}_temp_path ${join(work, 'tmp', name)};`;
  return [
    // Run as root (CI, containers), nginx would hand its workers to `nobody`, who may not read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(work, 'nginx.pid')};`,
    `error_log ${join(work, 'error.log')} warn;`,
    `load_module ${brotliModule};`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  server_tokens off;',
    '  sendfile on;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(build, 'deploy', 'nginx', 'http.conf')};`,
    `  upstream ${apiUpstream} {`,
    ...options.apiInstances.map((instance) => `    server ${instance} max_fails=1 fail_timeout=5s;`),
    '    keepalive 16;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${options.port};`,
    `    set $site_root ${join(build, 'client')};`,
    `    set $site_host ${options.siteHost ?? `127.0.0.1:${options.port}`};`,
    `    include ${join(build, 'deploy', 'nginx', 'site.conf')};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Writes the configuration, checks it with `nginx -t`, and starts nginx in the foreground. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const work = resolve(options.workDir);
  mkdirSync(join(work, 'tmp'), { recursive: true });
  const conf = join(work, 'nginx.conf');
  writeFileSync(conf, nginxConf(options));
  const args = ['-p', work, '-c', conf, '-e', join(work, 'error.log')];
  const test = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start: ${stderr}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url} within 10 s: ${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    process: child,
    errorLog: () => (existsSync(join(work, 'error.log')) ? readFileSync(join(work, 'error.log'), 'utf8') : '') + stderr,
    stop: () => new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGQUIT'); // graceful: finishes the requests it has
    }),
  };
}
