import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiForThisFile } from './api-harness';
import { pageViews } from '../../server/db/schema';
import { itemAt } from '../unit/present';

const api = apiForThisFile();

const post = (body: Record<string, string>, type: 'form' | 'json' = 'form') =>
  fetch(`${api().base}/api/public/pageView`, {
    method: 'POST',
    // A beacon sends URLSearchParams, which the browser labels with a charset.
    headers: { 'content-type': type === 'form' ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json' },
    body: type === 'form' ? new URLSearchParams(body) : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, answer: (await r.json()) as { code: number; data: Record<string, unknown>; msg: string } }));

const stored = () => api().database.db.select().from(pageViews).orderBy(desc(pageViews.id));

const view = { url: 'https://www.meridiantrade.example/en/aboutus', title: 'About us | Meridian Trade Data', locale: 'en', referrer: 'https://www.meridiantrade.example/en' };

describe('page views (spec 7, analytics provider reference-api)', () => {
  it('stores a view sent as a beacon would, and answers the usual envelope', async () => {
    const { status, answer } = await post(view);
    expect(status).toBe(200);
    expect(answer).toEqual({ code: 1, data: {}, msg: 'success' });
    const row = itemAt(await stored(), 0, 'the latest stored page view');
    expect(row).toMatchObject(view);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('takes JSON too, and a first view without a referrer', async () => {
    const { answer } = await post({ url: 'https://www.meridiantrade.example/cn', title: '子午贸易数据', locale: 'zh-CN' }, 'json');
    expect(answer.code).toBe(1);
    expect((await stored())[0]).toMatchObject({ url: 'https://www.meridiantrade.example/cn', title: '子午贸易数据', locale: 'zh-CN', referrer: '' });
  });

  it('refuses a body that breaks the schema, names the field and says what it must be, and stores nothing', async () => {
    const before = (await stored()).length;
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ title: view.title, locale: 'en' }, 'url', /^url must be the page's absolute http\(s\) address/],
      [{ ...view, url: 'javascript:alert(1)' }, 'url', /^url must be/],
      [{ ...view, locale: 'de' }, 'locale', /^locale must be the page's language: one of zh-CN, en, ru$/],
      [{ ...view, title: 'T'.repeat(301) }, 'title', /at most 300 characters$/],
      [{ ...view, referrer: `https://a.example/${'r'.repeat(2000)}` }, 'referrer', /at most 2000 characters/],
    ];
    for (const [body, field, message] of cases) {
      const { status, answer } = await post(body);
      expect(status).toBe(200); // a business error, like every call's (spec 8)
      expect(answer.code).toBe(10001);
      expect(answer.data).toEqual({ field });
      expect(answer.msg).toMatch(message);
    }
    expect(await stored()).toHaveLength(before);
  });
});
