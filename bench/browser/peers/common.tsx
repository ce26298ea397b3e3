/**
 * What the three hand-built peer cards share, so that only the widget library differs between
 * them: the step and answer state a host keeps in `useState`, the Markdown renderers (react-markdown
 * + remark-gfm, as a host would use them, without a parse cache), and the texts around the
 * questions. The visible content is AskCard's for the same request: title, message, each
 * question's header chip, question and description, option labels as Markdown with their
 * descriptions, a progress line, Back / Next / Submit.
 */
import { useState } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { AskQuestion, AskRequest } from '../../../src/core/types';

/** The chosen option values (each option's index as a string) per question id. */
export type PeerAnswers = Record<string, string[]>;

/**
 * The props every peer card takes.
 *
 * @example
 * <ShadcnCard request={request} layout="stacked" onSubmit={(answers) => send(answers)} />
 */
export interface PeerCardProps {
  request: AskRequest;
  /** One question at a time, or all of them. @default 'stepper' */
  layout?: 'stepper' | 'stacked';
  onSubmit?: (answers: PeerAnswers) => void;
}

const plugins = [remarkGfm];

/** A question's Markdown, block elements and all. */
export function QuestionMarkdown({ text }: { text: string }) {
  return <Markdown remarkPlugins={plugins}>{text}</Markdown>;
}

/** An option label's Markdown, inline: its paragraph unwrapped so it fits a `<label>`. */
export function LabelMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={plugins} disallowedElements={['p']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}

/** The state of a hand-built card: which step, which answers, what the progress line says. */
export function usePeerCard({ request, layout = 'stepper', onSubmit }: PeerCardProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<PeerAnswers>({});
  const count = request.questions.length;
  const answered = request.questions.filter((q) => answers[q.id]?.length).length;
  const stepper = layout === 'stepper';
  const shown: Array<{ question: AskQuestion; index: number }> = stepper
    ? [{ question: request.questions[step]!, index: step }]
    : request.questions.map((question, index) => ({ question, index }));
  return {
    stepper,
    shown,
    answers,
    setAnswer: (id: string, values: string[]) =>
      setAnswers((previous) => ({ ...previous, [id]: values })),
    progress: stepper ? `Question ${step + 1} of ${count}` : `${answered} of ${count} answered`,
    canGoBack: stepper && step > 0,
    canGoNext: stepper && step < count - 1,
    canSubmit: !stepper || step === count - 1,
    back: () => setStep((s) => Math.max(0, s - 1)),
    next: () => setStep((s) => Math.min(count - 1, s + 1)),
    submit: () => onSubmit?.(answers),
  };
}

/**
 * Back / Next / Submit as plain `<button>`s, as the shadcn-style and Ark cards both write them
 * (React Aria's card uses its own `Button`).
 *
 * @example
 * <PlainFooter card={usePeerCard(props)} slot="card-footer" />
 */
export function PlainFooter({
  card,
  slot,
}: {
  card: ReturnType<typeof usePeerCard>;
  slot?: string;
}) {
  return (
    <div data-slot={slot} className="peer-footer">
      {card.stepper && (
        <button type="button" disabled={!card.canGoBack} onClick={card.back}>
          Back
        </button>
      )}
      {card.canGoNext && (
        <button type="button" onClick={card.next}>
          Next
        </button>
      )}
      {card.canSubmit && (
        <button type="button" onClick={card.submit}>
          Submit
        </button>
      )}
    </div>
  );
}

/**
 * The texts above the questions, as the React Aria and Ark cards write them: the title, the
 * message and the progress line, announced politely.
 *
 * @example
 * <PeerIntro request={request} progress={card.progress} />
 */
export function PeerIntro({ request, progress }: { request: AskRequest; progress: string }) {
  return (
    <>
      {request.title && <div className="peer-title">{request.title}</div>}
      {request.message && <div>{request.message}</div>}
      <p className="peer-muted" aria-live="polite">
        {progress}
      </p>
    </>
  );
}
