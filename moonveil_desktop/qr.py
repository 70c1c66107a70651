"""QR codes for the phone URLs: PNG bytes per URL (cached) and a printable PDF sheet.

The mask pattern is fixed: qrcode's search for the "best" mask is ~90% of its
time and every mask decodes equally well (TECH_NOTES). The version is the
smallest that fits, with error correction M (survives a smudge on a printout).
The module matrix is drawn with Pillow directly (1 px per module, then scaled
by nearest neighbour), which is several times faster than qrcode's own drawing.

A URL holds a seat's secret token: PNGs and sheets are shown to that seat only
(or printed for the table); never logged, never on the projector.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PIL import Image

MASK_PATTERN = 0
BOX_SIZE = 8
BORDER = 4
CACHE_SIZE = 256


def qr_matrix(url: str) -> list[list[bool]]:
    """The QR modules of ``url`` with the quiet zone (``BORDER`` modules) around."""
    import qrcode  # type: ignore[import-untyped]  # ~0.1 s with PIL: on first use, not on the start-up path

    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER, mask_pattern=MASK_PATTERN)
    code.add_data(url)
    code.make(fit=True)
    matrix: list[list[bool]] = code.get_matrix()
    return matrix


def qr_image(url: str, box_size: int = BOX_SIZE) -> Image.Image:
    """A black-on-white 1-bit image of the code, ``box_size`` pixels per module."""
    from PIL import Image

    matrix = qr_matrix(url)
    size = len(matrix)
    raw = bytes(0 if dark else 255 for row in matrix for dark in row)
    image = Image.frombytes("L", (size, size), raw)
    return image.resize((size * box_size, size * box_size), Image.Resampling.NEAREST).convert("1")


@lru_cache(maxsize=CACHE_SIZE)
def qr_png(url: str, box_size: int = BOX_SIZE) -> bytes:
    """PNG bytes of the code for ``url``; generated once per URL (a new token → a new URL)."""
    buffer = io.BytesIO()
    qr_image(url, box_size).save(buffer, format="PNG")
    return buffer.getvalue()


@dataclass(frozen=True)
class SeatCode:
    """One card of the sheet: the seat's name (user input) and private URL."""

    name: str
    url: str


COLUMNS, ROWS = 2, 3
PER_PAGE = COLUMNS * ROWS
A4_MM = (210.0, 297.0)
MARGIN_MM = 10.0


def sheet_pages(cards: Sequence[SeatCode]) -> list[list[SeatCode]]:
    return [list(cards[i : i + PER_PAGE]) for i in range(0, max(1, len(cards)), PER_PAGE)]


def write_sheet(path: str | Path, cards: Sequence[SeatCode], title: str = "") -> int:
    """A printable A4 PDF: one card per seat (QR + name), dashed cut lines, six cards
    a page. Needs a QGuiApplication. Returns the number of pages."""
    from PySide6.QtCore import QCoreApplication, QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

    writer = QPdfWriter(str(path))
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    a4 = QPageSize(QPageSize.PageSizeId.A4)
    writer.setPageLayout(QPageLayout(a4, QPageLayout.Orientation.Portrait, margins, QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(title or QCoreApplication.translate("qr", "Moonveil cards"))
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    pages = sheet_pages(cards)
    painter = QPainter(writer)
    for number, page in enumerate(pages):
        if number:
            writer.newPage()
        paint_cards(painter, area.width(), area.height(), page)
    painter.end()
    return len(pages)


def sheet_page_image(cards: Sequence[SeatCode], width_px: int = 1240) -> Any:
    """One page of the sheet as a QImage (a print preview; tests scan it with zbar)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    scale = width_px / A4_MM[0]
    height_px = round(A4_MM[1] * scale)
    image = QImage(width_px, height_px, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    margin = round(MARGIN_MM * scale)
    painter = QPainter(image)
    painter.translate(margin, margin)
    paint_cards(painter, width_px - 2 * margin, height_px - 2 * margin, cards[:PER_PAGE])
    painter.end()
    return image


def paint_cards(painter: Any, width: float, height: float, cards: Sequence[SeatCode]) -> None:
    """Up to six cards in a 2x3 grid: dashed cut lines, the code, the name, a hint."""
    from PySide6.QtCore import QCoreApplication, QRectF, Qt
    from PySide6.QtGui import QFont, QImage, QPen

    cell_w, cell_h = width / COLUMNS, height / ROWS
    name_font = QFont()
    name_font.setPixelSize(max(1, int(cell_h * 0.08)))
    hint_font = QFont()
    hint_font.setPixelSize(max(1, int(cell_h * 0.045)))
    hint = QCoreApplication.translate("qr", "Scan with your phone to see your card. Keep it secret.")
    for slot, card in enumerate(cards):
        cell = QRectF((slot % COLUMNS) * cell_w, (slot // COLUMNS) * cell_h, cell_w, cell_h)
        painter.setPen(QPen(Qt.GlobalColor.gray, max(1.0, cell_w / 400), Qt.PenStyle.DashLine))
        painter.drawRect(cell)  # the cut lines
        code = QImage.fromData(qr_png(card.url))
        modules = code.width() // BOX_SIZE
        side = max(1, int(min(cell_w, cell_h) * 0.68 / modules)) * modules  # whole pixels per module
        target = QRectF(round(cell.center().x() - side / 2), round(cell.top() + cell_h * 0.06), side, side)
        painter.drawImage(target, code)
        painter.setPen(QPen(Qt.GlobalColor.black))
        painter.setFont(name_font)
        name_box = QRectF(cell.left(), target.bottom(), cell_w, cell_h * 0.13)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, card.name)
        painter.setFont(hint_font)
        hint_box = QRectF(
            cell.left() + cell_w * 0.05, name_box.bottom(), cell_w * 0.9, cell.bottom() - name_box.bottom()
        )
        painter.drawText(hint_box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, hint)
