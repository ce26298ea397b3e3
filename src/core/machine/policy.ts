// The policy types live at the bottom of core, beside the registry that holds them.
export type { AskDialectPolicy, AskTimeoutPolicy } from '../registry/policy';
