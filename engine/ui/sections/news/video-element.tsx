import type { Ref } from 'react';
import type { ImageRef } from '../../../config/content-sections';

/**
 * A video file with the browser's own controls (usable by keyboard and screen reader) and its
 * poster at its intrinsic size, so the page does not jump. preload="none": nothing is fetched
 * until the visitor presses play.
 */
export function VideoElement({ src, poster, label, onTime, videoRef }: {
  src: string; poster: ImageRef; label: string; onTime?: (seconds: number) => void; videoRef?: Ref<HTMLVideoElement>;
}) {
  return (
    // The videos are silent slide shows (scripts/render-videos.ts, no audio track): nothing to
    // caption, and their words are on the page as the chapter list beside them.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={videoRef}
      className="video-element"
      controls
      preload="none"
      playsInline
      poster={poster.src}
      width={poster.width}
      height={poster.height}
      aria-label={label}
      onTimeUpdate={onTime ? (e) => onTime(e.currentTarget.currentTime) : undefined}
    >
      <source src={src} type={src.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
    </video>
  );
}
