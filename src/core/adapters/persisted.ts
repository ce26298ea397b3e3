/**
 * The readers of what hosts persist in a dialect's own shape (Claude's `updatedInput`, Codex's
 * `{ params, response }`, assistant-ui's settled approval, an `ask_user` call's
 * `{ input, result }`), for the transcript. Apart from the registry, so a card that never reads
 * history bundles neither reader nor the schemas they parse with.
 */
import type { AskToolDetails } from '../serialize/details';
import { readApprovalQuestionsPersisted } from './approval-questions/persisted';
import { readAskUserPersisted } from './ask-user/persisted';
import { readAskUserQuestionPersisted } from './ask-user-question/persisted';
import { readRequestUserInputPersisted } from './request-user-input/persisted';
import type { AskAdapter } from './types';

type Reader = NonNullable<AskAdapter['fromPersisted']>;

/** Every built-in adapter's `fromPersisted`, then registered ones (a test keeps them in step). */
export const persistedReaders: readonly Reader[] = [
  readAskUserQuestionPersisted,
  readRequestUserInputPersisted,
  readApprovalQuestionsPersisted,
  readAskUserPersisted,
];
const readers = persistedReaders as Reader[];

/** The details of a value persisted in some dialect's own shape; null when none reads it. */
export function readPersistedAsk(value: unknown): AskToolDetails | null {
  for (const read of readers) {
    const details = read(value);
    if (details) return details;
  }
  return null;
}

/** Add a registered adapter's reader (`registerAskAdapter` calls this). */
export function addPersistedReader(read: Reader): void {
  readers.push(read);
}
