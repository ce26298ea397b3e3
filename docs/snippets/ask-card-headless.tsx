/**
 * src/react/ask-card/README.md, "Headless: the prop getters". Compiled by `npm run typecheck`;
 * the region is the README's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import type { ReactNode } from 'react';
import { useAskCard, type AskRequest, type AskResolution } from '../../src';

interface MyCardProps {
  request: AskRequest;
  onResolve: (resolution: AskResolution) => void;
}

export function MyCard({ request, onResolve }: MyCardProps): ReactNode {
  const card = useAskCard(request, { onResolve });
  const q = card.cursor;
  const other = card.getOtherInputProps(q);
  return (
    <div {...card.getRootProps()} className="my-card">
      {card.isResolved ? (
        <p {...card.getOutcomeProps()}>{card.messages.outcome[card.state.reason!]}</p>
      ) : (
        <>
          <h2 {...card.getQuestionProps(q)}>{card.question.question}</h2>
          <div {...card.getOptionGroupProps(q)}>
            <p {...card.getOptionHintProps(q)}>{card.messages.singleSelectHint}</p>
            {card.question.options.map((option, o) => (
              <div key={o} {...card.getOptionProps(q, o)}>
                <span {...card.getOptionLabelProps(q, o)}>{option.label}</span>
              </div>
            ))}
            <div {...card.getOptionProps(q, 'other')}>
              <span {...card.getOptionLabelProps(q, 'other')}>{card.messages.otherLabel}</span>
            </div>
            {'type' in other ? <input {...other} /> : <textarea {...other} />}
          </div>
          <p {...card.getActionHintProps()} />
          <button {...card.getActionProps('skip')}>{card.messages.skip}</button>
          <button {...card.getActionProps('next')}>
            {card.isFinalStep ? card.messages.submit : card.messages.next}
          </button>
        </>
      )}
      <div {...card.getLiveRegionProps()} />
    </div>
  );
}
// #endregion
