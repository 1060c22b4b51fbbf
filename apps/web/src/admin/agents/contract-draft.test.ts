import { describe, expect, it } from 'vitest';
import { checkForm } from '../../test/form-check.ts';
import { emptyOffer, offerableKinds, offerResolver, type OfferDraft } from './contract-draft.ts';

const draft = (patch: Partial<OfferDraft>): OfferDraft => ({
  ...emptyOffer('daily_salary'),
  username: 'agent1',
  memberId: 7,
  ...patch,
});
const check = (values: OfferDraft, moneyDecimals = 2) => checkForm(offerResolver(moneyDecimals), values);

describe('the offer form: draft → request', () => {
  it('sends a salary with its tiers in major units and percent, without a cycle', async () => {
    const { data, fields } = await check(
      draft({
        tiers: [
          { threshold: '0', rate: '0.5' },
          { threshold: ' 1000,5 ', rate: '1.25' },
          { threshold: '25000', rate: '2' },
        ],
      }),
    );
    expect(fields).toEqual({});
    expect(data).toEqual({
      memberId: 7,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: [
        { threshold: 0, ratePercent: 0.5 },
        { threshold: 1000.5, ratePercent: 1.25 },
        { threshold: 25000, ratePercent: 2 },
      ],
      rollover: false,
    });
    expect(data).not.toHaveProperty('cycle');
  });

  it('sends a dividend with its cycle and rollover', async () => {
    const values = draft({
      kind: 'dividend',
      cycle: 'weekly',
      rollover: true,
      tiers: [{ threshold: '100', rate: '10' }],
    });
    expect((await check(values)).data).toMatchObject({ kind: 'dividend', cycle: 'weekly', rollover: true });
  });

  it('reads a threshold by the basis: money to the currency decimals, members as whole counts', async () => {
    const money = draft({ tiers: [{ threshold: '10.125', rate: '1' }] });
    expect((await check(money, 2)).fields).toEqual({ 'tiers.0.threshold': 'threshold.decimals' });
    // A currency of three decimals takes it.
    expect((await check(money, 3)).data?.tiers).toEqual([{ threshold: 10.125, ratePercent: 1 }]);
    // A currency without decimals (VND) takes whole amounts only.
    expect((await check(draft({ tiers: [{ threshold: '5.5', rate: '1' }] }), 0)).fields).toEqual({
      'tiers.0.threshold': 'threshold.decimals',
    });

    const active = draft({ basis: 'active', tiers: [{ threshold: '3.5', rate: '1' }] });
    expect((await check(active)).fields).toEqual({ 'tiers.0.threshold': 'threshold.decimals' });
    const counts = draft({
      basis: 'active',
      tiers: [
        { threshold: '5', rate: '1' },
        { threshold: '20', rate: '2' },
      ],
    });
    expect((await check(counts)).data?.tiers).toEqual([
      { threshold: 5, ratePercent: 1 },
      { threshold: 20, ratePercent: 2 },
    ]);
  });

  it('names each row that does not rise and rates beyond two decimals or 100 %', async () => {
    const { data, fields } = await check(
      draft({
        tiers: [
          { threshold: '100', rate: '1.005' },
          { threshold: '100', rate: '101' },
          { threshold: '', rate: 'x' },
        ],
      }),
    );
    expect(data).toBeNull();
    expect(fields).toMatchObject({
      'tiers.0.rate': 'rate.decimals',
      'tiers.1.threshold': 'threshold.order',
      'tiers.1.rate': 'rate.range',
      'tiers.2.threshold': 'threshold.required',
      'tiers.2.rate': 'rate.format',
    });
  });

  it('needs a member found by the username and a kind', async () => {
    expect((await check(draft({ username: ' ', memberId: undefined }))).fields.username).toBe('MEMBER_REQUIRED');
    expect((await check(draft({ memberId: null }))).fields.username).toBe('MEMBER_NOT_FOUND');
    expect((await check(draft({ memberId: null }))).data).toBeNull();
    // No kind: only while the brand runs none (the form then says so instead of the fields).
    expect((await check(draft({ kind: '', tiers: [{ threshold: '0', rate: '1' }] }))).fields).toEqual({
      kind: 'INVALID_VALUE',
    });
    expect((await check(draft({ tiers: [{ threshold: '0', rate: '1' }] }))).data).not.toBeNull();
  });

  it('offers only the kinds whose brand switch is on', () => {
    expect(offerableKinds({ dividend: false, salary: true, hourlySalary: false, realTimeSalary: true })).toEqual([
      'daily_salary',
      'realtime_salary',
    ]);
    expect(offerableKinds(undefined)).toEqual([]);
  });
});
