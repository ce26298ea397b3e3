/**
 * The default in-app chime: a short, quiet sine that glides 660 → 880 Hz over ~150 ms under a
 * soft attack/decay envelope. Synthesized with Web Audio, so there is no file to fetch. The
 * AudioContext is created on first use only. Where Web Audio is missing or blocked (no
 * constructor, a constructor that throws, an autoplay policy that rejects `resume()`), it is
 * silent and never throws.
 */

type AudioContextConstructor = new () => AudioContext;

/** Peak gain: quiet next to speech or media. */
const PEAK = 0.06;
const SECONDS = 0.15;

/** A chime player with its own lazily created AudioContext. */
export function createSoftChime(): () => void {
  let context: AudioContext | null = null;
  let madeBy: AudioContextConstructor | null = null;

  return function playSoftChime() {
    try {
      const g = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
      const Ctor = g.AudioContext ?? g.webkitAudioContext;
      if (typeof Ctor !== 'function') return;
      if (!context || madeBy !== Ctor || context.state === 'closed') {
        context = new Ctor();
        madeBy = Ctor;
      }
      const ctx = context;
      // Autoplay policies start contexts suspended until a user gesture; resuming may reject.
      if (ctx.state === 'suspended') Promise.resolve(ctx.resume?.()).catch(() => {});

      const t = ctx.currentTime;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(660, t);
      osc.frequency.exponentialRampToValueAtTime(880, t + SECONDS * 0.8);
      // Exponential ramps cannot start or end at 0.
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(PEAK, t + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + SECONDS);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.onended = () => {
        osc.disconnect();
        gain.disconnect();
      };
      osc.start(t);
      osc.stop(t + SECONDS + 0.02);
    } catch {
      // Web Audio blocked or broken: the toast is the notification; stay silent.
    }
  };
}

/** The shared default chime (one AudioContext for every provider on the page). */
export const playSoftChime = createSoftChime();
