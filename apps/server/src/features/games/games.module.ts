import type { AppContext } from '../../platform/context.ts';
import { createCatalogAdminRepo } from './catalog-admin.repo.ts';
import { createCatalogAdminService } from './catalog-admin.service.ts';
import { createCatalogCache } from './catalog-cache.ts';
import { createCatalogRepo } from './catalog.repo.ts';
import { createCatalogService } from './catalog.service.ts';
import type { GameLauncher } from './game-launcher.ts';
import { createLaunchService } from './launch.service.ts';
import { createPlayerListsRepo } from './player-lists.repo.ts';
import { createPlayerListsService } from './player-lists.service.ts';

/** Lobby answers live this long at most when a change message is lost between instances. */
const CATALOG_CACHE_TTL_MS = 5_000;

/** The games feature's parts, built once per app by its routes. */
export function gamesModule(ctx: AppContext, launcher: GameLauncher) {
  const decimals = async () => (await ctx.settings.get()).currency.decimals;
  const cache = createCatalogCache({ bus: ctx.bus, now: () => Date.now(), ttlMs: CATALOG_CACHE_TTL_MS });
  const catalogRepo = createCatalogRepo(ctx.db);
  // The lobby's lists are read from the replica while there is one; launches and edits from the primary.
  const lobbyRepo = createCatalogRepo(ctx.database.reads);
  const catalog = createCatalogService({ repo: lobbyRepo, cache, launcher, clock: ctx.clock, decimals });
  const lists = createPlayerListsService({
    repo: createPlayerListsRepo(ctx.db, catalogRepo),
    catalog: catalogRepo,
    launcher,
    clock: ctx.clock,
    decimals,
  });
  return {
    cache,
    catalog,
    lists,
    launch: createLaunchService({ catalog: catalogRepo, catalogService: catalog, lists, launcher }),
    admin: createCatalogAdminService({
      repo: createCatalogAdminRepo(ctx.db, catalogRepo),
      cache,
      launcher,
      clock: ctx.clock,
      decimals,
    }),
  };
}

export type GamesModule = ReturnType<typeof gamesModule>;
