// Whether the app can reach the gateway, and whether its live feed (the WebSocket's subscriptions) is
// connected: one small store that the shell's banner, the "live" labels, the Apollo links and
// the WebSocket link share. When an unreachable gateway answers again, `onReconnect` listeners run
// (the Apollo client refetches what the screens show; live streams reopen), so screens
// recover by themselves.
import { createContext, useSyncExternalStore } from 'react';

export interface ConnectionState {
  /** False while the device is offline or the gateway does not answer. */
  reachable: boolean;
  /** The device itself is offline (`navigator.onLine`): said as such. */
  offline: boolean;
  /** At least one live stream is connected and none is waiting to reconnect. */
  live: boolean;
}

/** How often an unreachable gateway is asked again (its `/healthz`, which needs no session). */
export const PROBE_INTERVAL_MS = 3_000;
const PROBE_PATH = '/healthz';

type Listener = () => void;
const listeners = new Set<Listener>();
const reconnectListeners = new Set<Listener>();
const connectedStreams = new Set<number>();
const waitingStreams = new Set<number>();
let unreachable = false;
let deviceOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let snapshot: ConnectionState = compute();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let nextStreamId = 0;

function compute(): ConnectionState {
  const reachable = !unreachable && !deviceOffline;
  return { reachable, offline: deviceOffline, live: reachable && connectedStreams.size > 0 && waitingStreams.size === 0 };
}

function emit(): void {
  const next = compute();
  if (next.reachable === snapshot.reachable && next.offline === snapshot.offline && next.live === snapshot.live) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function connectionState(): ConnectionState {
  return snapshot;
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState, connectionState);
}

/**
 * True below the shell's connection banner, which says when the gateway cannot be reached: a
 * failure shown there leaves out that reason rather than say it twice.
 */
export const BelowConnectionBanner = createContext(false);

/** Runs after the gateway answers again following an outage. */
export function onReconnect(listener: Listener): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function reconnected(): void {
  const was = snapshot.reachable;
  unreachable = false;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  emit();
  if (!was && snapshot.reachable) for (const listener of reconnectListeners) listener();
}

async function probe(): Promise<void> {
  probeTimer = undefined;
  if (!unreachable && !deviceOffline) return;
  try {
    const response = await fetch(PROBE_PATH, { cache: 'no-store' });
    // Any answer from the gateway is an answer (a draining one says 503 and will be replaced).
    if (response.status < 500 || response.status === 503) {
      deviceOffline = false;
      reconnected();
      return;
    }
  } catch {
    // Still nothing.
  }
  scheduleProbe();
}

function scheduleProbe(): void {
  if (probeTimer === undefined) probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
}

/** A call got no answer at all: say so (once, in the shell) and keep asking until one comes. */
export function reportUnreachable(): void {
  if (typeof navigator !== 'undefined') deviceOffline = navigator.onLine === false;
  unreachable = true;
  emit();
  scheduleProbe();
}

/** A live subscription's connection, as the WebSocket link reports it. */
export function trackStream(): { connected(): void; waiting(): void; closed(): void } {
  const id = nextStreamId++;
  return {
    connected: () => {
      waitingStreams.delete(id);
      connectedStreams.add(id);
      emit();
    },
    waiting: () => {
      connectedStreams.delete(id);
      waitingStreams.add(id);
      emit();
    },
    closed: () => {
      connectedStreams.delete(id);
      waitingStreams.delete(id);
      emit();
    },
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    deviceOffline = true;
    unreachable = true;
    emit();
  });
  // The device is back: ask the gateway at once rather than at the next probe.
  window.addEventListener('online', () => {
    deviceOffline = false;
    unreachable = true;
    clearTimeout(probeTimer);
    probeTimer = undefined;
    void probe();
  });
}
