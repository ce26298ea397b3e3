/**
 * Issue 27, items 8-14, in real Chromium with the shipped stylesheet, at the widths a phone and a
 * desktop give: the theme's focus ring on one-line fields; an MCP form at 375 px (one compact
 * footer, required marks, fitting field types, errors beside their fields); a heading that takes
 * focus on mount without looking like a text field; Decline all on the content edge, digit hints
 * beside the option and only for fine pointers, indicators of the documented size; Claude
 * previews that never move the card; no counter that repeats what is on screen; a stacked Submit
 * that is not primary while it would only send skips.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { parseAskUserQuestionInput } from '../../src/core/adapters/ask-user-question';
import { parseElicitRequest } from '../../src/core/adapters/elicitation/schema';
import { parseRequestUserInputParams } from '../../src/core/adapters/request-user-input';
import { secretTokenParams } from '../../src/core/adapters/request-user-input/fixtures';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskDock } from '../../src/react/dock';
import '../../src/react/styles.css';

let root: Root;
let host: HTMLElement;

beforeEach(async () => {
  await page.viewport(1024, 740);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});

afterEach(async () => {
  flushSync(() => root.unmount());
  host.remove();
  window.scrollTo(0, 0);
});

/** A frame after paint, so the card's mount focus and passive effects have run. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const render = async (view: React.ReactNode) => {
  flushSync(() => root.render(view));
  await painted();
};

const part = (name: string, scope: ParentNode = host) =>
  scope.querySelector<HTMLElement>(`[data-scope="ask-card"][data-part="${name}"]`)!;

/** A theme token as the card resolves it, as a computed colour (`rgb(…)`). */
function token(name: string): string {
  const probe = part('root').appendChild(document.createElement('span'));
  probe.style.color = `var(${name})`;
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The box of an element's text (not of the element's padding). */
function textBox(el: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}

/** Where the words of an element end: the right edge of its last-reaching text (not its boxes). */
function wordsRight(el: Element): number {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let right = -Infinity;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    right = Math.max(right, range.getBoundingClientRect().right);
  }
  return right;
}

/** Lines a piece of text takes: its height over its line height. */
function lineCount(el: HTMLElement): number {
  const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
  return Math.round(textBox(el).height / lineHeight);
}

// The MCP form of the screenshots: eight fields, three required.
const everyField = {
  message: 'Set up the staging deploy. I need a few details before I start.',
  requestedSchema: {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        title: 'Email',
        description: 'Who gets the deploy alerts?',
        format: 'email',
      },
      service: { type: 'string', title: 'Service name', minLength: 3, maxLength: 20 },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
      cpu: { type: 'number', title: 'CPU share', minimum: 0.25 },
      region: {
        type: 'string',
        title: 'Region',
        oneOf: [
          { const: 'eu-west-1', title: 'EU West (Ireland)' },
          { const: 'us-east-1', title: 'US East (Virginia)' },
        ],
      },
      day: { type: 'string', title: 'Day', format: 'date' },
      window: { type: 'string', title: 'Start', format: 'date-time' },
      site: { type: 'string', title: 'Site', format: 'uri' },
    },
    required: ['email', 'service', 'region'],
  },
};
const mcpForm = () => parseElicitRequest(everyField, { source: 'Deploy server' });

const question = (id: string, header?: string) => ({
  id,
  ...(header ? { header } : {}),
  question: `Which ${id} should we use?`,
  options: [{ label: 'First choice', description: 'The usual one' }, { label: 'Second' }],
  multiSelect: false,
});

describe('issue 27 #8: one-line fields get the theme focus ring', () => {
  it('issue 27 #8: the Codex secret and the MCP number and text fields, focused, show the theme ring', async () => {
    await render(
      <>
        <AskCard request={parseRequestUserInputParams(secretTokenParams)} />
        <AskCard request={mcpForm()} layout="stacked" autoFocus={false} />
      </>,
    );
    const inputs = Array.from(
      host.querySelectorAll<HTMLInputElement>('input[data-part="other-input"]'),
    );
    expect(inputs.map((i) => i.type)).toEqual(expect.arrayContaining(['password', 'text']));
    expect(inputs.length).toBeGreaterThanOrEqual(3);
    const ring = token('--ask-focus-ring-color');
    for (const input of inputs) {
      input.focus();
      expect(input.matches(':focus-visible')).toBe(true);
      const style = getComputedStyle(input);
      const name = `the ${input.type} field ${input.id}`;
      expect(style.outlineStyle, name).toBe('solid');
      expect(style.outlineColor, name).toBe(ring);
      expect(style.outlineWidth, name).toBe('2px');
    }
  });
});

describe('issue 27 #9: an MCP form at 375 px', () => {
  beforeEach(async () => {
    await page.viewport(375, 740);
    host.style.padding = '16px';
  });

  it('issue 27 #9: the sticky footer says what blocks Submit once, on one compact row of buttons', async () => {
    await render(<AskCard request={mcpForm()} layout="stacked" autoFocus={false} />);
    const actions = part('actions');
    const hint = part('action-hint');
    expect(hint.hidden).toBe(false);
    // One sentence, not one per field.
    expect(hint.textContent!.split(/[.。]/).filter((s) => s.trim())).toHaveLength(1);
    expect(hint.textContent).not.toMatch(/Email:|Service name:|Region:/);
    const buttons = Array.from(actions.querySelectorAll<HTMLElement>(':scope > button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Close', 'Decline all', 'Submit']);
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.size, 'the buttons share one row').toBe(1);
    for (const button of buttons) expect(lineCount(button), button.textContent!).toBe(1);
    // The footer of the issue took a fifth of the screen; now at most an eighth.
    expect(actions.getBoundingClientRect().height).toBeLessThan(innerHeight / 8);
  });

  it('issue 27 #9: required fields are marked, and only those', async () => {
    await render(<AskCard request={mcpForm()} layout="stacked" autoFocus={false} />);
    const marked = (name: RegExp) => {
      const heading = page.getByRole('heading', { name }).element();
      const lead = heading.querySelector('[data-part="markdown"] > p')!;
      return getComputedStyle(lead, '::after').content.includes('*');
    };
    expect(marked(/Who gets the deploy alerts/)).toBe(true);
    expect(marked(/Service name/)).toBe(true);
    expect(marked(/Region/)).toBe(true);
    expect(marked(/Replicas/)).toBe(false);
    expect(marked(/^Day/)).toBe(false);
    // Assistive technology hears it from the field itself.
    expect(
      page.getByRole('textbox', { name: /Who gets the deploy alerts/ }).element(),
    ).toHaveAttribute('aria-required', 'true');
    expect(page.getByRole('radiogroup', { name: /Region/ }).element()).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(page.getByRole('textbox', { name: /Replicas/ }).element()).not.toHaveAttribute(
      'aria-required',
    );
  });

  it('issue 27 #9: email, URL and date fields are one-line inputs with placeholders that fit', async () => {
    await render(<AskCard request={mcpForm()} layout="stacked" autoFocus={false} />);
    const field = (name: RegExp) =>
      page.getByRole('textbox', { name }).element() as HTMLInputElement;
    // `type="text"` with the keyboard of the format: an `email` or `url` input would rewrite the
    // text (trim it, punycode a Unicode domain) behind the machine's back.
    const email = field(/Who gets the deploy alerts/);
    expect(email.tagName).toBe('INPUT');
    expect(email.inputMode).toBe('email');
    expect(email.placeholder).toBe('name@example.com');
    const site = field(/Site/);
    expect(site.tagName).toBe('INPUT');
    expect(site.inputMode).toBe('url');
    expect(site.placeholder).toMatch(/^https:\/\//);
    expect(field(/Day/).tagName).toBe('INPUT');
    expect(field(/Day/).placeholder).toBe('YYYY-MM-DD');
    expect(field(/Start/).tagName).toBe('INPUT');
    expect(field(/Start/).placeholder).toMatch(/^YYYY-MM-DD/);
    // Plain text keeps the catalog's placeholder.
    expect(field(/Service name/).placeholder).toBe('Type your answer…');
  });

  it('issue 27 #9: a field that breaks its rule says so beside it; the machine still decides', async () => {
    await render(<AskCard request={mcpForm()} layout="stacked" autoFocus={false} />);
    const email = page.getByRole('textbox', { name: /Who gets the deploy alerts/ });
    await userEvent.type(email, 'ops at example');
    const error = page.getByText('Enter an email address.').element();
    const group = error.closest('[data-part="options"]');
    expect(group).toBe(email.element().closest('[data-part="options"]'));
    expect(email.element()).toHaveAccessibleDescription('Enter an email address.');
    expect(email.element()).toHaveAttribute('aria-invalid', 'true');
    expect(part('action-hint').textContent).not.toContain('Enter an email address.');
    // Submit stays refused until the machine accepts the text.
    const submit = page.getByRole('button', { name: 'Submit' }).element();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@example.com');
    expect(host.textContent).not.toContain('Enter an email address.');
  });
});

describe('issue 27 #10: the question heading focused on mount', () => {
  it('issue 27 #10: draws no text-field ring around the heading, and its mark stays clear of the chip', async () => {
    await render(
      <AskCard request={{ dialect: 'ask_user', questions: [question('alpha', 'Alpha')] }} />,
    );
    const heading = part('question');
    expect(document.activeElement).toBe(heading);
    const style = getComputedStyle(heading);
    expect(style.outlineStyle).toBe('none');
    expect(style.boxShadow).toBe('none');
    // Focus stays visible: a bar in the card's gutter, in the ring's colour.
    const mark = getComputedStyle(heading, '::before');
    expect(mark.content).not.toBe('none');
    expect(mark.backgroundColor).toBe(token('--ask-focus-ring-color'));
    expect(parseFloat(mark.width)).toBeGreaterThanOrEqual(2);
    expect(parseFloat(mark.height)).toBeGreaterThan(heading.getBoundingClientRect().height / 2);
    const box = heading.getBoundingClientRect();
    const chip = part('chip').getBoundingClientRect();
    const markEnd = box.left + parseFloat(mark.left) + parseFloat(mark.width);
    expect(markEnd).toBeLessThanOrEqual(chip.left);
    expect(chip.top).toBeGreaterThanOrEqual(box.top);
  });
});

describe('issue 27 #11: actions, digit hints and indicators', () => {
  const twoQuestions: AskRequest = {
    dialect: 'asktool',
    questions: [question('a'), question('b')],
  };

  it('issue 27 #11: Decline all starts on the card content edge at 1024 and 375 px', async () => {
    for (const width of [1024, 375]) {
      await page.viewport(width, 740);
      await render(<AskCard key={width} request={twoQuestions} autoFocus={false} />);
      const content = textBox(part('hint')).left;
      const decline = page.getByRole('button', { name: 'Decline all' }).element();
      expect(Math.abs(textBox(decline).left - content), `at ${width} px`).toBeLessThanOrEqual(1);
    }
  });

  it('issue 27 #11: the digit hint sits beside the option text (a coarse pointer hides it: touch.browser.test.tsx)', async () => {
    await render(<AskCard request={twoQuestions} autoFocus={false} />);
    const option = part('option');
    const words = wordsRight(option.querySelector('[data-part="option-text"]')!);
    const key = option.querySelector('[data-part="option-key"]')!.getBoundingClientRect();
    expect(key.width).toBeGreaterThan(0);
    expect(key.left - words).toBeLessThanOrEqual(16);
  });

  it('issue 27 #11: indicators are the documented 2.25rem tall', async () => {
    await render(<AskCard request={twoQuestions} autoFocus={false} />);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const indicator of host.querySelectorAll('[data-part="indicator"]'))
      expect(indicator.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.25 * rem);
  });
});

describe('issue 27 #12: Claude option previews', () => {
  const fence = (lines: number, word: string) =>
    '```\n' + Array.from({ length: lines }, (_, i) => `${word} ${i + 1}`).join('\n') + '\n```';
  const request = parseAskUserQuestionInput({
    questions: [
      {
        question: 'Which layout should the settings page use?',
        header: 'Layout',
        options: [
          { label: 'Sidebar', description: 'A left rail', preview: fence(2, 'rail') },
          { label: 'Tabs', description: 'Tabs on top', preview: fence(7, 'tab') },
          { label: 'Plain', description: 'No preview' },
        ],
        multiSelect: false,
      },
    ],
  });

  it('issue 27 #12: the first preview shows from the start, and focus moves never change the card height', async () => {
    await render(<AskCard request={request} />);
    expect(page.getByRole('figure', { name: 'Sidebar' }).element()).toBeVisible();
    const card = part('root');
    const height = card.getBoundingClientRect().height;
    for (const name of ['Sidebar', 'Tabs', 'Plain']) {
      (page.getByRole('radio', { name: new RegExp(name) }).element() as HTMLElement).focus();
      await painted();
      expect(card.getBoundingClientRect().height, `focus on ${name}`).toBe(height);
    }
    (page.getByRole('radio', { name: /Tabs/ }).element() as HTMLElement).focus();
    await painted();
    expect(page.getByRole('figure', { name: 'Tabs' }).element()).toHaveTextContent('tab 7');
    // One figure for assistive technology, whatever the space kept for the others.
    expect(page.getByRole('figure').all()).toHaveLength(1);
  });
});

describe('issue 27 #13: no counter that repeats what is on screen', () => {
  const fraction = /\d\s*\/\s*\d/;

  it('issue 27 #13: a one-question card shows no 1/1 and no lone indicator', async () => {
    for (const request of [
      { dialect: 'ask_user', timeoutSeconds: 900, questions: [question('a', 'Alpha')] },
      { dialect: 'ask_user', questions: [question('a', 'Alpha')] },
      { dialect: 'asktool', questions: [question('a')] },
    ] satisfies AskRequest[]) {
      await render(<AskCard key={JSON.stringify(request)} request={request} />);
      const name = `${request.dialect}${request.timeoutSeconds ? ' with a countdown' : ''}`;
      expect(part('root').textContent, name).not.toMatch(fraction);
      expect(part('indicators'), name).toBeNull();
      const header = part('header');
      if (header) expect(header.textContent, name).not.toBe('');
    }
  });

  it('issue 27 #13: beside the indicators the header shows no 1/2; the step stays announced', async () => {
    const request: AskRequest = {
      dialect: 'ask_user',
      timeoutSeconds: 900,
      questions: [question('a', 'Alpha'), question('b', 'Beta')],
    };
    await render(<AskCard request={request} />);
    expect(part('header').textContent).not.toMatch(fraction);
    const group = page.getByRole('group', { name: 'Questions' }).element();
    expect(group.querySelector('[aria-current="step"]')).toHaveAccessibleName(
      'Question 1 of 2, unanswered',
    );
  });

  it('issue 27 #13: the expanded dock shows no "Pending question" over the card; it stays its name', async () => {
    const request: AskRequest = {
      dialect: 'ask_user',
      timeoutSeconds: 900,
      questions: [question('a', 'Alpha'), question('b', 'Beta')],
    };
    await render(
      <AskDock prompts={[{ id: 'p', request }]} composer={<textarea aria-label="Message" />} />,
    );
    const panel = page.getByRole('region', { name: 'Pending question' }).element();
    // Every place the words stand is hidden from sight (a screen reader still reads them).
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (node.textContent!.includes('Pending question') && box.width > 1 && box.height > 1)
        shown.push(node.parentElement!.outerHTML);
    }
    expect(shown).toEqual([]);
    expect(panel.textContent).not.toMatch(fraction);
  });
});

describe('issue 27 #14: the stacked Submit', () => {
  it('issue 27 #14: is not primary while nothing is answered, and primary once something is', async () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [question('a'), { ...question('b'), required: false }].map((q) => ({
        ...q,
        required: false,
      })),
    };
    await render(<AskCard request={request} layout="stacked" autoFocus={false} />);
    const submit = page.getByRole('button', { name: 'Submit' }).element();
    const accent = token('--ask-color-accent');
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(getComputedStyle(submit).backgroundColor).not.toBe(accent);
    (
      page
        .getByRole('radio', { name: /Second/ })
        .first()
        .element() as HTMLElement
    ).focus();
    await userEvent.keyboard(' ');
    expect(
      page
        .getByRole('radio', { name: /Second/ })
        .first()
        .element(),
    ).toBeChecked();
    // The button's colour transition runs to its end.
    await expect.poll(() => getComputedStyle(submit).backgroundColor).toBe(accent);
  });
});
