import type { CSSProperties, Ref } from 'react';
import { composeRefs } from '../dom';

type Props = Record<string, unknown>;

const isHandler = (key: string, value: unknown) =>
  typeof value === 'function' && /^on[A-Z]/.test(key);

/**
 * Props from several sources on one element, the way a part spreads a getter's props and the
 * host's: a later source wins a plain prop (as a later JSX spread does); event handlers chain,
 * the later source's first, and an earlier one runs only while the event is not
 * `defaultPrevented` (the host's handler may cancel the card's); `className`s join, `style`s
 * merge and `ref`s compose. Every prop getter's result meets the host's props here.
 *
 * @example
 * <div {...mergeProps(api.getRootProps(), props, { ref })} />
 */
export function mergeProps<T extends Props>(...sources: (Props | null | undefined)[]): T {
  const merged: Props = {};
  for (const source of sources) {
    if (!source) continue;
    for (const key of Object.keys(source)) {
      const value = source[key];
      const before = merged[key];
      if (isHandler(key, value) && typeof before === 'function') {
        const earlier = before as (event: unknown) => void;
        const later = value as (event: unknown) => void;
        merged[key] = (event: unknown) => {
          later(event);
          if (!(event as { defaultPrevented?: boolean } | null)?.defaultPrevented) earlier(event);
        };
      } else if (key === 'className' && before && value) {
        merged[key] = `${before as string} ${value as string}`;
      } else if (key === 'style' && before && value) {
        merged[key] = { ...(before as CSSProperties), ...(value as CSSProperties) };
      } else if (key === 'ref' && before && value) {
        merged[key] = composeRefs(before as Ref<unknown>, value as Ref<unknown>);
      } else merged[key] = value;
    }
  }
  return merged as T;
}
