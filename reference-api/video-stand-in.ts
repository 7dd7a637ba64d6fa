/**
 * A stand-in for a video host's player (spec 001 §4, §7: players take postMessage play and pause
 * commands, not HTTP): a page that a `<sq-video>` embed can point at instead of YouTube or Vimeo.
 * It shows what it was told (playing, paused) and records, through the reference API, the address
 * it was loaded with and every message it receives, so tests and the demo's inspector see them.
 * Served by the reference API for the demo and the tests.
 */
export const VIDEO_STAND_IN_PATH = '/api/video/stand-in';

/** Where the stand-in records what it gets: `{ kind: 'loaded', href }` or `{ kind: 'message', data, origin }`. */
export const VIDEO_STAND_IN_RECORD_PATH = '/api/video/stand-in/records';

/** The stand-in's page. Its own document, with no policy of the page that embeds it. */
export const VIDEO_STAND_IN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Stand-in video player</title>
<style>
  html, body { height: 100%; margin: 0; }
  body { display: grid; place-items: center; background: #1b1b1b; color: #f4f4f4; font: 16px/1.4 system-ui, sans-serif; }
  p { margin: 0; text-align: center; }
  small { display: block; opacity: 0.7; }
</style>
</head>
<body>
<p><span id="state">Stand-in player: loaded</span><small>It records the commands it receives.</small></p>
<script>
  (function () {
    'use strict';
    var state = document.getElementById('state');
    // One record at a time, each sent once the last has landed: two requests in flight may reach the
    // server in either order, and its load must come before the messages it got.
    var sent = Promise.resolve();
    function record(entry) {
      sent = sent.then(function () {
        return fetch('${VIDEO_STAND_IN_RECORD_PATH}', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(entry),
          keepalive: true
        });
      }).catch(function () {});
    }
    function show(data) {
      var text = typeof data === 'string' ? data : '';
      if (/playVideo|"play"/.test(text)) state.textContent = 'Stand-in player: playing';
      if (/pauseVideo|"pause"/.test(text)) state.textContent = 'Stand-in player: paused';
    }
    window.addEventListener('message', function (event) {
      show(event.data);
      record({ kind: 'message', data: event.data, origin: event.origin, href: location.href });
    });
    record({ kind: 'loaded', href: location.href });
  })();
</script>
</body>
</html>
`;
