// The waiting room: poll the seat's state; when the game starts, reload so the
// page turns into this player's card (the server redirects /me to it).
(function () {
  "use strict";
  var room = document.getElementById("waiting");
  if (!room) { return; }
  var url = room.getAttribute("data-state");
  var last = null;
  function tick() {
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
      .then(function (state) {
        var digest = JSON.stringify(state);
        if (state.started || (last !== null && digest !== last)) { window.location.reload(); return; }
        last = digest;
      })
      .catch(function () { /* Wi-Fi drop: try again on the next tick */ })
      .then(function () { window.setTimeout(tick, 1500); });
  }
  window.setTimeout(tick, 1500);
}());
