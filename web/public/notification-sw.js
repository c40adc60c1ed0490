// The notification service worker (Web Push): registered by the notification preferences when
// the member turns on "notify this device". It only shows pushes and opens their link; it
// never intercepts requests (no fetch handler), so the app loads as it does without it.
// The platform pushes JSON: { title, body, link } (link: the app's route path, or null).

// Take the open tabs at once, so a click can bring one to the notification's link.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  const link = typeof message.link === 'string' && message.link.startsWith('/') && !message.link.startsWith('//') ? message.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && typeof event.notification.data.link === 'string' ? event.notification.data.link : '/';
  // The app routes by hash: the link's route is the part after `#`.
  const target = new URL(`/#${link}`, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          await open.navigate(target);
          await open.focus();
          return;
        } catch {
          // A tab this worker does not control cannot be navigated: open a new one.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
