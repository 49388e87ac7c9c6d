/**
 * What a visitor is told about a call's answer (spec 8): success is code 1 (or 0 and 200 where a
 * call answers so); any other code shows its translated message, else the server's msg, else the
 * transport message. Used by the forms and the send-code button.
 */
export interface Answer {
  code?: number;
  msg?: string;
  data?: unknown;
}

export type AnswerOutcome = { ok: true; data: unknown } | { ok: false; code?: number; message: string; field?: string };

export function isSuccessCode(code: unknown): boolean {
  return code === 1 || code === 0 || code === 200;
}

export function answerOutcome(answer: Answer | undefined, codeTexts: Record<string, string>, transport: string): AnswerOutcome {
  if (answer && isSuccessCode(answer.code)) return { ok: true, data: answer.data };
  const code = typeof answer?.code === 'number' ? answer.code : undefined;
  const field = answer?.data && typeof answer.data === 'object' && typeof (answer.data as { field?: unknown }).field === 'string'
    ? (answer.data as { field: string }).field : undefined;
  const message = failureMessage(code, answer?.msg, codeTexts, transport);
  return { ok: false, ...(code !== undefined ? { code } : {}), message, ...(field ? { field } : {}) };
}

/** A failure's text: the code's translated message, else the server's msg, else the transport message. */
export function failureMessage(code: number | undefined, msg: string | undefined, codeTexts: Record<string, string>, transport: string): string {
  return (code !== undefined ? codeTexts[String(code)] : undefined) ?? (msg || undefined) ?? transport;
}
