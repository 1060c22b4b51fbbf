import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@portal/shared/contracts/chat';
import { applyFrame, backoffMs, initialChatState, lastSeenOf, mergeMessages, totalUnread } from './lib/chat-state.ts';

const message = (id: number, roomId = 1, isMe = false): ChatMessage => ({
  id,
  roomId,
  sender: { kind: 'member', name: 'ab***c', isMe },
  text: `m${id}`,
  imageUrl: null,
  createdAt: new Date(2030, 0, 1, 12, 0, id).toISOString(),
});

const ready = applyFrame(
  initialChatState,
  {
    type: 'ready',
    member: { name: 'me***x' },
    rooms: [
      { id: 1, kind: 'lobby', language: 'en', unread: 4, lastMessageId: 9 },
      { id: 2, kind: 'support', language: null, unread: 1, lastMessageId: 3 },
    ],
    restriction: { mutedUntil: null, banned: false },
  },
  1,
  0,
);

describe('chat state', () => {
  it('keeps one message per id, oldest first, whatever order they come in (replay and live may overlap)', () => {
    expect(mergeMessages([message(3), message(5)], [message(4), message(3), message(1)]).map((m) => m.id)).toEqual([
      1, 3, 4, 5,
    ]);
  });

  it('counts unread only for others’ new messages in rooms not being read', () => {
    expect(ready.unread).toEqual({ 1: 0, 2: 1 });
    let state = applyFrame(ready, { type: 'message', message: message(10, 2) }, 1, 0);
    state = applyFrame(state, { type: 'message', message: message(10, 2) }, 1, 0);
    state = applyFrame(state, { type: 'message', message: message(11, 1) }, 1, 0);
    state = applyFrame(state, { type: 'message', message: message(12, 2, true) }, 1, 0);
    expect(state.unread).toEqual({ 1: 0, 2: 2 });
    expect(totalUnread(state)).toBe(2);
    expect(lastSeenOf(state)).toEqual({ 1: 11, 2: 12 });
  });

  it('removes a deleted message, and a refusal stops the window', () => {
    const state = applyFrame(ready, { type: 'message', message: message(7) }, 1, 0);
    expect(applyFrame(state, { type: 'deleted', roomId: 1, messageId: 7 }, 1, 0).messages[1]).toEqual([]);
    const banned = applyFrame(state, { type: 'error', code: 'CHAT_BANNED' }, 1, 0);
    expect(banned).toMatchObject({ status: 'refused', refusal: 'CHAT_BANNED', restriction: { banned: true } });
    const limited = applyFrame(
      state,
      { type: 'error', code: 'CHAT_RATE_LIMITED', ref: 'm1', retryAfterMs: 1500 },
      1,
      0,
    );
    expect(limited).toMatchObject({ status: 'open', notice: { code: 'CHAT_RATE_LIMITED', retryAfterMs: 1500 } });
  });

  it('shows typing for three seconds', () => {
    expect(applyFrame(ready, { type: 'typing', roomId: 1, name: 'xy***z' }, 1, 1000).typing[1]).toEqual({
      name: 'xy***z',
      until: 4000,
    });
  });

  it('waits 1 s doubling to 30 s between reconnects, less up to a third of jitter', () => {
    expect([0, 1, 2, 5, 9].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoffMs(0, () => 0.999)).toBeGreaterThanOrEqual(667);
  });
});
