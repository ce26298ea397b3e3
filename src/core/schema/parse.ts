import type * as z from 'zod/mini';
import type { AskRequest } from '../types';
import { AskInputError } from './errors';
import { toAskInputIssues } from './issues';

/** The result of `safeParseAskToolInput` / `safeParseAskUserInput`. */
export type AskSafeParseResult = { success: true; data: AskRequest } | { success: false; error: AskInputError };

/** Validate `input` with a dialect's schema and normalize it; never throws. */
export function safeParseWith<T>(schema: z.ZodMiniType<T>, toRequest: (value: T) => AskRequest, input: unknown): AskSafeParseResult {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: toRequest(result.data) };
  return { success: false, error: new AskInputError(toAskInputIssues(input, result.error.issues)) };
}

/** `safeParseWith`, throwing the `AskInputError`. */
export function parseWith<T>(schema: z.ZodMiniType<T>, toRequest: (value: T) => AskRequest, input: unknown): AskRequest {
  const result = safeParseWith(schema, toRequest, input);
  if (!result.success) throw result.error;
  return result.data;
}
