/** The slides of a course video, as self-contained HTML at 1280x720 (see render-videos.ts). */

export interface SlideText {
  /** The html lang of the words, so the browser picks the right CJK glyphs. */
  lang: string;
  brand: string;
  title: string;
  summary: string;
  chapters: Array<{ title: string; body: string; at: string }>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
  * { box-sizing: border-box; margin: 0; }
  body { width: 1280px; height: 720px; overflow: hidden; font-family: "Noto Sans CJK SC", "Noto Sans SC", sans-serif;
    background: linear-gradient(135deg, #0b3d63 0%, #0f2a40 100%); color: #fff; padding: 64px 80px; display: flex; flex-direction: column; }
  .brand { font-size: 22px; color: #9cc3e0; letter-spacing: 0.04em; display: flex; justify-content: space-between; }
  .brand b { color: #fff; font-weight: 700; }
  h1 { font-size: 54px; line-height: 1.25; margin-top: 48px; max-width: 1040px; }
  .summary { font-size: 26px; line-height: 1.6; color: #d6e4ef; margin-top: 24px; max-width: 1040px; }
  .label { align-self: flex-start; margin-top: 40px; font-size: 24px; font-weight: 700; color: #0b3d63; background: #fdba74; padding: 6px 16px; border-radius: 6px; }
  h2 { font-size: 58px; line-height: 1.25; margin-top: 20px; }
  .body { font-size: 30px; line-height: 1.7; color: #e6eef5; margin-top: 28px; max-width: 1080px; }
  ol { list-style: none; padding: 0; margin-top: auto; display: flex; gap: 12px; }
  li { flex: 1; font-size: 18px; line-height: 1.4; color: #9cc3e0; border-top: 4px solid #2d5a7d; padding-top: 10px; }
  li.now { color: #fff; border-color: #fdba74; font-weight: 700; }
  li span { display: block; font-size: 16px; opacity: 0.8; font-variant-numeric: tabular-nums; }
`;

function page(lang: string, content: string): string {
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><style>${style}</style></head><body>${content}</body></html>`;
}

function chapterBar(course: SlideText, current: number): string {
  return `<ol>${course.chapters.map((c, i) => `<li class="${i === current ? 'now' : ''}"><span>${i + 1} · ${escape(c.at)}</span>${escape(c.title)}</li>`).join('')}</ol>`;
}

/** The poster: what the course teaches and its chapters. */
export function coverSlide(course: SlideText): string {
  return page(course.lang, `<div class="brand"><b>${escape(course.brand)}</b></div>
    <h1>${escape(course.title)}</h1>
    <p class="summary">${escape(course.summary)}</p>
    ${chapterBar(course, -1)}`);
}

/** One chapter: its number, title and what it shows, with the course's chapters along the bottom. */
export function chapterSlide(course: SlideText, n: number): string {
  const chapter = course.chapters[n];
  if (!chapter) throw new Error(`chapter ${n + 1} of ${course.chapters.length}: the course has no such chapter`);
  return page(course.lang, `<div class="brand"><b>${escape(course.brand)}</b><span>${escape(course.title)}</span></div>
    <span class="label">${n + 1} / ${course.chapters.length}</span>
    <h2>${escape(chapter.title)}</h2>
    <p class="body">${escape(chapter.body)}</p>
    ${chapterBar(course, n)}`);
}
