"""Start-up (issue 20): the console is built and painted before the engine and its
four rule books are imported, the phone server listens without Jinja and the QR
library (~0.3 s of imports), and pages load their templates on first use, autoescaped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
"""


def test_the_console_paints_before_the_engine_is_imported(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", CONSOLE], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.splitlines()[-1] == "[]"


def test_the_server_modules_leave_jinja_and_qr_codes_for_later() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True, timeout=120
    )
    before, after = done.stdout.splitlines()
    assert before == "[]"
    assert after == "['PIL.Image', 'jinja2', 'qrcode']"


def test_templates_load_on_first_use_and_escape_names(tmp_path: Path) -> None:
    (tmp_path / "hello.html").write_text("Hello {{ name }}")
    templates = Templates(tmp_path)
    assert templates._environment is None  # nothing built yet
    assert templates.get_template("hello.html").render(name="<b>Ana</b>") == "Hello &lt;b&gt;Ana&lt;/b&gt;"
    assert templates._environment is not None
