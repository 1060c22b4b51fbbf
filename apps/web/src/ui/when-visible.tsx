import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place scrolls into the viewport: a section below the fold on a
 * phone (its chunk, its requests, its event stream) waits for the player instead of competing with
 * the first screen's banner.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
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
  return visible ? <>{children}</> : <div ref={marker} style={{ minHeight: 1 }} aria-hidden="true" />;
}
