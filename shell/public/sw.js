/* global self, caches, fetch, Request, Response */
/* Service worker of the installed app: page navigations that fail offline get the offline page.
   Nothing else is cached: remotes, the API and the shell's own bundles always come from the network
   (the server is the authority on money and sessions). */
const cacheName = 'casino-offline-v1';
const offlinePage = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.add(new Request(offlinePage, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== cacheName).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request).catch(async () => {
      const cached = await caches.match(offlinePage, { cacheName });
      return (
        cached ??
        new Response('Du er offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
      );
    }),
  );
});
