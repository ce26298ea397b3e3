import type { AskFieldRules } from '../registry/fields';
import { askFormatRules } from './formats';
import { askJsonRules } from './json-check';
import { askNumberRules } from './number-check';

/**
 * Every field check: numbers, text formats and the JSON text field. The built-in dialects that
 * read forms bring it, as does a host's own dialect that asks any field.
 *
 * @example createAskRegistry([{ dialect: 'my_form', policy, runtime, fields: askFieldRules }])
 */
export const askFieldRules: AskFieldRules = {
  ...askNumberRules,
  ...askFormatRules,
  ...askJsonRules,
};
