/**
 * Where the user's last focus or press on a document went: one capture listener pair per
 * document, however many cards it shows, so a transcript of hundreds of cards costs a click one
 * `composedPath()`, not hundreds of `contains()` calls.
 *
 * Each event's path is kept as it was when the event ran: a card asks afterwards whether it was on
 * it (`wasLastTouched`), which stays true after the element the user touched is gone (the Submit
 * button a resolution removes) and is false once the user has focused or pressed anything else.
 * A press counts because Safari does not focus a clicked button.
 */

interface Trail {
  path: readonly EventTarget[];
  users: number;
  readonly seen: (event: Event) => void;
}

const trails = new WeakMap<Document, Trail>();

/**
 * Starts following `doc` for one user (a mounted card root); the returned function stops. The
 * listeners go when the last user stops; the last path stays until the end of that commit, for a
 * card re-attaching its root in it.
 */
export function followTrail(doc: Document): () => void {
  let trail = trails.get(doc);
  if (!trail) {
    const created: Trail = {
      path: [],
      users: 0,
      seen: (event) => {
        created.path = event.composedPath();
      },
    };
    trails.set(doc, (trail = created));
  }
  const { seen } = trail;
  if (trail.users++ === 0) {
    doc.addEventListener('focusin', seen, true);
    doc.addEventListener('pointerdown', seen, true);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--trail.users > 0) return;
    doc.removeEventListener('focusin', seen, true);
    doc.removeEventListener('pointerdown', seen, true);
    // Kept through the commit (a root re-attaching in it reads it), then forgotten: a card
    // shown again later (React's Activity) never acts on a press from before it was hidden,
    // and no detached card stays in memory.
    queueMicrotask(() => {
      if (trail.users === 0) trail.path = [];
    });
  };
}

/** Whether the user's last focus or press on `element`'s document was on or inside it. */
export function wasLastTouched(element: Element): boolean {
  return trails.get(element.ownerDocument)?.path.includes(element) ?? false;
}
