"""The phone server as the app runs it: on a qasync loop inside Qt, with a window open."""

from __future__ import annotations

from typing import Any

import aiohttp
from phones_support import SEER, WOLF, StepClock, make_table

from engine.commands import Submit
from moonveil_desktop.web.server import PhoneService


def test_server_on_the_qasync_loop_serves_and_stops(qapp: Any, qtbot: Any) -> None:
    import qasync
    from PySide6.QtWidgets import QLabel

    window = QLabel("console")
    qtbot.addWidget(window)
    window.show()
    table = make_table()

    async def session() -> tuple[int, str, int]:
        service = PhoneService(table, clock=StepClock())
        await service.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client:
                async with client.get(service.url_for(SEER)) as page:
                    html = await page.text()
                act = {"ability": "attack", "targets": [3]}
                async with client.post(service.url_for(WOLF) + "/act", json=act) as response:
                    return page.status, html, response.status
        finally:
            await service.stop()

    loop = qasync.QEventLoop(qapp)
    try:
        status, html, acted = loop.run_until_complete(session())
    finally:
        loop.close()
    assert status == 200 and '<h2 class="role">Seer</h2>' in html
    assert acted == 200 and table.game.journal[-1] == Submit(WOLF, "attack", (3,))
