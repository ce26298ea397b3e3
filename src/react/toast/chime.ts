/**
 * The default in-app chime: a short, quiet sine that glides 660 → 880 Hz over ~150 ms under a
 * soft attack/decay envelope. Synthesized with Web Audio, so there is no file to fetch. The
 * AudioContext is created on first use only. Where Web Audio is missing or blocked (no
 * constructor, a constructor that throws, an autoplay policy that rejects `resume()`), it is
 * silent and never throws.
 */

type AudioContextConstructor = new () => AudioContext;

/** A chime player with its own lazily created AudioContext. */
export function createSoftChime(): () => void {
  let context: AudioContext | undefined;
  let madeBy: AudioContextConstructor | undefined;

  return function playSoftChime() {
    try {
      // Missing Web Audio throws here, like a blocked constructor.
      const Ctor = (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext!;
      if (!context || madeBy !== Ctor || context.state === 'closed')
        context = new (madeBy = Ctor)();
      const ctx = context;
      // Autoplay policies start contexts suspended until a user gesture; resuming may reject.
      if (ctx.state === 'suspended') ctx.resume().catch(() => {});

      const t = ctx.currentTime;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(660, t);
      osc.frequency.exponentialRampToValueAtTime(880, t + 0.12);
      // Exponential ramps cannot start or end at 0. Peak 0.06: quiet next to speech or media.
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.06, t + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.15);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.onended = () => {
        osc.disconnect();
        gain.disconnect();
      };
      osc.start(t);
      osc.stop(t + 0.17);
    } catch {
      // Web Audio blocked or broken: the toast is the notification; stay silent.
    }
  };
}

/** The shared default chime (one AudioContext for every provider on the page). */
export const playSoftChime = createSoftChime();
