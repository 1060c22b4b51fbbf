/**
 * Another member's username as a player may see it (an inviter's friends, a leaderboard): the
 * first two characters and the last, three stars between whatever the length (a short name shows
 * its first character only).
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
