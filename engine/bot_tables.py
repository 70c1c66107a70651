"""The tables bot games are checked on: every rule set (Moonveil twice: classic
and All Roles) at three sizes. Shared by the bot-legality tests and
``scripts/bot_games.py`` (the 2,000-game runs reported in ``docs/bots.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Three factions deals exactly its role list (IT-1.1, D-02): smaller tables name theirs.
THREE_FACTIONS_12 = (
    *("lupo_demonio", "lupo_mutaforma", "lupo_mannaro", "leader_alieno", "generale_alieno", "soldato_alieno"),
    *("veggente_cieco", "guardia", "detective", "spirito_candido", "contadino", "diablo"),
)
THREE_FACTIONS_17 = (
    *THREE_FACTIONS_12,
    *("lupo_mannaro", "indemoniato", "medium", "meretrice", "mucca_mannara"),
)


@dataclass(frozen=True)
class BotTable:
    """A rule set with its options, at a few table sizes."""

    label: str
    ruleset: str
    options: dict[str, Any]
    sizes: tuple[int, ...]

    def options_for(self, players: int) -> dict[str, Any]:
        if self.ruleset == "three_factions" and players != 22:
            roles = {12: THREE_FACTIONS_12, 17: THREE_FACTIONS_17}[players]
            return {**self.options, "roles": list(roles)}
        return dict(self.options)


BOT_TABLES = (
    BotTable("Moonveil classic", "moonveil", {"game_type": "classic"}, (6, 8, 12)),
    BotTable("Moonveil All Roles", "moonveil", {"game_type": "all_roles"}, (5, 12, 30)),
    BotTable("Luna llena", "luna_llena", {}, (7, 8, 9)),
    BotTable("Three factions", "three_factions", {}, (12, 17, 22)),
    BotTable("Village vs Non-village", "village_vs_nonvillage", {}, (8, 15, 24)),
)
