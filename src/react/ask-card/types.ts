/**
 * Every type of the card, in one place that imports nothing of the card: options, the model, the
 * prop getters and their props. The other files take their types from here, so no import ever
 * runs back (zag's `*.types.ts`).
 */
import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  MouseEvent,
  RefCallback,
  TextareaHTMLAttributes,
} from 'react';
import type { AskAvailableActions } from '../../core/machine/actions';
import type { AskDialectPolicy } from '../../core/machine/policy';
import type { AskFieldRules } from '../../core/registry/fields';
import type { AskCardMessages, AskMessages } from '../../core/messages/types';
import type { AskResolution } from '../../core/dialects';
import type { AskRegistry } from '../../core/registry';
import type {
  AskEntry,
  AskEvent,
  AskLayout,
  AskQuestion,
  AskRequest,
  AskSnapshot,
  AskState,
} from '../../core/types';

/** `aria-level` of a heading. */
export type AskHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** When the step on screen last changed (`performance.now()`), for the double-press guard. */
export interface AskStepClock {
  changedAt: number;
}

/**
 * `stepper`: one question at a time (desktop). `stacked`: every question at once with a single
 * Submit (phones; the `ask_user` touch idiom).
 */
export type AskCardLayout = AskLayout;

/**
 * What ties one prompt to its turn, its store and its host: per prompt, so a view of many prompts
 * (the dock) takes these for each one (`Pick<AskCardBehaviorOptions, …>`).
 */
export interface AskCardBehaviorOptions {
  /**
   * Called exactly once, when the prompt resolves (submitted, declined, stopped or expired),
   * including under `<StrictMode>`. Not called for a `snapshot` that was already resolved: that
   * resolution was delivered when it happened.
   */
  onResolve?: (resolution: AskResolution) => void;
  /**
   * The agent turn. When it aborts the turn has stopped: the card sends `stop` (recorded answers
   * stay, the rest are skipped). A signal already aborted at mount resolves at once as stopped.
   */
  signal?: AbortSignal;
  /**
   * A state saved from `onSnapshotChange`, to restore a draft after switching conversations. It is
   * validated against `request`; a stale or malformed snapshot is ignored. Read at mount only.
   */
  snapshot?: AskSnapshot | unknown;
  /** Called with the new state after every change (not at mount). Store it to restore later. */
  onSnapshotChange?: (snapshot: AskSnapshot) => void;
  /**
   * Called with every event the card sends the machine, in order, before it applies. The log
   * replays through `askTransition` from the mount state to the very same state: keep it to
   * audit a session, mirror it on another device, or reproduce a bug.
   */
  onEvent?: (event: AskEvent) => void;
  /**
   * When the prompt was asked (epoch ms, as `clock` reads it). The `ask_user` deadline is
   * `startedAt + timeoutSeconds`; pass the time the gateway asked so a restored card keeps the
   * real deadline. Read at mount only.
   * @default clock() at mount
   */
  startedAt?: number;
  /**
   * What the agent said about the answers it refused (a LangGraph `ZodError`, an AG-UI
   * `RunError`), by question id: each shows under its field as plain text, marks the field
   * `aria-invalid` and describes it, and is announced once; a key that matches no question shows
   * above the actions. The stepper opens on the first question with an error. Each clears when
   * the user changes that question's answer; the machine still decides what can be submitted.
   * Pair it with `snapshot={reopenAsk(request, answers)}` on a new card. A new object is a new
   * refusal (it shows again): keep it in state rather than building it on every render.
   */
  fieldErrors?: Readonly<Record<string, string>>;
}

/** The agent's refusals a card shows now (see the `fieldErrors` option). */
export interface AskCardRefusals {
  /** By question id: those whose answer the user has not changed since. */
  fields: Readonly<Record<string, string>>;
  /** Those about no question of the request (a rule across fields): shown above the actions. */
  form: readonly string[];
  /** The question the card opened on for them (the first with an error). */
  at: number;
  /**
   * What the live region says while the card stays on that question: '' until the commit after
   * the refusal arrived (so it is a change), and again once the stepper left that question (it is
   * read once, never on a return).
   */
  announcement: string;
}

/** How the card shows and reads its time: the same for every prompt of one view. */
export interface AskCardViewOptions {
  /** @default 'stepper' */
  layout?: AskCardLayout;
  /** Message overrides on top of the nearest `AskI18nProvider` (or English). */
  messages?: Partial<AskMessages>;
  /**
   * The time source of the countdown, in epoch milliseconds. Inject one in tests and stories;
   * keep it a stable function (a new one each render restarts the timers).
   * @default () => Date.now()
   */
  clock?: () => number;
  /**
   * The dialects the card reads (`createAskRegistry`): wins over the nearest
   * `AskRegistryProvider`. Read at mount only, like the request.
   * @default the provider's, else the default registry
   */
  registry?: AskRegistry;
}

/** The options of `useAskCard`: its behaviour options and its view options. */
export interface UseAskCardOptions extends AskCardBehaviorOptions, AskCardViewOptions {}

/**
 * The machine state, what a view reads off it, and stable event senders of one card. What one
 * selector gives from `state` is not repeated here: `state.status`, `state.reason`,
 * `getAnswers(state)`, `canAdvanceByKey(state)`; what the card may do now is `actions`.
 */
export interface AskCardModel {
  request: AskRequest;
  /** The machine state: the only copy of the answers. Also the snapshot to persist. */
  state: AskState;
  /** The dialect's differences, as data. */
  policy: Readonly<AskDialectPolicy>;
  /** The field checks (numbers, text formats, JSON) the card's registry holds. */
  fields: AskFieldRules;
  messages: AskCardMessages;
  layout: AskCardLayout;
  /** A unique prefix for element ids. */
  id: string;

  isResolved: boolean;
  /** The result for the model and the host, once resolved; null while pending. */
  resolution: AskResolution | null;
  /** Index of the question on screen. */
  cursor: number;
  /** The question on screen and its entry. */
  question: AskQuestion;
  entry: AskEntry;
  /** `index` is 0-based. */
  progress: { index: number; count: number; answered: number; skipped: number };
  /** The primary button resolves the prompt now (it reads Submit). */
  isFinalStep: boolean;
  /**
   * What the user can do now (`getAvailableActions`): each action offered or not, enabled or not;
   * `actions.next.enabled` is whether the primary button (Next / Submit) acts, and
   * `actions.next.blocker` why not (show it beside the action).
   */
  actions: AskAvailableActions;
  /** When the prompt expires (epoch ms by `clock`); null when the dialect has no timeout. */
  deadline: number | null;
  clock: () => number;
  /**
   * The dialects this card reads (the `registry` option, else the provider's); undefined means
   * the default registry. Pass it on to a core selector: `getAnswers(card.state, card.registry)`.
   */
  registry: AskRegistry | undefined;
  /**
   * The agent's refusals still shown (the `fieldErrors` option); null when there are none,
   * also once the user changed every refused answer and no form-level one is left.
   */
  refusals: AskCardRefusals | null;

  /** Send any machine event (`{ type: 'stop' }`, `{ type: 'expire' }`, …). */
  send: (event: AskEvent) => void;
  /**
   * Toggle an option (single-select: choose it). `question` targets another question than the
   * cursor (stacked layout). `pointer: true` sends `choose`, a pointer pick, which advances by
   * itself where the policy says so (`autoAdvance`, single-select, not the final step, stepper).
   */
  toggle: (option: number, opts?: { question?: number; pointer?: boolean }) => void;
  /** Toggle the free-text choice ("Enter another answer"). */
  toggleOther: (opts?: { question?: number }) => void;
  /** Select the free-text choice if it is not selected (never deselects). */
  selectOther: (opts?: { question?: number }) => void;
  setOtherText: (text: string, opts?: { question?: number }) => void;
  /** The primary action (Next / Submit): stacked, it submits every question at once. */
  next: () => void;
  skip: () => void;
  goTo: (index: number) => void;
  submitAll: () => void;
  /**
   * Submit and ask for another round of questions, where the request offers it
   * (`AskRequest.followUp`) and the primary action would resolve the prompt.
   */
  followUp: () => void;
  declineAll: () => void;
  /** Close without choosing (offered where `policy.dismissible`). */
  dismiss: () => void;
  /** The user answered in the chat instead: recorded answers stay. */
  replyInChat: () => void;
}

/**
 * Everything a view needs: the machine state, derived flags, stable event senders, and the prop
 * getters that carry the card's roles, names, ids, keyboard and focus behaviour
 * (`getRootProps()`, `getOptionProps(q, o)`, … see `AskCardPropGetters`). Returned by
 * `useAskCard`, and accepted by `<AskCard card={api}>` / `<AskCard.Root card={api}>` so a parent
 * can own the state (keep it while the card is hidden, read progress from it).
 */
export interface AskCardApi extends AskCardModel, AskCardPropGetters {}

/** Which option of a question: its index, or `'other'`, the free-text choice. */
export type AskOptionValue = number | 'other';

/**
 * The card's buttons. `next`: the primary action (Next, or Submit on the final step; stacked, it
 * submits every question). `submit`: submit every question at once. `back`: the question before.
 * `skip`: skip the question (or cancel the prompt where the dialect's Skip does). `decline`:
 * decline the whole prompt. `dismiss`: close without choosing. `followUp`: the primary action,
 * asking for another round of questions (where `AskRequest.followUp` offers it).
 */
export type AskCardAction =
  'next' | 'submit' | 'back' | 'skip' | 'decline' | 'dismiss' | 'followUp';

/** `data-*` attributes, next to the element's own props. */
type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

export type AskElementProps = HTMLAttributes<HTMLElement> & DataAttributes;
export type AskRootProps = HTMLAttributes<HTMLDivElement> &
  DataAttributes & { ref: RefCallback<HTMLElement> };
export type AskButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes;
/**
 * Props for the free-text field. With `type` set it is one line: render an `<input>`; without
 * it, a growing `<textarea>`. A secret field has no `value` but a `ref` that sets the text as a
 * property: keep it (compose your own with it).
 */
export type AskOtherInputProps = InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement> &
  DataAttributes & { ref?: RefCallback<HTMLInputElement | HTMLTextAreaElement> };

export interface AskCardRootPropsOptions {
  /**
   * Move focus to the question heading when the root mounts. Step changes always move focus to
   * the new question while focus is in the card.
   * @default true
   */
  autoFocus?: boolean;
}

/** The prop getters `useAskCard` returns with the state. */
export interface AskCardPropGetters {
  /** The card element: `role="group"`, its name, the shortcuts (digits, Enter, Ctrl/⌘+Enter). */
  getRootProps(options?: AskCardRootPropsOptions): AskRootProps;
  /** The polite live region: step changes and the outcome (its `children` included). */
  getLiveRegionProps(): AskElementProps;
  /** The group of question indicators. */
  getIndicatorGroupProps(): AskElementProps;
  /** One indicator button: status in its name, `aria-current="step"`, revisits the question. */
  getIndicatorProps(index: number): AskButtonProps;
  /** The question heading (`role="heading"`, focus target of each step). */
  getQuestionProps(question?: number, options?: { level?: number }): AskElementProps;
  /** The options: a radio group (single-select, arrow keys) or a group of checkboxes. */
  getOptionGroupProps(question?: number): AskElementProps;
  /** The group's hint ("Choose one" / "Choose any"), its description. */
  getOptionHintProps(question?: number): AskElementProps;
  /** One option: `role="radio"`/`"checkbox"`, roving tab stop, Space and pointer activation. */
  getOptionProps(question: number, option: AskOptionValue): AskElementProps;
  /** The element holding an option's label: the option's accessible name. */
  getOptionLabelProps(question: number, option: AskOptionValue): AskElementProps;
  /** The element holding an option's description. */
  getOptionDescriptionProps(question: number, option: AskOptionValue): AskElementProps;
  /** The rest of the question after its first paragraph, which describes the heading. */
  getQuestionBodyProps(question?: number): AskElementProps;
  /** The question's plain-text `description`, under it; it describes the heading and the field. */
  getQuestionDescriptionProps(question?: number): AskElementProps;
  /** The prompt's `title`: the card's heading, a level above the questions. */
  getTitleProps(options?: { level?: number }): AskElementProps;
  /** A stepped number field's bounds, step and unit (with `children`), its description. */
  getNumberRangeProps(question?: number): AskElementProps;
  /**
   * The note under a field whose `pattern` the card cannot check (with `children`): the server
   * checks it on submit. Null when there is no such pattern.
   */
  getPatternNoteProps(question?: number): AskElementProps | null;
  /** The free-text field (see `AskOtherInputProps` for the element to render). */
  getOtherInputProps(question?: number): AskOtherInputProps;
  /**
   * What the question's answer must fix, beside its field (with `children`): what the agent
   * said of it (`fieldErrors`, `data-source="agent"`) until the user changes it, else, in a
   * stacked form of several questions whose footer only counts them, the rule it breaks. Null
   * when there is nothing to say there.
   */
  getFieldErrorProps(question?: number): AskElementProps | null;
  /**
   * The agent's words about the answers as a whole (`fieldErrors` keys that match no question),
   * with `children`: render it above the actions. Null when there are none.
   */
  getFormErrorProps(): AskElementProps | null;
  /** The field's hidden "Your answer" label (with `children`): render it beside the field. */
  getOtherInputLabelProps(question?: number): AskElementProps;
  /**
   * One of the card's buttons (see `AskCardAction`). A stacked Submit with nothing answered yet
   * carries `data-empty` (it would only send skips): style it as a plain button until then.
   */
  getActionProps(action: AskCardAction): AskButtonProps;
  /** Why the primary action cannot act now, beside it and as its description. */
  getActionHintProps(): AskElementProps;
  /** The outcome after resolution: where focus goes when the controls disappear. */
  getOutcomeProps(): AskElementProps;
}

/** An option's click and Space handlers, one pair per option for the card's life. */
export interface AskOptionHandlers {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** What the getters share with the hook: the root element, the step clock, what focus saw. */
export interface AskCardInternals {
  root: HTMLElement | null;
  step: AskStepClock;
  /** The state focus last acted on, and on which root; null until a root mounts. */
  seen: { root: HTMLElement; cursor: number; resolved: boolean } | null;
  /**
   * The state last connected, for the stable root ref: it attaches before the hook's layout
   * effects run, so this is written when the getters are made.
   */
  latest: AskCardModel | null;
  /**
   * The state on screen, set after each commit: an option's handlers act on it. They are made
   * once per option (`optionHandlers`), so a row whose state did not change keeps its props and
   * skips its render.
   */
  shown: AskCardModel | null;
  optionHandlers: Map<string, AskOptionHandlers>;
  rootRefs: { on?: RefCallback<HTMLElement>; off?: RefCallback<HTMLElement> };
  /** The question whose free-text field takes focus after this commit (it may appear only now). */
  revealOther: number | null;
  /** Cancels the mount focus still waiting for its frame (the root left before it ran). */
  cancelMountFocus: (() => void) | null;
  /** Whether the card asked for mount focus yet: once per card (`attachRoot`, focus.ts). */
  mountFocus: 'unasked' | 'asked';
  /** Stops following the document's focus trail (`focus-trail.ts`) for the attached root. */
  unwatch: (() => void) | null;
}
