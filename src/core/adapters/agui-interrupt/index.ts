/**
 * The `agui-interrupt` dialect: an AG-UI 1.0 interrupt (`RUN_FINISHED` with an interrupt
 * outcome), answered by the `ResumeEntry` the next run carries in `RunAgentInput.resume`.
 */
import { fields } from './fields';
import * as limits from '../../schema/limits';
import { ELICIT_HEADER_MAX_CHARS } from '../../schema/form/read';
import { defineAskAdapter } from '../types';
import { readAgUiInterruptPersisted } from './persisted';
import { agUiInterruptPolicy } from './policy';
import type { AgUiResumeEntry } from './protocol';
import { agUiInterruptRuntime } from './runtime';
import { AgUiInterrupt, safeParseAgUiInterrupt } from './schema';

/**
 * `result` is AG-UI's `ResumeEntry` (`{ interruptId, status: 'resolved', payload }` or
 * `{ interruptId, status: 'cancelled' }`); `content` is its JSON. AG-UI sets no limits: a form is
 * bounded as MCP's is.
 */
export const agUiInterruptAdapter = defineAskAdapter<AgUiResumeEntry>({
  ...agUiInterruptRuntime,
  policy: agUiInterruptPolicy,
  fields,
  limits: {
    headerMaxChars: ELICIT_HEADER_MAX_CHARS,
    minQuestions: 1,
    maxQuestions: limits.ELICIT_MAX_FIELDS,
    maxOptions: limits.ELICIT_MAX_CHOICES,
    maxFormOptions: limits.ELICIT_MAX_FORM_CHOICES,
    messageMaxChars: limits.ELICIT_MESSAGE_MAX_CHARS,
    titleMaxChars: limits.ELICIT_TITLE_MAX_CHARS,
    descriptionMaxChars: limits.ELICIT_DESCRIPTION_MAX_CHARS,
    valueMaxChars: limits.ELICIT_VALUE_MAX_CHARS,
    idMaxChars: limits.ELICIT_ID_MAX_CHARS,
  },
  inputSchema: AgUiInterrupt,
  safeParse: (input) => safeParseAgUiInterrupt(input),
  fromPersisted: readAgUiInterruptPersisted,
});

export { AGUI_INTERRUPT_DIALECT, agUiInterruptPolicy } from './policy';
export {
  AG_UI_APPROVAL_REASON,
  AgUiInterrupt,
  agUiDeadline,
  isAgUiApprovalInterrupt,
  parseAgUiInterrupt,
  safeParseAgUiInterrupt,
  type AgUiInterruptParseOptions,
} from './schema';
export { formatAgUiResumeEntry, toAgUiResumeEntry } from './result';
export { readAgUiInterruptPersisted } from './persisted';
export type { AgUiInterruptSource, AgUiResumeEntry } from './protocol';
