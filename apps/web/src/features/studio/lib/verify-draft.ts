import { z } from 'zod';
import { INHOUSE_GAMES, type InhouseGame } from '@portal/shared/contracts/seamless';
import { verifyPayloadSchema, type StudioVerifyPayload } from '@portal/shared/contracts/studio';

/** The verification form as typed: the boxes' text, the game's parameters under `params` as the body has them. */
export interface VerifyDraft {
  game: InhouseGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  variant: string;
  params: { target: string; direction: string; bet: string; mines: string };
  /** Mines: the revealed tiles, comma-separated. */
  reveals: string;
}

const isGame = (value: string | null): value is InhouseGame =>
  (INHOUSE_GAMES as readonly (string | null)[]).includes(value);

function paramsFrom(search: URLSearchParams): Record<string, unknown> {
  try {
    return JSON.parse(search.get('params') ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The form filled from a verification link (verify-link.ts), or the slot's empty form. */
export function draftFromLink(search: URLSearchParams): VerifyDraft {
  const params = paramsFrom(search);
  const game = search.get('game');
  return {
    game: isGame(game) ? game : 'lotus-slot',
    serverSeed: search.get('serverSeed') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    variant: search.get('variant') ?? '',
    params: {
      target: String(params.target ?? 5000),
      direction: String(params.direction ?? 'under'),
      bet: String(params.bet ?? 'banker'),
      mines: String(params.mines ?? 3),
    },
    reveals: search.get('reveals') ?? '',
  };
}

/** A box's number; a blank box is missing (REQUIRED), text that is no number stays NaN (not valid). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const textOf = (text: string) => text.trim() || undefined;

/** The body the boxes make: only the chosen game's parameters, the tiles only for mines. */
export function verifyBody(draft: VerifyDraft): StudioVerifyPayload {
  const { game, params } = draft;
  const reveals = game === 'mines' && draft.reveals.trim() ? draft.reveals.split(',').map(numberOf) : undefined;
  return {
    game,
    params:
      game === 'dice'
        ? { target: numberOf(params.target), direction: params.direction }
        : game === 'baccarat'
          ? { bet: params.bet }
          : game === 'mines'
            ? { mines: numberOf(params.mines) }
            : {},
    serverSeed: textOf(draft.serverSeed),
    clientSeed: draft.clientSeed,
    nonce: numberOf(draft.nonce),
    ...(textOf(draft.variant) ? { variant: draft.variant.trim() } : {}),
    ...(reveals ? { reveals } : {}),
    // The route's schema checks what the boxes made of the text; their types are its to refuse.
  } as StudioVerifyPayload;
}

/** POST /studio/api/verify's schema on the body the form makes. */
export const verifyDraftSchema = z.custom<VerifyDraft>().transform(verifyBody).pipe(verifyPayloadSchema);
