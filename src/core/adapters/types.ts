import type * as z from 'zod/mini';
import type { AskDialectPolicy } from '../machine/policy';
import type { AskModelToolDefinition } from '../schema/definitions';
import type { AskSafeParseResult } from '../schema/issues';
import type { AskToolDetails } from '../serialize/details';
import type { AskAnswer, AskDialect, AskReason, AskRequest } from '../types';

/** How a prompt ended beyond its reason: what a dialect's result may carry. */
export interface AskResultOutcome {
  /** The user submitted with the follow-up action ("Ask me more"). */
  followUp?: boolean;
}

/**
 * Everything that is one dialect's own, in one object: how its input is validated, its limits,
 * how the machine behaves for it, the tool a model is given, and what the model gets back.
 * The machine, the serializers and the views read adapters; none of them branches on a name.
 *
 * @example
 * const adapter = getAskAdapter(request.dialect);
 * const parsed = adapter.safeParse(toolCall.input);
 * if (parsed.success) …adapter.toResult(parsed.data, answers, 'submitted');
 */
export interface AskAdapter<Result = unknown> {
  readonly dialect: AskDialect;
  /** The dialect's behaviour as data. */
  readonly policy: Readonly<AskDialectPolicy>;
  /** The numbers its rules are made of (counts, lengths), for docs and model guidance. */
  readonly limits: Readonly<Record<string, number>>;
  /** The zod/mini schema of the tool input as the dialect receives it. */
  readonly inputSchema: z.ZodMiniType;
  /** Validate and normalize an input; never throws. Errors name the field and say how to fix it. */
  safeParse(input: unknown): AskSafeParseResult;
  /** `safeParse`, throwing its `AskInputError`. */
  parse(input: unknown): AskRequest;
  /**
   * The tool to hand a model, where ask-cards defines the tool (not for protocols others define).
   */
  readonly definition?: AskModelToolDefinition;
  /**
   * The dialect's own result object (`AskResolution.result`). `outcome.followUp`: submitted with
   * the follow-up action, where the request offers it.
   */
  toResult(
    request: AskRequest,
    answers: readonly AskAnswer[],
    reason: AskReason,
    outcome?: AskResultOutcome,
  ): Result;
  /** The dialect's text result (`AskResolution.content`). */
  formatContent(request: AskRequest, answers: readonly AskAnswer[], reason: AskReason): string;
  /**
   * Which form the model reads as the tool result where a chat framework carries it (AI SDK
   * `addToolOutput`, assistant-ui `addResult`, CopilotKit `respond`): the text (`'content'`)
   * or the result object (`'result'`, the default).
   */
  readonly modelOutput?: 'content' | 'result';
  /**
   * What a host persisted of this dialect (its own result: Claude's `updatedInput`, Codex's
   * `{ params, response }`) read back as details, for the transcript; null when it is not one.
   * Untrusted input: never throws.
   */
  readonly fromPersisted?: (value: unknown) => AskToolDetails | null;
}

/**
 * The half of an adapter an answering card needs: the dialect's results, with no parser and no
 * tool definition (its policy is looked up in `./policies.ts`). The serializers read only this
 * half, so a page that renders cards bundles no dialect's input schema.
 */
export type AskDialectRuntime<Result = unknown> = Pick<
  AskAdapter<Result>,
  'dialect' | 'toResult' | 'formatContent' | 'modelOutput'
>;

/** An adapter from its parts: `parse` is `safeParse` unwrapped. */
export function defineAskAdapter<Result>(
  spec: Omit<AskAdapter<Result>, 'parse'>,
): AskAdapter<Result> {
  return Object.freeze({
    ...spec,
    parse(input: unknown): AskRequest {
      const result = spec.safeParse(input);
      if (!result.success) throw result.error;
      return result.data;
    },
  });
}
