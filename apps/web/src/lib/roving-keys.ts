/**
 * Where an arrow, Home or End key moves the focus in a row of choices that keeps one of them in
 * the Tab order (WAI-ARIA tabs and radio groups): the index to move to, or null for another key.
 * A horizontal row (tabs) moves with left and right only, so up and down still scroll the page; a
 * radio group with all four arrows. The ends wrap.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  axes: 'horizontal' | 'both' = 'horizontal',
): number | null {
  if (count === 0) return null;
  const vertical = axes === 'both';
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowDown':
      return vertical ? (index + 1) % count : null;
    case 'ArrowUp':
      return vertical ? (index - 1 + count) % count : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
