import { useCallback, useEffect, useRef, useState } from 'react';
import { Loader2, Pause, Play } from 'lucide-react';
import { BrandMark } from '@/components/ui/brand-logo';
import { clsx as cn } from 'clsx';

/** Spec 4.3: not loaded, loading, playing, autoplay blocked (play overlay) or error (logo). */
export type VideoState = 'idle' | 'loading' | 'playing' | 'paused' | 'blocked' | 'error';

export const VIDEO_ERROR_TEXT = 'Video temporarily unavailable';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The landing page's demo video: muted, looping and autoplaying, with every state handled. The
 * poster (the video's first frame, small) is in the pre-rendered page, so the hero's largest
 * picture paints before any JavaScript runs; the video itself starts loading after hydration.
 */
export function DemoVideo({
  src = '/demo.mp4',
  poster = '/demo-poster.webp',
  className,
}: {
  src?: string;
  poster?: string;
  className?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('idle');

  const autoplayTried = useRef(false);

  const play = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      await video.play();
    } catch (error) {
      // NotAllowedError: the browser refused autoplay; a missing or unsupported file is left
      // to the error event.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setState('blocked');
      else if (video.error) setState('error');
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Assigned here rather than in the markup so no media event fires before React listens.
    video.src = src;
    video.load();
  }, [src]);

  const onCanPlay = () => {
    if (autoplayTried.current) return;
    autoplayTried.current = true;
    if (prefersReducedMotion()) setState('blocked');
    else void play();
  };

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (state === 'playing') {
      video.pause();
    } else {
      void play();
    }
  };

  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-slate-900/10',
        className,
      )}
    >
      <video
        ref={videoRef}
        className={cn('h-full w-full object-cover', state === 'error' && 'invisible')}
        poster={poster}
        muted
        loop
        playsInline
        preload="auto"
        aria-label="LotReady product demo"
        onLoadStart={() => setState((current) => (current === 'idle' ? 'loading' : current))}
        onCanPlay={onCanPlay}
        onPlaying={() => setState('playing')}
        onPause={() => setState((current) => (current === 'playing' ? 'paused' : current))}
        onError={() => setState('error')}
      />
      {state === 'loading' && (
        <div className="absolute inset-0 grid place-items-center" role="status">
          <Loader2
            className="h-8 w-8 animate-spin text-white/80 motion-reduce:animate-none"
            aria-hidden
          />
          <span className="sr-only">Loading video</span>
        </div>
      )}
      {(state === 'blocked' || state === 'paused') && (
        <button
          type="button"
          onClick={toggle}
          className="absolute inset-0 grid place-items-center bg-slate-900/40 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-red-400"
          aria-label="Play demo video"
        >
          <span className="grid h-16 w-16 place-items-center rounded-full bg-red-600 shadow-lg">
            <Play className="ml-1 h-7 w-7" aria-hidden />
          </span>
        </button>
      )}
      {state === 'playing' && (
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-3 right-3 grid h-9 w-9 place-items-center rounded-full bg-slate-900/60 text-white hover:bg-slate-900/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
          aria-label="Pause demo video"
        >
          <Pause className="h-4 w-4" aria-hidden />
        </button>
      )}
      {state === 'error' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-slate-900 text-center">
          <BrandMark className="h-14 w-14" />
          <p className="text-sm font-medium text-slate-300">{VIDEO_ERROR_TEXT}</p>
        </div>
      )}
    </div>
  );
}
