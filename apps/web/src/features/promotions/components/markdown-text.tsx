/**
 * The operator's Markdown (body and terms) as plain paragraphs: split on blank lines, single line
 * breaks kept. React escapes every character, so no raw HTML from the text can ever run. Rendering
 * the Markdown itself (headings, lists, emphasis) is react-markdown's job once it is installed:
 * `<Markdown skipHtml>{text}</Markdown>` replaces the body of this component.
 */
export function MarkdownText({ text, testId }: { text: string; testId?: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className="promo-markdown" data-testid={testId}>
      {paragraphs.map((lines, index) => (
        <p key={index}>
          {lines.map((line, n) => (
            <span key={n}>
              {n > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/** Paragraphs as lists of lines: blank lines separate them, surrounding spaces go. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}
