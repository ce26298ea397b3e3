/**
 * The same card on react-aria-components: RadioGroup with a RadioField + RadioButton per option
 * and CheckboxGroup with CheckboxField + CheckboxButton (the 1.22 parts; `Radio` and `Checkbox`
 * alone are deprecated), native inputs visually hidden inside `<label>`s, `Text slot="description"`
 * wired by the library, RAC's Button. The radio's circle is CSS on `[data-selected]`, the
 * checkbox's mark an SVG, as in the library's examples.
 */
import { Button } from 'react-aria-components/Button';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import type { AskQuestion } from '../../../src/core/types';
import {
  LabelMarkdown,
  PeerIntro,
  QuestionMarkdown,
  usePeerCard,
  type PeerCardProps,
} from './common';

function Question({
  question,
  value,
  onChange,
}: {
  question: AskQuestion;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const head = (
    <>
      {question.header && <span className="peer-chip">{question.header}</span>}
      <Label elementType="div" className="peer-question-text">
        <QuestionMarkdown text={question.question} />
      </Label>
      {question.description && (
        <Text slot="description" className="peer-muted">
          {question.description}
        </Text>
      )}
    </>
  );
  const description = (text?: string) =>
    text && (
      <Text slot="description" className="peer-muted peer-indent">
        {text}
      </Text>
    );
  if (question.multiSelect)
    return (
      <CheckboxGroup value={value} onChange={onChange} className="peer-question">
        {head}
        <div className="peer-options">
          {question.options.map((option, o) => (
            <CheckboxField key={o} value={String(o)}>
              <CheckboxButton className="peer-option">
                <div className="peer-control peer-box" aria-hidden="true">
                  <svg viewBox="0 0 12 12" width="12" height="12">
                    <path d="M2 6l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </div>
                <span>
                  <LabelMarkdown text={option.label} />
                </span>
              </CheckboxButton>
              {description(option.description)}
            </CheckboxField>
          ))}
        </div>
      </CheckboxGroup>
    );
  return (
    <RadioGroup value={value[0] ?? null} onChange={(v) => onChange([v])} className="peer-question">
      {head}
      <div className="peer-options">
        {question.options.map((option, o) => (
          <RadioField key={o} value={String(o)}>
            <RadioButton className="peer-option peer-aria-radio">
              <span>
                <LabelMarkdown text={option.label} />
              </span>
            </RadioButton>
            {description(option.description)}
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * The react-aria-components card.
 *
 * @example
 * <AriaCard request={cardRequest('x')} layout="stacked" />
 */
export function AriaCard(props: PeerCardProps) {
  const card = usePeerCard(props);
  return (
    <div className="peer-card">
      <PeerIntro request={props.request} progress={card.progress} />
      {card.shown.map(({ question }) => (
        <Question
          key={question.id}
          question={question}
          value={card.answers[question.id] ?? []}
          onChange={(values) => card.setAnswer(question.id, values)}
        />
      ))}
      <div className="peer-footer">
        {card.stepper && (
          <Button isDisabled={!card.canGoBack} onPress={card.back}>
            Back
          </Button>
        )}
        {card.canGoNext && <Button onPress={card.next}>Next</Button>}
        {card.canSubmit && <Button onPress={card.submit}>Submit</Button>}
      </div>
    </div>
  );
}
