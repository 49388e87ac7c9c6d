import fetchRetry, { type RequestRetryOnFunction } from 'fetch-retry';
import type { ApiHosts } from '../config/site-model.js';
import { isSuccessCode } from '../rules/answer-message.js';
import { formEncode } from '../rules/form-payload.js';
import { apiEvents } from './api-events.js';
import { apiUrl } from './api-hosts.js';
import type { ApiHost } from '../config/site-model.js';
import { forgetSessionMarker } from './session-marker.js';
import { retryAfterSeconds } from './retry-after.js';
import { rateLimitedStatus } from '../config/rate-limit-texts.js';

/**
 * A failed call's error (spec 7, 8). `kind` says where it came from, which decides what a visitor
 * is told (see errorMessage in error-texts.ts): the server's answer (its msg is worth showing), an
 * HTTP status without an answer in its body, or no answer at all. `silent` errors (401, 402) are
 * never shown: the session ends instead.
 */
export interface ApiError {
  code: number;
  message: string;
  kind: 'answer' | 'http' | 'transport';
  field?: string;
  silent?: boolean;
  /** A call refused for coming too often (429): the seconds its answer's Retry-After asks to wait. */
  retryAfterSeconds?: number;
}

export interface ApiSuccess<T> {
  s: 1;
  code: number;
  d: T;
  msg?: string;
}

/** Spec 7: failures are wrapped as {s: 0, d: {}, errors: [...]}. */
export interface ApiFailure {
  s: 0;
  d: Record<string, never>;
  errors: ApiError[];
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export type BodyEncoding = 'json' | 'form';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GetOptions {
  /** 'no-store' for an answer that must be fresh every time (a new captcha). */
  cache?: RequestCache;
}

export interface PostOptions {
  /** json (default) or application/x-www-form-urlencoded, as the call's contract says. */
  encoding?: BodyEncoding;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(host: ApiHost, path: string, query?: ApiQuery, options?: GetOptions): Promise<ApiResult<T>>;
  /** Sent once: a POST that reached the server may have done its work, so it is never sent again. */
  post<T>(host: ApiHost, path: string, body?: Record<string, unknown>, options?: PostOptions): Promise<ApiResult<T>>;
  /**
   * A POST under an Idempotency-Key: the server does its work once per key, so a call that got no
   * answer (or a gateway's 502/503/504) is sent again, as a GET is. One key per intent: pay once,
   * capture once, store a form's submission once.
   */
  postIdempotent<T>(host: ApiHost, path: string, body: Record<string, unknown>, idempotencyKey: string, options?: { encoding?: BodyEncoding }): Promise<ApiResult<T>>;
  /** PUT and DELETE are idempotent by their meaning (save this, remove this): sent again like a GET. */
  put<T>(host: ApiHost, path: string): Promise<ApiResult<T>>;
  delete<T>(host: ApiHost, path: string): Promise<ApiResult<T>>;
}

export interface RetryPolicy {
  /** Tries after the first: a call is sent at most retries + 1 times. */
  retries: number;
  /** The wait before retry number attempt + 1 (attempt counts from 0). */
  delayMs: (attempt: number) => number;
}

export interface ApiClientOptions {
  hosts: ApiHosts;
  /** site.yaml constants.requestTimeoutMs: every try and the answer together; longer is a transport error. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Ends the page's view of the session after a 401 or 402; default: drops the ts-session marker. */
  forgetSession?: () => void;
  retry?: RetryPolicy;
}

/** Spec 8: the text of a call that never got an answer. */
export const transportText = 'Invalid request';

export const defaultRetry: RetryPolicy = { retries: 2, delayMs: (attempt) => 300 * 2 ** attempt };

// A gateway that is restarting or overloaded answers these; anything else would answer the same again.
const retriedStatuses = new Set([502, 503, 504]);
const unauthorisedCodes = new Set([401, 402]);

// Shared by every client so that the progress bar can pair started and finished calls by id.
let lastRequestId = 0;

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Looked up at call time, so a fetch replaced after the client was made is the one used.
  const plainFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // A retry whose wait ends after the deadline is not sent: the call is over.
  const unlessAborted: typeof fetch = (input, init) =>
    init?.signal?.aborted ? Promise.reject(new DOMException('The call ran out of time.', 'AbortError')) : plainFetch(input, init);
  const forgetSession = options.forgetSession ?? forgetSessionMarker;
  const retry = options.retry ?? defaultRetry;
  const retryingFetch = fetchRetry(unlessAborted, { retryDelay: (attempt) => retry.delayMs(attempt) });

  // fetch-retry ignores its `retries` once `retryOn` is a function, so the bound is kept here:
  // `attempt` is 0 after the first try, so at most retry.retries tries follow it.
  const retryOn = (signal: AbortSignal): RequestRetryOnFunction<typeof fetch> => (attempt, error, answer) =>
    attempt < retry.retries && !signal.aborted && (error !== null || (answer !== null && retriedStatuses.has(answer.status)));

  async function settle<T>(method: HttpMethod, url: string, init: RequestInit & { headers: Record<string, string> }): Promise<ApiResult<T>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One deadline for every try, the waits between them and reading the answer: it ends the call
    // even while a retry waits or a fetch ignores the abort.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    let status = 0;
    try {
      // The session cookie travels with every call, also to an API on another host (decision 014).
      const request: RequestInit = { ...init, method, credentials: 'include', signal: controller.signal };
      // Only a GET, PUT or DELETE, or a POST under an Idempotency-Key, is sent again: any other
      // POST that reached the server may have done its work already.
      const resendable = method !== 'POST' || init.headers['idempotency-key'] !== undefined;
      const response = await Promise.race([
        resendable ? retryingFetch(url, { ...request, retryOn: retryOn(controller.signal) }) : unlessAborted(url, request),
        deadline,
      ]);
      status = response.status;
      const body = await Promise.race([readJson(response), deadline]);
      const result = resultOf<T>(response.status, response.ok, response.statusText, body, response.headers.get('retry-after'));
      if (result.s === 0 && result.errors[0]?.silent) {
        forgetSession();
        apiEvents.emit('unauthorised', { code: result.errors[0].code, url });
      }
      return result;
    } catch {
      return failure({ code: status, message: transportText, kind: 'transport' });
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<T>(method: HttpMethod, url: string, init: RequestInit & { headers: Record<string, string> }): Promise<ApiResult<T>> {
    const id = ++lastRequestId;
    apiEvents.emit('requestStarted', { id, method, url });
    const result = await settle<T>(method, url, init);
    apiEvents.emit('requestFinished', { id, method, url, ok: result.s === 1 });
    return result;
  }

  function post<T>(host: ApiHost, path: string, body: Record<string, unknown> | undefined, encoding: BodyEncoding | undefined, headers: Record<string, string>) {
    const url = apiUrl(options.hosts, host, path);
    if (body === undefined) return call<T>('POST', url, { headers });
    const form = encoding === 'form';
    return call<T>('POST', url, {
      headers: { ...headers, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? formEncode(body) : JSON.stringify(body),
    });
  }

  return {
    get: (host, path, query, getOptions = {}) =>
      call('GET', withQuery(apiUrl(options.hosts, host, path), query), { headers: {}, ...(getOptions.cache ? { cache: getOptions.cache } : {}) }),
    post: (host, path, body, postOptions = {}) => post(host, path, body, postOptions.encoding, { ...postOptions.headers }),
    postIdempotent: (host, path, body, idempotencyKey, postOptions = {}) =>
      post(host, path, body, postOptions.encoding, { 'idempotency-key': idempotencyKey }),
    put: (host, path) => call('PUT', apiUrl(options.hosts, host, path), { headers: {} }),
    delete: (host, path) => call('DELETE', apiUrl(options.hosts, host, path), { headers: {} }),
  };
}

/**
 * What an answer means (spec 8). 401 or 402, as the HTTP status or as the body's code, ends the
 * session without a message. An HTTP error is its status text with the status as its code, unless
 * its body is an answer with a failure code, which then speaks for it. A body code other than 0,
 * 1 or 200 is a failure with the server's msg; a body that is not an answer at all is a transport
 * error. A call refused for coming too often (429) carries how long its Retry-After asks to wait.
 */
export function resultOf<T>(status: number, ok: boolean, statusText: string, body: unknown, retryAfter?: string | null): ApiResult<T> {
  const result = answerResult<T>(status, ok, statusText, body);
  const [error] = result.s === 0 ? result.errors : [];
  const wait = retryAfterSeconds(retryAfter);
  if (!error || error.code !== rateLimitedStatus || wait === undefined) return result;
  return failure({ ...error, retryAfterSeconds: wait });
}

function answerResult<T>(status: number, ok: boolean, statusText: string, body: unknown): ApiResult<T> {
  const answer = asAnswer(body);
  if (unauthorisedCodes.has(status) || (answer && unauthorisedCodes.has(answer.code))) {
    const code = answer && unauthorisedCodes.has(answer.code) ? answer.code : status;
    return failure({ code, message: answer?.msg || statusText || transportText, kind: answer ? 'answer' : 'http', silent: true });
  }
  if (answer && !isSuccessCode(answer.code)) return failure(answerError(answer));
  if (!ok) return failure({ code: status, message: statusText || transportText, kind: 'http' });
  if (!answer) return failure({ code: status, message: transportText, kind: 'transport' });
  return { s: 1, code: answer.code, d: answer.data as T, ...(answer.msg ? { msg: answer.msg } : {}) };
}

interface Answer {
  code: number;
  data?: unknown;
  msg?: string;
}

function asAnswer(body: unknown): Answer | undefined {
  if (!body || typeof body !== 'object' || typeof (body as { code?: unknown }).code !== 'number') return undefined;
  const { code, data, msg } = body as { code: number; data?: unknown; msg?: unknown };
  return { code, data, ...(typeof msg === 'string' ? { msg } : {}) };
}

function answerError(answer: Answer): ApiError {
  const field = answer.data && typeof answer.data === 'object' ? (answer.data as { field?: unknown }).field : undefined;
  return { code: answer.code, message: answer.msg ?? '', kind: 'answer', ...(typeof field === 'string' ? { field } : {}) };
}

function failure(error: ApiError): ApiFailure {
  return { s: 0, d: {}, errors: [error] };
}

/** The body as JSON, or undefined when it is empty or not JSON; a body that cannot be read throws. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function withQuery(url: string, query: ApiQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}
