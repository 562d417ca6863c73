/* global self */
// LotReady's service worker (issue #32): shows an alert pushed by the server (web push), and
// opens the car it links to when the notification is tapped. Nothing is cached here.
self.addEventListener('push', (event) => {
  let alert = { title: 'LotReady', body: '', url: '/' };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something.
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      icon: '/favicon.svg',
      data: { url: alert.url },
      tag: alert.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      return open
        ? open.navigate(url).then((client) => client?.focus())
        : self.clients.openWindow(url);
    }),
  );
});
