import { describe, expect, it } from 'vitest';
import { checkForm } from '../../test/form-check.ts';
import {
  emptyMission,
  missionDraftOf,
  missionInputOf,
  missionResolver,
  withMissionKind,
  type MissionDraft,
} from './mission-draft.ts';

const checkMission = (draft: MissionDraft, decimals: number) => checkForm(missionResolver(decimals), draft);

const filled = () => ({
  ...emptyMission(),
  title: { 'pt-BR': 'Gire 20 vezes', en: 'Spin 20 times', th: '  ' },
  kind: 'wager' as const,
  product: 'RNG' as const,
  target: '1500.5',
  reward: '12,5',
  wageringMultiple: '3',
});

describe('the mission form', () => {
  it('sends money in major units, the product, no blank texts', async () => {
    const checked = await checkMission(filled(), 2);
    expect(checked.fields).toEqual({});
    expect(checked.data).toMatchObject({
      title: { 'pt-BR': 'Gire 20 vezes', en: 'Spin 20 times' },
      product: 'RNG',
      target: 1500.5,
      reward: 12.5,
      rewardWallet: 'bonus',
      wageringMultiple: 3,
    });
  });

  it('drops the product for kinds without one and the wagering for a main-wallet reward', async () => {
    const deposit = withMissionKind(filled(), 'deposit');
    expect(deposit.product).toBe('');
    expect(missionInputOf({ ...deposit, rewardWallet: 'main' })).toMatchObject({ product: null, wageringMultiple: 0 });
    expect(withMissionKind(filled(), 'rounds').product).toBe('RNG');
  });

  it("names the contract's rules: whole rounds, a title, amounts within the currency", async () => {
    const rounds = { ...withMissionKind(filled(), 'rounds'), target: '2.5', title: { th: 'หมุน' } };
    expect((await checkMission(rounds, 2)).fields).toEqual({ target: 'WHOLE_NUMBER', title: 'NAME_REQUIRED' });
    expect((await checkMission({ ...filled(), reward: '1.001', target: '10.123' }, 2)).fields).toEqual({
      reward: 'TOO_MANY_DECIMALS',
      target: 'TOO_MANY_DECIMALS',
    });
    expect((await checkMission({ ...filled(), target: '', missionPoints: '1.5' }, 2)).fields).toEqual({
      target: 'REQUIRED',
      missionPoints: 'WHOLE_NUMBER',
    });
  });

  it('reads a stored mission back', async () => {
    const data = (await checkMission(filled(), 2)).data!;
    const back = missionDraftOf({ ...data, id: 7 });
    expect(back).toMatchObject({ target: '1500.5', reward: '12.5', product: 'RNG', title: data.title });
    expect((await checkMission(back, 2)).data).toEqual(data);
  });
});
