/**
 * "The queue changed", told to every listener of this browser: the tabs (BroadcastChannel delivers to
 * every other channel of the name, in this tab too) and, without BroadcastChannel, this tab alone.
 * Each listener re-reads the queue and may start a send (docs/product/choices.md, Offline).
 */
const CHANNEL_NAME = 'alive-choice-queue';
const hasBroadcast = typeof BroadcastChannel !== 'undefined';
const thisTabOnly = new EventTarget();
let sender: BroadcastChannel | null = null;

export function announceQueueChanged(): void {
  if (!hasBroadcast) {
    thisTabOnly.dispatchEvent(new Event('changed'));
    return;
  }
  if (!sender) {
    sender = new BroadcastChannel(CHANNEL_NAME);
    // Node (the tests) would otherwise keep running for the open channel; browsers have no unref.
    (sender as { unref?: () => void }).unref?.();
  }
  sender.postMessage('changed');
}

/** Calls `listener` whenever this tab or another changes the queue; returns the unsubscribe function. */
export function onQueueChanged(listener: () => void): () => void {
  if (!hasBroadcast) {
    thisTabOnly.addEventListener('changed', listener);
    return () => thisTabOnly.removeEventListener('changed', listener);
  }
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => listener();
  return () => channel.close();
}
