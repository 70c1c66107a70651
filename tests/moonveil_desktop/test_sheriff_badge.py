"""Village vs Non-village's sheriff (ZH-11) is public: the projector's seat, the phones'
list of the village and the playing host's list of players name the living sheriff
(found by playing, stop 45: after the election nothing on the table said who held the
badge, and it weighs 1.5 in every execution vote, ZH-10.3)."""

from __future__ import annotations

import random

from engine import Game
from engine.simulate import CLOSE_ANYWAY, DEAL, _bot_seats, _bots_act
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.titles import public_sheriff
from moonveil_desktop.web.pages import page_context


def game_with_a_sheriff() -> Game:
    """A bot game of the book, played until a sheriff is elected."""
    for seed in range(40):
        game = Game("village_vs_nonvillage", {}, seed)
        for command in _bot_seats(9):
            game.apply(command)
        game.apply(DEAL)
        bots, rng = game.ruleset.bot_policy(None), random.Random(seed)
        for _ in range(12):
            if game.state.outcome is not None:
                break
            if public_sheriff(game.public_view()) is not None:
                return game
            _bots_act(game, bots, rng, False)
            game.apply(CLOSE_ANYWAY)
    raise AssertionError("no seed elected a sheriff")


def test_the_living_sheriff_is_named_on_the_projector_and_the_phones() -> None:
    game = game_with_a_sheriff()
    view = game.public_view("en")
    sheriff = view["setup"]["sheriff"]
    assert sheriff is not None and public_sheriff(view) == sheriff
    scene = build_scene(view)  # type: ignore[arg-type]  # a public view without the reveal
    assert [card.title for card in scene.seats] == ["Sheriff" if s == sheriff else "" for s in range(9)]
    other = next(s for s in range(9) if s != sheriff and game.state.players[s].alive)
    seats = page_context(game.player_view(other, "en"), "en", acting=False)["seats"]
    assert [s["sheriff"] for s in seats] == [s == sheriff for s in range(9)]


def test_a_dead_sheriff_is_no_longer_named() -> None:
    game = game_with_a_sheriff()
    view = game.public_view("en")
    sheriff = view["setup"]["sheriff"]
    dead = {**view, "seats": [{**s, "alive": s["seat"] != sheriff} for s in view["seats"]]}
    assert public_sheriff(dead) is None  # type: ignore[arg-type]
    assert all(card.title == "" for card in build_scene(dead).seats)  # type: ignore[arg-type]


class _Controller:
    """What the playing host's list of players reads: the public view, nothing else."""

    def __init__(self, view: object) -> None:
        self.view = view

    def public_view(self) -> object:
        return self.view


def test_the_playing_hosts_list_of_players_names_the_sheriff(qtbot) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.ui.phase import PublicStatus

    game = game_with_a_sheriff()
    view = game.public_view("en")
    sheriff = view["setup"]["sheriff"]
    assert sheriff is not None
    status = PublicStatus(_Controller(view))  # type: ignore[arg-type]
    qtbot.addWidget(status)
    lines = [label.text() for label in status.lines]
    assert [line.endswith(" (sheriff)") for line in lines] == [s == sheriff for s in range(9)], lines


def test_the_tv_page_shows_the_badge_on_the_sheriffs_seat() -> None:
    from moonveil_desktop.projector.catalog import translator
    from moonveil_desktop.projector.tv_web import _environment, render_tv_page

    game = game_with_a_sheriff()
    view = game.public_view("zh_CN")
    scene = build_scene(view, translator("zh_CN"), None, "zh_CN").to_dict()  # type: ignore[arg-type]
    page = render_tv_page(_environment(), scene, "zh_CN", base="")
    assert page.count('<span class="seat-role">警长</span>') == 1
