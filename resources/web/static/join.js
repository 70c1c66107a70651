// The waiting room: poll the seat's state; when the game starts, reload so the
// page turns into this player's card (the server redirects /me to it).
(function () {
  "use strict";
  var room = document.getElementById("waiting");
  if (!room) { return; }
  var url = room.getAttribute("data-state");
  var last = null;
  // A tap on Ready posts the form; a reload for another player's change at that moment
  // would cancel the post and lose the tap. The post's answer loads the fresh page anyway.
  var submitting = false;
  var form = room.querySelector("form");
  if (form) { form.addEventListener("submit", function () { submitting = true; }); }
  function tick() {
    if (submitting) { return; }
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
      .then(function (state) {
        var digest = JSON.stringify(state);
        if (submitting) { return; }  // the answer to the post is on its way
        if (state.started || (last !== null && digest !== last)) { window.location.reload(); return; }
        last = digest;
      })
      .catch(function () { /* Wi-Fi drop: try again on the next tick */ })
      .then(function () { window.setTimeout(tick, 1500); });
  }
  window.setTimeout(tick, 1500);
}());
