"""Start-up (issue 20): the console is built and painted before the engine and its
four rule books are imported, the phone server listens and answers without the engine,
Jinja and the QR library (~0.4 s of imports), and pages load their templates on first
use, autoescaped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from moonveil_desktop.integration import WARM_UP_MODULES
from moonveil_desktop.web.templating import Templates

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import sys
from moonveil_desktop.integration import SERVER_MODULES, WARM_UP_MODULES, import_server_modules
import_server_modules()
print(sorted(name for name in WARM_UP_MODULES if name in sys.modules))
import_server_modules(WARM_UP_MODULES)
print(sorted(name for name in WARM_UP_MODULES if name in sys.modules))
"""


CONSOLE = """
import sys, tempfile
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.settings import AppSettings
app = make_application()
window = compose(Path(tempfile.mkdtemp()), AppSettings())
window.show()
app.processEvents()
print(sorted({name.split(".")[0] for name in sys.modules} & {"engine", "aiohttp", "jinja2", "qrcode"}))
print(sorted(name for name in ("moonveil_desktop.ui.grimoire", "xml.etree.ElementTree") if name in sys.modules))
"""


def test_the_console_paints_before_the_engine_is_imported(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", CONSOLE], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    imported, parts = done.stdout.splitlines()[-2:]
    assert imported == "[]"
    assert parts == "[]"  # the hidden grimoire is built later; the console's words come from .qm files


def test_the_server_modules_leave_the_engine_jinja_and_qr_codes_for_later() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True, timeout=120
    )
    before, after = done.stdout.splitlines()
    assert before == "[]"
    assert after == str(sorted(WARM_UP_MODULES))


def test_templates_load_on_first_use_and_escape_names(tmp_path: Path) -> None:
    (tmp_path / "hello.html").write_text("Hello {{ name }}")
    templates = Templates(tmp_path)
    assert templates._environment is None  # nothing built yet
    assert templates.get_template("hello.html").render(name="<b>Ana</b>") == "Hello &lt;b&gt;Ana&lt;/b&gt;"
    assert templates._environment is not None


LISTENING = """
import asyncio, sys, tempfile, urllib.request
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.loop import FairEventLoop
from moonveil_desktop.settings import AppSettings
app = make_application()
window = compose(Path(tempfile.mkdtemp()), AppSettings())
window.show()
window.start(resume=False)
from moonveil_desktop.integration import LINK_MODULES, PANEL_MODULES, SERVER_MODULES, Wiring
from moonveil_desktop.integration import import_server_modules
import_server_modules(SERVER_MODULES + LINK_MODULES + PANEL_MODULES)
loop = FairEventLoop(app)
asyncio.set_event_loop(loop)
link = Wiring(window).link
url = loop.run_until_complete(link.start("127.0.0.1", 0))
print(sorted({name.split(".")[0] for name in sys.modules} & {"engine", "jinja2", "qrcode"}))
def fetch(path):
    with urllib.request.urlopen(url + path, timeout=30) as answer:
        return answer.status, answer.read()
status, body = loop.run_until_complete(loop.run_in_executor(None, fetch, "/static/phone.css"))
print(status, len(body) > 0, "engine" in sys.modules)
status, body = loop.run_until_complete(loop.run_in_executor(None, fetch, "/join"))
print(status, b"<html" in body.lower())
loop.run_until_complete(link.stop())
loop.close()  # its executor's threads end with it
"""


def test_the_phone_server_listens_and_answers_before_the_engine_is_imported(tmp_path: Path) -> None:
    """The Phones dock is wired and the server started, on a console with no table,
    before the engine and its rule books are imported; it answers then, and its pages
    bring in what they need on their first request."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", LISTENING], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    listening, static, join = done.stdout.splitlines()[-3:]
    assert listening == "[]"  # neither the engine nor Jinja nor the QR library: the server listens without them
    assert static == "200 True False"  # a file is served before the engine is imported
    assert join == "200 True"  # the join desk's page loads Jinja itself


PANEL_WITHOUT_SERVER = """
import sys, tempfile
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.settings import AppSettings
app = make_application()
window = compose(Path(tempfile.mkdtemp()), AppSettings())
window.show()
from moonveil_desktop.integration import Wiring
wiring = Wiring(window)  # the link and its panel, placed in the dock: the panel shows the TV address
app.processEvents()
print(repr(wiring.link.join_url()), repr(wiring.link.tv_url()), wiring.panel.tv_address.text() == "")
print(sorted({name.split(".")[0] for name in sys.modules} & {"aiohttp", "jinja2"}))
"""


def test_the_phones_panel_and_its_addresses_need_no_server_module(tmp_path: Path) -> None:
    """The Phones panel formats the join and TV addresses without the server's modules
    (the TV page's module imported aiohttp, ~0.25 s, for one f-string): the console's
    side of the phones does not need aiohttp (start-up, fifth pass)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", PANEL_WITHOUT_SERVER],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    addresses, imported = done.stdout.splitlines()[-2:]
    assert addresses == "'' '' True"  # no server running: no address yet
    assert imported == "[]"


def test_the_addresses_are_the_server_routes() -> None:
    from moonveil_desktop.lobby import Lobby
    from moonveil_desktop.web.urls import join_url, tv_url

    lobby = Lobby(12)
    assert join_url("http://10.0.0.2:8765/", lobby) == f"http://10.0.0.2:8765/join/{lobby.join_token}"
    assert tv_url("http://10.0.0.2:8765", "abc") == "http://10.0.0.2:8765/tv/abc"


HALF_IMPORTED = """
import sys, threading
from moonveil_desktop.table import Table, TableSettings
paused, go_on = threading.Event(), threading.Event()
class PauseBeforeTheBooks:
    def find_spec(self, name, path=None, target=None):
        if name == "engine.rulesets" and threading.current_thread() is not threading.main_thread():
            paused.set()
            go_on.wait()
        return None
sys.meta_path.insert(0, PauseBeforeTheBooks())
worker = threading.Thread(target=lambda: __import__("engine"))
worker.start()
paused.wait()  # the worker is inside engine/__init__: engine.game is imported, no rule book yet
print("engine.game" in sys.modules, "engine.rulesets.moonveil" in sys.modules)
threading.Timer(0.3, go_on.set).start()
print(Table(TableSettings("moonveil")).game.ruleset.name)
worker.join()
"""


def test_a_table_opened_while_the_worker_imports_the_engine_waits_for_the_rule_books() -> None:
    """A New table right after the server listens, while the start-up's worker thread is
    importing the engine package, waits for its rule books instead of refusing the book."""
    done = subprocess.run(
        [sys.executable, "-c", HALF_IMPORTED], cwd=ROOT, capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.splitlines() == ["True False", "moonveil"]
