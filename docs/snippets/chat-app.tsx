/**
 * docs/react.md, "A chat app". Compiled by `npm run typecheck`; the region is the doc's block
 * (test/node/readme-snippets.test.ts).
 */
// #region readme
import { useEffect, useMemo } from 'react';
import { AskCard, AskI18nProvider, safeParseAskToolInput, type AskResolution } from '../../src';
import '../../src/react/styles.css';

interface PendingAskProps {
  /** The model's raw tool input, untrusted. */
  input: unknown;
  /** Aborts when the turn stops: unanswered questions are then skipped. */
  signal: AbortSignal;
  /** Sends the tool result back to the model and stores `details` with the row. */
  reply: (content: string, details: AskResolution['details']) => void;
  /** Sends a tool error back: the model reads which field to fix. */
  replyError: (message: string) => void;
}

export function PendingAsk({ input, signal, reply, replyError }: PendingAskProps) {
  const parsed = useMemo(() => safeParseAskToolInput(input), [input]);
  useEffect(() => {
    if (!parsed.success) replyError(parsed.error.message);
  }, [parsed, replyError]);
  if (!parsed.success) return null;
  return (
    <AskI18nProvider locale="en">
      <AskCard
        request={parsed.data}
        signal={signal}
        onResolve={(r) => reply(r.content, r.details)}
      />
    </AskI18nProvider>
  );
}
// #endregion
