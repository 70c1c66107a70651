"""Start-up (issue 20): the phone server listens without Jinja and the QR library
(~0.3 s of imports); pages load their templates on first use, autoescaped."""

from __future__ import annotations

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
