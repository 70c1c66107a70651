"""The phone side of the table: an embedded aiohttp server, its pages and QR codes.

``server.create_app`` builds the aiohttp application; ``server.PhoneService``
runs it on the qasync loop. No Qt is imported here (the LAN address lookup is
``moonveil_desktop.netaddr``, shared with Settings; the console's QR widget is
``moonveil_desktop.ui.qr_view``).
"""
