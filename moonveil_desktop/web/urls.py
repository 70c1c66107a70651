"""The addresses the console shows for the phone server (the table QR's join link, the
TV page's link), apart from the server's modules: the Phones panel formats them without
importing aiohttp (~0.25 s), which the console alone does not need (start-up, issue 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from moonveil_desktop.lobby import Lobby


def join_url(base: str, lobby: Lobby) -> str:
    """The table QR's URL (``base`` like ``http://192.168.1.20:8765``)."""
    return f"{base.rstrip('/')}/join/{lobby.join_token}"


def tv_url(base: str, token: str) -> str:
    """The TV page's address, e.g. ``tv_url("http://192.168.1.5:8080", token)``."""
    return f"{base.rstrip('/')}/tv/{token}"


def tv_short_url(base: str, token: str) -> str:
    """The TV page's address to type on a TV remote: ``http://192.168.1.5:8080/tv/K7PM-4XQ2``."""
    from moonveil_desktop.web.tokens import grouped, tv_code

    return f"{base.rstrip('/')}/tv/{grouped(tv_code(token))}"


WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})  # listen on every interface: announce a real address


def base_url(host: str, port: int) -> str:
    """What the QR codes announce for a server bound to ``host``:``port``. A server
    listening on every interface (0.0.0.0) announces the LAN address: no phone can
    open http://0.0.0.0."""
    if host in WILDCARD_HOSTS:
        from moonveil_desktop.netaddr import default_host

        host = default_host()
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{port}"
