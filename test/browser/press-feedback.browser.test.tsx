/**
 * Issue 17, the slow-device row: a press shows its result in the next frame. Options, their
 * controls and the indicators change colour at once, like native radios and checkboxes: a colour
 * transition on them ran several animations per press, each with its transition events through
 * React's root listener, and doubled press-to-next-paint on a 4× throttled CPU (bench/). Buttons
 * keep their hover fade. Real clicks in Chromium with the shipped stylesheet.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AskCard } from '../../src/react/ask-card';
import '../../src/react/styles.css';
import { askToolRequest } from '../fixtures/requests';
import { setUpHostPage } from './host-page';

const page = setUpHostPage();

const parts = (...names: string[]) =>
  names.flatMap((name) =>
    Array.from(page.container.querySelectorAll<HTMLElement>(`[data-part="${name}"]`)),
  );

/** The CSS transitions running on `elements` (the web animations they started). */
const transitions = (elements: readonly Element[]) =>
  elements.flatMap((el) => el.getAnimations().filter((a) => a instanceof CSSTransition));

const STATEFUL = ['option', 'option-control', 'indicator'];

describe('a press changes what it shows at once', () => {
  it('choosing a radio, then another, starts no transition on the options, controls or indicators', async () => {
    page.host(
      <AskCard
        request={askToolRequest(
          { question: 'Where to deploy?', options: ['Staging', 'Production', 'Both'] },
          { question: 'Run the checks?', options: ['Yes', 'No'] },
        )}
        onResolve={() => {}}
      />,
    );
    const [staging, production] = parts('option');
    await userEvent.click(staging!);
    expect(staging!.getAttribute('aria-checked')).toBe('true');
    expect(transitions(parts(...STATEFUL))).toEqual([]);

    await userEvent.click(production!);
    expect(production!.getAttribute('aria-checked')).toBe('true');
    expect(staging!.getAttribute('aria-checked')).toBe('false');
    expect(transitions(parts(...STATEFUL))).toEqual([]);
    // The checked option already shows its final colours: no frame of the unchecked ones.
    const checked = getComputedStyle(production!);
    expect(checked.borderColor).not.toBe(getComputedStyle(staging!).borderColor);
  });

  it('checking boxes starts no transition either, and the buttons keep their hover fade', async () => {
    page.host(
      <AskCard
        request={askToolRequest({
          question: 'Which checks?',
          options: ['Lint', 'Types', 'Tests'],
          multiSelect: true,
        })}
        onResolve={() => {}}
      />,
    );
    const [lint, types] = parts('option');
    await userEvent.click(lint!);
    await userEvent.click(types!);
    // Lint, Types, Tests, and the free-text choice.
    expect(parts('option').map((el) => el.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(transitions(parts(...STATEFUL))).toEqual([]);
    const buttons = page.container.querySelectorAll('[data-part="actions"] > button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons)
      expect(getComputedStyle(button).transitionProperty).toContain('background-color');
  });
});
