/**
 * A friend's name as the invite page shows it: the first two characters and the last, stars
 * between (the server already sends it so; a name without a star is masked here too, so a
 * full name never shows by mistake). Short names keep only their first character.
 */
export function maskName(name: string): string {
  if (name.includes('*')) return name;
  const chars = [...name];
  if (chars.length <= 3) return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(chars.length - 1, 2))}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 3)}${chars[chars.length - 1]}`;
}
