import type { ChatRepo } from './chat.repo.ts';

/**
 * The operator's word list, applied by masking: every occurrence of a listed word, in any case,
 * becomes as many '*' as it has characters, and the message still goes out (a refusal would teach
 * people to misspell; a mask keeps the conversation going). Matched as a substring, because Thai
 * and Chinese put no spaces between words. Cached per instance; a change on any instance clears
 * every cache through the bus.
 */
export function createWordFilter(repo: Pick<ChatRepo, 'words'>) {
  let cached: Promise<RegExp | null> | null = null;
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const load = async () => {
    const words = await repo.words();
    if (words.length === 0) return null;
    // Longest first, so a word that contains another is masked whole.
    const sorted = [...words].sort((a, b) => b.length - a.length);
    return new RegExp(sorted.map(escape).join('|'), 'giu');
  };
  return {
    async mask(text: string): Promise<string> {
      cached ??= load().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      const pattern = await cached;
      if (!pattern || !text) return text;
      return text.replace(pattern, (match) => '*'.repeat([...match].length));
    },
    invalidate() {
      cached = null;
    },
  };
}
