"""Moonveil Desktop: the moderator's console, projector, and phone server."""
