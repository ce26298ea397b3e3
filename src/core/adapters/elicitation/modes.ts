/**
 * Which `elicitation/create` requests become a form card: MCP's `form` (or no mode), and Codex's
 * `mcpServer/elicitation/request` form modes. Task-augmented requests (`params.task`) are refused
 * before any card shows: the SDK would discard the user's answer ("Invalid task creation
 * result"), since a task must be answered with a `CreateTaskResult` and its result later.
 */

/** The modes read as a form: MCP's, and Codex's `openai/form` / `openaiForm`. */
export const ELICIT_FORM_MODES = ['form', 'openai/form', 'openaiForm'] as const;

const TASK_REFUSED =
  'is set: ask-cards answers elicitation/create with the user’s result, not as a task ' +
  '(the client does not declare tasks.requests.elicitation.create); ask again without "task"';

/** Why `params` cannot be a card of `want`, as `[key, problem]`; null when it can. */
export function modeProblem(
  params: Record<string, unknown>,
  want: 'form' | 'url',
): [string, string] | null {
  const { mode } = params;
  if (params.task !== undefined) return ['task', TASK_REFUSED];
  if (mode === 'openai/userVerification')
    return [
      'mode',
      'is "openai/userVerification" (Codex’s user verification: title, description, ' +
        'challenge), which ask-cards does not show: answer it with { "action": "decline" } or ' +
        'verify the user yourself',
    ];
  const isForm = mode === undefined || (ELICIT_FORM_MODES as readonly unknown[]).includes(mode);
  if (want === 'url')
    return mode === 'url' ? null : ['mode', 'must be "url" (a form goes to parseElicitRequest)'];
  if (isForm) return null;
  return [
    'mode',
    mode === 'url'
      ? 'is "url": read it with parseElicitUrlRequest and show it with AskUrlCard'
      : `must be "form", "openai/form", "openaiForm" or absent, not ${
          typeof mode === 'string' ? JSON.stringify(mode.slice(0, 64)) : typeof mode
        }`,
  ];
}
