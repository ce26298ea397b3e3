/**
 * issue 29 #7: the `ask_user` definition ask-cards hands a model is the CLI's own (its gemini-3
 * declaration, every description word for word), plus ask-cards' length bounds.
 */
import { describe, expect, it } from 'vitest';
import { geminiAskUserToolDefinition } from '../../src/core';
import { cliAskUserDeclaration as cli } from './gemini-tool';

/** A JSON Schema without `maxLength`, the one keyword ask-cards adds. */
function withoutBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutBounds);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'maxLength')
      .map(([key, value]) => [key, withoutBounds(value)]),
  );
}

describe('issue 29: the gemini-ask-user tool definition', () => {
  it("is the CLI's gemini-3 declaration of ask_user, with maxLength bounds added", () => {
    expect(geminiAskUserToolDefinition.name).toBe(cli.name);
    expect(geminiAskUserToolDefinition.description).toBe(cli.description);
    expect(withoutBounds(geminiAskUserToolDefinition.inputSchema)).toEqual(
      cli.parametersJsonSchema,
    );
  });
});
