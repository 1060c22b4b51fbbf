import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { IMAGE_LAZY_LOAD } from '@portal/shared/constants';
import { ImageOffIcon } from './icons';
import './lazy-image.css';

/** A transparent pixel stands in until the image is near, so no broken-image frame shows. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const RETRY_DELAY_MS = 400;

/** URLs that loaded once, most recent last: a revisit shows them at once, without waiting for the observer. */
const loadedUrls = new Map<string, true>();

function rememberLoaded(url: string) {
  loadedUrls.delete(url);
  loadedUrls.set(url, true);
  if (loadedUrls.size > IMAGE_LAZY_LOAD.cacheSize) {
    const oldest = loadedUrls.keys().next().value;
    if (oldest !== undefined) loadedUrls.delete(oldest);
  }
}

function wasLoaded(url: string) {
  if (!loadedUrls.has(url)) return false;
  rememberLoaded(url);
  return true;
}

/*
 * One observer for every lazy image. Its root reaches preLoad times the viewport to the bottom and
 * the right, as the spec's "preload 1.3x viewport" does, and images that come into range start
 * loading together at most once per throttle window.
 */
const margin = `${Math.round((IMAGE_LAZY_LOAD.preLoad - 1) * 100)}%`;
const starters = new Map<Element, () => void>();
const due = new Set<Element>();
let observer: IntersectionObserver | null = null;
let flushTimer: number | undefined;
let lastFlush = 0;

function flush() {
  flushTimer = undefined;
  lastFlush = Date.now();
  for (const element of due) {
    observer?.unobserve(element);
    starters.get(element)?.();
    starters.delete(element);
  }
  due.clear();
}

function watch(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) due.add(entry.target);
      if (due.size > 0 && flushTimer === undefined) {
        flushTimer = window.setTimeout(flush, Math.max(0, lastFlush + IMAGE_LAZY_LOAD.throttleMs - Date.now()));
      }
    },
    { rootMargin: `0px ${margin} ${margin} 0px` },
  );
  starters.set(element, start);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    starters.delete(element);
    due.delete(element);
  };
}

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Shown when every attempt failed; a default image icon otherwise. */
  fallback?: ReactNode;
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** An image that loads when it nears the viewport, retries, and falls back to an icon. */
export function LazyImage({ src, alt, className, width, height, fallback }: LazyImageProps) {
  const [current, setCurrent] = useState(src);
  const [state, setState] = useState<LoadState>(() => (wasLoaded(src) ? 'loaded' : 'idle'));
  const [attempt, setAttempt] = useState(0);
  const imgRef = useRef<HTMLImageElement>(null);

  if (current !== src) {
    setCurrent(src);
    setState(wasLoaded(src) ? 'loaded' : 'idle');
    setAttempt(0);
  }

  useEffect(() => {
    if (state !== 'idle' || !imgRef.current) return;
    return watch(imgRef.current, () => setState('loading'));
  }, [state, src]);

  if (state === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt}
        className={clsx('lazy-image', 'lazy-image--failed', className)}
        style={{ width, height }}
        data-state="failed"
      >
        {fallback ?? <ImageOffIcon size={24} />}
      </span>
    );
  }

  return (
    <img
      // The attempt number is the key, so a retry is a fresh element and a fresh request.
      key={attempt}
      ref={imgRef}
      src={state === 'idle' ? BLANK : src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className={clsx('lazy-image', className)}
      data-state={state}
      onLoad={() => {
        if (state === 'idle') return;
        rememberLoaded(src);
        setState('loaded');
      }}
      onError={() => {
        if (state === 'idle') return;
        if (attempt + 1 < IMAGE_LAZY_LOAD.attempts) window.setTimeout(() => setAttempt((n) => n + 1), RETRY_DELAY_MS);
        else setState('failed');
      }}
    />
  );
}
