/** The results of `agui-interrupt` (no parser). */
import type { AskDialectRuntime } from '../types';
import { AGUI_INTERRUPT_DIALECT } from './policy';
import type { AgUiResumeEntry } from './protocol';
import { formatAgUiResumeEntry, toAgUiResumeEntry } from './result';

export const agUiInterruptRuntime: AskDialectRuntime<AgUiResumeEntry> = {
  dialect: AGUI_INTERRUPT_DIALECT,
  toResult: toAgUiResumeEntry,
  formatContent: formatAgUiResumeEntry,
};
