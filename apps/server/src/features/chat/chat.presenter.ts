import type { ChatAdminMessage, ChatMessage, ChatRestriction, ChatRoom } from '@portal/shared/contracts/chat';
import { maskUsername } from '../../platform/mask-username.ts';
import type { ChatMessageRow, ChatRestrictionRow, ChatRoomRow } from './chat.repo.ts';

/** The signed URL of a message's image (chat-image-urls.ts), or null. */
type ImageUrl = (name: string | null) => string | null;

/**
 * A message as a player sees it: members by their masked username (fixed when sent), operators
 * without a name (the web labels them "Support": an operator's username is a back-office login).
 */
export function presentMessage(row: ChatMessageRow, viewerMemberId: number | null, imageUrl: ImageUrl): ChatMessage {
  const isOperator = row.sender_kind === 'operator';
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    sender: {
      kind: isOperator ? 'operator' : 'member',
      name: isOperator ? '' : row.sender_name,
      isMe: !isOperator && row.member_id !== null && Number(row.member_id) === viewerMemberId,
    },
    text: row.body,
    imageUrl: imageUrl(row.image_name),
    createdAt: row.created_at.toISOString(),
  };
}

/** The name a member's messages carry. */
export const memberChatName = (username: string) => maskUsername(username);

export function presentAdminMessage(
  row: ChatMessageRow,
  usernames: Map<number, string>,
  imageUrl: ImageUrl,
): ChatAdminMessage {
  const memberId = row.member_id === null ? null : Number(row.member_id);
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    senderKind: row.sender_kind === 'operator' ? 'operator' : 'member',
    senderName: memberId !== null ? (usernames.get(memberId) ?? row.sender_name) : row.sender_name,
    memberId,
    text: row.body,
    imageUrl: imageUrl(row.image_name),
    createdAt: row.created_at.toISOString(),
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}

export function presentRoom(room: ChatRoomRow, unread: number): ChatRoom {
  return {
    id: Number(room.id),
    kind: room.kind,
    language: room.language,
    unread,
    lastMessageId: Number(room.last_message_id ?? 0),
  };
}

/** What the member is told of their own standing: a mute still running, or a ban. */
export function presentOwnRestriction(row: ChatRestrictionRow | undefined, now: Date) {
  const muted = row?.muted_until && row.muted_until > now ? row.muted_until.toISOString() : null;
  return { mutedUntil: muted, banned: Boolean(row?.banned_at) };
}

export function presentRestriction(row: {
  member_id: number;
  username: string;
  muted_until: Date | null;
  banned_at: Date | null;
  reason: string;
  updated_at: Date;
}): ChatRestriction {
  return {
    memberId: Number(row.member_id),
    username: row.username,
    mutedUntil: row.muted_until ? row.muted_until.toISOString() : null,
    banned: row.banned_at !== null,
    reason: row.reason,
    updatedAt: row.updated_at.toISOString(),
  };
}
