/**
 * The toast stories' host: buttons that stand in for the agent's event stream, a host
 * `openSession` that can be slow or fail, and a showcase that seeds a host-owned queue so the
 * pristine stories show toasts without anyone pressing anything.
 */
import { useCallback, useRef, useState } from 'react';
import type { AskRequest } from '../src/core/types';
import {
  askToastId,
  AskToastProvider,
  AskToastQueue,
  useAskToasts,
  type AskToastProviderProps,
} from '../src/react/toast';

export const ask = (...questions: string[]): AskRequest => ({
  dialect: 'asktool',
  questions: questions.map((question, i) => ({
    id: `q${i + 1}`,
    question,
    options: [{ label: 'Yes' }, { label: 'No' }],
    multiSelect: false,
  })),
});

export const DEPLOY = ask('Deploy **v2.4.0** to which environment?', 'Run the smoke suite after?');
export const DEPLOY_AGAIN = ask('Run the `db:migrate` step first?');
export const DOCS = ask('Deploy **v2.4.0** to which environment?');
export const BILLING = ask(
  'Which invoice template should I use for _EU_ customers?\n\n- Standard\n- Reverse charge',
);

export function Controls({ opened }: { opened: string | null }) {
  const { notifyAsk, notify, dismissSession } = useAskToasts();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.5rem',
        alignItems: 'center',
        maxWidth: '36rem',
      }}
    >
      <button type="button" onClick={() => notifyAsk({ sessionId: 'deploy', request: DEPLOY })}>
        Ask from Deploy
      </button>
      <button
        type="button"
        onClick={() => notifyAsk({ sessionId: 'deploy', request: DEPLOY_AGAIN })}
      >
        Ask again from Deploy
      </button>
      <button type="button" onClick={() => notifyAsk({ sessionId: 'docs', request: DOCS })}>
        Same question from Docs
      </button>
      <button type="button" onClick={() => notifyAsk({ sessionId: 'billing', request: BILLING })}>
        Ask from Billing
      </button>
      <button
        type="button"
        onClick={() =>
          notify({
            title: 'Draft saved',
            description: 'Your **changes** are stored on this device.',
          })
        }
      >
        Plain notice
      </button>
      <button type="button" onClick={() => dismissSession('deploy')}>
        Answered Deploy elsewhere
      </button>
      <p style={{ flexBasis: '100%', margin: 0 }}>
        Open conversation: <output data-testid="opened">{opened ?? 'none'}</output>
      </p>
    </div>
  );
}

export interface ToastPlaygroundProps extends Pick<
  AskToastProviderProps,
  'onAsk' | 'duration' | 'max' | 'openTimeout' | 'placement'
> {
  /** Spy: called with the session id whenever the host is asked to open one. */
  onOpenSession: (sessionId: string) => void;
  /** The host's own chime (a spy here, so the stories stay silent and can count chimes). */
  chime: () => void;
  /** How many navigation attempts fail before one succeeds. */
  failFirst?: number;
  /** Milliseconds the host takes to open a session. */
  navigationDelay?: number;
}

export function ToastPlayground({
  onOpenSession,
  chime,
  onAsk,
  duration,
  max,
  openTimeout,
  placement,
  failFirst = 0,
  navigationDelay = 200,
}: ToastPlaygroundProps) {
  const failures = useRef(0);
  const [opened, setOpened] = useState<string | null>(null);
  const openSession = useCallback(
    (sessionId: string) => {
      onOpenSession(sessionId);
      return new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          if (failures.current < failFirst) {
            failures.current++;
            reject(new Error('The project folder is offline'));
          } else {
            setOpened(sessionId);
            resolve();
          }
        }, navigationDelay);
      });
    },
    [onOpenSession, failFirst, navigationDelay],
  );
  return (
    <AskToastProvider
      openSession={openSession}
      chime={chime}
      {...(onAsk ? { onAsk } : {})}
      {...(duration ? { duration } : {})}
      {...(max ? { max } : {})}
      {...(openTimeout ? { openTimeout } : {})}
      {...(placement ? { placement } : {})}
    >
      <Controls opened={opened} />
    </AskToastProvider>
  );
}

export interface ToastShowcaseProps extends Pick<AskToastProviderProps, 'placement'> {
  /** Sessions with a pending ask, oldest first. */
  sessions?: readonly ('deploy' | 'docs' | 'billing')[];
  /** A session whose toast is opening its conversation (busy). */
  busy?: 'deploy' | 'docs' | 'billing';
  /** A session whose navigation failed: its error sits beside the reminder. */
  failed?: 'deploy' | 'docs' | 'billing';
  /** A plain notice on top. */
  plain?: boolean;
}

const SHOWCASE: Record<'deploy' | 'docs' | 'billing', AskRequest> = {
  deploy: DEPLOY,
  docs: DOCS,
  billing: BILLING,
};

/** Toasts as they look, frozen: no timers run out, nothing navigates. */
export function ToastShowcase({
  sessions = ['deploy'],
  busy,
  failed,
  plain,
  placement,
}: ToastShowcaseProps) {
  const [queue] = useState(() => {
    const seeded = new AskToastQueue({ max: 5 });
    for (const id of sessions) seeded.upsertSession(id, SHOWCASE[id]);
    if (busy) seeded.setBusy(askToastId(busy), true);
    if (failed) {
      seeded.upsert(
        `error:${failed}`,
        { kind: 'error', sessionId: failed },
        { companionOf: askToastId(failed) },
      );
    }
    if (plain) {
      seeded.add({ kind: 'plain', title: 'Draft saved', description: 'Stored on this device.' });
    }
    return seeded;
  });
  return (
    <AskToastProvider
      queue={queue}
      openSession={() => new Promise(() => {})}
      openTimeout={Infinity}
      chime={false}
      placement={placement}
    >
      <p style={{ margin: 0 }}>The toasts of a few sessions, as the host page shows them.</p>
    </AskToastProvider>
  );
}
