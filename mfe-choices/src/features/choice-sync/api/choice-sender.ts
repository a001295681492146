import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, isRememberedUser, type CurrentUser } from '@alive/api-client';
import type { ChoiceConflictCode, UserChoice } from '@alive/contracts';
import { v7 as uuidv7 } from 'uuid';
import { askWhoIsSignedIn } from './current-session.ts';
import { announceQueueChanged, onQueueChanged } from './choice-queue-channel.ts';
import { enqueueChoice, queuedChoicesOf, removeQueuedChoice, type QueuedChoice } from './choice-queue.ts';
import { withChoiceSyncLock } from './choice-sync-lock.ts';
import { drainChoiceQueue, type DrainStop, type SessionCheck } from './drain-choice-queue.ts';
import { sendQueuedChoice } from './send-queued-choice.ts';

/** Retry after a failed send: 1 s, 2 s, 4 s … up to 30 s, with a little jitter so tabs and devices spread out. */
function retryDelayMs(failures: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.85 + Math.random() * 0.3));
}

/** What a sender tells whoever listens, as each choice settles and each drain ends. */
export interface ChoiceSenderListener {
  /** A choice reached the server (its id is what Undo takes back). */
  onRecorded?: (choice: QueuedChoice, recorded: UserChoice) => void;
  /** The server refused a choice for good (pair answered elsewhere, gone, or a changed body); it left the queue. */
  onRefused?: (choice: QueuedChoice, status: number, code?: ChoiceConflictCode) => void;
  /** A send answered 401: the queue waits until the person signs in again. */
  onUnauthorized?: () => void;
  /** A drain recorded choices (and stopped: the queue is empty or the rest must wait); `recorded` in order. */
  onDrained?: (recorded: readonly { choice: QueuedChoice; recorded: UserChoice }[]) => void;
  /** A drain ended, for this reason (`lastSendFailed` is up to date). */
  onStopped?: (stop: DrainStop) => void;
}

/** A new choice as the screen gives it; the sender adds its key, its person and its time. */
export type NewChoice = Omit<QueuedChoice, 'key' | 'userId' | 'createdAt'>;

/**
 * The page's sender of one person's queued choices (docs/product/choices.md, Offline). It lives as long
 * as the page, not as long as the home screen: a choice made offline is sent when the browser is back
 * online even if the person has gone on to their profile meanwhile, and that screen refreshes (the
 * page's listener announces each recorded choice). It sends only while the page's current-user answer
 * is this person, confirmed by the server (not a remembered one), and, before each drain's first send,
 * only once the server has answered afresh that the browser's session is still theirs (another tab may
 * have signed in someone else: docs/product/choices.md, Only the maker's session). It drains when a
 * choice is queued, when the browser comes online, when another tab changed the queue, when that
 * answer confirms the person, and after a backoff when a send failed.
 */
export interface ChoiceSender {
  readonly userId: string;
  /** The latest send failed and will be retried (the loop then prepares a deeper reserve). */
  readonly lastSendFailed: boolean;
  /** Queues a choice (written to IndexedDB first) and starts sending; listed at once by `unsavedChoices` until written. */
  enqueue: (choice: NewChoice) => QueuedChoice;
  /** Takes a still-queued choice out (Undo): true when it was taken out, false when it had been sent. */
  takeBack: (key: string) => Promise<boolean>;
  /** Choices queued in this page whose IndexedDB write has not finished (or failed and waits for the next drain). */
  unsavedChoices: () => QueuedChoice[];
  /** Sends what waits, unless a drain is under way (it then goes round once more). */
  drain: () => Promise<void>;
  /**
   * The page's own listener and query client: the latest screen's, kept after that screen has gone,
   * since sending goes on. The client's current-user answer says whether this person may send.
   */
  attachPage: (queryClient: QueryClient, listener: ChoiceSenderListener) => void;
  /** A screen's listener, while it is shown; returns the function that removes it. */
  listen: (listener: ChoiceSenderListener) => () => void;
}

interface PageBinding {
  queryClient: QueryClient;
  listener: ChoiceSenderListener;
  unsubscribeCache: () => void;
}

class PageChoiceSender implements ChoiceSender {
  lastSendFailed = false;
  private readonly owner = uuidv7();
  private readonly unsaved = new Map<string, QueuedChoice>();
  private readonly screens = new Set<ChoiceSenderListener>();
  private page: PageBinding | null = null;
  private draining = false;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private offQueueChanged: (() => void) | null = null;
  private readonly onOnline = () => void this.drain();

  // Nothing is listened to until a page attaches (in an effect): a render alone, such as the build's
  // prerender of the screen, starts nothing.
  constructor(readonly userId: string) {}

  private listenToThePage(): void {
    if (this.offQueueChanged || this.stopped) return;
    this.offQueueChanged = onQueueChanged(() => void this.drain());
    window.addEventListener('online', this.onOnline);
  }

  /** Whether the page's current-user answer is this person, confirmed by the server in this page. */
  private maySend(): boolean {
    if (this.stopped || !this.page) return false;
    const user = this.page.queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
    return !!user && user.id === this.userId && !isRememberedUser(user);
  }

  private tell(each: (listener: ChoiceSenderListener) => void): void {
    if (this.page) each(this.page.listener);
    for (const screen of [...this.screens]) each(screen);
  }

  attachPage(queryClient: QueryClient, listener: ChoiceSenderListener): void {
    this.listenToThePage();
    if (this.page?.queryClient === queryClient) {
      this.page.listener = listener;
      return;
    }
    this.page?.unsubscribeCache();
    // When the current-user answer changes (back online, a remembered person confirmed, this person
    // signed in again), what waits is sent. The same answer again starts nothing: after a drain stopped
    // because the session changed, the page asks again, and that answer must not start the next round.
    let answered = currentUserAnswerOf(queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey));
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== currentUserQueryKey[0]) return;
      const answer = currentUserAnswerOf(event.query.state.data as CurrentUser | null | undefined);
      if (answer === answered) return;
      answered = answer;
      void this.drain();
    });
    this.page = { queryClient, listener, unsubscribeCache };
  }

  listen(listener: ChoiceSenderListener): () => void {
    this.screens.add(listener);
    return () => this.screens.delete(listener);
  }

  unsavedChoices(): QueuedChoice[] {
    return [...this.unsaved.values()];
  }

  enqueue(choice: NewChoice): QueuedChoice {
    const queued: QueuedChoice = { ...choice, key: uuidv7(), userId: this.userId, createdAt: new Date().toISOString() };
    this.unsaved.set(queued.key, queued);
    // Written at once, before any send; a failed write stays in `unsaved` and the drain writes it first.
    void enqueueChoice(queued)
      .then(() => {
        this.unsaved.delete(queued.key);
        announceQueueChanged();
      })
      .catch(() => {})
      .finally(() => void this.drain());
    return queued;
  }

  async takeBack(key: string): Promise<boolean> {
    const removed = await withChoiceSyncLock(this.owner, () => removeQueuedChoice(key));
    if (removed) announceQueueChanged();
    return removed;
  }

  async drain(): Promise<void> {
    if (!this.maySend()) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    clearTimeout(this.timer);
    const recorded: { choice: QueuedChoice; recorded: UserChoice }[] = [];
    let stop: DrainStop;
    try {
      // A choice whose first write failed is written before anything is sent: nothing leaves unstored.
      for (const choice of this.unsavedChoices()) {
        await enqueueChoice(choice);
        this.unsaved.delete(choice.key);
      }
      stop = await drainChoiceQueue({
        userId: this.userId,
        owner: this.owner,
        withLock: withChoiceSyncLock,
        queuedChoicesOf,
        removeQueuedChoice,
        confirmSession: () => this.confirmSession(),
        send: sendQueuedChoice,
        // Checked before each item: the person may have been signed out, or the browser gone offline.
        isOnline: () => this.maySend() && isBrowserOnline(),
        onSettled: (choice, outcome) => {
          if (outcome.kind === 'recorded') {
            recorded.push({ choice, recorded: outcome.choice });
            this.tell((listener) => listener.onRecorded?.(choice, outcome.choice));
          } else if (outcome.kind === 'refused') this.tell((listener) => listener.onRefused?.(choice, outcome.status, outcome.code));
          // `undone`: it was recorded and taken back since; it just leaves the queue, said nowhere.
          announceQueueChanged();
        },
      });
    } catch {
      // IndexedDB itself failed (storage full, private mode): treat as a failed send and try again later.
      stop = 'retry';
    } finally {
      this.draining = false;
    }
    if (this.stopped) return;
    if (stop === 'retry') {
      this.failures += 1;
      this.lastSendFailed = true;
      this.timer = setTimeout(() => void this.drain(), retryDelayMs(this.failures));
    } else if (stop === 'empty') {
      this.failures = 0;
      this.lastSendFailed = false;
    } else if (stop === 'session-changed') {
      // The items wait for their maker. The page asks who is signed in, so it shows the person the
      // browser is now signed in as (or signed out); this sender goes on once its person is confirmed again.
      void this.page?.queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
    this.tell((listener) => listener.onStopped?.(stop));
    if (stop === 'unauthorized') this.tell((listener) => listener.onUnauthorized?.());
    if (recorded.length > 0) this.tell((listener) => listener.onDrained?.(recorded));
    if (this.again) {
      this.again = false;
      // After a failed send the backoff's timer goes on (a drain now would cancel it and send again at
      // once, into the same failure); after a sign-out or another person, nothing is sent.
      if (stop !== 'unauthorized' && stop !== 'session-changed' && stop !== 'retry') void this.drain();
    }
  }

  /** The server's fresh answer: is the browser's session still this person's? */
  private async confirmSession(): Promise<SessionCheck> {
    const answer = await askWhoIsSignedIn();
    if (answer.kind === 'unreachable') return 'unreachable';
    return answer.kind === 'person' && answer.userId === this.userId ? 'confirmed' : 'someone-else';
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.offQueueChanged?.();
    if (this.offQueueChanged) window.removeEventListener('online', this.onOnline);
    this.page?.unsubscribeCache();
    this.page = null;
    this.screens.clear();
  }
}

/** A current-user answer as far as sending goes: who, and whether the server confirmed them. */
function currentUserAnswerOf(user: CurrentUser | null | undefined): string {
  if (!user) return 'nobody';
  return `${isRememberedUser(user) ? 'remembered' : 'confirmed'}:${user.id}`;
}

/** Whether the browser says it is online (`navigator.onLine`), read once. */
function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const senders = new Map<string, PageChoiceSender>();

/** This page's sender of `userId`'s queue: one per person and page, made on first use. */
export function choiceSenderFor(userId: string): ChoiceSender {
  let sender = senders.get(userId);
  if (!sender) {
    sender = new PageChoiceSender(userId);
    senders.set(userId, sender);
  }
  return sender;
}

/** Stops and forgets every sender of this page: each test case starts as a new page would. */
export function stopChoiceSenders(): void {
  for (const sender of senders.values()) sender.stop();
  senders.clear();
}
