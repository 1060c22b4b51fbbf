import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A tiny publish/subscribe bus for cache invalidation between server instances: Redis pub/sub
 * when REDIS_URL is set, in-process otherwise (one instance needs nothing more).
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const events = new EventEmitter();
  return {
    async publish(channel, message) {
      events.emit(channel, message);
    },
    async subscribe(channel, handler) {
      events.on(channel, handler);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

export function createRedisBus(url: string, namespace: string): Bus {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const handlers = new Map<string, ((message: string) => void)[]>();
  const full = (channel: string) => `${namespace}:${channel}`;
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  let connected: Promise<unknown> | null = null;
  const connect = () => (connected ??= Promise.all([publisher.connect(), subscriber.connect()]));
  return {
    async publish(channel, message) {
      await connect();
      await publisher.publish(full(channel), message);
    },
    async subscribe(channel, handler) {
      await connect();
      const name = full(channel);
      if (!handlers.has(name)) {
        handlers.set(name, []);
        await subscriber.subscribe(name);
      }
      handlers.get(name)!.push(handler);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
