import type { AppContext } from './context.ts';

/**
 * A feature's services built once per app and shared by every module that asks (routes, other
 * features): `export const walletModule = perApp((ctx) => ({ ... }))`.
 */
export function perApp<T>(build: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const built = new WeakMap<AppContext, T>();
  return (ctx) => {
    if (!built.has(ctx)) built.set(ctx, build(ctx));
    return built.get(ctx)!;
  };
}
