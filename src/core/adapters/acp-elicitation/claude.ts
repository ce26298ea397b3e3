/**
 * Claude over ACP (`@agentclientprotocol/claude-agent-acp`): `AskUserQuestion` arrives as a form
 * of pairs, a choice field `question_<n>` (`oneOf`, or an array of `items.anyOf`) followed by its
 * free-text field `question_<n>_custom` ("Other"). Each pair is shown as ONE question with its
 * choices, "Other" and the options' previews; its answer goes back to both fields.
 */
import { isRecord } from '../../schema/guards';
import { ELICIT_HEADER_MAX_CHARS } from '../../schema/form/read';
import type { FormReadOptions } from '../../schema/form/read';
import { formatAskInputPath, type AskInputPath } from '../../schema/errors';
import { labelLook } from '../../schema/form/common';
import { codePointLength, isBlank, quote, truncateCodePoints } from '../../schema/text';
import type { AskOption, AskQuestion, AskRequest } from '../../types';

/** The `_meta` key Claude's agent puts an option's preview (and description) under. */
export const CLAUDE_OPTION_META = '_claude/askUserQuestionOption';

/** The longest preview read (Claude's own `AskUserQuestion` limit for it). */
export const ACP_PREVIEW_MAX_CHARS = 20_000;

const QUESTION_KEY = /^question_\d+$/;

const isChoiceField = (schema: unknown): boolean =>
  isRecord(schema) &&
  ((schema.type === 'string' && (schema.oneOf != null || schema.enum != null)) ||
    (schema.type === 'array' && isRecord(schema.items)));

const isFreeText = (schema: unknown): boolean =>
  isRecord(schema) && schema.type === 'string' && schema.oneOf == null && schema.enum == null;

/**
 * Whether a choice field asks for at least one pick (`minItems` > 0). The card's "Other" counts
 * as a pick, but its text goes to the custom field: the picks sent could fall short.
 */
const needsPicks = (schema: unknown): boolean =>
  isRecord(schema) && typeof schema.minItems === 'number' && schema.minItems > 0;

/**
 * Claude's pairs in a form: each choice field `question_<n>` immediately followed by its
 * `question_<n>_custom` free-text field, mapped to the custom field's key. Only Claude's exact
 * shape pairs: neither field required and no `minItems` on the choice field, as the merged
 * question's "Other" may stand for the pick. Any other form asks its two fields apart (typing
 * only "Other" would leave a required choice field out; one pick and "Other" would send one
 * const where `minItems: 2` asks for two).
 */
export function claudePairs(requestedSchema: unknown): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!isRecord(requestedSchema) || !isRecord(requestedSchema.properties)) return pairs;
  const { properties } = requestedSchema;
  const required = Array.isArray(requestedSchema.required) ? requestedSchema.required : [];
  const keys = Object.keys(properties);
  keys.forEach((key, i) => {
    const custom = `${key}_custom`;
    if (
      QUESTION_KEY.test(key) &&
      keys[i + 1] === custom &&
      isChoiceField(properties[key]) &&
      !needsPicks(properties[key]) &&
      isFreeText(properties[custom]) &&
      !required.includes(key) &&
      !required.includes(custom)
    )
      pairs.set(key, custom);
  });
  return pairs;
}

/** The choice list of a field, as sent: `oneOf` or `items.anyOf`. */
function rawChoices(schema: Record<string, unknown>): unknown[] {
  const items = isRecord(schema.items) ? schema.items : {};
  const list = schema.oneOf ?? items.anyOf;
  return Array.isArray(list) ? list : [];
}

/**
 * An option with what Claude's `_meta` adds: its preview (Markdown), and, where a version put
 * `"label — description"` in the title, the label (its const) and the description apart.
 */
function withMeta(
  option: AskOption,
  raw: unknown[],
  path: AskInputPath,
  options: FormReadOptions,
): AskOption {
  const index = raw.findIndex((item) => isRecord(item) && item.const === option.value);
  const item = raw[index];
  const meta = isRecord(item) && isRecord(item._meta) ? item._meta[CLAUDE_OPTION_META] : null;
  if (!isRecord(meta)) return option;
  const read = { ...option };
  if (typeof meta.description === 'string' && !isBlank(meta.description)) {
    read.label = option.value!.trim() || option.label;
    read.description = meta.description.trim();
  }
  const { preview } = meta;
  if (typeof preview === 'string' && !isBlank(preview)) {
    if (codePointLength(preview) <= ACP_PREVIEW_MAX_CHARS)
      read.preview = { format: 'markdown', content: preview };
    else {
      const at = [...path, index, '_meta', CLAUDE_OPTION_META, 'preview'];
      options.onSchemaIssue?.({
        path: at,
        message:
          `${formatAskInputPath(at)} is longer than ${ACP_PREVIEW_MAX_CHARS} characters: ` +
          'not shown',
      });
    }
  }
  return read;
}

/**
 * The options with Claude's `_meta` read, unless labels taken from the consts would read the
 * same (`Grid` and `grid`): then every option keeps its title (checked apart already) and its own
 * description, the previews still shown, and the agent's author hears of it.
 */
function withMetaOptions(
  options: readonly AskOption[],
  raw: unknown[],
  path: AskInputPath,
  read: FormReadOptions,
): AskOption[] {
  const merged = options.map((o) => withMeta(o, raw, path, read));
  const looks = new Map<string, number>();
  const clash = merged.findIndex((o, i) => {
    const look = labelLook(o.label);
    if (looks.has(look)) return true;
    looks.set(look, i);
    return false;
  });
  if (clash === -1) return merged;
  const first = looks.get(labelLook(merged[clash]!.label))!;
  const at = [
    ...path,
    raw.findIndex((item) => isRecord(item) && item.const === options[clash]!.value),
  ];
  read.onSchemaIssue?.({
    path: at,
    message:
      `${formatAskInputPath(at)} has the const ${quote(merged[clash]!.label)}, which reads the ` +
      `same as ${quote(merged[first]!.label)}: the titles are shown instead of the consts`,
  });
  return merged.map((o, i) => {
    const own = options[i]!;
    const kept: AskOption = { ...o, label: own.label };
    if (own.description === undefined) delete kept.description;
    else kept.description = own.description;
    return kept;
  });
}

/**
 * The request with each of Claude's pairs as one question: the choice field's question with
 * "Other" (its text under the custom field's constraints), the options' previews; the title is
 * the chip. A multi-select sends its picks and the typed text together, so the custom field's
 * description ("…or add a note to the option you chose above") is its placeholder; a
 * single-select's "Other" replaces the pick, so it keeps the card's own placeholder. A lone
 * question with no description of its own asks the request's message, which is then not shown
 * again above it.
 */
export function mergeClaudePairs(request: AskRequest, options: FormReadOptions): AskRequest {
  const source = isRecord(request.source) ? request.source : {};
  const schema = isRecord(source.requestedSchema) ? source.requestedSchema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const pairs = claudePairs(schema);
  if (pairs.size === 0) return request;
  const byId = new Map(request.questions.map((q) => [q.id, q] as const));
  const merged = new Set<string>();
  const questions = request.questions.flatMap((question): AskQuestion[] => {
    const customKey = pairs.get(question.id);
    const custom = customKey === undefined ? undefined : byId.get(customKey);
    if (customKey === undefined || !custom) return [question];
    merged.add(customKey);
    const field = properties[question.id] as Record<string, unknown>;
    const customField = properties[customKey] as Record<string, unknown>;
    const path = ['requestedSchema', 'properties', question.id];
    const listPath = field.type === 'array' ? [...path, 'items', 'anyOf'] : [...path, 'oneOf'];
    const raw = rawChoices(field);
    const one: AskQuestion = {
      ...question,
      options: withMetaOptions(question.options, raw, listPath, options),
      allowOther: true,
      input: { ...custom.input },
    };
    const hint = customField.description;
    if (field.type === 'array' && typeof hint === 'string' && !isBlank(hint))
      one.input!.placeholder = hint.trim();
    return [one];
  });
  const read: AskRequest = {
    ...request,
    questions: questions.filter((q) => !merged.has(q.id)),
  };
  const lone = read.questions.length === 1 ? read.questions[0]! : undefined;
  const field = lone && pairs.has(lone.id) ? properties[lone.id] : undefined;
  const described =
    isRecord(field) && typeof field.description === 'string' && !isBlank(field.description);
  if (lone && isRecord(field) && !described && read.message && !isBlank(read.message)) {
    const one: AskQuestion = { ...lone, question: read.message };
    // The title, which asked alone, is now the chip over the message.
    const title = typeof field.title === 'string' ? field.title.trim() : '';
    if (title)
      one.header =
        codePointLength(title) > ELICIT_HEADER_MAX_CHARS
          ? `${truncateCodePoints(title, ELICIT_HEADER_MAX_CHARS - 1).trimEnd()}…`
          : title;
    read.questions = [one];
    delete read.message;
  }
  return read;
}
