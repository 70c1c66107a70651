"""QR codes on demand (issue 20): a code holds an image only while it is shown, drawn
at the size it is shown; a hidden view (the Phones dock behind another tab, the
"all" grid while one code is shown) holds none, only its URLs."""

from __future__ import annotations

from moonveil_desktop.qr import SeatCode
from moonveil_desktop.ui.qr_view import QrImage, QrView


def images_held(view: QrView) -> list[QrImage]:
    return [image for image in view.findChildren(QrImage) if not image.pixmap().isNull()]


def test_codes_hold_an_image_only_while_shown_at_their_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = QrView()
    qtbot.addWidget(view)
    view.resize(600, 500)
    view.set_codes([SeatCode(f"Player {i}", f"http://192.168.1.23:8765/p/{i:04d}-{'x' * 28}") for i in range(12)])
    assert view.findChildren(QrImage) and images_held(view) == []  # nothing shown yet
    view.show_all()
    view.show()
    qtbot.waitExposed(view)
    held = images_held(view)
    assert len(held) == 12  # the grid's codes, not the hidden single page's
    for image in held:
        assert image.pixmap().width() <= min(image.width(), image.height())  # display size, not a big source
    view.show_single(3)
    assert len(images_held(view)) == 1  # the grid was hidden: its images went with it
    view.hide()
    assert images_held(view) == []
