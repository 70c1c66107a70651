"""What the Phones panel tells the moderator until the first phone gets through: why
phones cannot reach the laptop (no network, or a server that listens on the laptop
only), or else what the operating system will ask on first start (the Windows firewall
prompt, macOS "accept incoming network connections") and what to try when a Wi-Fi
keeps devices apart (a phone's hotspot). Plain words, no networking terms beyond the
address shown.

``reach_hint`` decides from plain values (tested for every case); ``hint_for`` reads
them from a running ``PhoneLink``.
"""

from __future__ import annotations

import ipaddress
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from moonveil_desktop.phones_link import PhoneLink


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def reach_hint(host: str, lan_addresses: list[str], platform: str, port: int) -> str:
    """The advice for a server bound to ``host``:``port`` on ``platform`` (``sys.platform``)."""
    if is_loopback(host) and not lan_addresses:
        return QCoreApplication.translate(
            "NetworkHint",
            "This laptop is not on any network, so phones cannot reach it. Join the Wi-Fi that the "
            "players' phones use (or turn on a phone's hotspot and join that), then restart Moonveil Desktop.",
        )
    if is_loopback(host):
        return (
            QCoreApplication.translate(
                "NetworkHint",
                "Phones cannot connect: the phone server listens on this laptop only (%s). In Settings, choose "
                "this laptop's network address as the phone server interface, then restart Moonveil Desktop.",
            )
            % host
        )
    sentences = [QCoreApplication.translate("NetworkHint", "Phones must be on the same Wi-Fi as this laptop.")]
    if platform.startswith("win"):
        sentences.append(
            QCoreApplication.translate(
                "NetworkHint",
                "If Windows asks whether to allow Moonveil Desktop on networks, tick Private networks "
                "and choose Allow.",
            )
        )
    elif platform == "darwin":
        sentences.append(
            QCoreApplication.translate(
                "NetworkHint",
                'If macOS asks whether Moonveil Desktop may "accept incoming network connections", choose Allow.',
            )
        )
    else:
        sentences.append(
            QCoreApplication.translate(
                "NetworkHint", "If this laptop runs a firewall, let it accept connections on port %d."
            )
            % port
        )
    sentences.append(
        QCoreApplication.translate(
            "NetworkHint",
            "If phones still cannot open the page, the Wi-Fi may keep devices apart (guest networks often "
            "do): turn on a phone's hotspot and join it with the laptop and the other phones.",
        )
    )
    return " ".join(sentences)


def phones_cut_off(link: PhoneLink) -> bool:
    """The server runs but listens on this laptop only: no phone can reach it. The panel
    says so in red, and keeps saying it (a browser on the laptop itself may still get
    through, the players' phones never will)."""
    host = link.server_host
    return host is not None and is_loopback(host)


def hint_for(link: PhoneLink) -> str:
    """The advice for the running server, or "" once a phone got through (or no server runs:
    the panel's status line says why)."""
    if not link.running or link.service is None:
        return ""
    cut_off = phones_cut_off(link)
    if not cut_off and (link.connected_seats() or any(seat.cookie is not None for seat in link.lobby.seats)):
        return ""
    from moonveil_desktop.netaddr import lan_addresses

    host = link.service.host
    lan = lan_addresses() if cut_off else []  # only then does it matter
    return reach_hint(host, lan, sys.platform, link.service.port)
