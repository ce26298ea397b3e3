import type { AskFieldRules } from '../../registry/fields';
import { askNumberRules } from '../../machine/number-check';
import { askFormatRules } from '../../machine/formats';

/** The field checks this dialect's questions need (its entry's and adapter's `fields`). */
export const fields: AskFieldRules = { ...askNumberRules, ...askFormatRules };
