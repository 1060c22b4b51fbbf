import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SETTINGS, featureFlagsSchema, type FeatureFlags } from './settings.ts';
import { SETTINGS_TREE, flagsFromTree, settingsTree } from './settings-tree.ts';

const FLAGS = Object.keys(featureFlagsSchema.shape) as (keyof FeatureFlags)[];
const arbitraryFlags = fc.record(
  Object.fromEntries(FLAGS.map((f) => [f, fc.boolean()])) as {
    [K in keyof FeatureFlags]: fc.Arbitrary<boolean>;
  },
);

describe('settingsTree', () => {
  it('reports every feature flag exactly once, under unique module ids', () => {
    const reported = SETTINGS_TREE.flatMap((g) => g.children.map(([, flag]) => flag));
    expect([...reported].sort()).toEqual([...FLAGS].sort());
    const ids = [...SETTINGS_TREE.map((g) => g.modId), ...SETTINGS_TREE.flatMap((g) => g.children.map(([id]) => id))];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the shape of the permission info: modId, enabled "1"/"0", childrenNodes', () => {
    const tree = settingsTree({ ...DEFAULT_SETTINGS.flags, chat: true, dividend: false });
    expect(tree.map((n) => n.modId)).toEqual(['REGISTER', 'LOGIN', 'MEMBER', 'AGENT']);
    const member = tree.find((n) => n.modId === 'MEMBER')!;
    expect(member.enabled).toBe('1');
    expect(member.childrenNodes.find((n) => n.modId === 'CHAT')).toEqual({
      modId: 'CHAT',
      enabled: '1',
      childrenNodes: [],
    });
    const agent = tree.find((n) => n.modId === 'AGENT')!;
    expect(agent.childrenNodes.find((n) => n.modId === 'DIVIDEND')!.enabled).toBe('0');
  });

  it('round-trips through flagsFromTree for any combination of flags', () => {
    fc.assert(
      fc.property(arbitraryFlags, (flags) => {
        expect(flagsFromTree(settingsTree(flags))).toEqual(flags);
      }),
    );
  });

  it('reads a switched-off parent as switching off its children, and a missing node as off', () => {
    const all = Object.fromEntries(FLAGS.map((f) => [f, true])) as FeatureFlags;
    const tree = settingsTree(all).map((n) => (n.modId === 'LOGIN' ? { ...n, enabled: '0' as const } : n));
    const flags = flagsFromTree(tree);
    expect(flags.freePlay).toBe(false);
    expect(flags.smsCodeLogin).toBe(false);
    expect(flags.chat).toBe(true);
    expect(flagsFromTree([]).chat).toBe(false);
  });
});
