/**
 * The one shape of an answer that can fail, in every layer: config loading, the compile modules,
 * business rules, money, the environment, payment providers, the machines' actors. Nothing that
 * can fail on ordinary input throws; the caller reads `ok` and decides how to tell the person.
 *
 * `E` says what a failure carries: a sentence by default, located config errors for config, a
 * kind the caller branches on for a payment provider. The API's wire envelope ({s, code, d},
 * engine/api/api-client.ts) is not a Result: it is the format spec 7 fixes between browser and
 * server.
 */
export type Result<T, E = string> = Success<T> | Failure<E>;

export interface Success<T> {
  ok: true;
  value: T;
}

export interface Failure<E> {
  ok: false;
  error: E;
}

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });
export const fail = <E>(error: E): Failure<E> => ({ ok: false, error });
