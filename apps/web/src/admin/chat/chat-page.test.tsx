// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderInEnglish } from '../../test/dom.tsx';
import ChatPage from './chat-page.tsx';

// The page's calls answer from here: the test is about picking rooms, not about the server.
const calls = vi.hoisted(() => ({ markHandled: vi.fn() }));
vi.mock('./chat-api', () => {
  const query = (data: unknown) => ({ data, isError: false, error: null });
  const action = (run: (...args: unknown[]) => void = () => {}) => ({ mutate: run, isPending: false, isError: false });
  return {
    useChatQueue: () =>
      query([
        {
          roomId: 7,
          memberId: 1,
          username: 'ana',
          waitingSince: null,
          awaitingReply: true,
          lastMessage: 'hi',
          lastMessageAt: null,
        },
        {
          roomId: 8,
          memberId: 2,
          username: 'bo',
          waitingSince: null,
          awaitingReply: false,
          lastMessage: '',
          lastMessageAt: null,
        },
      ]),
    useChatLobbies: () => query([{ roomId: 20, language: 'th', online: 3, lastMessageAt: null }]),
    useChatRoom: (roomId: number) =>
      query({
        room:
          roomId === 20
            ? { id: 20, kind: 'lobby', language: 'th', status: 'open', member: null }
            : { id: roomId, kind: 'support', language: null, status: 'open', member: { id: 1, username: 'ana' } },
        items: [],
        hasMore: false,
      }),
    useChatRestrictions: () => query([]),
    useWordFilters: () => query({ words: [] }),
    useReply: () => action(),
    useMarkHandled: () => action(calls.markHandled),
    useDeleteMessage: () => action(),
    useRestrict: () => action(),
    useSaveWords: () => action(),
  };
});

beforeEach(() => {
  calls.markHandled.mockReset();
});
afterEach(cleanup);

const open = (tab: string) =>
  renderInEnglish(
    <MemoryRouter initialEntries={[`/chat?tab=${tab}`]}>
      <ChatPage />
    </MemoryRouter>,
  );

describe('the chat console', () => {
  it.each([
    ['queue', 'chat-queue-ana'],
    ['lobbies', 'chat-lobby-th'],
  ])('on the %s tab, shows the picked room marked and its conversation beside the list', async (tab, pick) => {
    await open(tab);
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
    await userEvent.setup().click(screen.getByTestId(pick));
    expect(screen.getByTestId(pick).className).toContain('is-selected');
    expect(screen.getByTestId('chat-conversation')).toBeTruthy();
  });

  it('closes a support conversation once it is marked handled', async () => {
    calls.markHandled.mockImplementation((_roomId: number, options: { onSuccess?: () => void }) =>
      options.onSuccess?.(),
    );
    await open('queue');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('chat-queue-ana'));
    await user.click(screen.getByTestId('chat-mark-handled'));
    expect(calls.markHandled).toHaveBeenCalledWith(7, expect.anything());
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
  });
});
