/**
 * Times the search mix (search-mix.ts) against one running server, logged in as the admin demo
 * account (it owns every dataset): first every request once, which checks each answer and finds
 * each kind's totals and deep pages, then every request once more as a warm-up, then each kind's
 * requests one at a time (one client) in a seeded shuffled order, then the main search's kinds
 * from several clients at once. A plain timed fetch loop, not autocannon: the mix changes the
 * body at every request and the figures wanted are per kind. Each time runs from sending the
 * request until the whole answer has been read (keep-alive connections, 127.0.0.1).
 */
import { Random } from '../../engine/rules/sample-shipments.js';
import { deepPage, mixSeed, pageSize, searchPaths, type CallName, type MixKind, type MixRequest, type SearchMix } from './search-mix.js';

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface KindFigures extends LatencyFigures {
  call: CallName;
  path: string;
  kind: string;
  variants: number;
  /** What the kind's requests found: the total of a search, a company's records or partners, the rows of an export, 1 for a profile; 0 for the floor. */
  found: { median: number; min: number; max: number };
  /** The answer code of a kind that is refused on purpose (the floor). */
  refusal?: number;
  /** The pages asked for: "1", or the deep pages (10, or the last with rows when there are fewer). */
  pages: string;
}

export interface ConcurrentFigures extends LatencyFigures {
  clients: number;
  seconds: number;
  requestsPerSecond: number;
  byField: Array<{ field: string } & LatencyFigures>;
}

export interface SearchTimings {
  sequential: KindFigures[];
  concurrent: ConcurrentFigures;
}

/** One database's figures (search-bench.ts). */
export interface SearchRun extends SearchTimings {
  /** PGlite, or PostgreSQL with its version. */
  database: string;
  /** From starting the process to its first healthy answer: migrations, demo accounts and the large load. */
  serverReadySeconds: number;
  /** The machine's 1-minute load average before and after the timed requests: on a shared machine, what else ran. */
  loadAverage?: { before: number; after: number };
}

export interface SearchLoad {
  /** Measured requests per kind, one client. */
  samples: number;
  /** Clients sending the main search's kinds at once. */
  clients: number;
  /** Measured requests in all from those clients. */
  concurrentRequests: number;
}

export const adminDemo = { email: 'admin@demo.example', password: 'Admin-demo-2026' };

interface Planned {
  kind: MixKind;
  request: MixRequest;
  path: string;
  bodyText: string;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function latencyOf(values: readonly number[]): LatencyFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? Number.NaN };
}

export async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/console/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(adminDemo) });
  const answer = (await response.json()) as { code: number };
  // The token is only in the HttpOnly cookie (decision 014); this client sends it as the header.
  const token = /ts-token=([^;,]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (answer.code !== 1 || !token) throw new Error(`logging in as ${adminDemo.email} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return token;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function measureSearch(base: string, mix: SearchMix, load: SearchLoad, progress: (line: string) => void): Promise<SearchTimings> {
  const token = await logIn(base);
  const headers = { 'content-type': 'application/json', 'ts-token': token };

  const send = async (planned: Planned): Promise<{ ms: number; status: number; type: string; rows: string | null; text: string }> => {
    const started = performance.now();
    const response = await fetch(base + planned.path, { method: 'POST', headers, body: planned.bodyText });
    const text = await response.text();
    const ms = performance.now() - started;
    return { ms, status: response.status, type: response.headers.get('content-type') ?? '', rows: response.headers.get('x-export-rows'), text };
  };
  const describe = (planned: Planned) => `${planned.path} ${planned.bodyText}`;
  /** A cheap check on the measured answers: HTTP 200 and code 1 (the envelope's first key) or the kind's refusal, or a CSV. */
  const succeeded = (planned: Planned, answer: Awaited<ReturnType<typeof send>>) =>
    answer.status === 200 && (planned.kind.call === 'export' ? answer.type.startsWith('text/csv') : answer.text.startsWith(`{"code":${planned.kind.refusal ?? 1},`));
  const plan = (kind: MixKind, request: MixRequest): Planned => ({ kind, request, path: searchPaths[kind.call], bodyText: JSON.stringify(request.body) });

  // 1. Every request once: checked in full, its total noted, each deep page chosen from its page 1.
  progress(`search: checking the ${mix.kinds.reduce((n, k) => n + k.requests.length, 0)} requests of ${mix.kinds.length} kinds`);
  const found = new Map<MixRequest, number>();
  for (const kind of mix.kinds) {
    for (const request of kind.requests) {
      const planned = plan(kind, request);
      const answer = await send(planned);
      if (!succeeded(planned, answer)) throw new Error(`${describe(planned)}: HTTP ${answer.status}, ${answer.text.slice(0, 300)}`);
      let total: number;
      if (kind.refusal !== undefined) {
        total = 0;
      } else if (kind.call === 'export') {
        total = Number(answer.rows);
        const lines = answer.text.trimEnd().split('\r\n').length - 1;
        if (lines !== total || total === 0) throw new Error(`${describe(planned)}: ${lines} CSV rows, X-Export-Rows ${answer.rows}`);
        if (!('field' in request.body) && total !== 1000) throw new Error(`${describe(planned)}: a whole dataset gave ${total} rows, not the admin's 1,000: is the large sample data loaded?`);
      } else {
        const data = (JSON.parse(answer.text) as { data: { total?: number; rows?: unknown[]; id?: string } }).data;
        total = kind.call === 'company' ? (data.id ? 1 : 0) : (data.total ?? 0);
        if (total === 0 || (data.rows && data.rows.length === 0)) throw new Error(`${describe(planned)}: an empty answer`);
      }
      if (request.expectedTotal !== undefined && total !== request.expectedTotal) {
        throw new Error(`${describe(planned)}: the server found ${total}, the generator's data (seed 1, large) has ${request.expectedTotal}: is the large sample data loaded?`);
      }
      if (request.deep) request.body.current = Math.min(deepPage, Math.ceil(total / pageSize));
      found.set(request, total);
    }
  }

  // 2. A warm-up pass, not counted.
  const everything = mix.kinds.flatMap((kind) => kind.requests.map((request) => plan(kind, request)));
  for (const planned of everything) {
    const answer = await send(planned);
    if (!succeeded(planned, answer)) throw new Error(`warm-up: ${describe(planned)}: HTTP ${answer.status}, ${answer.text.slice(0, 300)}`);
  }

  // 3. One client: each kind's requests round-robin up to the samples, all kinds shuffled together.
  const random = new Random(mixSeed, 3);
  const sequentialPlan = shuffled(mix.kinds.flatMap((kind) => Array.from({ length: load.samples }, (_, i) => plan(kind, kind.requests[i % kind.requests.length]!))), random);
  progress(`search: ${sequentialPlan.length} requests from one client (${load.samples} of each of ${mix.kinds.length} kinds, shuffled)`);
  const times = new Map<MixKind, number[]>(mix.kinds.map((kind) => [kind, []]));
  for (const planned of sequentialPlan) {
    const answer = await send(planned);
    if (!succeeded(planned, answer)) throw new Error(`${describe(planned)}: HTTP ${answer.status}, ${answer.text.slice(0, 300)}`);
    times.get(planned.kind)!.push(answer.ms);
  }
  const sequential = mix.kinds.map((kind): KindFigures => {
    const totals = kind.requests.map((r) => found.get(r)!).sort((a, b) => a - b);
    const pages = [...new Set(kind.requests.map((r) => Number(r.body.current ?? 1)))].sort((a, b) => a - b);
    return {
      call: kind.call,
      path: searchPaths[kind.call],
      kind: kind.kind,
      variants: kind.requests.length,
      ...(kind.refusal !== undefined ? { refusal: kind.refusal } : {}),
      found: { median: totals[Math.floor((totals.length - 1) / 2)]!, min: totals[0]!, max: totals.at(-1)! },
      pages: pages.length > 1 ? `${pages[0]}-${pages.at(-1)}` : String(pages[0]),
      ...latencyOf(times.get(kind)!),
    };
  });

  // 4. Several clients at once, the main search's kinds only, from one shared seeded queue.
  const searches = everything.filter((p) => p.kind.call === 'search' && p.kind.refusal === undefined);
  const queue = shuffled(Array.from({ length: load.concurrentRequests }, (_, i) => searches[i % searches.length]!), random);
  progress(`search: ${queue.length} searches from ${load.clients} clients at once`);
  const warmUp = queue.slice(0, load.clients * 4);
  let next = 0;
  const measured: Array<{ planned: Planned; ms: number }> = [];
  const client = async (list: Planned[], keep: boolean) => {
    while (next < list.length) {
      const planned = list[next++]!;
      const answer = await send(planned);
      if (!succeeded(planned, answer)) throw new Error(`${describe(planned)} (${load.clients} clients): HTTP ${answer.status}, ${answer.text.slice(0, 300)}`);
      if (keep) measured.push({ planned, ms: answer.ms });
    }
  };
  await Promise.all(Array.from({ length: load.clients }, () => client(warmUp, false)));
  next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: load.clients }, () => client(queue, true)));
  const seconds = (performance.now() - started) / 1000;
  const fields = [...new Set(searches.map((p) => String(p.request.body.field)))];
  const concurrent: ConcurrentFigures = {
    clients: load.clients,
    seconds,
    requestsPerSecond: measured.length / seconds,
    ...latencyOf(measured.map((m) => m.ms)),
    byField: fields.map((field) => ({ field, ...latencyOf(measured.filter((m) => m.planned.request.body.field === field).map((m) => m.ms)) })),
  };
  return { sequential, concurrent };
}
