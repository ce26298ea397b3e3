/**
 * Issue 16, item 1, in real Chromium with the shipped stylesheet: the OS prefers dark, the host
 * page is light and sets no switch. Every view (card pending and resolved, dock, dock summary,
 * toasts, transcript and its fallback) stays light, and every text node in it has WCAG AA
 * contrast against what is actually painted behind it (the first ancestor with a background,
 * translucent ones composited). Then each switch the theme honours (`data-theme`, the `dark` class,
 * the host's `color-scheme`, the `system` opt-in) is checked the same way on a dark host page.
 */
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { askTransition, createAskState } from '../../src/core/dialects';
import { toAskResolution } from '../../src/core/dialects';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskDock, AskDockSummary } from '../../src/react/dock';
import { AskToastProvider, useAskToasts, type AskToastsApi } from '../../src/react/toast';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';

type Rgba = [number, number, number, number];

/** A computed colour (`rgb()`, `rgba()` or `color(srgb …)`) as 0–255 channels and alpha. */
function parseColor(value: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(value);
  if (srgb) {
    const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((c) => Number(c) * 255) as [
      number,
      number,
      number,
    ];
    return [r, g, b, srgb[4] === undefined ? 1 : Number(srgb[4])];
  }
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(value);
  if (!rgb) throw new Error(`unparsed colour ${value}`);
  return [
    Number(rgb[1]),
    Number(rgb[2]),
    Number(rgb[3]),
    rgb[4] === undefined ? 1 : Number(rgb[4]),
  ];
}

/** `top` drawn over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What is painted behind `el`: its own and its ancestors' backgrounds, up to the canvas. */
function paintedBackground(el: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at: Element | null = el; at; at = at.parentElement) {
    const bg = parseColor(getComputedStyle(at).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  // Past the root: the canvas, white (the host page sets no colour scheme).
  let color: Rgba = [255, 255, 255, 1];
  for (const layer of layers.reverse()) color = over(layer, color);
  return color;
}

/** An element's effective opacity (a disabled control may be faded; WCAG exempts it). */
function faded(el: Element): boolean {
  for (let at: Element | null = el; at; at = at.parentElement)
    if (Number(getComputedStyle(at).opacity) < 1) return true;
  return false;
}

interface Finding {
  text: string;
  part: string;
  ratio: number;
  fg: string;
}

/** Every visible text node under `scope` whose colour fails AA against its painted background. */
function lowContrast(scope: Element): { checked: number; failures: Finding[] } {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const failures: Finding[] = [];
  let checked = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const el = node.parentElement;
    if (!text || !el) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || el.getClientRects().length === 0) continue;
    if (el.closest('[hidden], [aria-hidden="true"], :disabled') || faded(el)) continue;
    const bg = paintedBackground(el);
    const fg = over(parseColor(style.color), bg);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const ratio = contrast(fg, bg);
    checked += 1;
    if (ratio < (large ? 3 : 4.5))
      failures.push({
        text: text.slice(0, 40),
        part: el.closest('[data-part]')?.getAttribute('data-part') ?? el.tagName,
        ratio: Math.round(ratio * 100) / 100,
        fg: style.color,
      });
  }
  return { checked, failures };
}

/** The computed background of a view's own surface, as a luminance: light is above 0.5. */
function surfaceLuminance(el: Element | null): number {
  expect(el).not.toBeNull();
  return luminance(paintedBackground(el!));
}

const asktool: AskRequest = {
  dialect: 'asktool',
  title: 'Deploy',
  message: 'Pick a **target** and a window.',
  questions: [
    {
      id: 'target',
      question: 'Where should it go?\n\n1. staging\n2. production',
      options: [
        { label: 'Staging', description: 'The `staging` cluster' },
        { label: 'Production', description: 'Needs approval' },
      ],
      multiSelect: false,
    },
  ],
};

const askUser: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    {
      id: 'env',
      header: 'Target',
      question: 'Which environments?',
      options: [
        { label: 'Staging', description: 'Safe' },
        { label: 'Production', description: 'Live' },
      ],
      multiSelect: true,
    },
  ],
};

function answered(request: AskRequest) {
  let state = createAskState(request);
  state = askTransition(state, { type: 'toggle', option: 0 });
  state = askTransition(state, { type: 'toggleOther' });
  state = askTransition(state, { type: 'setOtherText', text: 'Both, staging first' });
  return askTransition(state, { type: 'next' });
}

let root: Root;
let container: HTMLElement;
let toasts: AskToastsApi | undefined;

function Capture() {
  const api = useAskToasts();
  useEffect(() => {
    toasts = api;
  }, [api]);
  return null;
}

/** Every view on one page, pending and finished, both dialects. */
async function renderEveryView() {
  const resolutions = [asktool, askUser].map((request) => toAskResolution(answered(request))!);
  const expired = askTransition(createAskState(askUser), { type: 'expire' });
  flushSync(() =>
    root.render(
      <AskToastProvider openSession={() => {}} chime={false}>
        <Capture />
        <div data-view="cards">
          <AskCard request={asktool} />
          <AskCard request={askUser} />
          <AskCard request={asktool} snapshot={answered(asktool)} />
          <AskCard request={askUser} snapshot={answered(askUser)} />
          <AskCard request={askUser} snapshot={expired} />
        </div>
        <div data-view="dock">
          <AskDock
            prompts={[
              { id: 'p1', request: asktool },
              { id: 'p2', request: askUser },
            ]}
            composer={<textarea aria-label="Message" />}
          />
        </div>
        <div data-view="dock-summary">
          <AskDockSummary resolutions={resolutions} />
        </div>
        <div data-view="transcript">
          {resolutions.map((r, i) => (
            <AskTranscript key={i} details={r.details} content={r.content} />
          ))}
          <AskTranscript details={{ broken: true }} content="Picked: Staging" />
        </div>
      </AskToastProvider>,
    ),
  );
  flushSync(() => {
    toasts!.notifyAsk({ sessionId: 's1', request: asktool });
    toasts!.notify({ title: 'Saved', description: 'Your answers were sent', duration: 60_000 });
  });
  await expect.poll(() => document.querySelectorAll('[data-part="toast"]').length).toBe(2);
  // The toasts' entry animation fades them in: read the colours once it is over.
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

const VIEWS = ['cards', 'dock', 'dock-summary', 'transcript'] as const;

function expectReadable(name: string) {
  const scopes: [string, Element | null][] = [
    ...VIEWS.map((view) => [view, container.querySelector(`[data-view="${view}"]`)] as const),
    ['toasts', document.querySelector('[data-part="toast-viewport"]')],
  ].map(([view, el]) => [view, el] as [string, Element | null]);
  for (const [view, scope] of scopes) {
    expect(scope, `${name}: ${view} rendered`).not.toBeNull();
    const { checked, failures } = lowContrast(scope!);
    expect(checked, `${name}: ${view} has text`).toBeGreaterThan(0);
    expect(failures, `${name}: ${view} text below AA`).toEqual([]);
  }
}

beforeAll(async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: 'dark' }],
  });
});

afterAll(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
  for (const el of [document.documentElement, document.body]) {
    el.removeAttribute('data-theme');
    el.removeAttribute('class');
    el.removeAttribute('style');
  }
});

/** A light host page: white, near-black serif text, no theme switch, no colour scheme. */
function lightHost() {
  Object.assign(document.body.style, {
    background: '#ffffff',
    color: '#111111',
    fontFamily: 'serif',
  });
}

/** A dark host page, switched to dark by `switchOn`. */
function darkHost(switchOn: (html: HTMLElement) => void) {
  switchOn(document.documentElement);
  Object.assign(document.body.style, { background: '#111318', color: '#eeeeee' });
}

describe('theme on a light host page with the OS in dark mode', () => {
  it('the emulation is on', () => {
    expect(matchMedia('(prefers-color-scheme: dark)').matches).toBe(true);
  });

  it('every view stays light and every text has AA contrast against what is behind it', async () => {
    lightHost();
    await renderEveryView();
    const card = container.querySelector('[data-part="root"][data-scope="ask-card"]');
    expect(surfaceLuminance(card), 'the card is light').toBeGreaterThan(0.5);
    expect(
      surfaceLuminance(container.querySelector('[data-part="dock-panel"]')),
      'the dock is light',
    ).toBeGreaterThan(0.5);
    expect(surfaceLuminance(document.querySelector('[data-part="toast"]'))).toBeGreaterThan(0.5);
    const transcript = container.querySelector('[data-part="transcript"]')!;
    expect(surfaceLuminance(transcript), 'the transcript is light').toBeGreaterThan(0.5);
    // The transcript paints its own surface rather than relying on the page's.
    expect(parseColor(getComputedStyle(transcript).backgroundColor)[3]).toBe(1);
    expectReadable('light host, OS dark');
  });

  it("the transcript takes the card's font stack, not the page's serif", async () => {
    lightHost();
    await renderEveryView();
    const card = container.querySelector('[data-part="root"][data-scope="ask-card"]')!;
    const transcript = container.querySelector('[data-part="transcript"]')!;
    expect(getComputedStyle(transcript).fontFamily).toBe(getComputedStyle(card).fontFamily);
    expect(getComputedStyle(transcript).fontFamily).not.toBe('serif');
  });
});

describe('the switches a host can set', () => {
  const DARK_SWITCHES: [string, (html: HTMLElement) => void][] = [
    ['data-theme="dark"', (html) => html.setAttribute('data-theme', 'dark')],
    ['the `dark` class (Tailwind, shadcn)', (html) => html.classList.add('dark')],
    ['color-scheme: dark', (html) => (html.style.colorScheme = 'dark')],
    ['color-scheme: light dark, OS dark', (html) => (html.style.colorScheme = 'light dark')],
    ['data-theme="system", OS dark', (html) => html.setAttribute('data-theme', 'system')],
    ['the ask-theme-system class, OS dark', (html) => html.classList.add('ask-theme-system')],
  ];

  for (const [name, switchOn] of DARK_SWITCHES) {
    it(`${name}: every view turns dark and stays readable`, async () => {
      darkHost(switchOn);
      await renderEveryView();
      for (const part of ['[data-part="root"]', '[data-part="dock-panel"]']) {
        expect(surfaceLuminance(container.querySelector(part)), `${name}: ${part}`).toBeLessThan(
          0.1,
        );
      }
      expect(surfaceLuminance(container.querySelector('[data-part="transcript"]'))).toBeLessThan(
        0.1,
      );
      expect(surfaceLuminance(document.querySelector('[data-part="toast"]'))).toBeLessThan(0.1);
      expectReadable(name);
    });
  }

  it('data-theme="light" under a dark ancestor forces light below it', async () => {
    darkHost((html) => html.classList.add('dark'));
    container.setAttribute('data-theme', 'light');
    await renderEveryView();
    expect(surfaceLuminance(container.querySelector('[data-part="root"]'))).toBeGreaterThan(0.5);
    expect(surfaceLuminance(container.querySelector('[data-part="transcript"]'))).toBeGreaterThan(
      0.5,
    );
    for (const view of VIEWS) {
      const { failures } = lowContrast(container.querySelector(`[data-view="${view}"]`)!);
      expect(failures, view).toEqual([]);
    }
  });
});
