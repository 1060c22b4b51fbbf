import { Redis } from 'ioredis';

/**
 * What every server instance must agree on about live chat: how fast a member may send (a token
 * bucket per member) and who is online in a room. In Redis when REDIS_URL is set, so the limits
 * and counts hold across instances; in this process otherwise (one instance needs nothing more).
 */
export interface ChatLimits {
  /** 0 when the member may send now (a token is taken), else the milliseconds until one is back. */
  take(memberId: number, nowMs: number): Promise<number>;
  /** Marks members present in a room until `untilMs` (refreshed while their socket stays open). */
  markOnline(roomId: number, memberIds: number[], untilMs: number): Promise<void>;
  markOffline(roomId: number, memberId: number): Promise<void>;
  online(roomId: number, nowMs: number): Promise<number>;
  close(): Promise<void>;
}

export interface BucketRule {
  /** Messages a member may send at once. */
  burst: number;
  /** Tokens back per second. */
  perSecond: number;
}

/** Five messages at once, then one every two seconds: a conversation, never a flood. */
export const DEFAULT_BUCKET: BucketRule = { burst: 5, perSecond: 0.5 };

// KEYS[1] the member's bucket; ARGV rate per ms, burst, now (ms). Returns 0 or the wait in ms.
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens < 1 then
  wait = math.ceil((1 - tokens) / rate)
else
  tokens = tokens - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate) + 1000)
return wait
`;

export function createRedisChatLimits(url: string, namespace: string, rule: BucketRule = DEFAULT_BUCKET): ChatLimits {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const ratePerMs = rule.perSecond / 1000;
  const bucketKey = (memberId: number) => `${namespace}:chat:bucket:${memberId}`;
  const onlineKey = (roomId: number) => `${namespace}:chat:online:${roomId}`;
  let connected: Promise<void> | null = null;
  const ready = () => (connected ??= redis.connect());
  return {
    async take(memberId, nowMs) {
      await ready();
      const wait = await redis.eval(TAKE_SCRIPT, 1, bucketKey(memberId), ratePerMs, rule.burst, nowMs);
      return Number(wait);
    },
    async markOnline(roomId, memberIds, untilMs) {
      if (memberIds.length === 0) return;
      await ready();
      await redis.zadd(onlineKey(roomId), ...memberIds.flatMap((id) => [untilMs, String(id)]));
    },
    async markOffline(roomId, memberId) {
      await ready();
      await redis.zrem(onlineKey(roomId), String(memberId));
    },
    async online(roomId, nowMs) {
      await ready();
      await redis.zremrangebyscore(onlineKey(roomId), '-inf', nowMs);
      return redis.zcard(onlineKey(roomId));
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createLocalChatLimits(rule: BucketRule = DEFAULT_BUCKET): ChatLimits {
  const buckets = new Map<number, { tokens: number; at: number }>();
  const rooms = new Map<number, Map<number, number>>();
  const ratePerMs = rule.perSecond / 1000;
  return {
    async take(memberId, nowMs) {
      const state = buckets.get(memberId) ?? { tokens: rule.burst, at: nowMs };
      const tokens = Math.min(rule.burst, state.tokens + Math.max(0, nowMs - state.at) * ratePerMs);
      if (tokens < 1) {
        buckets.set(memberId, { tokens, at: nowMs });
        return Math.ceil((1 - tokens) / ratePerMs);
      }
      buckets.set(memberId, { tokens: tokens - 1, at: nowMs });
      return 0;
    },
    async markOnline(roomId, memberIds, untilMs) {
      const room = rooms.get(roomId) ?? new Map<number, number>();
      for (const id of memberIds) room.set(id, untilMs);
      rooms.set(roomId, room);
    },
    async markOffline(roomId, memberId) {
      rooms.get(roomId)?.delete(memberId);
    },
    async online(roomId, nowMs) {
      const room = rooms.get(roomId);
      if (!room) return 0;
      for (const [id, until] of room) if (until <= nowMs) room.delete(id);
      return room.size;
    },
    async close() {
      buckets.clear();
      rooms.clear();
    },
  };
}
