import type { Meta, StoryObj } from '@storybook/react-vite';
import { deploySchema, JsonSchemaFormHost, nestedSchema } from './json-schema-form.fixtures';

/**
 * An open JSON Schema as one card (the `json-schema-form` dialect): what an agent that pauses for
 * input publishes (AG-UI's `responseSchema`, LangGraph's `response_schema`, Mastra's
 * `resumeSchema`), here zod 4's own `z.toJSONSchema()` of a small object. Below the card, the
 * AG-UI resume entry the host sends. The played versions are `Tests/JSON Schema form`.
 */
const meta = {
  title: 'Protocols/JSON Schema form',
  component: JsonSchemaFormHost,
  args: { schema: deploySchema },
} satisfies Meta<typeof JsonSchemaFormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A zod object's JSON Schema: an enum, a positive integer, a multi-select, a nullable note. */
export const Form: Story = {};

/** The same form one field at a time. */
export const FormStepper: Story = { args: { layout: 'stepper' } };

/** A nested object: no card; the host says why, naming the keyword, and sends `cancelled`. */
export const Refused: Story = { args: { schema: nestedSchema } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Simplified Chinese (the card's own words; the schema's are the agent's). */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };
