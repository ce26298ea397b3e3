/**
 * Bare react-markdown + remark-gfm of exactly the texts a card shows: no widget at all, the floor
 * every render benchmark is also measured against.
 */
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

const REMARK = [remarkGfm];

/**
 * One `<Markdown>` per text, in a `<div>`.
 *
 * @example
 * <Bare texts={['Deploy **now**?', 'Yes', 'No']} />
 */
export function Bare({ texts }: { texts: readonly string[] }) {
  return (
    <div>
      {texts.map((text, i) => (
        <Markdown key={i} remarkPlugins={REMARK}>
          {text}
        </Markdown>
      ))}
    </div>
  );
}
