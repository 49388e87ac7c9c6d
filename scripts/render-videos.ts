/**
 * Draws the course videos of config/news.yaml from their chapter texts: one slide per chapter,
 * held from the chapter's start to the next one's, so the chapter list under the player and the
 * video always agree. Writes public/videos/<file> (H.264 MP4, the format every browser plays) and
 * the poster public/images/news/<id>.webp.
 *
 *   npm run render-videos                 every video item
 *   npm run render-videos -- course-risk  one item
 *
 * Needs ffmpeg and Chromium with CJK fonts (apt-get install ffmpeg chromium fonts-noto-cjk). It is
 * an editor's tool, run when a course's chapters change; the site and its tests use the files it
 * wrote, which are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { lookupMessage } from '../engine/config/message-lookup.js';
import { uiMessageKeys } from '../engine/config/ui-message-keys.js';
import type { LocaleId, NewsItem } from '../engine/config/site-model.js';
import { clockTime } from '../engine/rules/news-selection.js';
import { coverSlide, chapterSlide, type SlideText } from './video-slides.js';

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) {
  console.error('Fix the config first (npm run check).');
  process.exit(1);
}
const model = loaded.value;
const only = process.argv.slice(2);
const videos = model.news.filter((i): i is Extract<NewsItem, { kind: 'video' }> => i.kind === 'video' && (only.length === 0 || only.includes(i.id)));
// The videos carry words, so they are drawn in the language of the pages that show the news.
const locale: LocaleId = model.routes.find((r) => model.pages[r.page]?.sections.some((s) => s.type === 'news-item'))?.locale ?? model.site.defaultLocale;
const texts = model.messages[locale].news;
const text = (key: string) => lookupMessage(texts, key) ?? key;
const brand = lookupMessage(model.messages[locale].common, uiMessageKeys.brand) ?? '';
const lang = model.site.locales.find((l) => l.id === locale)?.htmlLang ?? locale;

const work = mkdtempSync(join(tmpdir(), 'render-videos-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  for (const item of videos) {
    const course: SlideText = {
      lang,
      brand,
      title: text(`items.${item.id}.title`),
      summary: text(`items.${item.id}.summary`),
      chapters: item.video.chapters.map((c) => ({ title: text(`items.${item.id}.chapters.${c.id}.title`), body: text(`items.${item.id}.chapters.${c.id}.body`), at: clockTime(c.start) })),
    };
    const shot = async (html: string, file: string) => {
      await page.setContent(html);
      await page.screenshot({ path: file });
    };
    const cover = join(work, `${item.id}-cover.png`);
    await shot(coverSlide(course), cover);
    const list: string[] = [];
    for (const [n, chapter] of item.video.chapters.entries()) {
      const file = join(work, `${item.id}-${n}.png`);
      await shot(chapterSlide(course, n), file);
      const end = item.video.chapters[n + 1]?.start ?? item.video.duration;
      list.push(`file '${file}'`, `duration ${end - chapter.start}`);
    }
    // The concat demuxer ignores the last duration unless the last file is named once more.
    const lastFile = list.at(-2);
    if (lastFile !== undefined) list.push(lastFile);
    const listFile = join(work, `${item.id}.txt`);
    writeFileSync(listFile, `${list.join('\n')}\n`);

    const poster = join(projectRoot, 'public', item.image.src);
    const video = join(projectRoot, 'public', item.video.src);
    mkdirSync(join(poster, '..'), { recursive: true });
    mkdirSync(join(video, '..'), { recursive: true });
    ffmpeg(['-i', cover, '-c:v', 'libwebp', '-quality', '82', poster]);
    // Still slides: 2 frames a second, and key frames exactly where chapters start (a chapter jump
    // lands at once) and nowhere else (each is a whole picture; the frames between are nearly free).
    const keyFrames = item.video.chapters.map((c) => c.start).join(',');
    ffmpeg([
      '-f', 'concat', '-safe', '0', '-i', listFile, '-vf', 'fps=2,format=yuv420p', '-c:v', 'libx264', '-preset', 'veryslow',
      '-tune', 'stillimage', '-crf', '34', '-g', '600', '-force_key_frames', keyFrames, '-movflags', '+faststart', '-an',
      '-t', String(item.video.duration), video,
    ]);
    console.log(`${item.id}: ${item.video.src} (${item.video.duration} s, ${item.video.chapters.length} chapters), poster ${item.image.src}`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}
