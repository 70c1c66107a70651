"""Setting a rule book's game up: its options, its bots, the table size, the deal
and the start, and how a position (engine/position.py) is opened and checked."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from typing import Any

from engine.bots import RANDOM_POLICY, BotPolicy
from engine.errors import SetupError
from engine.model import GameState, PlayerState
from engine.options import OptionSpec
from engine.ruleset_book import BookData

_STARTING_USES: dict[tuple[RulesetSetup, str], dict[str, int]] = {}
"""Each (book, role)'s ``starting_uses``, built on the first deal of the role (never changed)."""


class RulesetSetup(BookData, ABC):
    """Options, bots, the deal and the start of a game of the book."""

    bot_policies: Mapping[str, BotPolicy] = {"random": RANDOM_POLICY}
    default_bot = "random"
    #: every option the rule set reads, described (engine/options.py); set per book
    option_table: tuple[OptionSpec, ...] = ()

    def bot_policy(self, name: str | None = None) -> BotPolicy:
        key = name or self.default_bot
        if key not in self.bot_policies:
            raise SetupError.of("unknown_bot_policy", rule="bots", policy=str(key))
        return self.bot_policies[key]

    # -- options ---------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {}

    def options(self, state: GameState) -> dict[str, Any]:
        return {**self.default_options(), **state.options}

    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options a setup form offers, in the order it shows them."""
        return self.option_table

    def proposed_options(self, players: int) -> dict[str, Any]:
        """The defaults made to deal a legal game at ``players`` seats. Rule sets
        whose book fixes one table size propose a composition for the others."""
        return self.default_options()

    # -- the deal and the start ------------------------------------------------
    def check_table(self, state: GameState) -> None:
        n = len(state.players)
        if not self.min_players <= n <= self.max_players:
            raise SetupError.of(
                "player_count", rule=f"{self.name}:players", least=self.min_players, most=self.max_players, count=n
            )

    @abstractmethod
    def build_composition(self, state: GameState) -> list[str]:
        """The role ids to deal, from the options and the game's RNG. Reads the
        table and its options and draws from ``state.rng``; changes nothing else
        (the deal's check runs it on the game's own state and then puts the
        generator back: tests/engine/test_bot_games_third_pass.py)."""

    def composition_draws(self, state: GameState) -> bool:
        """Whether ``build_composition`` draws from ``state.rng`` with this table's
        options. The deal's check saves and restores the generator around a build
        that draws (the generator's state is 625 numbers: saving and restoring it
        cost more than the rest of the check); a book whose build never draws with
        these options says False (tests/engine/test_bot_games_fourth_pass.py)."""
        return True

    def check_roles(self, state: GameState, roles: tuple[str, ...]) -> None:
        """Validate an explicit assignment (scenarios, manual deals)."""
        if len(roles) != len(state.players):
            raise SetupError.of("role_count", rule=f"{self.name}:deal", dealt=len(roles), seats=len(state.players))
        unknown = sorted(set(roles) - set(self.roles))
        if unknown:
            raise SetupError.of("unknown_roles", rule=f"{self.name}:deal", unknown=tuple(unknown))

    def assign(self, player: PlayerState, role_id: str) -> None:
        """Give a player a role and the role's starting attributes and uses."""
        self._assign_pairs(((player, role_id),))

    def assign_each(self, pairs: Iterable[tuple[PlayerState, str]]) -> None:
        """``assign`` for each (player, role) pair: the deal gives every seat its role in
        one frame instead of one ``assign`` frame a seat (docs/performance.md, twelfth
        pass, part P). A book that overrides ``assign`` gets its ``assign`` per pair."""
        if type(self).assign is not RulesetSetup.assign:
            for player, role_id in pairs:
                self.assign(player, role_id)
        else:
            self._assign_pairs(pairs)

    def _assign_pairs(self, pairs: Iterable[tuple[PlayerState, str]]) -> None:
        """The base ``assign``'s work for each pair (its one body)."""
        roles = self.roles
        for player, role_id in pairs:
            spec = roles[role_id]
            player.role = role_id
            player.seen_as = spec.seen_as
            player.counts_as = spec.counts_as
            player.wins_with = spec.team
            uses = _STARTING_USES.get((self, role_id))
            if uses is None:
                uses = _STARTING_USES[(self, role_id)] = self.starting_uses(role_id)
            # the player's own: spending changes it (most roles have no limited ability:
            # an empty literal, not a call of ``dict``: ~200 instructions a seat)
            player.uses = dict(uses) if uses else {}

    def starting_uses(self, role_id: str) -> dict[str, int]:
        """The role's limited abilities with their uses at the deal. The same for every
        holder of the role in every game of the book (a role's abilities and an ability's
        uses are constants), so ``assign`` builds it once per role and copies it."""
        spec = self.roles[role_id]
        return {a: u for a in spec.abilities if (u := self._uses_of(a)) is not None}

    def _uses_of(self, ability_id: str) -> int | None:
        ability = self.abilities.get(ability_id)
        return ability.uses if ability else None

    @abstractmethod
    def start(self, state: GameState) -> None:
        """After the deal: starting knowledge, channels, rule-set state, first phase."""

    # -- positions (engine/position.py) -------------------------------------
    def open_position_night(self, state: GameState, number: int) -> None:
        """Open night ``number`` of a position as play would (``open_phase``)."""
        raise SetupError.of("no_position_night", rule="position")

    def check_position(self, state: GameState) -> None:
        """The rule set's own checks of a position laid down by ``engine.position``
        (seats, counts and pending effects in its ``ext``); raise ``PositionError``."""
        return None
