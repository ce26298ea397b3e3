import { describe, expect, it } from 'vitest';
import { builtInPolicies, builtInRuntimes } from './built-in';
import * as entries from './entries';

describe('issue 31 #4: the card entries of the built-in dialects', () => {
  it('issue 31 #4: one entry per built-in dialect, with its very policy and results', () => {
    const all = Object.values(entries);
    expect(all.map((e) => e.dialect).sort()).toEqual(builtInPolicies.map(([d]) => d).sort());
    for (const entry of all) {
      const policy = builtInPolicies.find(([d]) => d === entry.dialect)?.[1];
      expect(entry.policy, entry.dialect).toBe(policy);
      expect(entry.runtime?.(), entry.dialect).toBe(
        builtInRuntimes.find((r) => r.dialect === entry.dialect),
      );
    }
  });
});
