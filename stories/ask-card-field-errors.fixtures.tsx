/**
 * A host whose agent refuses an answer, for the stories: the agent's zod schema (a rule across
 * fields the JSON Schema cannot say) checks the payload the card sends; on a `ZodError` the host
 * opens the card again with the user's answers (`reopenAsk`) and the agent's words per field
 * (`fieldErrors`), as the LangGraph and AG-UI bindings do.
 */
import { useMemo, useState } from 'react';
import * as z from 'zod';
import {
  safeParseJsonSchemaForm,
  type JsonSchemaFormResult,
} from '../src/core/adapters/json-schema-form';
import { reopenAsk, type AskResolution } from '../src/core/dialects';
import type { AskAnswer, AskLayout } from '../src/core/types';
import { AskCard } from '../src/react/ask-card';
import { stack } from './panels';

/** What the agent accepts: staging runs at most 2 replicas, a rule its JSON Schema cannot carry. */
export const ScaleAnswer = z
  .object({
    env: z.enum(['staging', 'production']).meta({ title: 'Target' }),
    replicas: z.int().min(1).max(5).meta({ title: 'Replicas', description: 'How many (1-5)?' }),
    reason: z.string().min(1).meta({ title: 'Reason' }),
  })
  .refine((v) => v.env !== 'staging' || v.replicas <= 2, {
    path: ['replicas'],
    message: 'Staging has room for 2 replicas at most.',
  });

/** The user's first answer, which the agent refuses: 4 replicas on staging. */
export const REFUSED: AskAnswer[] = [
  { id: 'env', status: 'answered', labels: ['staging'], values: ['staging'] },
  { id: 'replicas', status: 'answered', labels: [], customText: '4' },
  { id: 'reason', status: 'answered', labels: [], customText: 'Load test' },
];

/** The agent's words per field, as a binding reads them off a `ZodError` (path → message). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

export interface RefusalHostProps {
  layout?: AskLayout;
  /** Called with each payload the agent accepted. */
  onAccepted?: (payload: unknown) => void;
}

/**
 * The card after the agent refused `REFUSED`: reopened with those answers, the refusal under
 * the replicas field. Submitting checks again with the agent's schema: a refusal reopens the
 * card (a new `key`), an accepted payload shows below it.
 */
export function RefusalHost({ layout = 'stepper', onAccepted }: RefusalHostProps) {
  const request = useMemo(() => {
    const parsed = safeParseJsonSchemaForm(z.toJSONSchema(ScaleAnswer), {
      message: 'Scale the service: where, how many, and why?',
    });
    if (!parsed.success) throw parsed.error;
    return parsed.data;
  }, []);
  const [attempt, setAttempt] = useState(() => {
    const first = ScaleAnswer.safeParse({ env: 'staging', replicas: 4, reason: 'Load test' });
    return {
      key: 0,
      snapshot: reopenAsk(request, REFUSED, { focus: 'replicas', layout }),
      errors: first.success ? {} : fieldErrorsOf(first.error),
    };
  });
  const [accepted, setAccepted] = useState<unknown>(null);
  const onResolve = (resolution: AskResolution) => {
    const result = resolution.result as JsonSchemaFormResult;
    if (result.status !== 'resolved') return;
    const checked = ScaleAnswer.safeParse(result.payload);
    if (checked.success) {
      setAccepted(checked.data);
      onAccepted?.(checked.data);
      return;
    }
    const errors = fieldErrorsOf(checked.error);
    const focus = request.questions.find((q) => errors[q.id])?.id;
    setAttempt((last) => ({
      key: last.key + 1,
      snapshot: reopenAsk(request, resolution.answers, { focus, layout }),
      errors,
    }));
  };
  return (
    <div style={stack}>
      <AskCard
        key={attempt.key}
        request={request}
        layout={layout}
        snapshot={attempt.snapshot}
        fieldErrors={attempt.errors}
        onResolve={onResolve}
      />
      <p role="status" aria-label="Accepted payload" style={{ margin: 0 }}>
        {accepted ? JSON.stringify(accepted) : ''}
      </p>
    </div>
  );
}

/** The card a story renders. */
export const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;
