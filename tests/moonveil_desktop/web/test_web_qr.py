"""QR codes: every generated code decodes (zbar) to its URL; the PDF sheet; the console widget."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from phones_support import NAMES, StepClock

from moonveil_desktop.qr import SeatCode, qr_png, write_sheet
from moonveil_desktop.table import Table
from moonveil_desktop.web.server import PhoneService

ZBARIMG = shutil.which("zbarimg")
pytestmark = pytest.mark.skipif(ZBARIMG is None, reason="zbar-tools (zbarimg) is not installed")


def decode(path: Path) -> list[str]:
    """Every QR payload zbar finds in an image, one per line."""
    assert ZBARIMG is not None
    result = subprocess.run([ZBARIMG, "--quiet", "--raw", str(path)], capture_output=True, text=True, check=False)
    return [line for line in result.stdout.splitlines() if line]


def test_every_seat_code_decodes_to_its_url(table: Table, tmp_path: Path) -> None:
    service = PhoneService(table, clock=StepClock())
    service.host, service.port = "192.168.100.200", 8765  # not bound: only the URLs are used
    urls = [service.url_for(seat) for seat in range(len(NAMES))]
    for seat, url in enumerate(urls):
        path = tmp_path / f"{seat}.png"
        path.write_bytes(qr_png(url))
        assert decode(path) == [url]


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8765/p/abc",
        "http://[fe80::1234:5678:9abc:def0]:65535/p/" + "Z" * 43,
        "http://10.0.0.2:1/p/" + "-_" * 40,
    ],
)
def test_codes_of_other_lengths_decode(url: str, tmp_path: Path) -> None:
    path = tmp_path / "code.png"
    path.write_bytes(qr_png(url))
    assert decode(path) == [url]


def test_codes_are_cached_per_url() -> None:
    first = qr_png("http://127.0.0.1:1/p/cache-me")
    assert qr_png("http://127.0.0.1:1/p/cache-me") is first
    assert qr_png("http://127.0.0.1:1/p/cache-you") != first


def test_printable_sheet_has_a_card_per_seat(qapp: Any, tmp_path: Path) -> None:
    cards = [SeatCode(f"{name} <b>", f"http://127.0.0.1:9/p/seat{seat}") for seat, name in enumerate(NAMES * 2)]
    path = tmp_path / "sheet.pdf"
    pages = write_sheet(path, cards)
    data = path.read_bytes()
    assert pages == 2
    assert data.startswith(b"%PDF")
    assert re.findall(rb"/Count (\d+)", data) == [b"2"]


def test_widget_one_at_a_time_and_all_at_once(qtbot: Any, tmp_path: Path) -> None:
    from moonveil_desktop.ui.qr_view import ALL, SINGLE, QrView

    view = QrView()
    qtbot.addWidget(view)
    codes = [SeatCode(name, f"http://127.0.0.1:9/p/{name}") for name in ("<b>Ana</b>", "Bea", "Cai")]
    view.set_codes(codes)
    view.resize(500, 600)
    view.show()
    assert view.mode() == SINGLE and view.current_name() == "<b>Ana</b>"  # plain text, not bold
    with qtbot.waitSignal(view.seatShown) as shown:
        view.step(1)
    assert shown.args == [1] and view.current_name() == "Bea"
    view.step(-2)
    assert view.current_name() == "Cai"
    view.show_all()
    assert view.mode() == ALL
    assert view.grid_names() == ["<b>Ana</b>", "Bea", "Cai"]
    view.show_single(0)
    qtbot.wait(10)
    shot = tmp_path / "widget.png"
    assert view.grab().save(str(shot))
    assert decode(shot) == [codes[0].url]  # the code on screen scans


def test_every_code_on_a_printed_page_scans(qapp: Any, tmp_path: Path) -> None:
    from moonveil_desktop.qr import sheet_page_image

    cards = [SeatCode(f"{name} 李", f"http://192.168.1.23:8765/p/{name}-{'q' * 30}") for name in NAMES]
    path = tmp_path / "page.png"
    assert sheet_page_image(cards).save(str(path))
    assert sorted(decode(path)) == sorted(card.url for card in cards)
