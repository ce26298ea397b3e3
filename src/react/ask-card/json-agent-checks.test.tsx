import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonTextFallback, safeParseJsonSchemaForm } from '../../core/adapters/json-schema-form';
import { en } from '../../core/messages/en';
import type { AskRequest } from '../../core/types';
import { AskCard } from '.';

/** A request carrying `schema` in its JSON field, as one built or restored elsewhere would. */
function carrying(schema: unknown): AskRequest {
  // Parsing a schema it can take registers the validator, as a host that opted in does.
  const parsed = safeParseJsonSchemaForm(
    { type: 'object', properties: { n: { type: 'object' } } },
    { fallback: jsonTextFallback },
  );
  if (!parsed.success) throw parsed.error;
  const question = parsed.data.questions[0]!;
  return {
    ...parsed.data,
    questions: [
      { ...question, input: { ...question.input!, schema: schema as Record<string, unknown> } },
    ],
  };
}

const note = () => screen.queryByText(en.patternServerChecked);

describe('issue 30 #1: the card says when the agent checks the JSON', () => {
  it('issue 30 #1: a carried schema the parser would refuse shows the note from the start', () => {
    const $defs: Record<string, unknown> = { d0: { type: 'string', minLength: 5 } };
    for (let i = 1; i <= 20; i++)
      $defs[`d${i}`] = { anyOf: [{ $ref: `#/$defs/d${i - 1}` }, { $ref: `#/$defs/d${i - 1}` }] };
    render(
      <AskCard
        request={carrying({ type: 'object', $defs, properties: { x: { $ref: '#/$defs/d20' } } })}
      />,
    );
    expect(note()).not.toBeNull();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      expect.stringContaining(en.patternServerChecked),
    );
  });

  it('issue 30 #1: a value the validator cannot tell about shows the note once typed', () => {
    render(
      <AskCard
        request={carrying({
          type: 'object',
          properties: { x: { $ref: 'https://example.com/other.json' } },
        })}
      />,
    );
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '{"x":1}' } });
    expect(note()).not.toBeNull();
  });
});
