"""Render resources/icons/moonveil.svg to a 256 px PNG for PyInstaller (it makes the
Windows .ico and macOS .icns from it). ``python packaging/render_icon.py OUT.png``"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

SVG = Path(__file__).resolve().parents[1] / "resources" / "icons" / "moonveil.svg"

app = QGuiApplication([])
out = Path(sys.argv[1])
out.parent.mkdir(parents=True, exist_ok=True)
if not QIcon(str(SVG)).pixmap(256, 256).save(str(out)):
    sys.exit(f"could not render {SVG} to {out}")
