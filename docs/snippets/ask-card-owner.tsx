/**
 * src/react/ask-card/README.md, "A parent that owns the state". Compiled by `npm run typecheck`;
 * the region is the README's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { useState } from 'react';
import { AskCard, useAskCard, type AskRequest, type AskResolution } from '../../src';

interface DockProps {
  request: AskRequest;
  onResolve: (resolution: AskResolution) => void;
  signal?: AbortSignal;
}

export function Dock({ request, onResolve, signal }: DockProps) {
  const card = useAskCard(request, { onResolve, signal }); // onResolve fires once, here
  const [collapsed, setCollapsed] = useState(false);
  const { index, count } = { index: card.cursor + 1, count: card.progress.count };
  return collapsed ? (
    <button onClick={() => setCollapsed(false)}>
      {card.question.header} {card.messages.progress({ index, count })}
    </button>
  ) : (
    <AskCard card={card} autoFocus={false} />
  );
}
// #endregion
