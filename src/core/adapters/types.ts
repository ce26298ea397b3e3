import type { AskFieldRules } from '../registry/fields';
import type * as z from 'zod/mini';
import type { AskDialectPolicy } from '../registry/policy';
import type { AskDialectRuntime, AskPersistedReader } from '../registry/types';
import type { AskModelToolDefinition } from '../schema/definitions';
import type { AskSafeParseResult } from '../schema/issues';
import type { AskToolDetails } from '../serialize/details';
import type { AskRequest } from '../types';

export type { AskDialectRuntime, AskResultOutcome } from '../registry/types';

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
export interface AskAdapter<Result = unknown> extends AskDialectRuntime<Result> {
  // `dialect`, `toResult`, `formatContent`, `modelOutput` and `resultAlias` come from the running
  // half (`AskDialectRuntime`), declared once there so the two cannot drift apart.
  /** The dialect's behaviour as data. */
  readonly policy: Readonly<AskDialectPolicy>;
  /** The field checks its questions need beyond plain text (see `AskDialectEntry.fields`). */
  readonly fields?: AskFieldRules;
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
   * What a host persisted of this dialect (its own result: Claude's `updatedInput`, Codex's
   * `{ params, response }`) read back as details, for the transcript; null when it is not one.
   * Untrusted input: never throws.
   */
  readonly fromPersisted?: AskPersistedReader<AskToolDetails>;
}

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
