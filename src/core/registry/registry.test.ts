import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { askToolAdapter, listAskDialects } from '../adapters';
import { askToolPolicy } from '../adapters/asktool/policy';
import { askTransition, createAskState, getAnswers } from '../dialects';
import { checkAskRequest } from '../dialects';
import { parseAskSummary, resolveAsk, summarizeAsk, toAskResolution } from '../dialects';
import { createAskRegistry, type AskDialectEntry } from './index';

const request = {
  ...askToolRequest({ question: 'Deploy?', options: ['yes', 'no'] }),
  dialect: 'host_vote',
};
const vote = (): AskDialectEntry => ({
  dialect: 'host_vote',
  policy: { ...askToolPolicy, skipCancels: true },
  runtime: () => ({
    dialect: 'host_vote',
    toResult: (_r, answers, reason) => ({ reason, vote: answers[0]?.labels[0] ?? null }),
    formatContent: (_r, answers) => `vote: ${answers[0]?.labels.join(',') ?? ''}`,
  }),
});

describe('issue 28 #1: a host registry', () => {
  it('drives the machine and the resolution of its own dialect, leaving the default as it was', () => {
    const before = listAskDialects();
    const registry = createAskRegistry([askToolAdapter, vote()]);
    let state = createAskState(request, undefined, { registry });
    state = askTransition(state, { type: 'toggle', option: 0 }, registry);
    state = askTransition(state, { type: 'next' }, registry);
    const resolution = toAskResolution(state, registry)!;
    expect(resolution.result).toEqual({ reason: 'submitted', vote: 'yes' });
    expect(resolution.content).toBe('vote: yes');
    expect(getAnswers(state, registry)[0]!.labels).toEqual(['yes']);
    // Its policy, not the built-in's: Skip cancels the prompt.
    const skipped = resolveAsk(request, [{ type: 'skip' }], registry);
    expect(skipped.resolution?.reason).toBe('declined');
    expect(summarizeAsk(resolution, registry).items[0]!.status).toBe('answered');
    expect(parseAskSummary(resolution.details, registry)?.dialect).toBe('host_vote');
    // The default registry never learnt it.
    expect(listAskDialects()).toEqual(before);
    expect(checkAskRequest(request)?.message).toMatch(/dialect must be a registered dialect/);
    expect(parseAskSummary(resolution.details)).toBeNull();
    expect(() => createAskState(request)).toThrow(/registered dialect/);
  });

  it('loads a running half on first use, once', () => {
    const load = vi.fn(vote().runtime!);
    const registry = createAskRegistry([{ ...vote(), runtime: load }]);
    expect(load).not.toHaveBeenCalled();
    const state = askTransition(
      createAskState(request, undefined, { registry }),
      { type: 'skip' },
      registry,
    );
    expect(load).not.toHaveBeenCalled();
    toAskResolution(state, registry);
    toAskResolution(state, registry);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a taken name, and `with` leaves the registry it copies alone', () => {
    const registry = createAskRegistry([vote()]);
    expect(() => registry.add(vote())).toThrow(/"host_vote" is already registered/);
    const more = registry.with(askToolAdapter);
    expect(more.list()).toEqual(['host_vote', 'asktool']);
    expect(registry.list()).toEqual(['host_vote']);
    expect(() => registry.policy('asktool')).toThrow(/registered: host_vote/);
  });

  it('a dialect without results can run but says how to resolve it', () => {
    const registry = createAskRegistry([{ dialect: 'bare', policy: askToolPolicy }]);
    const state = askTransition(
      createAskState({ ...request, dialect: 'bare' }, undefined, { registry }),
      { type: 'stop' },
      registry,
    );
    expect(() => toAskResolution(state, registry)).toThrow(
      /without results: give its entry a `runtime`/,
    );
  });
});

describe('issue 28 #1: the registry is the bottom of core', () => {
  it('imports nothing from machine/, schema/, serialize/ or adapters/, even transitively', () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/(?:import|export)[^'"]*from\s+'(\.[^']+)'/g)) {
        const target = resolve(dirname(file), spec!);
        walk(/\.tsx?$/.test(target) ? target : `${target}.ts`);
      }
    };
    walk(resolve(import.meta.dirname, 'index.ts'));
    const core = resolve(import.meta.dirname, '..');
    const above = [...seen].filter((f) =>
      /^\/(machine|schema|serialize|adapters)\//.test(f.slice(core.length)),
    );
    expect(above).toEqual([]);
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('issue 28 #1: a registry the host implements', () => {
  it('is used as given (a wrapper of its own, or a registry from another copy of the package)', () => {
    const inner = createAskRegistry([askToolAdapter, vote()]);
    // Same lookups, not an instance of this copy's class.
    const wrapper = {
      add: inner.add.bind(inner),
      with: inner.with.bind(inner),
      has: inner.has.bind(inner),
      list: inner.list.bind(inner),
      findPolicy: inner.findPolicy.bind(inner),
      policy: inner.policy.bind(inner),
      findRuntime: inner.findRuntime.bind(inner),
      runtime: inner.runtime.bind(inner),
      readPersisted: inner.readPersisted.bind(inner),
    } as typeof inner;
    expect(checkAskRequest(request, wrapper)).toBeNull();
    const skipped = resolveAsk(request, [{ type: 'skip' }], wrapper);
    expect(skipped.resolution?.reason).toBe('declined');
    expect(skipped.resolution?.content).toBe('vote: ');
  });
});
