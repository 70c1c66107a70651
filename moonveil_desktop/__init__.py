"""Moonveil Desktop: the moderator's console, projector, and phone server."""

# The one place the version is written: pyproject.toml reads it (hatch), the About
# dialog shows it, and a frozen bundle (which has no package metadata) still knows it.
__version__ = "0.1.0"
