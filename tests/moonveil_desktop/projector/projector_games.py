"""Whole games for the projector's leak scans: any registered rule set, bots playing.

``play(ruleset, seed, step)`` seats bots, deals, and plays to the end through a
real ``Table``, calling ``step(table)`` after every accepted command. Living
channel members also write a unique canary line in their channel each phase, so
a channel that reached the screen would be caught.

``secrets(table, lang)`` lists what must never be on a public screen at that
moment: the text of every message that is not public (private results, night
targets in the moderator's notes, channel lines) and the role names of living
players whose role the public view does not hold.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.commands import Advance, Clock, Deal, Say, SeatPlayer
from engine.ruleset import find_ruleset
from moonveil_desktop.table import Table, TableSettings

MAX_PHASES = 200
CANARY = "canary-"


def players_for(ruleset: str) -> int:
    spec = find_ruleset(ruleset)
    return spec.default_players


def play(
    ruleset: str, seed: int, step: Callable[[Table], None], players: int | None = None, names: list[str] | None = None
) -> Table:
    table = Table(TableSettings(ruleset, seed=seed))
    spec = find_ruleset(ruleset)
    bots = spec.bot_policy()
    rng = random.Random(seed)

    def apply(command: object) -> None:
        table.apply(command)  # type: ignore[arg-type]
        step(table)

    for index in range(players or players_for(ruleset)):
        apply(SeatPlayer(names[index] if names else f"Player {chr(65 + index)}", bot=True))
    apply(Deal())
    now = 0
    for phase in range(MAX_PHASES):
        if table.game.state.over:
            return table
        _canaries(table, step, phase)
        seats = sorted({p.seat for p in table.game.prompts()} | {v.seat for v in table.game.vote_prompts()})
        for seat in seats:  # each bot decides on the game as it is at its turn
            for command in bots.decide(table.player_view(seat, lang=None), rng):  # type: ignore[arg-type]
                apply(command)
        now += 60_000
        apply(Clock(now))
        apply(Advance(override=bool(table.game.missing())))
    raise AssertionError("the bot game did not end")


def _canaries(table: Table, apply_seen: Callable[[Table], None], phase: int) -> None:
    for seat in range(len(table.game.state.players)):
        view = table.player_view(seat, lang=None)  # type: ignore[arg-type]
        if not view["alive"]:
            continue
        for channel in view["channels"]:
            say = Say(seat, channel, f"{CANARY}{phase}-{seat}-{channel}")
            if table.try_apply(say) is None:  # a rule set may close a channel at times
                apply_seen(table)
                return  # one line per phase is enough


@dataclass
class Secrets:
    texts: list[str]  # must appear nowhere on screen
    hidden_role_names: dict[int, set[str]]  # per living seat without a public role: no role name on its card
    unannounced_roles: set[str]  # role names of the living the public view never names


def secrets(table: Table, lang: str) -> Secrets:
    public = table.public_view(lang)
    log = table.moderator_view(lang)["log"]
    said = {m["text"] for m in log if m["audience"]["kind"] == "public"}
    # Once the game is over the reveal (issue 26) tells the story, private lines and reasons
    # included: only a team's chat stays secret then.
    private = ("channel",) if table.game.state.over else ("player", "channel", "moderator")
    texts = sorted({m["text"] for m in log if m["audience"]["kind"] in private and m["text"] not in said})
    spec = find_ruleset(table.settings.ruleset)
    all_names = {r.name(lang) for r in spec.roles.values()}
    hidden = {s["seat"]: all_names for s in public["seats"] if s["alive"] and not s["role"]}
    public_text = " ".join(
        [str(public.get("title", ""))]
        + [m["text"] for m in public["announcements"]]
        + [spec.roles[s["role"]].name(lang) for s in public["seats"] if s["role"] in spec.roles]
        + [spec.roles[r].name(lang) for r in public.get("setup", {}).get("composition", {}) if r in spec.roles]
        + [spec.roles[r].name(lang) for r in public.get("setup", {}).get("public_counts", {}) if r in spec.roles]
    )
    unannounced = {
        spec.roles[p.role].name(lang)
        for p in table.game.state.players
        if p.alive
        and p.role
        and not public["seats"][p.seat]["role"]
        and spec.roles[p.role].name(lang) not in public_text
    }
    return Secrets(texts, hidden, unannounced)


def leaks(found: Secrets, screen_text: str, seat_texts: dict[int, str]) -> list[str]:
    """What of ``found`` a screen shows (an empty list when it shows nothing secret)."""
    problems = [f"private text {t!r}" for t in found.texts if t and t in screen_text]
    problems += [f"role {r!r} of a living player" for r in found.unannounced_roles if r in screen_text]
    for seat, names in found.hidden_role_names.items():
        problems += [f"seat {seat} shows role {n!r}" for n in names if n in seat_texts.get(seat, "")]
    if CANARY in screen_text:
        problems.append("a channel line")
    return problems
