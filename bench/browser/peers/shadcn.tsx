/**
 * The card a shadcn/ui user writes: the `radio-group` and `checkbox` components over Radix
 * primitives (each item a `<button>`, named by a `<label htmlFor>`), a Card of `data-slot` divs,
 * react-markdown + remark-gfm for the question and the labels. CSS classes in peers.css stand in
 * for shadcn's Tailwind classes.
 */
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId, type ComponentProps } from 'react';
import type { AskQuestion } from '../../../src/core/types';
import {
  LabelMarkdown,
  PlainFooter,
  QuestionMarkdown,
  usePeerCard,
  type PeerCardProps,
} from './common';

// components/ui/radio-group.tsx
function RadioGroup(props: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className="peer-options" {...props} />;
}

function RadioGroupItem(props: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item data-slot="radio-group-item" className="peer-control" {...props}>
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="peer-indicator">
        <svg viewBox="0 0 8 8" width="8" height="8" aria-hidden="true">
          <circle cx="4" cy="4" r="4" fill="currentColor" />
        </svg>
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

// components/ui/checkbox.tsx
function Checkbox(props: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root data-slot="checkbox" className="peer-control peer-box" {...props}>
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="peer-indicator">
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 6l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

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
  const options = question.options.map((option, o) => {
    const itemId = `${id}-o${o}`;
    const v = String(o);
    const describedBy = option.description ? `${itemId}-d` : undefined;
    return (
      <div key={o} className="peer-option-row">
        {question.multiSelect ? (
          <Checkbox
            id={itemId}
            checked={value.includes(v)}
            onCheckedChange={(checked) =>
              onChange(checked === true ? [...value, v] : value.filter((x) => x !== v))
            }
            aria-describedby={describedBy}
          />
        ) : (
          <RadioGroupItem id={itemId} value={v} aria-describedby={describedBy} />
        )}
        <div className="peer-option-text">
          <label htmlFor={itemId} className="peer-option peer-label">
            <LabelMarkdown text={option.label} />
          </label>
          {option.description && (
            <p id={describedBy} className="peer-muted">
              {option.description}
            </p>
          )}
        </div>
      </div>
    );
  });
  return (
    <div className="peer-question">
      {question.header && <span className="peer-chip">{question.header}</span>}
      <div id={id} className="peer-question-text">
        <QuestionMarkdown text={question.question} />
      </div>
      {question.description && <p className="peer-muted">{question.description}</p>}
      {question.multiSelect ? (
        <div role="group" aria-labelledby={id} className="peer-options">
          {options}
        </div>
      ) : (
        <RadioGroup
          aria-labelledby={id}
          value={value[0] ?? ''}
          onValueChange={(v) => onChange([v])}
        >
          {options}
        </RadioGroup>
      )}
    </div>
  );
}

/**
 * The shadcn-style card (Radix RadioGroup and Checkbox).
 *
 * @example
 * <ShadcnCard request={cardRequest('x')} layout="stepper" />
 */
export function ShadcnCard(props: PeerCardProps) {
  const card = usePeerCard(props);
  const id = useId();
  const { title, message } = props.request;
  return (
    <div data-slot="card" className="peer-card">
      {(title || message) && (
        <div data-slot="card-header">
          {title && <div data-slot="card-title">{title}</div>}
          {message && <div data-slot="card-description">{message}</div>}
        </div>
      )}
      <div data-slot="card-content" className="peer-card-content">
        <p className="peer-muted" aria-live="polite">
          {card.progress}
        </p>
        {card.shown.map(({ question, index }) => (
          <Question
            key={question.id}
            question={question}
            id={`${id}-q${index}`}
            value={card.answers[question.id] ?? []}
            onChange={(values) => card.setAnswer(question.id, values)}
          />
        ))}
      </div>
      <PlainFooter card={card} slot="card-footer" />
    </div>
  );
}
