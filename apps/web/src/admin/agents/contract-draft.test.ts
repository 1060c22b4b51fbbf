import { describe, expect, it } from 'vitest';
import { emptyOffer, offerableKinds, offerIssues, offerRequest, type OfferDraft } from './contract-draft.ts';

const draft = (patch: Partial<OfferDraft>): OfferDraft => ({
  ...emptyOffer('daily_salary'),
  username: 'agent1',
  memberId: 7,
  ...patch,
});

describe('the offer form: draft → request', () => {
  it('sends a salary with its tiers in major units and percent, without a cycle', () => {
    const body = offerRequest(
      draft({
        tiers: [
          { threshold: '0', rate: '0.5' },
          { threshold: ' 1000,5 ', rate: '1.25' },
          { threshold: '25000', rate: '2' },
        ],
      }),
      2,
    );
    expect(body).toEqual({
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
    expect(body).not.toHaveProperty('cycle');
  });

  it('sends a dividend with its cycle and rollover', () => {
    const body = offerRequest(
      draft({ kind: 'dividend', cycle: 'weekly', rollover: true, tiers: [{ threshold: '100', rate: '10' }] }),
      2,
    );
    expect(body).toMatchObject({ kind: 'dividend', cycle: 'weekly', rollover: true });
  });

  it('reads a threshold by the basis: money to the currency decimals, members as whole counts', () => {
    const money = draft({ tiers: [{ threshold: '10.125', rate: '1' }] });
    expect(offerIssues(money, 2).tiers[0]).toEqual({ threshold: 'decimals' });
    expect(offerRequest(money, 2)).toBeNull();
    // A currency of three decimals takes it.
    expect(offerRequest(money, 3)?.tiers).toEqual([{ threshold: 10.125, ratePercent: 1 }]);
    // A currency without decimals (VND) takes whole amounts only.
    expect(offerIssues(draft({ tiers: [{ threshold: '5.5', rate: '1' }] }), 0).tiers[0]).toEqual({
      threshold: 'decimals',
    });

    const active = draft({ basis: 'active', tiers: [{ threshold: '3.5', rate: '1' }] });
    expect(offerIssues(active, 2).tiers[0]).toEqual({ threshold: 'decimals' });
    expect(
      offerRequest(
        draft({
          basis: 'active',
          tiers: [
            { threshold: '5', rate: '1' },
            { threshold: '20', rate: '2' },
          ],
        }),
        2,
      )?.tiers,
    ).toEqual([
      { threshold: 5, ratePercent: 1 },
      { threshold: 20, ratePercent: 2 },
    ]);
  });

  it('refuses thresholds that do not rise and rates beyond two decimals or 100 %', () => {
    const issues = offerIssues(
      draft({
        tiers: [
          { threshold: '100', rate: '1.005' },
          { threshold: '100', rate: '101' },
          { threshold: '', rate: 'x' },
        ],
      }),
      2,
    ).tiers;
    expect(issues).toEqual([
      { rate: 'decimals' },
      { threshold: 'order', rate: 'range' },
      { threshold: 'required', rate: 'format' },
    ]);
  });

  it('needs a member found by the username and a kind', () => {
    expect(offerIssues(draft({ username: ' ', memberId: null }), 2).member).toBe('required');
    expect(offerIssues(draft({ memberId: null }), 2).member).toBe('notFound');
    expect(offerRequest(draft({ memberId: null }), 2)).toBeNull();
    expect(offerIssues(draft({ kind: '' }), 2).kind).toBe('required');
    expect(offerRequest(draft({ tiers: [{ threshold: '0', rate: '1' }] }), 2)).not.toBeNull();
  });

  it('offers only the kinds whose brand switch is on', () => {
    expect(offerableKinds({ dividend: false, salary: true, hourlySalary: false, realTimeSalary: true })).toEqual([
      'daily_salary',
      'realtime_salary',
    ]);
    expect(offerableKinds(undefined)).toEqual([]);
  });
});
