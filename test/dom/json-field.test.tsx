/**
 * Issue 30 #1: a schema beyond the flat form, opted in, is one JSON text field: a labelled
 * multi-line textarea whose refusal is announced where a screen reader reads it (aria-invalid and
 * the error in its description), with the expected schema one disclosure away, as plain text.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonTextFallback, safeParseJsonSchemaForm } from '../../src/core';
import type { AskResolution } from '../../src/core/dialects';
import { AskCard } from '../../src/react';

const schema = {
  title: 'Deployment plan',
  description: 'Where to deploy',
  type: 'object',
  properties: {
    owner: {
      type: 'object',
      description: '<b>who</b> owns it',
      properties: { name: { type: 'string' } },
    },
  },
  required: ['owner'],
};

function card() {
  const parsed = safeParseJsonSchemaForm(schema, { fallback: jsonTextFallback });
  if (!parsed.success) throw parsed.error;
  const onResolve = vi.fn<(r: AskResolution) => void>();
  render(<AskCard request={parsed.data} layout="stacked" onResolve={onResolve} />);
  return onResolve;
}

describe('issue 30 #1: the JSON text field in the card', () => {
  it('issue 30 #1: is a labelled textarea; a refusal is announced through aria-invalid and its description', () => {
    const onResolve = card();
    const field = screen.getByRole('textbox', { name: 'Deployment plan' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(field, { target: { value: '{"owner": 3}' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('owner must be an object.');
    fireEvent.change(field, { target: { value: '{"owner": {"name": "Ada"}}' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]![0].result).toEqual({
      status: 'resolved',
      payload: { owner: { name: 'Ada' } },
    });
  });

  it('issue 30 #1: shows the expected schema in a collapsed disclosure, as escaped text', () => {
    card();
    const details = document.querySelector('details[data-part="json-schema"]')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Expected JSON schema');
    expect(details.querySelector('pre')!.textContent).toContain('"<b>who</b> owns it"');
    expect(details.querySelector('b')).toBeNull();
  });
});
