import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSoftChime } from './chime';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Web Audio fake that records what the chime schedules. */
function fakeWebAudio(options: { state?: string; resume?: () => unknown } = {}) {
  const calls: string[] = [];
  const param = (name: string) => ({
    setValueAtTime: (v: number, t: number) => calls.push(`${name}.set(${v}@${t})`),
    exponentialRampToValueAtTime: (v: number, t: number) =>
      calls.push(`${name}.ramp(${v}@${+t.toFixed(3)})`),
  });
  const constructed = vi.fn();
  class FakeAudioContext {
    state = options.state ?? 'running';
    currentTime = 1;
    destination = { name: 'destination' };
    resume = vi.fn(options.resume ?? (async () => {}));
    constructor() {
      constructed();
    }
    createOscillator() {
      const osc = {
        type: '',
        frequency: param('freq'),
        connect: () => {},
        disconnect: () => {},
        onended: null as null | (() => void),
        start: (t: number) => calls.push(`start(${osc.type}@${t})`),
        stop: (t: number) => calls.push(`stop(@${+t.toFixed(3)})`),
      };
      return osc;
    }
    createGain() {
      return { gain: param('gain'), connect: () => {}, disconnect: () => {} };
    }
  }
  return { FakeAudioContext, calls, constructed };
}

describe('soft chime', () => {
  it('is a quiet sine gliding 660 → 880 Hz over ~150 ms under a gain envelope', () => {
    const { FakeAudioContext, calls } = fakeWebAudio();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    createSoftChime()();
    expect(calls).toContain('start(sine@1)');
    expect(calls).toContain('freq.set(660@1)');
    expect(calls).toContain('freq.ramp(880@1.12)');
    expect(calls).toContain('gain.set(0.0001@1)');
    expect(calls.some((c) => /^gain\.ramp\(0\.0\d+@1\.015\)$/.test(c))).toBe(true);
    expect(calls).toContain('gain.ramp(0.0001@1.15)');
    expect(calls).toContain('stop(@1.17)');
  });

  it('creates its AudioContext lazily, once', () => {
    const { FakeAudioContext, constructed } = fakeWebAudio();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const play = createSoftChime();
    expect(constructed).not.toHaveBeenCalled();
    play();
    play();
    play();
    expect(constructed).toHaveBeenCalledTimes(1);
  });

  it('is silent, without error, when Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', undefined);
    expect(() => createSoftChime()()).not.toThrow();
  });

  it('is silent, without error, when the AudioContext constructor throws', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('blocked', 'NotAllowedError');
        }
      },
    );
    expect(() => createSoftChime()()).not.toThrow();
  });

  it('swallows a rejected resume() (autoplay policy) — no unhandled rejection', async () => {
    const { FakeAudioContext } = fakeWebAudio({
      state: 'suspended',
      resume: () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')),
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => createSoftChime()()).not.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('swallows a resume() that throws synchronously or a broken node graph', () => {
    const { FakeAudioContext } = fakeWebAudio({
      state: 'suspended',
      resume: () => {
        throw new Error('sync');
      },
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    expect(() => createSoftChime()()).not.toThrow();
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        createOscillator() {
          throw new Error('broken');
        }
      },
    );
    expect(() => createSoftChime()()).not.toThrow();
  });
});
