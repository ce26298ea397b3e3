/**
 * JSON Schemas an agent pauses with, for the stories: computed here by zod 4's own
 * `z.toJSONSchema()` (what LangGraph publishes as `response_schema` and what AG-UI agents built
 * on zod send as `responseSchema`), read with `safeParseJsonSchemaForm`, and a host that shows
 * the card and the AG-UI resume entry it sends.
 */
import { useMemo, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import {
  safeParseJsonSchemaForm,
  type JsonSchemaFormResult,
} from '../src/core/adapters/json-schema-form';
import type { AskResolution } from '../src/core/dialects';
import type { AskLayout } from '../src/core/types';
import { AskCard } from '../src/react/ask-card';
import { pre, ResultPanel, stack } from './panels';

/** The interrupt's id (AG-UI `Interrupt.id`): the resume entry answers it by this id. */
export const INTERRUPT_ID = 'int_deploy_1';

/** The interrupt's `message`: what the user is asked, in the agent's words. */
export const MESSAGE = 'Before I deploy, pick the target and how many replicas to run.';

/**
 * The answer a deploy agent resumes with, as its author writes it in zod: a literal (never
 * asked, always sent), an enum, a positive integer (an exclusive bound), a multi-select, a
 * nullable note (skipped: sent as `null`) and a boolean with a default.
 */
export const DeployAnswer = z.object({
  kind: z.literal('deploy'),
  env: z.enum(['staging', 'production']).meta({ title: 'Target', description: 'Where to?' }),
  replicas: z
    .int()
    .positive()
    .max(5)
    .optional()
    .meta({ title: 'Replicas', description: 'How many instances (1-5)?' }),
  checks: z
    .array(z.enum(['lint', 'unit', 'e2e']))
    .min(1)
    .meta({ title: 'Checks', description: 'Which checks must pass first?' }),
  note: z
    .string()
    .max(120)
    .nullable()
    .meta({ title: 'Note', description: 'Anything the on-call should know?' }),
  notify: z
    .boolean()
    .default(true)
    .meta({ title: 'Notify', description: 'Post in #deploys when done?' }),
});

/** `z.toJSONSchema(DeployAnswer)`: `$schema`, `additionalProperties: false`, `anyOf` with null. */
export const deploySchema = z.toJSONSchema(DeployAnswer);

/** A nested object: beyond a flat form, refused naming the keyword. */
export const nestedSchema = z.toJSONSchema(
  z.object({
    env: z.enum(['staging', 'production']),
    owner: z.object({ name: z.string(), email: z.email() }),
  }),
);

/** An AG-UI resume entry: the interrupt's id and the card's result. */
export type ResumeEntry = { interruptId: string } & JsonSchemaFormResult;

export interface JsonSchemaFormHostProps {
  /** The JSON Schema the agent paused with, untrusted. */
  schema: unknown;
  layout?: AskLayout;
  onResume?: (entry: ResumeEntry) => void;
}

/**
 * A host answering one AG-UI interrupt: the card, and below it the resume entry the next run
 * sends. A schema ask-cards refuses shows no card: the host says why and sends `cancelled`.
 */
export function JsonSchemaFormHost({
  schema,
  layout = 'stacked',
  onResume,
}: JsonSchemaFormHostProps) {
  const parsed = useMemo(() => safeParseJsonSchemaForm(schema, { message: MESSAGE }), [schema]);
  const [entry, setEntry] = useState<ResumeEntry | null>(
    parsed.success ? null : { interruptId: INTERRUPT_ID, status: 'cancelled' },
  );
  return (
    <div style={stack}>
      {parsed.success ? (
        <AskCard
          request={parsed.data}
          layout={layout}
          onResolve={(r: AskResolution) => {
            const value = { interruptId: INTERRUPT_ID, ...(r.result as JsonSchemaFormResult) };
            setEntry(value);
            onResume?.(value);
          }}
        />
      ) : (
        <div role="alert">
          <p style={{ margin: 0 }}>The agent asked for an answer this app cannot show as a form:</p>
          <pre style={pre}>{parsed.error.message}</pre>
        </div>
      )}
      <ResultPanel label="Resume entry">{entry ? JSON.stringify(entry) : ''}</ResultPanel>
    </div>
  );
}

/** The card a story renders. */
export const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;

/** Waits until the host's "Resume entry" status shows exactly `entry` (what the agent reads). */
export async function expectResumeEntry(canvasElement: HTMLElement, entry: unknown) {
  const status = within(canvasElement).getByRole('status', { name: 'Resume entry' });
  await waitFor(() => expect(JSON.parse(status.textContent || 'null')).toEqual(entry));
}
