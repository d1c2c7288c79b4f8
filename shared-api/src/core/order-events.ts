// Live order changes: one stream of GET /api/events/ per page, whichever areas listen, open
// while someone listens and a user is signed in. An expired token is renewed through the API client's one shared
// refresh; the server ends the stream when the token it was opened with expires, and it opens again. (Plain
// fetch, not ky: ky's response hooks read a clone of the body, and the unread half of a never-ending stream would
// buffer every event.)
// While it is down the areas poll as before; when it comes back, listeners hear `null` (anything may have changed
// while away), so a screen never misses a change for longer than its polling interval.
import { createParser } from 'eventsource-parser';
import { create } from 'zustand';
import { useAuthStore } from './auth-store';
import { getApiConfig, refreshSession } from './client';
import type { OrderStatus } from '../rules';

/** An order the user may view changed (its new status), or `status` is absent: it was taken from this dealer. */
export interface OrderEvent {
  id: number;
  status?: OrderStatus;
}

/** Hears each change, or `null` after the stream was down (reload what is on screen). */
export type OrderEventsListener = (event: OrderEvent | null) => void;

/** The server's retry hint until it sends one. */
const DEFAULT_RETRY_MS = 3_000;
/** The longest wait between attempts after failures (each failure doubles the wait up to this). */
export const MAX_RETRY_MS = 60_000;

const liveStore = create<{ live: boolean }>(() => ({ live: false }));

/** Whether changes arrive as they happen; while false, screens keep their polling. */
export const useOrderEventsLive = (): boolean => liveStore((s) => s.live);
export const isOrderEventsLive = (): boolean => liveStore.getState().live;

const listeners = new Set<OrderEventsListener>();
let connection: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryMs = DEFAULT_RETRY_MS;
let failures = 0;
let connectedBefore = false;

const tell = (event: OrderEvent | null) => listeners.forEach((listener) => listener(event));
const setLive = (live: boolean) => {
  if (liveStore.getState().live !== live) liveStore.setState({ live });
};

function wanted(): boolean {
  return listeners.size > 0 && Boolean(useAuthStore.getState().accessToken);
}

async function read(body: ReadableStream<Uint8Array>) {
  const parser = createParser({
    onEvent: (message) => {
      // the server's own listener was away (a database restart): anything may have changed
      if (message.event === 'resync') return tell(null);
      if (message.event !== 'order') return;
      try {
        tell(JSON.parse(message.data) as OrderEvent);
      } catch {
        // a malformed event tells nothing
      }
    },
    onRetry: (ms) => (retryMs = ms),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** The stream's body (aborting `signal` ends it), or null when the session could not be renewed. */
async function open(signal: AbortSignal): Promise<ReadableStream<Uint8Array> | null> {
  const request = (token: string | null) =>
    fetch(`${getApiConfig().baseUrl}events/`, {
      signal,
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
  let response = await request(useAuthStore.getState().accessToken);
  if (response.status === 401) {
    const token = await refreshSession();
    if (!token) return null;
    response = await request(token);
  }
  if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
  return response.body;
}

async function connect() {
  const controller = new AbortController();
  connection = controller;
  try {
    const body = await open(controller.signal);
    if (!body) {
      // the session could not be renewed: the store is cleared, and with it the stream
      if (connection === controller) connection = null;
      return;
    }
    failures = 0;
    setLive(true);
    if (connectedBefore) tell(null);
    connectedBefore = true;
    await read(body);
  } catch {
    if (connection === controller) failures += 1;
  }
  if (connection !== controller) return; // closed on purpose
  connection = null;
  setLive(false);
  scheduleConnect();
}

function scheduleConnect() {
  if (retryTimer || connection || !wanted()) return;
  const delay = failures === 0 ? retryMs : Math.min(retryMs * 2 ** (failures - 1), MAX_RETRY_MS);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (wanted() && !connection) void connect();
  }, delay);
}

function disconnect() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const open = connection;
  connection = null;
  open?.abort();
  setLive(false);
}

function update() {
  if (!wanted()) disconnect();
  else if (!connection && !retryTimer) void connect();
}

useAuthStore.subscribe((state, previous) => {
  if (Boolean(state.accessToken) !== Boolean(previous.accessToken)) {
    connectedBefore = false;
    update();
  }
});

/** Listens to order changes until the returned function is called; the first listener opens the stream. */
export function subscribeOrderEvents(listener: OrderEventsListener): () => void {
  listeners.add(listener);
  update();
  return () => {
    listeners.delete(listener);
    update();
  };
}

/** Test helper: closes the stream and forgets its state. */
export function resetOrderEvents(): void {
  listeners.clear();
  disconnect();
  retryMs = DEFAULT_RETRY_MS;
  failures = 0;
  connectedBefore = false;
}
