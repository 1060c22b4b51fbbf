import { z } from 'zod';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';
import {
  missionInputSchema,
  type LoyaltyProduct,
  type MissionInput,
  type MissionKind,
  type MissionPeriod,
} from '@portal/shared/contracts/loyalty';
import { formResolver } from '../../lib/form-resolver.ts';
import { moneyIssues, numberOf, textsOf, type LocalizedValue } from './loyalty-form.ts';

/** A mission as the console loads it: with finance's approval of its money terms (decision 033). */
export type MissionAdmin = MissionInput & { id: number; moneyTerms: MoneyTermsState };

/** The mission editor's state: figures as typed text; '' product: any product. */
export interface MissionDraft {
  title: LocalizedValue;
  description: LocalizedValue;
  period: MissionPeriod;
  kind: MissionKind;
  product: LoyaltyProduct | '';
  target: string;
  reward: string;
  rewardWallet: 'main' | 'bonus';
  wageringMultiple: string;
  missionPoints: string;
  enabled: boolean;
  position: string;
}

/** Kinds counted in money (major units) rather than in rounds or days. */
export const isMoneyKind = (kind: MissionKind) => kind === 'wager' || kind === 'deposit';
/** Kinds that can be narrowed to one product: only bets have one. */
export const hasProduct = (kind: MissionKind) => kind === 'rounds' || kind === 'wager';

export function emptyMission(): MissionDraft {
  return {
    title: {},
    description: {},
    period: 'daily',
    kind: 'rounds',
    product: '',
    target: '',
    reward: '',
    rewardWallet: 'bonus',
    wageringMultiple: '1',
    missionPoints: '10',
    enabled: true,
    position: '0',
  };
}

export function missionDraftOf(mission: Omit<MissionAdmin, 'moneyTerms'>): MissionDraft {
  return {
    title: mission.title,
    description: mission.description,
    period: mission.period,
    kind: mission.kind,
    product: mission.product ?? '',
    target: String(mission.target),
    reward: String(mission.reward),
    rewardWallet: mission.rewardWallet,
    wageringMultiple: String(mission.wageringMultiple),
    missionPoints: String(mission.missionPoints),
    enabled: mission.enabled,
    position: String(mission.position),
  };
}

/** A kind without products drops the product chosen for the last one. */
export function withMissionKind(draft: MissionDraft, kind: MissionKind): MissionDraft {
  return { ...draft, kind, product: hasProduct(kind) ? draft.product : '' };
}

/** The API's body. A main-wallet reward is money at once: no wagering to send. */
export function missionInputOf(draft: MissionDraft): unknown {
  return {
    title: textsOf(draft.title),
    description: textsOf(draft.description),
    period: draft.period,
    kind: draft.kind,
    product: draft.product === '' ? null : draft.product,
    target: numberOf(draft.target),
    reward: numberOf(draft.reward),
    rewardWallet: draft.rewardWallet,
    wageringMultiple: draft.rewardWallet === 'main' ? 0 : numberOf(draft.wageringMultiple),
    missionPoints: numberOf(draft.missionPoints),
    enabled: draft.enabled,
    position: numberOf(draft.position),
  };
}

/** The mission form's check: the route's schema on the API's body, and money past the currency's decimals. */
export function missionResolver(decimals: number) {
  const schema = z.custom<MissionDraft>().transform(missionInputOf).pipe(missionInputSchema);
  return formResolver(schema, (draft) =>
    moneyIssues({ reward: draft.reward, ...(isMoneyKind(draft.kind) && { target: draft.target }) }, decimals),
  );
}
