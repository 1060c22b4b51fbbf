import type { Server } from 'node:http';
import type { Env } from '../config/env.ts';

/**
 * The portal's origin as players reach it: PUBLIC_URL (required in production), else, for the
 * demo and tests, the address this process listens on (or localhost:PORT before it listens).
 * Never the request's Host header, which the client chooses: return, notify and redirect URLs
 * built on it would send players and webhooks wherever an attacker points them.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, server?: Server): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  return listeningOrigin(server) ?? `http://localhost:${env.PORT}`;
}

/** http://host:port of a listening server, a wildcard address read as the loopback one. */
export function listeningOrigin(server?: Server): string | null {
  const address = server?.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}
