// The TV page: redraw the projector scene pushed by the server (Server-Sent Events).
// Every string goes in with textContent, never as HTML: player names are user input.
"use strict";

(function () {
  const body = document.body;
  const $ = (id) => document.getElementById(id);
  let deadline = null; // performance.now() value when the moderator's clock runs out
  let timeUp = "";
  let lastHeadline = $("headline").textContent;

  function setText(el, text) {
    text = text || "";
    if (el.textContent !== text) el.textContent = text;
    el.hidden = !text;
  }

  // Seats along a rectangle, seat 1 at the bottom middle then clockwise (as the Qt window).
  function pointOnRectangle(width, height, distance) {
    const legs = [[width / 2, -1, 0], [height, 0, -1], [width, 1, 0], [height, 0, 1], [width / 2, -1, 0]];
    let x = width / 2, y = height;
    for (const [length, dx, dy] of legs) {
      const step = Math.min(distance, length);
      x += dx * step; y += dy * step; distance -= step;
      if (distance <= 0) break;
    }
    return [x, y];
  }

  function place() {
    const table = $("table"), seats = $("seats").children, centre = $("centre");
    const w = table.clientWidth, h = table.clientHeight, n = Math.max(seats.length, 1);
    const sw = Math.min(w * 0.16, (2 * (w + h) * 0.85) / n * 0.9);
    const sh = Math.min(h * 0.19, Math.max(sw * 0.5, h * 0.12));
    const perimeter = 2 * ((w - sw) + (h - sh));
    body.style.setProperty("--crowd", String(Math.min(1, Math.sqrt(12 / n))));
    for (let i = 0; i < seats.length; i++) {
      const [x, y] = pointOnRectangle(w - sw, h - sh, (i / n) * perimeter);
      const s = seats[i].style;
      s.left = x + "px"; s.top = y + "px"; s.width = sw + "px"; s.height = sh + "px";
      fitName(seats[i]);
    }
    const gx = sw + w * 0.015, gy = sh + h * 0.025;
    const c = centre.style;
    c.left = gx + "px"; c.top = gy + "px"; c.width = (w - 2 * gx) + "px"; c.height = (h - 2 * gy) + "px";
  }

  function fitName(seat) {
    const name = seat.querySelector(".seat-name");
    name.style.transform = "";
    const room = seat.clientWidth - 16, need = name.scrollWidth;
    if (need > room && need > 0) name.style.transform = "scale(" + (room / need) + ")";
  }

  function seatElement() {
    const li = document.createElement("li");
    for (const cls of ["seat-name", "seat-role", "seat-mark"]) {
      const span = document.createElement("span");
      span.className = cls;
      li.appendChild(span);
    }
    return li;
  }

  function renderSeats(seats) {
    const list = $("seats");
    while (list.children.length < seats.length) list.appendChild(seatElement());
    while (list.children.length > seats.length) list.removeChild(list.lastChild);
    seats.forEach((seat, i) => {
      const li = list.children[i];
      const cls = "seat " + (seat.alive ? "alive" : "dead") + (seat.role ? " team-" + (seat.team % 6) : "") +
        (seat.done ? " done" : "");
      if (li.className !== cls) li.className = cls;
      li.querySelector(".seat-name").textContent = seat.name;
      const glyphs = ["●", "▲", "◆", "■", "★", "✚"];
      const role = seat.role ? glyphs[seat.team % 6] + " " + seat.role : (seat.alive ? "" : seat.state);
      li.querySelector(".seat-role").textContent = role;
      li.querySelector(".seat-mark").textContent = seat.mark;
    });
  }

  function renderRows(table, rows) {
    const tbody = table.tBodies[0];
    const old = Array.from(tbody.rows).map((r) => Array.from(r.cells).map((c) => c.textContent).join("\u0001"));
    const now = rows.map((r) => r.cells.join("\u0001"));
    table.hidden = rows.length === 0;
    if (old.join("\u0002") === now.join("\u0002")) return;
    tbody.replaceChildren();
    for (const row of rows) {
      const tr = document.createElement("tr");
      row.cells.forEach((text, i) => {
        const cell = document.createElement(row.header && i === 0 ? "th" : "td");
        if (row.amount === i) cell.className = "amount";
        cell.textContent = text;
        tr.appendChild(cell);
      });
      tbody.appendChild(tr);
    }
  }

  let shown = -1; // the version on screen: a late answer to an old request never undoes a push

  function render(payload) {
    if (payload.version < shown) return;
    shown = payload.version;
    const scene = payload.scene, over = scene.mood === "over";
    const mood = "mood-" + scene.mood;
    if (body.className !== mood) body.className = mood;
    document.title = scene.title;
    setText($("title"), scene.title);
    setText($("headline"), scene.headline);
    setText($("subline"), scene.subline);
    setText($("status"), scene.status);
    setText($("setup"), scene.setup);
    renderSeats(scene.seats);
    setText($("outcome"), scene.outcome);
    setText($("winners"), scene.winners);
    setText($("spotlight-title"), scene.spotlight.length ? scene.spotlight_title : "");
    setText($("spotlight"), scene.spotlight.join("\n"));
    const tally = over ? null : scene.tally;
    setText($("tally-title"), tally ? tally.title : "");
    setText($("tally-note"), tally ? tally.note : "");
    renderRows($("tally"), tally ? tally.rows.map((r) => ({ cells: [r.choice, r.amount, r.voters], amount: 1 })) : []);
    const news = over ? [] : scene.news;
    setText($("news-title"), news.length ? scene.news_title : "");
    const list = $("news");
    if (Array.from(list.children).map((li) => li.textContent).join("\n") !== news.join("\n")) {
      list.replaceChildren(...news.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    }
    list.hidden = news.length === 0;
    setText($("timeline-title"), scene.timeline_title);
    renderRows($("timeline"), scene.timeline.map((e) => ({ cells: [e.phase, e.lines.join("  ")], header: true })));
    body.style.setProperty("--timeline", String(Math.min(1, 7 / Math.max(scene.timeline.length, 1))));
    timeUp = payload.time_up;
    deadline = payload.remaining_s === null ? null : performance.now() + payload.remaining_s * 1000;
    tick();
    if (scene.headline !== lastHeadline) {
      lastHeadline = scene.headline;
      const centre = $("centre");
      centre.classList.remove("fade");
      void centre.offsetWidth; // restart the short fade-in
      centre.classList.add("fade");
    }
    place();
    body.dataset.version = String(payload.version);
  }

  function tick() {
    const el = $("countdown");
    if (deadline === null) { setText(el, ""); return; }
    const left = (deadline - performance.now()) / 1000;
    if (left <= 0) { setText(el, timeUp); return; }
    const whole = Math.ceil(left);
    setText(el, Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0"));
  }

  function load() {
    fetch(body.dataset.state, { cache: "no-store" }).then((r) => r.json()).then(render).catch(() => {});
  }

  function connect() {
    if (!window.EventSource) { setInterval(load, 3000); return; } // old TV browsers: poll
    const events = new EventSource(body.dataset.events);
    events.addEventListener("state", (e) => render(JSON.parse(e.data)));
    events.onerror = () => { if (events.readyState === EventSource.CLOSED) setTimeout(connect, 3000); };
  }

  window.addEventListener("resize", place);
  setInterval(tick, 250);
  place();
  load();
  connect();
})();
