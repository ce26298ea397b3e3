import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AgUiHost,
  approvalView,
  confirmInterrupt,
  expiredInterrupt,
  formInterrupt,
  nestedInterrupt,
  soonInterrupt,
  toolCallInterrupt,
  unknownInterrupt,
} from './ag-ui.fixtures';

/**
 * `AskAgUiInterrupts` from `ask-cards/ag-ui` on a small test agent built on the real
 * `AbstractAgent` of `@ag-ui/client` 1.0 (it runs in the browser): a card per pending interrupt,
 * and below them the one `resume[]` the agent's next run receives once every card is settled.
 * The played versions are `Tests/AG-UI`; the round trip in jsdom is
 * `test/dom/ag-ui-round-trip.test.tsx`.
 */
const meta = {
  title: 'Protocols/AG-UI',
  component: AgUiHost,
  args: { interrupts: [formInterrupt, confirmInterrupt] },
} satisfies Meta<typeof AgUiHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two interrupts: an `input_required` form from zod's JSON Schema, and a `confirmation`. */
export const TwoInterrupts: Story = {};

/** `expiresAt`: one card counts down; one already past its deadline is cancelled. */
export const Expiry: Story = { args: { interrupts: [soonInterrupt(), expiredInterrupt] } };

/** `tool_call` with no approval view: the "not a question" note, with Cancel. */
export const ToolCallNote: Story = { args: { interrupts: [toolCallInterrupt] } };

/** `tool_call` with the host's approval view (`renderApproval`). */
export const WithApprovalView: Story = {
  args: { interrupts: [toolCallInterrupt], renderApproval: approvalView },
};

/** A reason AG-UI does not define (`langgraph:…`) with only a message: one free-text answer. */
export const UnknownReason: Story = { args: { interrupts: [unknownInterrupt] } };

/** A nested `responseSchema` with the opt-in JSON text field (`fallback: jsonTextFallback`). */
export const JsonTextFallback: Story = {
  args: { interrupts: [nestedInterrupt], fallback: true },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Simplified Chinese (the card's own words; the interrupts' are the agent's). */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };
