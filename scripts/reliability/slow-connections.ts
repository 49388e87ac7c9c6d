/**
 * Connections that take their time, written byte by byte on a socket: a client trickling header
 * lines (which a server must close within a bound), and a request whose body arrives in two
 * parts (to hold it in flight while the server is told to stop).
 */
import { Socket } from 'node:net';
import { parseJson } from './http-client.js';

/** Opens a request and sends one more header line a second; when (if) the server closes it. */
export function trickleHeaders(port: number, boundMs: number): Promise<{ closedAfterMs?: number; answered?: string }> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const started = performance.now();
    let received = '';
    let line = 0;
    const timer = setInterval(() => socket.write(`X-Trickle-${line++}: ${'a'.repeat(8)}\r\n`), 1_000);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(bound);
      socket.destroy();
      resolve(closed ? { closedAfterMs: performance.now() - started, answered: received.split('\r\n')[0] || undefined } : {});
    };
    const bound = setTimeout(() => finish(false), boundMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.once('close', () => finish(true));
    socket.once('error', () => undefined); // a reset is a close too; 'close' follows
    socket.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  });
}

export interface SlowRequest {
  /** Sends the rest of the body; resolves with the answer (status and parsed body) or the failure. */
  finish(): Promise<{ status?: number; body?: any; error?: string }>;
}

/**
 * Starts a JSON POST and sends the first half of its body; the server has the request but cannot
 * answer before finish() sends the rest.
 */
export function startSlowPost(port: number, path: string, json: unknown, headers: Record<string, string> = {}): Promise<SlowRequest> {
  const body = Buffer.from(JSON.stringify(json));
  const half = Math.floor(body.length / 2);
  const head = [
    `POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let received = '';
    let closed = false;
    let failure: string | undefined;
    const ended = new Promise<void>((done) => socket.once('close', () => ((closed = true), done())));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.once('error', (error) => (failure = error.message));
    socket.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body.subarray(0, half), () => resolve({
        async finish() {
          if (!closed) socket.write(body.subarray(half));
          await Promise.race([ended, new Promise((r) => setTimeout(r, 15_000))]);
          socket.destroy();
          const [statusLine = '', ...rest] = received.split('\r\n');
          const status = Number(statusLine.split(' ')[1]) || undefined;
          const text = rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n');
          return { status, body: parseJson(dechunk(text)), error: status ? undefined : failure ?? (received ? `no status line: ${received.slice(0, 80)}` : 'closed without an answer') };
        },
      }));
    });
    socket.once('error', reject);
  });
}

/** The body of a chunked answer (Fastify sends JSON with Content-Length; chunked only in case). */
function dechunk(text: string): string {
  if (!/^[0-9a-fA-F]+\r\n/.test(text)) return text;
  let out = '';
  let rest = text;
  for (;;) {
    const match = /^([0-9a-fA-F]+)\r\n/.exec(rest);
    if (!match) break;
    const [line, hexSize = ''] = match; // the size takes part in every match
    const size = parseInt(hexSize, 16);
    if (size === 0) break;
    out += rest.slice(line.length, line.length + size);
    rest = rest.slice(line.length + size + 2);
  }
  return out;
}
