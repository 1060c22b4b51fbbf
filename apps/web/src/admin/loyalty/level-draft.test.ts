import { describe, expect, it } from 'vitest';
import type { VipLevelInput } from '@portal/shared/contracts/loyalty';
import { checkForm } from '../../test/form-check.ts';
import {
  fallingThresholds,
  ladderInputOf,
  ladderResolver,
  levelDraftOf,
  nextLevel,
  STARTING_LEVEL,
  type LevelDraft,
} from './level-draft.ts';

const gold: VipLevelInput = {
  rankLevel: 1,
  name: { 'pt-BR': 'Ouro', en: 'Gold' },
  color: '#f5c451',
  color2: '#b8860b',
  depositThreshold: 1000.5,
  turnoverThreshold: null,
  benefits: {
    weeklyCashbackPercent: 1.25,
    withdrawDailyMax: null,
    withdrawDailyCount: 5,
    birthdayBonus: 50,
    levelUpBonus: 20.1,
  },
};
const start: LevelDraft = { ...STARTING_LEVEL, name: { 'pt-BR': 'Membro', en: ' ' } };
const checkLadder = (levels: LevelDraft[], decimals: number) => checkForm(ladderResolver(decimals), { levels });
const withBenefits = (level: LevelDraft, benefits: Partial<LevelDraft['benefits']>): LevelDraft => ({
  ...level,
  benefits: { ...level.benefits, ...benefits },
});

describe('the VIP ladder form', () => {
  it('sends ranks in order, money in major units, blanks as no condition and no limit', async () => {
    const ladder = ladderInputOf({ levels: [start, levelDraftOf(gold)] }) as { levels: VipLevelInput[] };
    expect(ladder.levels.map((level) => level.rankLevel)).toEqual([0, 1]);
    expect(ladder.levels[0]!.name).toEqual({ 'pt-BR': 'Membro' });
    expect(ladder.levels[0]!.depositThreshold).toBeNull();
    expect(ladder.levels[1]).toEqual(gold);
    expect((await checkLadder([start, levelDraftOf(gold)], 2)).data).toEqual(ladder);
  });

  it('gives the starting level no thresholds, whatever its boxes held', async () => {
    const typed = { ...start, depositThreshold: '100.999' };
    const ladder = ladderInputOf({ levels: [typed] }) as { levels: VipLevelInput[] };
    expect(ladder.levels[0]!.depositThreshold).toBeNull();
    expect((await checkLadder([typed], 2)).fields).toEqual({});
  });

  it('reads a stored level back into the boxes it came from', () => {
    const draft = levelDraftOf(gold);
    expect(draft.depositThreshold).toBe('1000.5');
    expect(draft.turnoverThreshold).toBe('');
    expect(draft.benefits.withdrawDailyMax).toBe('');
    expect(draft.benefits.weeklyCashbackPercent).toBe('1.25');
  });

  it("names the contract's rules: a level above the first needs a threshold and a name", async () => {
    const bare = nextLevel(levelDraftOf(gold));
    expect(bare.name).toEqual({});
    expect(bare.benefits.levelUpBonus).toBe('20.1');
    expect((await checkLadder([start, bare], 2)).fields).toEqual({
      'levels.1': 'THRESHOLD_REQUIRED',
      'levels.1.name': 'NAME_REQUIRED',
    });
  });

  it('refuses amounts past the currency, a fraction of a percent point past hundredths, a zero daily maximum', async () => {
    const draft = withBenefits(
      { ...levelDraftOf(gold), depositThreshold: '10.555', color2: 'gold' },
      { levelUpBonus: '1.5', weeklyCashbackPercent: '0.125', withdrawDailyMax: '0', withdrawDailyCount: '2.5' },
    );
    expect((await checkLadder([start, draft], 2)).fields).toEqual({
      'levels.1.depositThreshold': 'TOO_MANY_DECIMALS',
      'levels.1.benefits.weeklyCashbackPercent': 'TOO_MANY_DECIMALS',
      'levels.1.benefits.withdrawDailyMax': 'TOO_SMALL',
      'levels.1.benefits.withdrawDailyCount': 'WHOLE_NUMBER',
      'levels.1.color2': 'PATTERN_MISMATCH',
    });
    // A currency without cents takes no fraction at all.
    expect((await checkLadder([start, draft], 0)).fields['levels.1.benefits.levelUpBonus']).toBe('TOO_MANY_DECIMALS');
  });

  it("keeps a level's own issue beside the decimals the form names in it", async () => {
    const draft = { ...nextLevel(levelDraftOf(gold)), name: { en: 'Platinum' } };
    expect((await checkLadder([start, withBenefits(draft, { birthdayBonus: '1.001' })], 2)).fields).toEqual({
      'levels.1': 'THRESHOLD_REQUIRED',
      'levels.1.benefits.birthdayBonus': 'TOO_MANY_DECIMALS',
    });
  });

  it('calls an empty required box required', async () => {
    const draft = withBenefits(levelDraftOf(gold), { birthdayBonus: ' ' });
    expect((await checkLadder([start, draft], 2)).fields).toEqual({ 'levels.1.benefits.birthdayBonus': 'REQUIRED' });
  });

  it('points at thresholds that do not rise above the level below', () => {
    const silver = { ...levelDraftOf(gold), depositThreshold: '500', turnoverThreshold: '2000' };
    const goldDraft = { ...levelDraftOf(gold), depositThreshold: '500', turnoverThreshold: '' };
    const platinum = { ...levelDraftOf(gold), depositThreshold: '400', turnoverThreshold: '1999' };
    expect(fallingThresholds([start, silver, goldDraft, platinum])).toEqual(
      new Map([
        [2, ['deposit']],
        [3, ['deposit']],
      ]),
    );
  });
});
