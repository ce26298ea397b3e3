/**
 * The inputs of the Chromium benchmarks (bench/run.mjs), deterministic and salted: a new `salt`
 * gives texts never seen before, so AskMarkdown's parse cache cannot flatter a "cold" round.
 */
import {
  formatAskToolContent,
  formatAskUserContent,
  toAskToolDetails,
} from '../../src/core/dialects';
import type { AskAnswer, AskQuestion, AskRequest } from '../../src/core/types';

/** AskCard mount: 3 questions × 4 options, Markdown in every question and label. */
export function cardRequest(salt: string): AskRequest {
  const questions: AskQuestion[] = [0, 1, 2].map((q) => ({
    id: `q${q + 1}`,
    question:
      q === 1
        ? `Which **checks** should run for \`pkg_${salt}\`?\n\n- fast ones first\n- then ~~slow~~ e2e`
        : `Should I deploy *build ${salt}.${q}* to **staging** or \`production\` now?`,
    options: [0, 1, 2, 3].map((o) => ({
      label:
        o === 0
          ? `**Option ${o}** (Recommended) ${salt}.${q}`
          : `Use \`tool_${o}\` for _case_ ${salt}.${q}.${o}`,
    })),
    multiSelect: q === 1,
  }));
  return { dialect: 'asktool', questions };
}

/** The Markdown texts a card shows: the current question's (stepper) or all of them (stacked). */
export function cardTexts(request: AskRequest, layout: 'stepper' | 'stacked'): string[] {
  const shown = layout === 'stepper' ? request.questions.slice(0, 1) : request.questions;
  return shown.flatMap((q) => [q.question, ...q.options.map((o) => o.label)]);
}

export interface HistoryRow {
  details: unknown;
  content: string;
  /** The Markdown texts the transcript shows: each question, then its answered labels. */
  texts: string[];
}

/**
 * A history of `asks` finished asks (1-3 questions each, 2-4 labels per question, Markdown in both,
 * a third of them `ask_user`, some skipped questions). The same shape as bench/transcript.bench.tsx
 * (the Node/SSR run of this benchmark), so the two can be compared.
 */
export function history(salt: string, asks = 200): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (let a = 0; a < asks; a++) {
    const dialect = a % 3 === 0 ? 'ask_user' : 'asktool';
    const questionCount = 1 + (a % 3);
    const questions: AskQuestion[] = [];
    const answers: AskAnswer[] = [];
    for (let q = 0; q < questionCount; q++) {
      const optionCount = 2 + ((a + q) % 3);
      const options = Array.from({ length: optionCount }, (_, o) => ({
        label:
          o === 0
            ? `**Option ${o}** (Recommended) ${salt}${a}.${q}`
            : `Use \`tool_${o}\` for _case_ ${salt}${a}.${q}.${o}`,
      }));
      const id = dialect === 'asktool' ? `q${q + 1}` : `question_${q}`;
      const question: AskQuestion = {
        id,
        question:
          q === 1
            ? `Which **checks** should run for \`pkg_${salt}${a}\`?\n\n- fast ones first\n- then ~~slow~~ e2e`
            : `Should I deploy *build ${salt}${a}.${q}* to **staging** or \`production\` now?`,
        options,
        multiSelect: q === 1,
      };
      if (dialect === 'ask_user') question.header = `Step ${q + 1}`;
      questions.push(question);
      const labels = q === 1 ? options.slice(0, 2).map((o) => o.label) : [options[0]!.label];
      answers.push(
        q === 2 && a % 5 === 0
          ? { id, status: 'skipped', labels: [] }
          : { id, status: 'answered', labels },
      );
    }
    const request: AskRequest = { dialect, questions };
    const content =
      dialect === 'asktool'
        ? formatAskToolContent(request, answers)
        : formatAskUserContent(request, answers, 'submitted');
    const texts = questions.flatMap((q, i) => [
      q.question,
      ...(answers[i]!.status === 'answered' ? answers[i]!.labels : []),
    ]);
    rows.push({ details: toAskToolDetails(request, answers, 'submitted'), content, texts });
  }
  return rows;
}

/** The toast storm's prompts: one question each, Markdown in it. */
export const toastQuestion = (i: number) => `Deploy **build ${i}** to \`staging\` or _production_?`;
export const toastRequest = (i: number): AskRequest => ({
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: toastQuestion(i),
      options: [{ label: 'Staging' }, { label: 'Production' }],
      multiSelect: false,
    },
  ],
});
