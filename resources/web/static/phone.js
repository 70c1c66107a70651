/* Moonveil phone page: hold-to-reveal, live updates (SSE, polling fallback),
   actions with a confirmation, presence heartbeat. No inline script (CSP).
   A refresh that fails is retried with a growing pause (1 s, 2 s, 4 s ... 15 s) until
   one succeeds; a stream that reconnects, or the browser coming back online, always
   fetches the page again: a change that arrived while offline is never lost. */
(function () {
  "use strict";
  var POLL_MS = 4000;
  var HEARTBEAT_MS = 10000;
  var RETRY_FIRST_MS = 1000;
  var RETRY_MAX_MS = 15000;
  var body = document.body;
  var base = location.pathname.replace(/\/+$/, "");
  var query = "?lang=" + encodeURIComponent(body.getAttribute("data-lang") || "en");
  var live = document.getElementById("live");
  var banner = document.getElementById("banner");
  var confirmBox = document.getElementById("confirm");
  var confirmText = document.getElementById("confirm-text");
  /* "Your vote: Ana" and "A, B" in the page's language ("你的投票：Ana", "A、B") */
  function named(label, choice) {
    return confirmBox.getAttribute("data-named").replace("{label}", label).replace("{choice}", choice);
  }
  var separator = confirmBox.getAttribute("data-separator");
  var errorBox = document.getElementById("act-error");
  var current = digestShown();
  var pending = null;
  var stale = false;
  var timers = [];
  var source = null;
  var dead = false;
  var retryMs = 0;
  var retryTimer = null;

  function digestShown() {
    var root = live.querySelector("[data-digest]");
    return root ? root.getAttribute("data-digest") : "";
  }

  /* -- hold to reveal -------------------------------------------------------- */
  var reveal = document.getElementById("reveal");
  function show(event) { if (event) { event.preventDefault(); } body.classList.add("revealed"); }
  function hide() { body.classList.remove("revealed"); }
  reveal.addEventListener("pointerdown", show);
  ["pointerup", "pointercancel", "pointerleave", "blur", "keyup"].forEach(function (name) {
    reveal.addEventListener(name, hide);
  });
  reveal.addEventListener("keydown", function (event) {
    if (event.key === " " || event.key === "Enter") { show(event); }
  });
  reveal.addEventListener("contextmenu", function (event) { event.preventDefault(); });
  window.addEventListener("blur", hide);
  document.addEventListener("visibilitychange", hide);

  /* -- live updates ------------------------------------------------------------ */
  function setBanner(text) {
    banner.textContent = text || "";
    banner.hidden = !text;
  }

  /* the link is dead (revoked, re-dealt): nothing secret stays; a phone that joined
     through the table's code finds its card again through /me (its seat cookie) */
  function linkDead() {
    dead = true;
    timers.forEach(clearInterval);
    timers = [];
    if (retryTimer) { clearTimeout(retryTimer); retryTimer = null; }
    if (source) { source.close(); source = null; }
    hide();
    live.textContent = "";
    confirmBox.hidden = true;
    document.querySelector(".hold-bar").hidden = true;
    Array.prototype.forEach.call(document.querySelectorAll(".cover"), function (hint) { hint.hidden = true; });
    setBanner(body.getAttribute("data-dead"));
    fetch("/me/state", { cache: "no-store", credentials: "same-origin" }).then(function (response) {
      document.getElementById("back").hidden = !response.ok;
    }).catch(function () { /* offline: the banner says enough */ });
  }

  /* 503: the phone server is up but the moderator's laptop behind it is not answering;
     its words (in this page's language) stay in the banner until a fetch works again */
  function unavailable(response) {
    return response.json().then(function (data) {
      setBanner((data.error && data.error.message) || body.getAttribute("data-offline"));
    }, function () { setBanner(body.getAttribute("data-offline")); });
  }

  function retryLater() {
    if (dead || retryTimer) { return; }
    retryMs = retryMs ? Math.min(retryMs * 2, RETRY_MAX_MS) : RETRY_FIRST_MS;
    retryTimer = setTimeout(function () { retryTimer = null; refresh(); }, retryMs);
  }

  function refresh() {
    if (dead) { return Promise.resolve(); }
    if (!confirmBox.hidden) { stale = true; return Promise.resolve(); }
    return fetch(base + "/live" + query, { cache: "no-store" }).then(function (response) {
      if (response.status === 404) { linkDead(); return; }
      if (response.status === 410) { location.reload(); return; }  /* not in this game: the page says so */
      if (response.status === 503) { retryLater(); return unavailable(response); }
      if (!response.ok) { retryLater(); return; }
      return response.text().then(function (html) {
        var picked = pickedChoices();
        live.innerHTML = html;  /* server-rendered with autoescaping */
        restoreChoices(picked);
        current = digestShown();
        stale = false;
        retryMs = 0;
        setBanner("");
      });
    }).catch(function () {
      setBanner(body.getAttribute("data-offline"));
      retryLater();
    });
  }

  /* a half-made choice survives a repaint when the same choice is still offered */
  function formKey(form) {
    return form.getAttribute("data-kind") + "/" + (form.getAttribute("data-ability") || "");
  }

  function pickedChoices() {
    var picked = Array.prototype.map.call(live.querySelectorAll(".act-form input:checked"), function (input) {
      return { form: formKey(input.form), name: input.name, value: input.value };
    });
    Array.prototype.forEach.call(live.querySelectorAll(".act-form textarea"), function (box) {
      if (box.value) { picked.push({ form: formKey(box.form), name: box.name, text: box.value }); }
    });
    Array.prototype.forEach.call(live.querySelectorAll(".act-form .target-groups"), function (groups) {
      var form = groups.closest("form");
      picked.push({ form: formKey(form), groups: groupPicks(form).map(function (select) { return select.value; }) });
    });
    return picked;
  }

  function restoreChoices(picked) {
    picked.forEach(function (choice) {
      if (choice.groups) { restoreGroups(choice); return; }
      Array.prototype.forEach.call(live.querySelectorAll(".act-form input, .act-form textarea"), function (field) {
        if (formKey(field.form) !== choice.form || field.name !== choice.name) { return; }
        if (choice.text !== undefined) { field.value = choice.text; } else if (field.value === choice.value) { field.checked = true; }
      });
    });
  }

  /* -- targets in groups, any number of them (the Careerist's pairs, ZH-6.5.1) ---- */
  function groupPicks(form) {
    return Array.prototype.slice.call(form.querySelectorAll("select.group-pick"));
  }

  function fillTemplate(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) { return values[key] !== undefined ? values[key] : whole; });
  }

  /* each group's legend and pickers say their number; a group can go while another stays */
  function renumberGroups(box) {
    var groups = box.querySelectorAll("fieldset.target-group");
    Array.prototype.forEach.call(groups, function (group, index) {
      group.querySelector("legend").textContent = fillTemplate(box.getAttribute("data-legend"), { number: index + 1 });
      Array.prototype.forEach.call(group.querySelectorAll("select.group-pick"), function (select) {
        select.setAttribute("aria-label", fillTemplate(box.getAttribute("data-pick"),
          { number: index + 1, position: select.getAttribute("data-position") }));
      });
      group.querySelector(".remove-group").hidden = groups.length < 2;
    });
  }

  /* a seat picked in one picker is not offered in another (one pair a night each, ZH-6.5.2) */
  function offerFreeSeats(form) {
    var picks = groupPicks(form);
    picks.forEach(function (select) {
      var taken = picks.filter(function (other) { return other !== select && other.value; })
        .map(function (other) { return other.value; });
      Array.prototype.forEach.call(select.options, function (option) {
        option.disabled = option.value !== "" && taken.indexOf(option.value) >= 0;
      });
    });
  }

  function addGroup(form) {
    var box = form.querySelector(".target-groups");
    var group = box.querySelector("fieldset.target-group").cloneNode(true);
    Array.prototype.forEach.call(group.querySelectorAll("select"), function (select) { select.value = ""; });
    box.appendChild(group);
    renumberGroups(box);
    offerFreeSeats(form);
    return group;
  }

  function restoreGroups(choice) {
    Array.prototype.forEach.call(live.querySelectorAll(".act-form"), function (form) {
      if (formKey(form) !== choice.form || !form.querySelector(".target-groups")) { return; }
      while (groupPicks(form).length < choice.groups.length) { addGroup(form); }
      groupPicks(form).forEach(function (select, index) { select.value = choice.groups[index] || ""; });
      offerFreeSeats(form);
    });
  }

  /* "Ana + Bea; Cai + Dov" (the console writes them alike), or null when a picker is empty */
  function chosenGroups(form) {
    var names = [];
    var targets = [];
    var complete = true;
    Array.prototype.forEach.call(form.querySelectorAll("fieldset.target-group"), function (group) {
      var picks = Array.prototype.slice.call(group.querySelectorAll("select.group-pick"));
      picks.forEach(function (select) { if (!select.value) { complete = false; } });
      if (!complete) { return; }
      targets = targets.concat(picks.map(function (select) { return parseInt(select.value, 10); }));
      names.push(picks.map(function (select) {
        return select.options[select.selectedIndex].getAttribute("data-name");
      }).join(" + "));
    });
    return complete ? { targets: targets, names: [names.join("; ")] } : null;
  }

  document.addEventListener("change", function (event) {
    var select = event.target;
    if (select.classList && select.classList.contains("group-pick")) { offerFreeSeats(select.form); }
  });

  function seen(digest) {
    if (digest !== current) { refresh(); } else if (!retryTimer) { setBanner(""); }
  }

  function poll() {
    function check() {
      fetch(base + "/digest" + query, { cache: "no-store" }).then(function (response) {
        if (response.status === 404) { linkDead(); return; }
        if (response.status === 410) { location.reload(); return; }
        if (response.status === 503) { return unavailable(response); }
        return response.json().then(function (data) { seen(data.digest); });
      }).catch(function () { setBanner(body.getAttribute("data-offline")); });
    }
    check();
    timers.push(setInterval(check, POLL_MS));
  }

  function listen() {
    if (!window.EventSource) { poll(); return; }
    var opened = false;
    source = new EventSource(base + "/events" + query);
    source.addEventListener("open", function () {
      if (opened) { refresh(); }  /* a reconnect: whatever was missed, fetch it again */
      opened = true;
    });
    source.addEventListener("view", function (event) { seen(event.data); });
    source.addEventListener("gone", linkDead);
    source.addEventListener("retired", function () { location.reload(); });
    source.onerror = function () {
      if (source && source.readyState === EventSource.CLOSED) {
        source.close();
        source = null;
        poll();  /* the fallback; a dead link is noticed there */
      } else {
        setBanner(body.getAttribute("data-offline"));
      }
    };
  }

  function heartbeat() {
    fetch(base + "/presence", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: "{}", cache: "no-store"
    }).then(function (response) {
      if (response.status === 404) { linkDead(); }
    }).catch(function () { /* offline: the next beat tries again */ });
  }

  /* -- actions ------------------------------------------------------------------ */
  document.addEventListener("click", function (event) {
    var toggle = event.target.closest ? event.target.closest("[data-toggle=act]") : null;
    if (toggle) { body.classList.toggle("act-open"); }
    var add = event.target.closest ? event.target.closest(".add-group") : null;
    if (add) { addGroup(add.form).querySelector("select").focus(); }
    var remove = event.target.closest ? event.target.closest(".remove-group") : null;
    if (remove) {
      var form = remove.form;
      var box = remove.closest(".target-groups");
      if (box.querySelectorAll("fieldset.target-group").length > 1) { remove.closest("fieldset").remove(); }
      renumberGroups(box);
      offerFreeSeats(form);
      form.querySelector(".add-group").focus();
    }
  });

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.classList || !form.classList.contains("act-form")) { return; }
    event.preventDefault();
    errorBox.hidden = true;
    var kind = form.getAttribute("data-kind");
    var label = form.getAttribute("data-label");
    if (kind === "act") {
      var count = parseInt(form.getAttribute("data-count"), 10);
      var parts = Array.prototype.slice.call(form.querySelectorAll("fieldset.target-part"));
      var picked, names, targets;
      var grouped = form.querySelector(".target-groups") ? chosenGroups(form) : undefined;
      if (grouped === null) { showError(form.getAttribute("data-groups-hint")); return; }
      if (grouped) {  /* the targets group after group: the engine takes them two by two */
        targets = grouped.targets;
        names = grouped.names;
      } else if (parts.length) {  /* the targets in the order of their parts (the Blind Seer: examined, recipient) */
        picked = parts.map(function (part) { return part.querySelector("input:checked"); });
        if (picked.indexOf(null) >= 0) { showError(form.getAttribute("data-hint")); return; }
        names = picked.map(function (input, index) {
          return named(parts[index].getAttribute("data-part"), input.getAttribute("data-name"));
        });
      } else {
        picked = Array.prototype.slice.call(form.querySelectorAll("input[name=target]:checked"));
        if (picked.length !== count) { showError(form.getAttribute("data-hint")); return; }
        names = picked.map(function (input) { return input.getAttribute("data-name"); });
      }
      if (!grouped) { targets = picked.map(function (input) { return parseInt(input.value, 10); }); }
      var option = chosenOption(form);
      if (option && option.error) { showError(option.error); return; }
      if (option) { names.push(option.label); }
      pending = {
        url: base + "/act" + query,
        payload: {
          ability: form.getAttribute("data-ability"),
          targets: targets,
          option: option ? option.value : null
        },
        text: names.length ? label + " → " + names.join(separator) : label
      };
    } else {
      var choice = form.querySelector("input[name=choice]:checked");
      if (!choice) { return; }
      pending = { url: base + "/vote" + query, payload: { choice: decodeChoice(choice.value) },
                  text: named(label, choice.getAttribute("data-name")) };
    }
    confirmText.textContent = pending.text;
    confirmBox.hidden = false;
  });

  /* the ability's option (a mode, a guess, an event; with a message "choice:text"), null
     when it takes none; the length limit is the engine's, which checks it again */
  function chosenOption(form) {
    if (!form.querySelector("input[name=option]")) { return null; }
    var choice = form.querySelector("input[name=option]:checked");
    if (!choice) { return { error: form.getAttribute("data-option-hint") }; }
    var textBox = form.querySelector("textarea[name=option_text]");
    if (!textBox) { return { value: choice.value, label: choice.getAttribute("data-name") }; }
    var text = textBox.value.trim();
    var limit = parseInt(form.getAttribute("data-text"), 10);
    if (!text || text.length > limit) { return { error: form.getAttribute("data-text-hint") }; }
    return { value: choice.value + ":" + text, label: named(choice.getAttribute("data-name"), text) };
  }

  function decodeChoice(value) {
    if (value === "none") { return null; }
    if (value.indexOf("seat:") === 0) { return parseInt(value.slice(5), 10); }
    return value.slice(4);
  }

  function showError(text) {
    errorBox.textContent = text;
    errorBox.hidden = false;
  }

  function closeConfirm() {
    confirmBox.hidden = true;
    pending = null;
    if (stale) { refresh(); }
  }

  document.getElementById("confirm-no").addEventListener("click", closeConfirm);
  document.getElementById("confirm-yes").addEventListener("click", function () {
    if (!pending) { return; }
    var sending = pending;
    fetch(sending.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(sending.payload),
      cache: "no-store"
    }).then(function (response) {
      if (response.status === 404) { linkDead(); return; }
      return response.json().then(function (data) {
        if (!data.ok) {
          var error = data.error || {};
          /* not a refusal of the choice: the laptop did not take it (not saved, not answering) */
          if (response.status === 503) { showError(error.message || body.getAttribute("data-offline")); return; }
          // the server says the refusal in this page's language (moonveil_desktop/refusals.py)
          showError(named(body.getAttribute("data-refused"), error.text || error.message || "") +
                    (error.rule ? " (" + error.rule + ")" : ""));
        }
      });
    }).catch(function () { setBanner(body.getAttribute("data-offline")); })
      .then(function () { stale = true; closeConfirm(); });
  });

  window.addEventListener("online", function () { if (!dead) { refresh(); } });

  listen();
  heartbeat();
  timers.push(setInterval(heartbeat, HEARTBEAT_MS));
}());
