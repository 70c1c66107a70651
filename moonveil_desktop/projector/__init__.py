"""The projector: the public view on a second screen (Qt) and on a TV browser (web).

Both are fed only ``public_view`` through a callable, never the table or the
game (see docs/projector.md). ``window`` needs Qt; ``scene``, ``catalog`` and
``tv_web`` do not.
"""
