import { useRef, useState } from 'react';
import type { ImageRef } from '../../../config/content-sections';
import { chapterAt, clockTime, isoDuration } from '../../../rules/news-selection';
import type { NewsEntry } from '../../content/news-page-data';
import { VideoElement } from './video-element';
import './news.css';

type Video = NonNullable<NewsEntry['video']>;

/**
 * A recorded video with its chapters: the list jumps to a chapter's start and marks the chapter
 * playing.
 */
export function VideoPlayer({ video, poster, chaptersHeading, headingLevel: Heading }: {
  video: Video; poster: ImageRef & { alt: string }; chaptersHeading: string; headingLevel: 'h2' | 'h3';
}) {
  const player = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const jump = (start: number) => {
    const element = player.current;
    if (!element) return;
    element.currentTime = start;
    setCurrent(chapterAt(video.chapters, start));
    // play() refuses when the browser blocks playback; the visitor can still press play.
    element.play().catch(() => {});
  };
  return (
    <div className="video">
      <VideoElement
        videoRef={player}
        src={video.src}
        poster={poster}
        label={poster.alt}
        onTime={(seconds) => setCurrent(chapterAt(video.chapters, seconds))}
      />
      <div className="video__chapters">
        <Heading className="video__chapters-heading">
          {chaptersHeading} <time className="video__duration" dateTime={isoDuration(video.duration)}>{clockTime(video.duration)}</time>
        </Heading>
        <ol className="video__chapter-list">
          {video.chapters.map((chapter, i) => (
            <li key={chapter.id} className="video__chapter">
              <button type="button" className="video__chapter-button" aria-current={i === current ? 'step' : undefined} onClick={() => jump(chapter.start)}>
                <time className="video__chapter-time" dateTime={isoDuration(chapter.start)}>{clockTime(chapter.start)}</time>
                <span className="video__chapter-title">{chapter.title}</span>
              </button>
              <p className="video__chapter-body">{chapter.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
