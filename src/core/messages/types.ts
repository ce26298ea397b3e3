import type { AskAdvanceBlocker } from '../machine/rules';
import type { AskEntryStatus, AskReason } from '../types';

/** 1-based position in a sequence. */
export interface AskCount {
  /** 1-based. */
  index: number;
  count: number;
}

/**
 * The strings the card reads (`AskCard`, its parts and `useAskCard`): its actions, hints, field
 * rules, countdown and the answer summary. A card bundles its own English defaults only; the
 * other views' strings (`AskMessages`) come with those views or with `AskI18nProvider`.
 */
export interface AskCardMessages {
  /** BCP 47 tag of the catalog, used for `lang` and number formatting. */
  locale: string;
  /** Text direction of the catalog's language. */
  dir: 'ltr' | 'rtl';

  // The card
  cardLabel: string;
  /** Shown instead of a card whose request is malformed. */
  invalidRequest: string;
  /** A question the assistant is still writing (a chat binding's busy placeholder). */
  preparingRequest: string;
  next: string;
  submit: string;
  /** Beside Submit where the request offers it: submit, and ask for more questions. */
  followUp: string;
  /** Submit on a confirmation (an MCP form with no fields). */
  accept: string;
  /** Decline all on a card with no questions (a confirmation, a form no answer can satisfy). */
  decline: string;
  /** Leads the reasons on a card no answer can satisfy (`AskRequest.unanswerable`). */
  unanswerable: string;
  /** A number field's bounds and step (a spinbutton's description); `unit` as the request says. */
  numberRange: (p: { min?: number; max?: number; step: number; unit?: string }) => string;
  /** Under a field whose `pattern` the card cannot check (MCP): the server checks it on submit. */
  patternServerChecked: string;
  /**
   * Leads what the live region says when the agent refused the answers (`fieldErrors` on the
   * card), before the agent's own words.
   */
  answersRefused: string;
  /** The JSON text field (`input.kind: 'json'`, a schema beyond the flat form, opted in). */
  jsonField: {
    /** Its label when the schema has no `title`. */
    label: string;
    /** The disclosure that shows the schema the text must satisfy. */
    schema: string;
    /**
     * Why its text cannot be sent: not JSON, nested too deep, a number JSON would not carry as
     * typed, or failing the schema.
     */
    blocker: (
      blocker: Extract<
        AskAdvanceBlocker,
        { code: 'notJson' | 'jsonTooDeep' | 'jsonNumber' | 'jsonSchema' }
      >,
    ) => string;
  };
  /** `asktool`: skip this question. */
  skip: string;
  /** Skip where it cancels the whole prompt (`policy.skipCancels`): says so ("Skip all"). */
  skipPrompt: string;
  declineAll: string;
  otherLabel: string;
  otherPlaceholder: string;
  otherInputLabel: string;
  singleSelectHint: string;
  multiSelectHint: string;
  indicatorsLabel: string;
  questionPosition: (c: AskCount) => string;
  progress: (c: AskCount) => string;
  entryStatus: Record<AskEntryStatus, string>;
  indicatorLabel: (c: AskCount & { status: AskEntryStatus }) => string;
  timeRemaining: (seconds: number) => string;
  timeRemainingLabel: (seconds: number) => string;
  outcome: Record<AskReason, string>;
  /** Why the primary action is unavailable, shown beside it (`getAdvanceBlocker`). */
  blocker: (blocker: AskAdvanceBlocker) => string;
  /**
   * One field's blocker in a list of several (stacked forms): `field` is its header or position.
   */
  fieldBlocker: (p: { field: string; reason: string }) => string;
  /**
   * Why Submit waits on a stacked form, said once: how many required questions have no answer,
   * how many answers break their rule (each says why beside its field).
   */
  formBlockers: (p: { required: number; invalid: number }) => string;
  /** The empty field's placeholder for a text format (MCP's `format`) the request gives none. */
  formatPlaceholder: Record<Extract<AskAdvanceBlocker, { code: 'format' }>['format'], string>;
  /** Who asks, from the host (an MCP server's name), above the prompt. */
  requestedBy: (name: string) => string;
  /** The close button of a dismissible card (sends `dismiss`). */
  dismiss: string;
  skipped: string;
  customAnswer: string;
  noAnswer: string;
  recommended: string;
}

/**
 * Every string ask-cards shows or announces, by key: the card's (`AskCardMessages`) and every
 * other view's, binding's and channel's. Functions take counts so each language can place and
 * inflect them. Override any subset with `<AskI18nProvider messages>`.
 */
export interface AskMessages extends AskCardMessages {
  // The LangGraph binding (`ask-cards/langgraph`)
  /** LangGraph: an interrupt asking for an approval (a tool call to review), not a question. */
  langGraphNotAQuestion: string;
  /** LangGraph: the field of an interrupt answered in free text (its value is shown above). */
  langGraphAnswerLabel: string;
  /** LangGraph: a card closed without an answer; nothing was sent and the agent still waits. */
  langGraphLeftUnanswered: string;

  // Toasts
  toastAskTitle: string;
  toastOpenConversation: string;
  /** Shown and spoken while `openSession` runs after the toast was activated. */
  toastOpening: string;
  toastClose: string;
  toastOpenError: string;
  toastOpenErrorDescription: string;
  /** Radix's announcement prefix for a new toast ("Notification …"), read by screen readers. */
  toastLabel: string;
  toastViewportLabel: string;

  // The dock
  dockLabel: string;
  dockCollapse: string;
  dockExpand: string;
  dockPrevious: string;
  dockNext: string;
  dockSwitcher: (c: AskCount) => string;
  /** Name of the previous/next group that switches between several pending prompts. */
  dockSwitcherLabel: string;
  /**
   * Spoken position of the prompt on screen among the pending ones (`dockSwitcher` is the visible
   * `1/2`).
   */
  dockPromptPosition: (c: AskCount) => string;
  /** Name of the compact answer summary the dock leaves after a prompt resolves. */
  dockSummaryLabel: string;

  // The transcript
  transcriptLabel: string;

  // The URL card (an MCP URL-mode elicitation); it also reads `requestedBy`, `decline` and
  // `outcome.declined`.
  /** The URL card's accessible name. */
  urlCardLabel: string;
  /** Names the link text, spoken before it. */
  urlLinkLabel: string;
  /** The button that hands the link to the host. */
  urlOpen: (host: string) => string;
  /** Ends the request without an answer (MCP's `cancel`). */
  urlCancel: string;
  /** Shown instead of Open for a link that is not `https:`. */
  urlRefused: (protocol: string) => string;
  /** After Open, until the host closes the card. */
  urlOpened: (host: string) => string;
  /** After Cancel, or the request's signal aborting. */
  urlCancelled: string;
  /**
   * When the agent or server reports the link's interaction complete (ACP `elicitation/complete`,
   * MCP `notifications/elicitation/complete`) and the card closes itself.
   */
  urlCompleted: (host: string) => string;

  // The AG-UI binding (`ask-cards/ag-ui`)
  /** In place of a tool approval (`reason: "tool_call"`) when the host renders none. */
  agUiApprovalNote: string;
  /** Ends an interrupt no card answers (an approval, an unreadable one) as `cancelled`. */
  agUiCancel: string;
  /** After that Cancel. */
  agUiCancelled: string;
  /** The resume was not accepted (the next run failed); Retry sends the same answers again. */
  agUiResumeFailed: string;
  agUiRetry: string;
  /**
   * The agent refused the answers (a `RUN_ERROR` on the resume): the cards are open again with
   * them; Retry sends them again as they stand.
   */
  agUiResumeRefused: string;
  /**
   * The question of an interrupt that says nothing (`message` is optional in AG-UI), asking
   * free text; `agUiDefaultConfirm` for a `confirmation`, asking yes / no.
   */
  agUiDefaultPrompt: string;
  agUiDefaultConfirm: string;
  /** The two choices of a yes/no question read from a schema (a boolean, an AG-UI confirmation). */
  yes: string;
  no: string;

  // The model: ask_user's text result when no answer came (`formatAskUserContent`)
  /** Before the JSON when the prompt was skipped, closed, stopped or answered in the chat. */
  askUserCancelled: string;
  /** Before the JSON when the prompt timed out. */
  askUserExpired: string;

  // Channels (plain-text fallback)
  channelReplySingle: string;
  channelReplyMulti: string;
  channelReplyMany: string;
  channelOtherHint: string;
  channelOtherButton: string;
  /** Introduces the example reply lines of a several-question prompt. */
  channelReplyExample: string;
  /** Text of the force-reply message a chat sends after its "Other…" button. */
  channelOtherPrompt: string;
  /** The last line of a chat prompt edited once it is answered; `answer` is a plain summary. */
  channelResolvedAnswered: (p: { answer: string }) => string;
  /** The last line of a chat prompt edited once it expired. */
  channelResolvedExpired: string;
  /** The last line of a chat prompt edited once it was declined, dismissed or stopped. */
  channelResolvedCancelled: string;
  /** How to answer by reaction where a chat has no buttons; `range` is like `1️⃣–4️⃣`. */
  channelReactHint: (p: { range: string }) => string;
  /** A reply with no answer in it; the prompt's reply hint follows. */
  channelReplyEmpty: string;
  /**
   * A line of a keyed reply that names no question; `example` is a line such as `deploy_target: 1`.
   */
  channelReplyUnkeyedLine: (p: { line: number; example: string }) => string;
  /** One question answered on two lines; `key` is the key as the user wrote it. */
  channelReplyDuplicate: (p: { key: string }) => string;
  /** More reply lines than questions. */
  channelReplyTooManyLines: (p: { lines: number; count: number }) => string;
  /** A reply longer than any answer: it is not read. */
  channelReplyTooLong: (p: { max: number }) => string;
  /** Reply hint of a question with choices and no free text. */
  channelReplySingleClosed: string;
  /** Reply hint of a multi-select question with no free text. */
  channelReplyMultiClosed: string;
  /** Reply hint of a question answered by free text only (a text or number field). */
  channelReplyText: string;
  /** Reply hint of a JSON text field (a schema beyond the form): the reply is the JSON itself. */
  channelReplyJson: string;
  /** Reply hint of a confirmation (a request with no questions): what accepts, what declines. */
  channelReplyConfirm: string;
  /** Words that accept a confirmation, comma-separated; English `yes, y, ok, accept` also work. */
  channelYesWords: string;
  /** Words that decline a confirmation, comma-separated; English `no, n, decline` also work. */
  channelNoWords: string;
  /** A secret question is never asked over a chat: where to answer it instead. */
  channelAnswerInApp: (p: { question: string }) => string;
  /** A chat prompt's deadline (`expiresAt`): `at` is `2030-01-15 09:30 UTC`. */
  channelDeadline: (p: { at: string }) => string;
  /** A question left unanswered that requires an answer; the prompt stays open. */
  channelReplyRequired: (p: { question: string }) => string;
  /** A closed question answered with something that is not one of its `choices`. */
  channelReplyNotAChoice: (p: { question: string; choices: string }) => string;
  /** An answer the question's rules refuse; `reason` is the card's own sentence (`blocker`). */
  channelReplyInvalid: (p: { question: string; reason: string }) => string;
  /** The reply to a reply or a button tap that comes after the prompt ended. */
  channelAlreadyAnswered: string;
  /** A confirmation reply that neither accepts nor declines. */
  channelReplyNotConfirm: string;
}
