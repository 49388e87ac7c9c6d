import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppDatabase } from '../db/database.js';
import { captchas } from '../db/schema.js';

const validMinutes = 5;
export const hashCaptchaText = (id: string, text: string) => createHash('sha256').update(`${id}:${text.trim().toLowerCase()}`).digest('hex');

/**
 * A new image captcha: the picture for the visitor, only a hash of its text for us. `fixedText`
 * (TEST_CAPTCHA_TEXT, for browser tests that must pass a captcha) draws that text every time.
 */
export async function createCaptcha(db: AppDatabase, fixedText?: string): Promise<{ id: string; svg: string }> {
  const options = { size: 4, noise: 2, ignoreChars: '0oO1ilI', color: false };
  // The package's default export draws a given text; its typings only declare create().
  const drawText = svgCaptcha as unknown as (text: string, opts: typeof options) => string;
  const captcha = fixedText ? { text: fixedText, data: drawText(fixedText, options) } : svgCaptcha.create(options);
  const id = randomUUID();
  await db.insert(captchas).values({ id, textHash: hashCaptchaText(id, captcha.text), expiresAt: new Date(Date.now() + validMinutes * 60_000) });
  return { id, svg: captcha.data };
}

/** One try per captcha: right or wrong, it is spent, so it cannot be guessed at. */
export async function solveCaptcha(db: AppDatabase, id: string | undefined, text: string | undefined): Promise<boolean> {
  if (!id || !text || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const [spent] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ textHash: captchas.textHash });
  return spent?.textHash === hashCaptchaText(id, text);
}
