/**
 * The same card on Ark UI (zag state machines): RadioGroup (Root, Label, Item as a `<label>` with
 * ItemControl, ItemText and ItemHiddenInput) and Checkbox.Group of Checkbox (Root, Control,
 * Indicator, Label, HiddenInput), styled through their `data-part` and `data-state` attributes.
 */
import { Checkbox } from '@ark-ui/react/checkbox';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { useId } from 'react';
import type { AskQuestion } from '../../../src/core/types';
import {
  LabelMarkdown,
  PeerIntro,
  PlainFooter,
  QuestionMarkdown,
  usePeerCard,
  type PeerCardProps,
} from './common';

function Question({
  question,
  id,
  value,
  onChange,
}: {
  question: AskQuestion;
  id: string;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const head = (
    <>
      {question.header && <span className="peer-chip">{question.header}</span>}
      {question.description && <p className="peer-muted">{question.description}</p>}
    </>
  );
  const description = (o: number, text?: string) =>
    text && (
      <p id={`${id}-o${o}-d`} className="peer-muted peer-indent">
        {text}
      </p>
    );
  const describedBy = (o: number, text?: string) => (text ? `${id}-o${o}-d` : undefined);
  if (question.multiSelect)
    return (
      <div className="peer-question">
        {head}
        <div id={id} className="peer-question-text">
          <QuestionMarkdown text={question.question} />
        </div>
        <Checkbox.Group
          value={value}
          onValueChange={onChange}
          aria-labelledby={id}
          className="peer-options"
        >
          {question.options.map((option, o) => (
            <div key={o}>
              <Checkbox.Root value={String(o)} className="peer-option">
                <Checkbox.Control className="peer-control peer-box">
                  <Checkbox.Indicator>
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2 6l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </Checkbox.Indicator>
                </Checkbox.Control>
                <Checkbox.Label>
                  <LabelMarkdown text={option.label} />
                </Checkbox.Label>
                <Checkbox.HiddenInput aria-describedby={describedBy(o, option.description)} />
              </Checkbox.Root>
              {description(o, option.description)}
            </div>
          ))}
        </Checkbox.Group>
      </div>
    );
  return (
    <RadioGroup.Root
      value={value[0] ?? null}
      onValueChange={(details) => onChange(details.value === null ? [] : [details.value])}
      className="peer-question"
    >
      {head}
      <RadioGroup.Label asChild>
        <div className="peer-question-text">
          <QuestionMarkdown text={question.question} />
        </div>
      </RadioGroup.Label>
      <div className="peer-options">
        {question.options.map((option, o) => (
          <div key={o}>
            <RadioGroup.Item value={String(o)} className="peer-option">
              <RadioGroup.ItemControl className="peer-control" />
              <RadioGroup.ItemText>
                <LabelMarkdown text={option.label} />
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput aria-describedby={describedBy(o, option.description)} />
            </RadioGroup.Item>
            {description(o, option.description)}
          </div>
        ))}
      </div>
    </RadioGroup.Root>
  );
}

/**
 * The Ark UI card.
 *
 * @example
 * <ArkCard request={cardRequest('x')} layout="stepper" />
 */
export function ArkCard(props: PeerCardProps) {
  const card = usePeerCard(props);
  const id = useId();
  return (
    <div className="peer-card">
      <PeerIntro request={props.request} progress={card.progress} />
      {card.shown.map(({ question, index }) => (
        <Question
          key={question.id}
          question={question}
          id={`${id}-q${index}`}
          value={card.answers[question.id] ?? []}
          onChange={(values) => card.setAnswer(question.id, values)}
        />
      ))}
      <PlainFooter card={card} />
    </div>
  );
}
