/**
 * An announcement's content (plain text or Markdown) as one line of plain text, for the marquee
 * and a list row's preview: images and links keep their words, the marks of emphasis, headings,
 * lists, quotes, code and any HTML tags go, and the lines run together.
 */
export function plainText(content: string): string {
  return content
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, cut at a character (an emoji stays whole), with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Seconds one pass of the marquee takes: a steady reading speed, never a blur for a short line. */
export const marqueeSeconds = (text: string) => Math.max(12, Math.round([...text].length / 6));
