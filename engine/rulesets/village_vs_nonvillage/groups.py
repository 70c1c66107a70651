"""Groups (共群, ZH-3.13–3.14) and the Madman's conversion (ZH-1.9)."""

from __future__ import annotations

from engine.model import GameState
from engine.rulesets.village_vs_nonvillage.roles import MADMAN, VILLAGE
from engine.rulesets.village_vs_nonvillage.state import ext


def convert(state: GameState, madman: int) -> None:
    """ZH-1.9: the Madman becomes village faction, loses every skill, learns his role."""
    p = state.players[madman]
    p.wins_with = VILLAGE
    p.seen_as = VILLAGE
    p.counts_as = frozenset({VILLAGE})
    ext(state).skills[madman] = set()
    state.tell(madman, "converted", role=MADMAN)


def group_of(state: GameState, seat: int) -> set[int]:
    for cid, members in state.channels.items():
        if cid.startswith("group") and seat in members:
            return set(members)
    return set()


def join_group(state: GameState, seats: tuple[int, ...] | list[int]) -> None:
    """ZH-3.14: union of groups; every member of a changed group learns its members and roles."""
    zh = ext(state)
    wanted = set(seats)
    existing = sorted(
        (cid for cid, m in state.channels.items() if cid.startswith("group") and m & wanted),
        key=lambda c: int(c[5:]),
    )
    members = set(wanted)
    for cid in existing:
        members |= state.channels[cid]
    if len(members) < 2:
        return
    if existing:
        keep = existing[0]
        for cid in existing[1:]:
            del state.channels[cid]
    else:
        keep = f"group{zh.next_group}"
        zh.next_group += 1
    if state.channels.get(keep) == members:
        return
    state.channels[keep] = members
    ordered = sorted(members)
    for seat in ordered:
        state.tell(
            seat, "group_members", members=ordered, member_roles=[state.players[s].role for s in ordered], group=keep
        )
