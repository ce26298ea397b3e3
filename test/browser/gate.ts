/**
 * The real-browser gate shared by the `storybook` and `browser` vitest projects. A test fails when,
 * while it runs (or since the previous test ended), the page
 *
 * - logs `console.error`, or a `console.warn` that comes from React;
 * - sends a request to another origin than the page's (fetch, XMLHttpRequest, sendBeacon,
 *   WebSocket, EventSource, a resource `src`/`href`, or anything the Resource Timing API or the
 *   page's Content-Security-Policy sees);
 * - opens a dialog (`alert`, `confirm`, `prompt`, `print`) or a window (`open`).
 *
 * Foreign requests and dialogs are blocked as well as reported, so a faulty story never hangs on
 * a network timeout or a modal. Everything is recorded, never thrown where it happens: the test's
 * `afterEach` fails with the whole list, so one run shows every problem.
 */
import { afterEach } from 'vitest';

export interface GateViolation {
  kind: 'console' | 'network' | 'dialog';
  message: string;
}

const GATE = Symbol.for('ask-cards.browser-gate');

interface GateState {
  installed: boolean;
  violations: GateViolation[];
  observer: PerformanceObserver | null;
}

type GateWindow = Window & typeof globalThis & { [GATE]?: GateState };

function state(): GateState {
  const w = window as GateWindow;
  w[GATE] ??= { installed: false, violations: [], observer: null };
  return w[GATE];
}

function record(kind: GateViolation['kind'], message: string): void {
  state().violations.push({ kind, message });
}

/** One report per foreign URL: a blocked image also shows in Resource Timing and the CSP. */
function recordNetwork(url: string, message: string): void {
  const pending = state().violations;
  if (!pending.some((v) => v.kind === 'network' && v.message.includes(` ${url} `)))
    record('network', message);
}

/** Every violation recorded since the last call, removed from the list (so the gate passes). */
export function takeGateViolations(): GateViolation[] {
  const s = state();
  if (s.observer) checkResourceEntries(s.observer.takeRecords());
  return s.violations.splice(0);
}

// ── network ────────────────────────────────────────────────────────────────────────────────

const NETWORK_PROTOCOLS = new Map([
  ['http:', 'http:'],
  ['https:', 'https:'],
  ['ws:', 'http:'],
  ['wss:', 'https:'],
]);

/** The absolute URL when `raw` leaves the page origin over the network; null otherwise. */
function foreignUrl(raw: unknown): string | null {
  let url: URL;
  try {
    url = new URL(raw instanceof Request ? raw.url : String(raw), document.baseURI);
  } catch {
    return null;
  }
  // data:, blob:, about: and javascript: never reach the network.
  const protocol = NETWORK_PROTOCOLS.get(url.protocol);
  if (!protocol) return null;
  // A WebSocket to the page's own host is same-origin for our purpose.
  return protocol === location.protocol && url.host === location.host ? null : url.href;
}

function blocked(what: string, url: string): string {
  return `${what} ${url} leaves the page origin ${location.origin} (blocked)`;
}

function checkResourceEntries(entries: PerformanceEntryList): void {
  for (const entry of entries) {
    const url = foreignUrl(entry.name);
    const initiator = (entry as PerformanceResourceTiming).initiatorType || 'resource';
    if (url)
      recordNetwork(
        url,
        `${initiator} ${url} was requested from outside the page origin ${location.origin}`,
      );
  }
}

function patchNetwork(s: GateState): void {
  const originalFetch = window.fetch;
  window.fetch = function gatedFetch(input: RequestInfo | URL, init?: RequestInit) {
    const url = foreignUrl(input);
    if (url) {
      recordNetwork(url, blocked('fetch', url));
      return Promise.reject(new TypeError(blocked('fetch', url)));
    }
    return originalFetch.call(this, input, init);
  };

  const originalOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function gatedOpen(this: XMLHttpRequest, ...args: unknown[]) {
    const url = foreignUrl(args[1]);
    if (url) {
      recordNetwork(url, blocked('XMLHttpRequest', url));
      throw new DOMException(blocked('XMLHttpRequest', url), 'SecurityError');
    }
    return (originalOpen as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;

  const originalBeacon = navigator.sendBeacon?.bind(navigator);
  if (originalBeacon) {
    navigator.sendBeacon = (url, data) => {
      const foreign = foreignUrl(url);
      if (foreign) {
        recordNetwork(foreign, blocked('sendBeacon', foreign));
        return false;
      }
      return originalBeacon(url, data);
    };
  }

  for (const name of ['WebSocket', 'EventSource'] as const) {
    const Original = window[name] as unknown as new (
      url: string | URL,
      options?: unknown,
    ) => object;
    const Gated = new Proxy(Original, {
      construct(target, args: [string | URL, unknown?], newTarget) {
        const url = foreignUrl(args[0]);
        if (url) {
          recordNetwork(url, blocked(name, url));
          throw new DOMException(blocked(name, url), 'SecurityError');
        }
        return Reflect.construct(target, args, newTarget);
      },
    });
    Object.defineProperty(window, name, { configurable: true, writable: true, value: Gated });
  }

  // Resource URLs set from script: `new Image().src = …`, `img.src = …`, and React's setAttribute.
  const resourceProperties: [{ prototype: object }, string][] = [
    [HTMLImageElement, 'src'],
    [HTMLImageElement, 'srcset'],
    [HTMLScriptElement, 'src'],
    [HTMLIFrameElement, 'src'],
    [HTMLSourceElement, 'src'],
    [HTMLSourceElement, 'srcset'],
    [HTMLMediaElement, 'src'],
    [HTMLVideoElement, 'poster'],
    [HTMLLinkElement, 'href'],
    [HTMLEmbedElement, 'src'],
    [HTMLObjectElement, 'data'],
  ];
  for (const [Element, property] of resourceProperties) {
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, property);
    const set = descriptor?.set;
    if (!descriptor || !set) continue;
    Object.defineProperty(Element.prototype, property, {
      ...descriptor,
      set(this: Element, value: unknown) {
        const url = firstForeignUrl(property, value);
        if (url) {
          recordNetwork(url, blocked(`<${this.localName} ${property}>`, url));
          return;
        }
        set.call(this, value);
      },
    });
  }

  const originalSetAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function gatedSetAttribute(
    this: Element,
    name: string,
    value: string,
  ) {
    const attribute = name.toLowerCase();
    if (loadsResource(this, attribute)) {
      const url = firstForeignUrl(attribute, value);
      if (url) {
        recordNetwork(url, blocked(`<${this.localName} ${attribute}>`, url));
        return;
      }
    }
    originalSetAttribute.call(this, name, value);
  };

  // What slipped past the patches (CSS url(), innerHTML, …) still shows in Resource Timing, and
  // is blocked and reported by a Content-Security-Policy that allows only the page origin.
  if (typeof PerformanceObserver !== 'undefined') {
    s.observer = new PerformanceObserver((list) => checkResourceEntries(list.getEntries()));
    s.observer.observe({ type: 'resource', buffered: true });
  }
  installContentSecurityPolicy();
}

function loadsResource(element: Element, attribute: string): boolean {
  switch (attribute) {
    case 'src':
      return element.localName !== 'a';
    case 'srcset':
    case 'poster':
    case 'data':
      return (
        element instanceof HTMLElement &&
        ['img', 'source', 'video', 'object'].includes(element.localName)
      );
    case 'href':
    case 'xlink:href':
      return (
        element.localName === 'link' ||
        element instanceof SVGImageElement ||
        element instanceof SVGUseElement
      );
    default:
      return false;
  }
}

/** `srcset` holds several URLs; every other attribute holds one. */
function firstForeignUrl(attribute: string, value: unknown): string | null {
  if (attribute !== 'srcset') return foreignUrl(value);
  for (const candidate of String(value).split(',')) {
    const url = foreignUrl(candidate.trim().split(/\s+/)[0]);
    if (url) return url;
  }
  return null;
}

function installContentSecurityPolicy(): void {
  const self = `'self' ws://${location.host} wss://${location.host}`;
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = [
    `default-src ${self} data: blob:`,
    `script-src ${self} 'unsafe-inline' 'unsafe-eval' data: blob:`,
    `style-src ${self} 'unsafe-inline' data: blob:`,
  ].join('; ');
  document.head.prepend(meta);
  document.addEventListener('securitypolicyviolation', (event) => {
    const url = foreignUrl(event.blockedURI);
    if (url)
      recordNetwork(
        url,
        `${event.effectiveDirective} ${url} leaves the page origin ${location.origin} (blocked)`,
      );
  });
}

// ── dialogs ────────────────────────────────────────────────────────────────────────────────

function patchDialogs(): void {
  const replacements = {
    alert: () => undefined,
    confirm: () => false,
    prompt: () => null,
    print: () => undefined,
    open: () => null,
  } satisfies Partial<Record<keyof Window, () => unknown>>;
  for (const [name, result] of Object.entries(replacements)) {
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        const shown = args.length > 0 ? `(${args.map((a) => JSON.stringify(a)).join(', ')})` : '()';
        record('dialog', `window.${name}${shown} was called (blocked)`);
        return result();
      },
    });
  }
}

// ── console ────────────────────────────────────────────────────────────────────────────────

/** React warns through console.warn only for its own deprecations; those reach us via react-dom. */
function fromReact(args: unknown[], stack: string): boolean {
  return (
    /react-dom|[\\/]react[\\/._]|react_jsx|scheduler/i.test(stack) ||
    /\bReact\b/.test(args.map(describe).join(' '))
  );
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** React 18/19 pass printf-style templates (`%s`); fill them so the report reads like the console. */
function formatConsole(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describe).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (token) => {
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : describe(value); // %c takes a CSS argument that prints nothing
  });
  return [text, ...rest.map(describe)].join(' ');
}

/** While positive, console output is recorded but not printed: the gate's own tests provoke it on purpose. */
let muted = 0;

/**
 * Run `provoke` with console output recorded but not printed, so a green run shows no error that
 * is not a failure. For the gate's own tests, which log on purpose and then assert on the record.
 */
export function withConsoleMuted<T>(provoke: () => T): T {
  muted++;
  try {
    return provoke();
  } finally {
    muted--;
  }
}

function patchConsole(): void {
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => {
    record('console', `console.error: ${formatConsole(args)}`);
    if (!muted) originalError.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    if (fromReact(args, new Error().stack ?? ''))
      record('console', `console.warn (React): ${formatConsole(args)}`);
    if (!muted) originalWarn.apply(console, args);
  };
}

// ── install ────────────────────────────────────────────────────────────────────────────────

/**
 * Install the gate once per page and fail each test that recorded a violation. Call it from a
 * vitest setup file; `takeGateViolations()` lets a test assert on (and clear) what it provoked.
 */
export function installBrowserGate(): void {
  const s = state();
  if (!s.installed) {
    s.installed = true;
    patchConsole();
    patchNetwork(s);
    patchDialogs();
  }

  afterEach(() => {
    const violations = takeGateViolations();
    if (violations.length === 0) return;
    const lines = violations.map((v) => `  [${v.kind}] ${v.message}`);
    const plural = violations.length === 1 ? '' : 's';
    const error = new Error(
      `ask-cards browser gate: ${violations.length} problem${plural} during this test (or since the previous one ended):\n${lines.join('\n')}`,
    );
    // The gate's own frames say nothing about where the problem came from: show the list alone.
    error.stack = `${error.name}: ${error.message}`;
    throw error;
  });
}
