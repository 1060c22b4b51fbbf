import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place scrolls into the viewport: a section below the fold on a
 * phone (its chunk, its requests, its event stream) waits for the player instead of competing with
 * the first screen's banner. `reserve` (a CSS length) holds the place's height until then, and
 * while a lazy child's chunk loads: without it the page is short before the sections above have
 * loaded, and every place would count as seen at once.
 */
export function WhenVisible({ children, reserve = '1px' }: { children: ReactNode; reserve?: string }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  const place = <div ref={visible ? undefined : marker} style={{ minHeight: reserve }} aria-hidden="true" />;
  return visible ? <Suspense fallback={place}>{children}</Suspense> : place;
}
