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

  // The same layout as moonveil_desktop/projector/layout.py (table_layout): rows along the
  // bottom and top, columns between them; seat 1 in the bottom middle, then clockwise.
  function spread(index, count, width, seatWidth) {
    return count === 1 ? (width - seatWidth) / 2 : (width - seatWidth) * index / (count - 1);
  }

  function seatSlots(n, width, height) {
    const gapX = width * 0.012, gapY = height * 0.02;
    let sw = width * 0.16, sh = Math.min(height * 0.19, Math.max(sw * 0.5, height * 0.12));
    let side = 0, top = 0, bottom = 0;
    for (let i = 0; i < 40; i++) {
      const between = height - 2 * sh - 2 * gapY;
      const perColumn = Math.max(0, Math.floor((between + gapY) / (sh + gapY)));
      const perRow = Math.max(1, Math.floor((width + gapX) / (sw + gapX)));
      const share = between > 0 ? between / (2 * width + 2 * between) : 0;
      side = Math.min(perColumn, pyRound(n * share));
      top = Math.ceil((n - 2 * side) / 2);
      bottom = n - 2 * side - top;
      if (top <= perRow) break;
      sw *= 0.93;
      sh = Math.max(sh * 0.93, sw * 0.45);
    }
    const between = height - 2 * sh - 2 * gapY;
    const rect = (x, y) => ({ x: x, y: y, w: sw, h: sh });
    const rowTop = [], rowBottom = [], left = [], right = [];
    for (let i = 0; i < top; i++) rowTop.push(rect(spread(i, top, width, sw), 0));
    for (let i = 0; i < bottom; i++) rowBottom.push(rect(spread(i, bottom, width, sw), height - sh));
    for (let j = 0; j < side; j++) {
      const y = sh + gapY + between * (j + 0.5) / side - sh / 2;
      left.push(rect(0, y));
      right.push(rect(width - sw, y));
    }
    const ring = rowBottom.reverse().concat(left.reverse(), rowTop, right);
    const start = Math.floor(bottom / 2);
    const seats = ring.map((_, i) => ring[(start + i) % ring.length]);
    const insetX = side ? sw + 2 * gapX : gapX;
    const centre = { x: insetX, y: sh + gapY, w: width - 2 * insetX, h: height - 2 * (sh + gapY) };
    return { seats: seats, centre: centre };
  }

  // Python's round(): halves go to the even neighbour.
  function pyRound(x) {
    const r = Math.round(x);
    return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  }

  window.moonveilSeatSlots = seatSlots; // for the test that compares it with layout.py

  function place() {
    const table = $("table"), seats = $("seats").children, centre = $("centre");
    const w = table.clientWidth, h = table.clientHeight;
    const layout = seatSlots(seats.length, w, h);
    const crowd = layout.seats.length ? Math.min(1, layout.seats[0].w / (w * 0.16)) : 1;
    body.style.setProperty("--crowd", String(crowd));
    for (let i = 0; i < seats.length; i++) {
      const r = layout.seats[i], s = seats[i].style;
      s.left = r.x + "px"; s.top = r.y + "px"; s.width = r.w + "px"; s.height = r.h + "px";
      fitName(seats[i]);
    }
    const c = layout.centre, cs = centre.style;
    cs.left = c.x + "px"; cs.top = c.y + "px"; cs.width = c.w + "px"; cs.height = c.h + "px";
  }

  // The end screen's timeline: the largest type at which the centre panel does not overflow.
  function fitTimeline() {
    const centre = $("centre");
    const fits = (f) => {
      body.style.setProperty("--timeline", String(f));
      return centre.scrollHeight <= centre.clientHeight && centre.scrollWidth <= centre.clientWidth;
    };
    if ($("timeline").hidden || fits(1)) return;
    let lo = 0.3, hi = 1;
    for (let i = 0; i < 8; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) lo = mid; else hi = mid;
    }
    fits(lo);
  }

  /* A long name takes two lines (balanced) rather than a size nobody reads from across the
     room, as on the Qt window (fit_seat_name: below three quarters of its size); a name
     still too wide is scaled down to fit. */
  function fitName(seat) {
    const name = seat.querySelector(".seat-name");
    name.style.transform = "";
    name.classList.remove("two-lines");
    const room = seat.clientWidth - 16;
    let need = name.scrollWidth;
    if (need > room && room / need < 0.75 && name.textContent.trim().includes(" ")) {
      name.classList.add("two-lines");
      need = name.scrollWidth;
    }
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
      const role = seat.role ? glyphs[seat.team % 6] + " " + seat.role : (seat.alive ? seat.title || "" : seat.state);
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
    setText($("news-title"), over ? "" : scene.news_title);
    const list = $("news");
    if (Array.from(list.children).map((li) => li.textContent).join("\n") !== news.join("\n")) {
      list.replaceChildren(...news.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    }
    list.hidden = news.length === 0;
    setText($("timeline-title"), scene.timeline_title);
    renderRows($("timeline"), scene.timeline.map((e) => ({ cells: [e.phase, e.lines.join("  ")], header: true })));
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
    fitTimeline();
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

  // Refused (the phone server's process cannot reach the console: a 503): the page's own
  // sentence, in its language, over the last state until a state comes again.
  function notice(shown) {
    const el = $("notice");
    setText(el, shown ? body.dataset.offline : "");
    el.hidden = !shown;
    body.classList.toggle("offline", shown); // the last state, dimmed: it may be out of date
  }

  function load() {
    fetch(body.dataset.state, { cache: "no-store" })
      .then((r) => {
        if (!r.ok) { notice(true); return; }
        return r.json().then((data) => { notice(false); render(data); });
      })
      .catch(() => {});
  }

  function connect() {
    if (!window.EventSource) { setInterval(load, 3000); return; } // old TV browsers: poll
    const events = new EventSource(body.dataset.events);
    events.addEventListener("state", (e) => { notice(false); render(JSON.parse(e.data)); });
    events.onerror = () => {
      if (events.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
      load(); // refused (a 503): the state request says why, on screen
      setTimeout(connect, 3000);
    };
  }

  window.addEventListener("resize", () => { place(); fitTimeline(); });
  setInterval(tick, 250);
  place();
  load();
  connect();
})();
