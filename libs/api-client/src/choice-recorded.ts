import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * "A choice was recorded" — the one signal the choices remote sends to the rest of the page
 * (docs/architecture.md, "Remotes react to a choice"). The choices remote announces each successful
 * submit once; every other remote refreshes its own data on it, so no remote knows another's query
 * keys. Announcements travel on a channel per QueryClient: the shell has one, shared by all remotes
 * (as is this library), and each test's own client keeps tests apart.
 */
export interface ChoiceRecorded {
  choicePairId: number;
}

const CHOICE_RECORDED = 'alive:choice-recorded';
const channels = new WeakMap<QueryClient, EventTarget>();

function channelOf(queryClient: QueryClient): EventTarget {
  let channel = channels.get(queryClient);
  if (!channel) {
    channel = new EventTarget();
    channels.set(queryClient, channel);
  }
  return channel;
}

/** Called by the choices remote once per successful submit. */
export function announceChoiceRecorded(queryClient: QueryClient, choice: ChoiceRecorded): void {
  channelOf(queryClient).dispatchEvent(new CustomEvent<ChoiceRecorded>(CHOICE_RECORDED, { detail: choice }));
}

/** Subscribes `listener` to the announcements on `queryClient`; returns the unsubscribe function. */
export function onChoiceRecorded(queryClient: QueryClient, listener: (choice: ChoiceRecorded) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ChoiceRecorded>).detail);
  const channel = channelOf(queryClient);
  channel.addEventListener(CHOICE_RECORDED, handle);
  return () => channel.removeEventListener(CHOICE_RECORDED, handle);
}

/** Runs `listener` after every recorded choice while the component is mounted. */
export function useOnChoiceRecorded(listener: (choice: ChoiceRecorded) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onChoiceRecorded(queryClient, (choice) => latest.current(choice)), [queryClient]);
}
