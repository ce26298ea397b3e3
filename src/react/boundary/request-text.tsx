import { createAnatomy } from '../anatomy';

/** The words of a request, as plain text, for a view that could not render it. */
export interface AskRequestWords {
  title: string;
  message: string;
  questions: { question: string; labels: string[] }[];
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T,>(value: unknown, map: (item: unknown) => T): T[] =>
  Array.isArray(value) ? Array.from(value, map) : [];

/**
 * Title, message, questions and option labels of `request`, whatever it holds: the view that
 * failed may have failed on this very value, so it is read as untrusted and never throws.
 */
export function requestWords(request: unknown): AskRequestWords {
  try {
    return {
      title: text(field(request, 'title')),
      message: text(field(request, 'message')),
      questions: list(field(request, 'questions'), (question) => ({
        question: text(field(question, 'question')),
        labels: list(field(question, 'options'), (option) => text(field(option, 'label'))),
      })),
    };
  } catch {
    // A throwing getter or a revoked Proxy: nothing readable.
    return { title: '', message: '', questions: [] };
  }
}

/** The parts of a request's words shown as plain text (a view that failed to render). */
export const fallbackAnatomy = createAnatomy('ask-fallback', [
  'fallback-title',
  'fallback-message',
  'fallback-question',
  'fallback-options',
]);

/** The words as paragraphs and lists: Markdown source shown as it is, never parsed. */
export function AskRequestText({ words }: { words: AskRequestWords }) {
  return (
    <>
      {words.title && (
        <p dir="auto" {...fallbackAnatomy.part('fallback-title')}>
          {words.title}
        </p>
      )}
      {words.message && (
        <p dir="auto" {...fallbackAnatomy.part('fallback-message')}>
          {words.message}
        </p>
      )}
      {words.questions.map(({ question, labels }, i) => (
        <div key={i} {...fallbackAnatomy.part('fallback-question')}>
          <p dir="auto">{question}</p>
          {labels.length > 0 && (
            <ul {...fallbackAnatomy.part('fallback-options')}>
              {labels.map((label, j) => (
                <li key={j} dir="auto">
                  {label}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
