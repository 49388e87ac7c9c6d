import { describe, expect, it } from 'vitest';
import { canonicalWithQuery, chooseQueryHead } from '../../../engine/routing/query-head';
import { buildPageData } from '../../../engine/ui/content/page-data';
import { errorLines, edit, loadWith } from '../config-fixture';

const head = (title: string) => ({ title, description: `${title} description`, heading: `${title} h1`, canonical: `https://site.example/en/solutionsdetail?contId=${title}` });
const heads = { param: 'contId', prefix: 'c', heads: { '998': head('buyers'), '2002': head('suppliers') } };

describe('the head a query names', () => {
  it('is the head of the value, whatever name= says', () => {
    expect(chooseQueryHead(heads, '?contId=2002&name=Buyers')).toEqual({ kind: 'value', value: '2002', head: heads.heads['2002'] });
    expect(chooseQueryHead(heads, '?name=Suppliers&contId=%20998%20')).toMatchObject({ kind: 'value', value: '998' });
  });

  it('is unknown for a value that names no head, an empty one or an inherited property name', () => {
    expect(chooseQueryHead(heads, '?contId=12345')).toEqual({ kind: 'unknown', value: '12345' });
    expect(chooseQueryHead(heads, '?contId=')).toEqual({ kind: 'unknown', value: '' });
    expect(chooseQueryHead(heads, '?contId=constructor')).toEqual({ kind: 'unknown', value: 'constructor' });
  });

  it('is none without the parameter, even when name= is there', () => {
    expect(chooseQueryHead(heads, '?name=Buyers')).toEqual({ kind: 'none' });
    expect(chooseQueryHead(heads, '')).toEqual({ kind: 'none' });
  });

  it('is the head of a #fragment naming its section when there is no parameter; the parameter wins over it', () => {
    expect(chooseQueryHead(heads, '', '#c2002')).toMatchObject({ kind: 'value', value: '2002' });
    expect(chooseQueryHead(heads, '?contId=998', '#c2002')).toMatchObject({ kind: 'value', value: '998' });
    expect(chooseQueryHead(heads, '', '#c12345')).toEqual({ kind: 'none' });
    expect(chooseQueryHead(heads, '', '#faq')).toEqual({ kind: 'none' });
    expect(chooseQueryHead(heads, '', '#c')).toEqual({ kind: 'none' });
  });

  it('gives a canonical address with only the deciding parameter', () => {
    expect(canonicalWithQuery('https://site.example/ru/solutionsDetail', 'contId', '998')).toBe('https://site.example/ru/solutionsDetail?contId=998');
  });
});

describe('the solution detail page of the project', () => {
  const result = loadWith();
  if (!result.ok) throw new Error('project config must be valid for these tests');
  const model = result.value;
  const contIds = ['998', '2002', '3003', '4001', '5001', '6001', '7001', '8001', '9001', '1001'];

  it('has ten sector heads in every locale, each different and with its contId in the canonical address', () => {
    for (const route of model.routes.filter((r) => r.page === 'solutionsdetail')) {
      const data = buildPageData(model, route).head;
      const built = data.queryHeads;
      expect(Object.keys(built?.heads ?? {}).sort(), route.path).toEqual([...contIds].sort());
      const all = Object.entries(built!.heads);
      for (const field of ['title', 'heading', 'description'] as const) {
        expect(new Set([...all.map(([, h]) => h[field]), data[field === 'heading' ? 'title' : field]]).size, `${route.path} ${field}`).toBe(all.length + 1);
      }
      for (const [value, h] of all) expect(h.canonical).toBe(`${data.canonical}?contId=${value}`);
      expect(built!.unknownNote, route.path).toBeTruthy();
    }
  });

  it('refuses a head whose value names no section of the page', () => {
    const changed = edit('config/pages/solutionsdetail.yaml', '"1001": { title', '"1002": { title');
    expect(errorLines(changed).join('\n')).toMatch(/solutionsdetail\.yaml:\d+:\d+ .*names no section: give one section id: c1002/);
  });
});
