import { createRoot } from 'react-dom/client';
import { takeGateViolations, withConsoleMuted } from './gate';

/** Each test provokes a violation, asserts the gate saw it, and drains it so its afterEach passes. */
describe('the browser gate', () => {
  const FOREIGN = 'https://ask-cards.invalid/x.png';

  it('records console.error, printf-style React messages included', () => {
    withConsoleMuted(() =>
      console.error('Warning: Each child in a list should have a unique %s prop.', '"key"'),
    );
    expect(takeGateViolations()).toEqual([
      {
        kind: 'console',
        message: 'console.error: Warning: Each child in a list should have a unique "key" prop.',
      },
    ]);
  });

  it('records a console.warn that mentions React, and lets any other warning through', () => {
    withConsoleMuted(() => {
      console.warn('a note from a story');
      console.warn('React does not recognize the `askState` prop on a DOM element.');
    });
    expect(takeGateViolations().map((v) => v.message)).toEqual([
      'console.warn (React): React does not recognize the `askState` prop on a DOM element.',
    ]);
  });

  it('blocks and records fetch to another origin; same-origin fetch works', async () => {
    await expect(fetch(FOREIGN)).rejects.toThrow(/leaves the page origin/);
    const own = await fetch(location.href);
    expect(own.ok).toBe(true);
    expect(takeGateViolations()).toEqual([
      { kind: 'network', message: expect.stringContaining(`fetch ${FOREIGN}`) },
    ]);
  });

  it('blocks and records XMLHttpRequest, sendBeacon, WebSocket and EventSource to another origin', () => {
    expect(() => new XMLHttpRequest().open('GET', 'https://ask-cards.invalid/xhr')).toThrow(
      /leaves the page origin/,
    );
    expect(navigator.sendBeacon('https://ask-cards.invalid/beacon', 'x')).toBe(false);
    expect(() => new WebSocket('wss://ask-cards.invalid/socket')).toThrow(/leaves the page origin/);
    expect(() => new EventSource('https://ask-cards.invalid/events')).toThrow(
      /leaves the page origin/,
    );
    expect(takeGateViolations().map((v) => v.message.split(' ')[0])).toEqual([
      'XMLHttpRequest',
      'sendBeacon',
      'WebSocket',
      'EventSource',
    ]);
  });

  it('blocks and records image sources set from script and from React, once per URL', async () => {
    const foreign = (name: string) => `https://ask-cards.invalid/${name}.png`;
    new Image().src = foreign('script');
    const img = document.createElement('img');
    img.srcset = `/ok.png 1x, ${foreign('srcset')} 2x`;
    img.src = foreign('script'); // the same URL again: still one report
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(<img alt="remote" src={foreign('react')} />);
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')!.hasAttribute('src')).toBe(false);
    root.unmount();
    container.remove();
    expect(takeGateViolations().map((v) => v.message)).toEqual([
      `<img src> ${foreign('script')} leaves the page origin ${location.origin} (blocked)`,
      `<img srcset> ${foreign('srcset')} leaves the page origin ${location.origin} (blocked)`,
      `<img src> ${foreign('react')} leaves the page origin ${location.origin} (blocked)`,
    ]);
  });

  it('records a CSS url() to another origin (Content-Security-Policy and Resource Timing)', async () => {
    const url = 'https://ask-cards.invalid/background.png';
    const box = document.body.appendChild(document.createElement('div'));
    box.innerHTML = `<div style="width:10px;height:10px;background-image:url(${url})"></div>`;
    // The browser requests it when it paints, a frame or more later.
    await vi.waitFor(
      () =>
        expect(takeGateViolations()).toEqual([
          { kind: 'network', message: expect.stringContaining(` ${url} `) },
        ]),
      {
        timeout: 5000,
      },
    );
    box.remove();
  });

  it('blocks and records alert, confirm, prompt and window.open', () => {
    expect(window.confirm('Leave?')).toBe(false);
    expect(window.prompt('Name?')).toBeNull();
    window.alert('Hi');
    expect(window.open('https://ask-cards.invalid/')).toBeNull();
    expect(takeGateViolations().map((v) => v.message)).toEqual([
      'window.confirm("Leave?") was called (blocked)',
      'window.prompt("Name?") was called (blocked)',
      'window.alert("Hi") was called (blocked)',
      'window.open("https://ask-cards.invalid/") was called (blocked)',
    ]);
  });
});
