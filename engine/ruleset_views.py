"""What the screens of a rule book may show: a player's card, what the public may
know of the deal and of the dead, the night-order checklist, and the narrator's
extra details. engine/views.py builds the views from these."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.model import GameState
from engine.ruleset_words import RulesetWords
from engine.view_types import Card, ModeratorDetails, PublicSetup


@dataclass(frozen=True)
class ChecklistStep:
    """One line of the moderator's night-order checklist."""

    id: str
    role: str
    words: Mapping[str, str]
    seats: tuple[int, ...]
    abilities: tuple[str, ...]
    active: bool
    #: called in an earlier input step of this night, which is over (a night taken in
    #: several steps: Village vs Non-village's NP-2…NP-4, then NP-7, then NP-8)
    passed: bool = False


class RulesetViews(RulesetWords):
    """What each audience may see of a game of the book."""

    def card(self, state: GameState, seat: int, lang: str = "en") -> Card:
        player = state.players[seat]
        spec = self.roles.get(player.role)
        card: Card = {
            "role": player.role,
            "role_name": spec.name(lang) if spec else "",
            "team": player.wins_with,
            "text": spec.text(lang) if spec else "",
            "goal": spec.goals.get(lang, spec.goals.get("en", "")) if spec else "",
            "uses": dict(player.uses),
            # the book's words, so no screen shows an id: the side and every ability's name
            "team_name": self.attribute_word(player.wins_with, lang),
            "ability_names": self.ability_names_in(lang),
        }
        if self.target_parts:  # a phone labels each target of these abilities with its part
            card["target_parts"] = {a: self.target_part_words(a, lang) for a in self.target_parts}
        return card

    def ability_names_in(self, lang: str) -> dict[str, str]:
        """Every ability's name in ``lang`` (a card carries them all). A book's words
        never change, so the table is made once per language (naming thirty
        abilities was a fifth of a bot game) and each card gets its own copy."""
        tables: dict[str, dict[str, str]] = self.__dict__.setdefault("_ability_name_tables", {})
        table = tables.get(lang)
        if table is None:
            table = tables[lang] = {a: self.ability_name(a, lang) for a in self.abilities}
        return dict(table)

    def status_is_public(self, state: GameState) -> bool:
        """Whether the village may see who has acted (only safe when everyone acts)."""
        return False

    def public_setup(self, state: GameState) -> PublicSetup:
        """What the table may know of the composition (rule sets differ)."""
        return {"players": len(state.players)}

    def role_public(self, state: GameState, seat: int) -> str | None:
        """The role the public knows for this seat (revealed on elimination...)."""
        return None

    def ballots_public(self, state: GameState) -> bool:
        """Whether the village may learn who voted for whom (a book that publishes
        only totals keeps every ballot secret, in the end-of-game story too)."""
        return False

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        return []

    def moderator_details(self, state: GameState) -> ModeratorDetails:
        """Rule-set state a narrator may see beside the grimoire (kill points,
        charges, histories...); plain JSON-able data. Never part of other views."""
        return {}
