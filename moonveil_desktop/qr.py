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

import qrcode  # type: ignore[import-untyped]
from PIL import Image

MASK_PATTERN = 0
BOX_SIZE = 8
BORDER = 4
CACHE_SIZE = 256


def qr_matrix(url: str) -> list[list[bool]]:
    """The QR modules of ``url`` with the quiet zone (``BORDER`` modules) around."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER, mask_pattern=MASK_PATTERN)
    code.add_data(url)
    code.make(fit=True)
    matrix: list[list[bool]] = code.get_matrix()
    return matrix


def qr_image(url: str, box_size: int = BOX_SIZE) -> Image.Image:
    """A black-on-white 1-bit image of the code, ``box_size`` pixels per module."""
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


def write_sheet(path: str | Path, cards: Sequence[SeatCode], title: str = "") -> int:
    """A printable A4 PDF: one card per seat (QR + name), dashed cut lines, six cards
    a page. Needs a QGuiApplication. Returns the number of pages."""
    from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
    from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

    columns, rows = 2, 3
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(10, 10, 10, 10),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setResolution(300)
    writer.setTitle(title or QCoreApplication.translate("qr", "Moonveil cards"))
    painter = QPainter(writer)
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    cell_w, cell_h = area.width() / columns, area.height() / rows
    name_font = QFont()
    name_font.setPixelSize(int(cell_h * 0.08))
    hint_font = QFont()
    hint_font.setPixelSize(int(cell_h * 0.045))
    hint = QCoreApplication.translate("qr", "Scan with your phone to see your card. Keep it secret.")
    per_page = columns * rows
    pages = max(1, -(-len(cards) // per_page))
    for index, card in enumerate(cards):
        if index and index % per_page == 0:
            writer.newPage()
        slot = index % per_page
        cell = QRectF(
            (slot % columns) * cell_w,
            (slot // columns) * cell_h,
            cell_w,
            cell_h,
        )
        painter.setPen(QPen(Qt.GlobalColor.gray, 2, Qt.PenStyle.DashLine))
        painter.drawRect(cell)  # the cut lines
        side = min(cell_w, cell_h) * 0.68
        image = QImage.fromData(qr_png(card.url))
        target = QRectF(cell.center().x() - side / 2, cell.top() + cell_h * 0.06, side, side)
        painter.drawImage(target, image)
        painter.setPen(QPen(Qt.GlobalColor.black))
        painter.setFont(name_font)
        name_box = QRectF(cell.left(), target.bottom(), cell_w, cell_h * 0.13)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, card.name)
        painter.setFont(hint_font)
        hint_box = QRectF(
            cell.left() + cell_w * 0.05, name_box.bottom(), cell_w * 0.9, cell.bottom() - name_box.bottom()
        )
        painter.drawText(hint_box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, hint)
    painter.end()
    return pages
