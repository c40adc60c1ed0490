// Web Push on this device: the service worker (web/public/notification-sw.js, served at the
// site's root so its scope is the whole app) and the browser's PushManager subscription.

export const SERVICE_WORKER_URL = '/notification-sw.js';

/** What `subscribePush` takes: the subscription's endpoint and keys, as `PushSubscription.toJSON()` gives them. */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Whether this browser can take Web Push at all (a secure context with service workers, PushManager and notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key (base64url) as the bytes PushManager takes for `applicationServerKey`. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** This device's current subscription, if the worker is registered and subscribed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('notification permission denied');
    this.name = 'PushPermissionDenied';
  }
}

/**
 * Asks for permission, registers the worker and subscribes with the platform's VAPID key (a
 * subscription made with another key is replaced). Throws PushPermissionDenied when the member
 * (or the browser) refuses notifications.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const applicationServerKey = vapidKeyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscriptionInput(subscription);
}

/** Ends this device's subscription; answers its endpoint (to tell the platform), or null if there was none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave a push subscription without its keys');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}
