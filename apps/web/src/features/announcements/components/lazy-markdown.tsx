import { lazy, Suspense } from 'react';

// The Markdown renderer loads only when an announcement is opened: the header and the home page,
// where announcements wait to be opened, stay light.
const MarkdownText = lazy(() => import('../../../ui/markdown-text').then((m) => ({ default: m.MarkdownText })));

/** An announcement's text: plain lines while the renderer loads, then its Markdown. */
export function AnnouncementText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="announcement-text__plain">{text}</p>}>
      <MarkdownText text={text} />
    </Suspense>
  );
}
