import Markdown from 'react-markdown';
import clsx from 'clsx';
import './markdown-text.css';

/**
 * The operator's Markdown (a promotion's body and terms, an announcement, a notice): headings,
 * lists, emphasis and links; plain text reads as paragraphs. Raw HTML in the text is dropped
 * (skipHtml), never rendered, and react-markdown refuses javascript: links; so an operator's text
 * can never run script on a player's page.
 */
export function MarkdownText({ text, testId, className }: { text: string; testId?: string; className?: string }) {
  if (text.trim() === '') return null;
  return (
    <div className={clsx('markdown-text', className)} data-testid={testId}>
      <Markdown skipHtml>{text}</Markdown>
    </div>
  );
}
