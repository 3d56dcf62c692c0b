/* global window, localStorage, fetch, crypto */
/*
 * STAND-IN TAG MANAGER — development and tests only; not a real tag manager.
 *
 * Like a tag manager it reads `window.dataLayer` (what is already there and every later push) and
 * honours consent mode: analytics events wait until a 'consent_update' says whether analytics
 * storage is granted; granted, they are sent, denied, they are dropped. "Sent" means posted to this
 * server's event log (POST /api/stand-ins/tag-manager/events, read back with GET ?clientId=…) under
 * a client id kept in local storage, and listed on `window.casinoTagManager` for the page to see.
 */
(function () {
  if (window.casinoTagManager) return;
  var layer = (window.dataLayer = window.dataLayer || []);
  var state = { consent: null, waiting: [], sent: [], dropped: [], read: 0, clientId: clientId() };
  window.casinoTagManager = state;

  function clientId() {
    var key = 'casino.tagManager.clientId';
    try {
      var id = localStorage.getItem(key);
      if (!id) {
        id = crypto.randomUUID();
        localStorage.setItem(key, id);
      }
      return id;
    } catch {
      // Storage blocked: an id for this page only.
      return crypto.randomUUID();
    }
  }

  function send(entries) {
    if (entries.length === 0) return;
    entries.forEach(function (entry) {
      state.sent.push(entry.event);
    });
    fetch('/api/stand-ins/tag-manager/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: state.clientId, events: entries }),
      keepalive: true,
    }).catch(function (error) {
      console.error('[stand-in tag manager] could not send', error);
    });
  }

  function read(entry) {
    state.read += 1;
    if (!entry || typeof entry !== 'object' || typeof entry.event !== 'string') return;
    if (entry.event === 'consent_update') {
      state.consent = entry.analytics_storage === 'granted' ? 'granted' : 'denied';
      var waiting = state.waiting;
      state.waiting = [];
      if (state.consent === 'granted') send(waiting);
      else waiting.forEach(drop);
      return;
    }
    if (entry.event.indexOf('gtm.') === 0) return;
    if (state.consent === 'granted') send([entry]);
    else if (state.consent === 'denied') drop(entry);
    else state.waiting.push(entry);
  }

  function drop(entry) {
    state.dropped.push(entry.event);
  }

  layer.forEach(read);
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var i = 0; i < arguments.length; i += 1) read(arguments[i]);
    return result;
  };
  layer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
})();
