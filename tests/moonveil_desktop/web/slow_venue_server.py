"""The phone server alone in a process, for the slowloris test: prints the wolf's card
URL and the open-file limit it runs with, serves until its stdin closes.

Run as ``python tests/moonveil_desktop/web/slow_venue_server.py`` from the repository
root (the test starts it with a 1,024-file limit)."""

from __future__ import annotations

import asyncio
import resource
import sys

from phones_support import WOLF, StepClock, make_table

from moonveil_desktop.web.server import PhoneService


async def main() -> None:
    service = PhoneService(make_table(), clock=StepClock())
    await service.start("127.0.0.1", 0)
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    print(service.url_for(WOLF), soft, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until the test hangs up
    await service.stop()


if __name__ == "__main__":
    asyncio.run(main())
