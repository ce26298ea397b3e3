import type { AskFieldRules } from '../../registry/fields';
import { askFieldRules } from '../../machine/all-field-rules';

/** The field checks this dialect's questions need (its entry's and adapter's `fields`). */
export const fields: AskFieldRules = askFieldRules;
