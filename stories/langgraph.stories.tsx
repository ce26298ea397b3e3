import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  approvalInterrupt,
  askUserInterrupt,
  checkDeploy,
  formInterrupt,
  keyedInterrupts,
  LangGraphHost,
  textInterrupt,
} from './langgraph.fixtures';

/**
 * `AskLangGraphInterrupts` from `ask-cards/langgraph` on a structural `useStream` result (a
 * stand-in with the real one's observed behaviour: `submit` never rejects, a refused resume is
 * `stream.error` with zod's issues as JSON). Below the cards, every `command.resume` submitted.
 * The played versions are `Tests/LangGraph`; the real graph behind the real `useStream` is
 * `test/dom/langgraph-round-trip.test.tsx`.
 */
const meta = {
  title: 'Protocols/LangGraph',
  component: LangGraphHost,
  args: { interrupts: [formInterrupt], check: checkDeploy },
} satisfies Meta<typeof LangGraphHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `interrupt(value, { responseSchema })`: zod's JSON Schema as a form; the value's question. */
export const ResponseSchemaForm: Story = {};

/** `interrupt(askUserInput)`: an `ask_user` input as the value, shown as that dialect's card. */
export const DialectValue: Story = { args: { interrupts: [askUserInterrupt] } };

/** A plain value: shown as text, with one free-text answer. */
export const PlainValue: Story = { args: { interrupts: [textInterrupt] } };

/** Two interrupts of a `Send` fan-out: answered together, resumed with a map by id. */
export const TwoKeyed: Story = { args: { interrupts: keyedInterrupts } };

/** A HITL middleware request: an approval, not a question; the note, no card. */
export const ApprovalNote: Story = { args: { interrupts: [approvalInterrupt] } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Simplified Chinese (the card's own words; the graph's are the agent's). */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };
