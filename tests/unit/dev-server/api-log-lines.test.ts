import { describe, expect, it } from 'vitest';
import { apiLogStream } from '../../../server/dev/api-log-lines';

function captured() {
  const lines: Array<[string, string]> = [];
  const logger = {
    info: (message: string) => void lines.push(['info', message]),
    warn: (message: string) => void lines.push(['warn', message]),
    error: (message: string) => void lines.push(['error', message]),
  };
  return { lines, stream: apiLogStream(logger) };
}

const write = (stream: NodeJS.WritableStream, text: string) => new Promise<void>((resolve) => stream.write(text, () => resolve()));

describe('the dev API log in the dev terminal', () => {
  it('leaves out the two lines of every request and writes the others as one line each, at their level', async () => {
    const { lines, stream } = captured();
    await write(stream, `${JSON.stringify({ level: 30, time: 1, pid: 2, hostname: 'h', reqId: 'req-1', req: { method: 'GET', url: '/en' }, msg: 'incoming request' })}\n`);
    await write(stream, `${JSON.stringify({ level: 30, time: 1, reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3, msg: 'request completed' })}\n`);
    await write(stream, `${JSON.stringify({ level: 30, time: 1, pid: 2, hostname: 'h', outbox: 'data/dev/outbox', msg: 'e-mail written to the outbox' })}\n`);
    await write(stream, `${JSON.stringify({ level: 40, time: 1, msg: 'mail server refused', attempts: 3 })}\n`);
    expect(lines).toEqual([
      ['info', '[api] e-mail written to the outbox outbox=data/dev/outbox'],
      ['warn', '[api] mail server refused attempts=3'],
    ]);
  });

  it('keeps an error\'s stack (a failing API call is a fault to fix), and a line split across writes whole', async () => {
    const { lines, stream } = captured();
    const line = JSON.stringify({ level: 50, time: 1, reqId: 'req-2', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (server/api/x.ts:1:1)' }, msg: 'request failed' });
    await write(stream, line.slice(0, 20));
    expect(lines).toEqual([]);
    await write(stream, `${line.slice(20)}\n`);
    expect(lines).toEqual([['error', '[api] request failed\nError: boom\n    at handler (server/api/x.ts:1:1)']]);
  });
});
