import fetchRetry, { type RequestInitWithRetry } from 'fetch-retry';
import Cookies from 'js-cookie';
import type { ApiHosts } from '../config/site-model.js';
import { isSuccessCode } from '../rules/answer-message.js';
import { formEncode } from '../rules/form-payload.js';
import { apiEvents } from './api-events.js';
import { apiUrl, type ApiHost } from './api-hosts.js';
import { sessionToken } from './session-token.js';
import { tokenCookieName } from './token-cookie.js';

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

export interface PostOptions {
  /** json (default) or application/x-www-form-urlencoded, as the call's contract says. */
  encoding?: 'json' | 'form';
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(host: ApiHost, path: string, query?: ApiQuery): Promise<ApiResult<T>>;
  post<T>(host: ApiHost, path: string, body?: Record<string, unknown>, options?: PostOptions): Promise<ApiResult<T>>;
  /**
   * A JSON POST under an Idempotency-Key: the server does its work once per key, so a call that
   * got no answer (or a gateway's 502/503/504) is sent again, as a GET is. One key per intent:
   * pay once, capture once.
   */
  postIdempotent<T>(host: ApiHost, path: string, body: Record<string, unknown>, idempotencyKey: string): Promise<ApiResult<T>>;
}

export interface RetryPolicy {
  retries: number;
  /** The wait before retry number attempt + 1 (attempt counts from 0). */
  delayMs: (attempt: number) => number;
}

export interface ApiClientOptions {
  hosts: ApiHosts;
  /** site.yaml constants.requestTimeoutMs; a call that takes longer is a transport error. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The login token to send as the ts-token header; default: the ts-token cookie. */
  token?: () => string | undefined;
  /** Drops the login token after a 401 or 402; default: removes the ts-token cookie. */
  removeToken?: () => void;
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
  const token = options.token ?? sessionToken;
  const removeToken = options.removeToken ?? (() => Cookies.remove(tokenCookieName, { path: '/' }));
  const retry = options.retry ?? defaultRetry;
  const retryingFetch = fetchRetry(plainFetch, { retryDelay: (attempt) => retry.delayMs(attempt) });

  async function settle<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<ApiResult<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let status = 0;
    try {
      const loginToken = token();
      const init: RequestInit = {
        method,
        headers: { ...headers, ...(loginToken ? { [tokenCookieName]: loginToken } : {}) },
        credentials: 'include',
        signal: controller.signal,
        ...(body !== undefined ? { body } : {}),
      };
      // Only a GET, or a POST under an Idempotency-Key, is sent again: any other POST that reached
      // the server may have done its work already.
      const response = method === 'GET' || headers['idempotency-key'] !== undefined
        ? await retryingFetch(url, {
          ...init,
          retryOn: (attempt, error, answer) => attempt < retry.retries && !controller.signal.aborted
            && (error !== null || (answer !== null && retriedStatuses.has(answer.status))),
        } satisfies RequestInitWithRetry<typeof fetch>)
        : await plainFetch(url, init);
      status = response.status;
      const result = resultOf<T>(response.status, response.ok, response.statusText, await readJson(response));
      if (result.s === 0 && result.errors[0]?.silent) {
        removeToken();
        apiEvents.emit('unauthorised', { code: result.errors[0].code, url });
      }
      return result;
    } catch {
      return failure({ code: status, message: transportText, kind: 'transport' });
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<ApiResult<T>> {
    const id = ++lastRequestId;
    apiEvents.emit('requestStarted', { id, method, url });
    const result = await settle<T>(method, url, headers, body);
    apiEvents.emit('requestFinished', { id, method, url, ok: result.s === 1 });
    return result;
  }

  return {
    get: (host, path, query) => call('GET', withQuery(apiUrl(options.hosts, host, path), query), {}),
    post: (host, path, body, postOptions = {}) => {
      const headers = { ...postOptions.headers };
      if (body === undefined) return call('POST', apiUrl(options.hosts, host, path), headers);
      const form = postOptions.encoding === 'form';
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      return call('POST', apiUrl(options.hosts, host, path), headers, form ? formEncode(body) : JSON.stringify(body));
    },
    postIdempotent: (host, path, body, idempotencyKey) => call('POST', apiUrl(options.hosts, host, path),
      { 'content-type': 'application/json', 'idempotency-key': idempotencyKey }, JSON.stringify(body)),
  };
}

/**
 * What an answer means (spec 8). 401 or 402, as the HTTP status or as the body's code, ends the
 * session without a message. An HTTP error is its status text with the status as its code, unless
 * its body is an answer with a failure code, which then speaks for it. A body code other than 0,
 * 1 or 200 is a failure with the server's msg; a body that is not an answer at all is a transport
 * error.
 */
export function resultOf<T>(status: number, ok: boolean, statusText: string, body: unknown): ApiResult<T> {
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
