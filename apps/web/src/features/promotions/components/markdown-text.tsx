import Markdown from 'react-markdown';

/**
 * The operator's Markdown (a promotion's body and terms): headings, lists, emphasis and links.
 * Raw HTML in the text is dropped (skipHtml), never rendered, and react-markdown refuses
 * javascript: links; so an operator's text can never run script on a player's page.
 */
export function MarkdownText({ text, testId }: { text: string; testId?: string }) {
  if (text.trim() === '') return null;
  return (
    <div className="promo-markdown" data-testid={testId}>
      <Markdown skipHtml>{text}</Markdown>
    </div>
  );
}
