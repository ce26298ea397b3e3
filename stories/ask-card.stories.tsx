import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { askTransition, createAskState } from '../src/core/dialects';
import type { AskEvent, AskRequest } from '../src/core/types';
import {
  AskCard,
  AskCardActions,
  AskCardCountdown,
  AskCardHeader,
  AskCardIndicators,
  AskCardIntro,
  AskCardOptions,
  AskCardOutcome,
  AskCardQuestion,
  AskCardRoot,
} from '../src/react/ask-card';
import {
  askUserRequest,
  deployRequest,
  hostileRequest,
  multiRequest,
  singleRequest,
} from '../src/react/ask-card/fixtures';

/**
 * The stepper card an agent shows when it pauses to ask: one question at a time, an indicator per
 * question, Next / Submit, Skip, Decline all and a free-text answer; read-only with the outcome
 * once resolved. Every story here is pristine (no play function): the card as a designer opens
 * it, pending ones left pending. The keyboard and result tests live under **Tests/AskCard**.
 */
const meta = {
  title: 'Components/AskCard',
  component: AskCard,
  subcomponents: {
    'AskCard.Root': AskCardRoot,
    'AskCard.Intro': AskCardIntro,
    'AskCard.Header': AskCardHeader,
    'AskCard.Countdown': AskCardCountdown,
    'AskCard.Indicators': AskCardIndicators,
    'AskCard.Question': AskCardQuestion,
    'AskCard.Options': AskCardOptions,
    'AskCard.Actions': AskCardActions,
    'AskCard.Outcome': AskCardOutcome,
  },
  args: { request: deployRequest, onResolve: fn() },
} satisfies Meta<typeof AskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request after `events`: a snapshot for a card that opens in that state. */
const after = (request: AskRequest, events: AskEvent[]) =>
  events.reduce(askTransition, createAskState(request));

const askUser900: AskRequest = { ...askUserRequest, timeoutSeconds: 900 };

/** Three questions, the first pending: indicators, Skip and Decline all. */
export const Pending: Story = {};

/** One single-select question. */
export const Single: Story = { args: { request: singleRequest } };

/** One multi-select question: checkboxes. */
export const MultiSelect: Story = { args: { request: multiRequest } };

/** Part-way: the first question answered, the second chosen, Next ready. */
export const InProgress: Story = {
  args: {
    snapshot: after(deployRequest, [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'toggle', option: 1 },
    ]),
  },
};

/** The user's own words in the free-text choice. */
export const FreeText: Story = {
  args: {
    request: singleRequest,
    snapshot: after(singleRequest, [
      { type: 'selectOther' },
      { type: 'setOtherText', text: 'Canary first, then production' },
    ]),
  },
};

/** OpenClaw's `ask_user`: header chips, a countdown, Skip cancels the prompt. */
export const AskUser: Story = { args: { request: askUser900 } };

/** Every question at once with one Submit. */
export const Stacked: Story = { args: { layout: 'stacked' } };

/** A prompt-level title and message lead the questions. */
export const TitleAndMessage: Story = {
  args: {
    request: {
      ...singleRequest,
      title: 'Release settings',
      message: 'The deploy server needs one decision before it continues.',
    },
  },
};

/** A question without options: the text field is the answer. */
export const FreeTextOnly: Story = {
  args: {
    request: {
      dialect: 'asktool',
      questions: [
        {
          id: 'name',
          question: 'What should the release be **called**?',
          options: [],
          multiSelect: false,
          input: { placeholder: 'e.g. Aurora' },
        },
      ],
    },
  },
};

/** A secret answer: a password field. */
export const Secret: Story = {
  args: {
    request: {
      dialect: 'asktool',
      questions: [
        {
          id: 'token',
          question: 'Paste the deploy token',
          options: [],
          multiSelect: false,
          input: { secret: true },
        },
      ],
    },
  },
};

/** Markdown from the model, rendered safely: no script, live link or image fetch. */
export const HostileMarkdown: Story = { args: { request: hostileRequest } };

/** Simplified Chinese messages. */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** A phone's width (Storybook 10's viewport global). */
export const Phone: Story = {
  args: { request: askUser900 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Resolved: every question answered, the outcome and the summary. */
export const Answered: Story = {
  args: {
    snapshot: after(deployRequest, [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'toggle', option: 0 },
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'skip' },
    ]),
  },
};

/** Resolved: Decline all. */
export const Declined: Story = {
  args: { snapshot: after(deployRequest, [{ type: 'declineAll' }]) },
};

/** Resolved: the turn was stopped part-way. */
export const Stopped: Story = {
  args: {
    snapshot: after(deployRequest, [
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'stop' },
    ]),
  },
};

/** Resolved: `ask_user` ran out of time. */
export const Expired: Story = {
  args: { request: askUser900, snapshot: after(askUser900, [{ type: 'expire' }]) },
};

/** Resolved: the user wrote in the chat instead. */
export const RepliedInChat: Story = {
  args: { snapshot: after(deployRequest, [{ type: 'replyInChat' }]) },
};

/** A narrow card (16rem): the buttons share one row in equal parts, none left alone on a line. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Rebranded through tokens on an ancestor: the accent, the card's own surface
 * (`--ask-card-bg`, `--ask-card-fg`) and its widest size (`--ask-card-max-width`).
 */
export const Rebranded: Story = {
  decorators: [
    (Story) => (
      <div
        data-theme="light"
        style={
          {
            '--ask-color-accent': '#6d28d9',
            '--ask-focus-ring-color': '#6d28d9',
            '--ask-color-accent-text': '#5b21b6',
            '--ask-color-accent-subtle': '#f3e8ff',
            '--ask-card-bg': '#fcfaff',
            '--ask-card-max-width': '28rem',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

/** Under `data-theme="system"` the card follows the OS's colour scheme; nothing else does. */
export const FollowsTheOS: Story = {
  decorators: [
    (Story) => (
      <div data-theme="system">
        <Story />
      </div>
    ),
  ],
};
