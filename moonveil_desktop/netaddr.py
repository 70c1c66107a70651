"""The LAN address phones can reach: the first up, non-loopback IPv4 interface.

Kept out of ``web`` so the server needs no Qt and Settings (a widget, which may not
import ``web``) can list the same addresses; uses ``QNetworkInterface``.
"""

from __future__ import annotations

LOOPBACK = "127.0.0.1"


def lan_addresses() -> list[str]:
    """IPv4 addresses of interfaces that are up, running and not loopback, in Qt's order."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    flags = QNetworkInterface.InterfaceFlag
    found = []
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
                found.append(address.toString())
    return found


def default_host() -> str:
    """The address the server binds by default (loopback when there is no network)."""
    addresses = lan_addresses()
    return addresses[0] if addresses else LOOPBACK
