/** The results of `json-schema-form` (no parser). */
import type { AskDialectRuntime } from '../types';
import { JSON_SCHEMA_FORM_DIALECT } from './policy';
import {
  formatJsonSchemaFormContent,
  toJsonSchemaFormResult,
  type JsonSchemaFormResult,
} from './result';

export const jsonSchemaFormRuntime: AskDialectRuntime<JsonSchemaFormResult> = {
  dialect: JSON_SCHEMA_FORM_DIALECT,
  toResult: toJsonSchemaFormResult,
  formatContent: formatJsonSchemaFormContent,
};
