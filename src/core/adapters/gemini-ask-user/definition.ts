/**
 * Gemini CLI's `ask_user` tool for a model, in the CLI's own words (its `gemini-3` set,
 * `@google/gemini-cli-core` 0.61.0; the legacy set has only the first sentence), with ask-cards'
 * length bounds added as `maxLength`. `test/node/gemini-definition.test.ts` compares it with the
 * CLI's declaration.
 */
import type { AskModelToolDefinition } from '../../schema/definitions';
import * as L from './limits';

const text = (description: string, maxLength: number) => ({
  type: 'string',
  description,
  maxLength,
});

/**
 * The `ask_user` tool as Gemini CLI declares it: `{ name: 'ask_user', description, inputSchema }`,
 * for a host that gives a model Gemini's tool outside the CLI. `type` carries the CLI's
 * `default: 'choice'`, which the CLI never applies: the model must send it.
 *
 * @example
 * const tool = toToolDefinition('gemini-ask-user', { provider: 'openai', strict: true });
 */
export const geminiAskUserToolDefinition: AskModelToolDefinition<'ask_user'> = {
  name: 'ask_user',
  description:
    'Ask the user one or more questions to gather preferences, clarify requirements, or make ' +
    'decisions. When using this tool, prefer providing multiple-choice options with detailed ' +
    'descriptions and enable multi-select where appropriate to provide maximum flexibility.',
  inputSchema: {
    type: 'object',
    required: ['questions'],
    properties: {
      questions: {
        type: 'array',
        minItems: L.GEMINI_MIN_QUESTIONS,
        maxItems: L.GEMINI_MAX_QUESTIONS,
        items: {
          type: 'object',
          required: ['question', 'header', 'type'],
          properties: {
            question: text(
              'The complete question to ask the user. Should be clear, specific, and end with a ' +
                'question mark.',
              L.GEMINI_QUESTION_MAX_CHARS,
            ),
            header: text(
              'Very short label displayed as a chip/tag. Use abbreviations: "Auth" not ' +
                '"Authentication", "Config" not "Configuration". Examples: "Auth method", ' +
                '"Library", "Approach", "Database".',
              L.GEMINI_HEADER_INPUT_MAX_CHARS,
            ),
            type: {
              type: 'string',
              enum: ['choice', 'text', 'yesno'],
              default: 'choice',
              description:
                "Question type: 'choice' (default) for multiple-choice with options, 'text' for " +
                "free-form input, 'yesno' for Yes/No confirmation with optional 'Other' feedback.",
            },
            options: {
              type: 'array',
              description:
                "The selectable choices for 'choice' type questions. Provide 2-4 options. An " +
                "'Other' option is automatically added for 'choice' and 'yesno' types. Not " +
                "needed for 'text' or 'yesno'.",
              items: {
                type: 'object',
                required: ['label', 'description'],
                properties: {
                  label: text(
                    'The display text for this option (1-5 words). Example: "OAuth 2.0"',
                    L.GEMINI_LABEL_MAX_CHARS,
                  ),
                  description: text(
                    'Brief explanation of this option. Example: "Industry standard, supports SSO"',
                    L.GEMINI_DESCRIPTION_MAX_CHARS,
                  ),
                },
              },
            },
            multiSelect: {
              type: 'boolean',
              description:
                "Only applies when type='choice'. Set to true to allow selecting multiple options.",
            },
            placeholder: text(
              "Hint text shown in the input field. For type='text', shown in the main input. For " +
                "type='choice' and 'yesno', shown in the 'Other' custom input.",
              L.GEMINI_PLACEHOLDER_MAX_CHARS,
            ),
          },
        },
      },
    },
  },
};
