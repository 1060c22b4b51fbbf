import { describe, expect, it } from 'vitest';
import { afterRound, beforeSpin, startAutoplay } from './autoplay';

const settings = { spins: 3, lossLimitMinor: 500, winLimitMinor: 2000, stopOnFeature: true };

describe('autoplay limits', () => {
  it('stops after the chosen number of spins', () => {
    let run = startAutoplay(settings);
    for (let i = 0; i < 3; i += 1) {
      expect(beforeSpin(run, 100)).toBeNull();
      run = afterRound(run, { stakeMinor: 100, payoutMinor: 100, featureTriggered: false }).run;
    }
    expect(beforeSpin(run, 100)).toBe('count');
  });

  it('refuses a spin that could take the net loss past the limit, counting wins back', () => {
    let run = startAutoplay({ ...settings, spins: 100 });
    run = afterRound(run, { stakeMinor: 200, payoutMinor: 0, featureTriggered: false }).run;
    run = afterRound(run, { stakeMinor: 200, payoutMinor: 50, featureTriggered: false }).run;
    expect(run.netLossMinor).toBe(350);
    expect(beforeSpin(run, 150)).toBeNull();
    expect(beforeSpin(run, 151)).toBe('lossLimit');
    run = afterRound(run, { stakeMinor: 100, payoutMinor: 400, featureTriggered: false }).run;
    expect(run.netLossMinor).toBe(50);
    expect(beforeSpin(run, 450)).toBeNull();
  });

  it('stops on a single win at the limit and on the feature when asked', () => {
    const run = startAutoplay(settings);
    expect(afterRound(run, { stakeMinor: 100, payoutMinor: 1999, featureTriggered: false }).stop).toBeNull();
    expect(afterRound(run, { stakeMinor: 100, payoutMinor: 2000, featureTriggered: false }).stop).toBe('winLimit');
    expect(afterRound(run, { stakeMinor: 100, payoutMinor: 0, featureTriggered: true }).stop).toBe('feature');
    const open = startAutoplay({ ...settings, winLimitMinor: null, stopOnFeature: false });
    expect(afterRound(open, { stakeMinor: 100, payoutMinor: 99_999, featureTriggered: true }).stop).toBeNull();
  });
});
