"""Moonveil Village classic: one test per rule ID of MV-3 … MV-9 (shared/rules/moonveil.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.errors import DeadActor, Incomplete, SetupError, WrongPhase
from tests.helpers import R8_ROLES, finish_night, table


def seated(n: int, options: dict[str, object]) -> Game:
    game = Game("moonveil", {"game_type": "classic", **options}, 1)
    for index in range(n):
        game.apply(SeatPlayer(f"P{index + 1}"))
    return game


def public_kinds(game: Game) -> list[str]:
    return [m.kind for m in game.state.messages if m.audience.kind == "public"]


# -- MV-3 classic setup (MV-T01) --------------------------------------------------


@pytest.mark.parametrize("wolves", [0, 50])
def test_MV_3_1_between_1_and_49_wolves(wolves: int) -> None:
    with pytest.raises(SetupError) as refused:
        seated(99, {"wolves": wolves}).apply(Deal())
    assert refused.value.rule == "MV-3.1"


def test_MV_3_1_49_wolves_need_99_players() -> None:
    game = seated(99, {"wolves": 49, "seer": False, "guardian": False})
    game.apply(Deal())
    roles = [p.role for p in game.state.players]
    assert roles.count("wolf") == 49 and roles.count("villager") == 50
    with pytest.raises(SetupError, match="fewer than half"):
        seated(98, {"wolves": 49, "seer": False, "guardian": False}).apply(Deal())


@pytest.mark.parametrize(("seer", "guardian"), [(True, True), (True, False), (False, True), (False, False)])
def test_MV_3_2_and_MV_3_3_seer_and_guardian_optional(seer: bool, guardian: bool) -> None:
    game = seated(8, {"wolves": 2, "seer": seer, "guardian": guardian})
    game.apply(Deal())
    roles = [p.role for p in game.state.players]
    assert roles.count("seer") == int(seer) and roles.count("guardian") == int(guardian)


def test_MV_3_4_remaining_seats_are_villagers() -> None:
    game = seated(8, {"wolves": 3})
    game.apply(Deal())
    assert sorted(p.role for p in game.state.players).count("villager") == 3  # MV-T01 (b)


def test_MV_3_5_wolves_fewer_than_half() -> None:
    with pytest.raises(SetupError) as refused:
        seated(8, {"wolves": 4}).apply(Deal())  # MV-T01 (a)
    assert refused.value.rule == "MV-3.5"


def test_MV_3_6_at_least_one_villager() -> None:
    with pytest.raises(SetupError) as refused:
        seated(3, {"wolves": 1}).apply(Deal())  # MV-T01 (c)
    assert refused.value.rule == "MV-3.6"
    accepted = seated(3, {"wolves": 1, "seer": False})  # MV-T01 (f)
    accepted.apply(Deal())
    assert sorted(p.role for p in accepted.state.players) == ["guardian", "villager", "wolf"]


def test_MV_3_7_shuffled_and_delivered_privately() -> None:
    deals = set()
    for seed in range(6):
        game = Game("moonveil", {"game_type": "classic", "wolves": 2}, seed)
        for index in range(8):
            game.apply(SeatPlayer(f"P{index + 1}"))
        game.apply(Deal())
        deals.add(tuple(p.role for p in game.state.players))
        for seat in range(8):
            mine = [m for m in game.state.messages if m.kind == "your_role" and seat in m.recipients]
            assert len(mine) == 1 and mine[0].params["role"] == game.state.players[seat].role
            assert mine[0].audience.kind == "player"
    assert len(deals) > 1


def test_refused_deal_changes_nothing() -> None:
    game = seated(8, {"wolves": 4})
    before = (list(game.journal), game.state.phase, len(game.state.messages))
    with pytest.raises(SetupError):
        game.apply(Deal())
    assert (list(game.journal), game.state.phase, len(game.state.messages)) == before


# -- MV-4 night submissions ---------------------------------------------------------


def test_MV_4_1_one_submission_per_living_player() -> None:
    game = table()
    assert sorted(p.seat for p in game.prompts()) == list(range(8))
    with pytest.raises(Incomplete):
        game.apply(Advance())


def test_MV_4_2_wolf_victim_is_not_a_wolf() -> None:
    game = table()
    assert game.legal_targets(0, "attack") == [2, 3, 4, 5, 6, 7]


def test_MV_4_3_seer_inspects_another_player() -> None:
    assert table().legal_targets(2, "inspect") == [0, 1, 3, 4, 5, 6, 7]


def test_MV_4_4_guardian_protects_any_player_self_included() -> None:
    assert table().legal_targets(3, "protect") == list(range(8))


def test_MV_4_5_villager_presses_ready() -> None:
    game = table()
    assert [p.abilities for p in game.prompts() if p.seat == 4] == [("ready",)]
    game.apply(Submit(4, "ready"))
    assert (4, "role") in game.state.submissions


def test_MV_4_6_wolves_know_their_teammates() -> None:
    game = table()
    assert game.player_view(0)["card"]["teammates"] == [1]
    assert "teammates" not in game.player_view(2)["card"]
    assert game.player_view(0)["channels"] == {"wolves": ["P1", "P2"]}
    assert game.player_view(4)["channels"] == {}


def test_MV_4_7_submissions_are_hidden() -> None:
    game = table()
    game.apply(Submit(0, "attack", (4,)))
    text = str(game.public_view()) + str(game.player_view(4)) + str(game.moderator_view(narrator=False))
    assert "attack" not in text
    assert game.moderator_view(narrator=True)["submissions"][0]["targets"] == [4]


# -- MV-5 night resolution ------------------------------------------------------------


def test_MV_5_1_resolve_waits_for_every_living_player() -> None:
    game = table()
    game.apply(Submit(0, "attack", (4,)))
    with pytest.raises(Incomplete) as refused:
        game.apply(Advance())
    assert refused.value.rule == "MV-9.2"


def test_MV_5_2_most_chosen_target() -> None:
    game = table(("wolf", "wolf", "wolf", "villager", "villager", "villager", "villager", "villager"))
    finish_night(game, p1=("attack", (4,)), p2=("attack", (5,)), p3=("attack", (5,)))
    assert [d.seat for d in game.state.deaths] == [5]


def test_MV_5_3_ties_are_drawn_at_random() -> None:
    victims = set()
    for seed in range(12):
        game = table(seed=seed)
        finish_night(game, p1=("attack", (4,)), p2=("attack", (5,)), p4=("protect", (3,)))
        victims.add(game.state.deaths[0].seat)
    assert victims == {4, 5}


def test_MV_5_4_protection_prevents_the_elimination() -> None:
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p4=("protect", (4,)))
    assert game.state.deaths == [] and "nobody_eliminated" in public_kinds(game)


def test_MV_5_5_seer_result_even_if_eliminated() -> None:
    game = table()
    finish_night(game, p1=("attack", (2,)), p2=("attack", (2,)), p3=("inspect", (1,)), p4=("protect", (4,)))
    view = game.player_view(2)
    assert not view["alive"]
    assert [m["text"] for m in view["messages"] if m["kind"] == "inspect_result"] == ["P2: Wolf."]


def test_MV_5_6_guardian_no_repeat_on_consecutive_nights() -> None:
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p4=("protect", (4,)))
    game.apply(Advance())
    game.apply(Advance(override=True))
    assert 4 not in game.legal_targets(3, "protect")
    assert 3 in game.legal_targets(3, "protect")


# -- MV-6 day -----------------------------------------------------------------------


def day_vote(game: Game) -> None:
    finish_night(game, p1=("attack", (7,)), p2=("attack", (7,)), p4=("protect", (3,)))
    game.apply(Advance())  # open the vote (MV-6.2)


def test_MV_6_1_and_MV_6_2_discussion_then_host_opens_vote() -> None:
    game = table()
    finish_night(game, p1=("attack", (7,)), p2=("attack", (7,)), p4=("protect", (3,)))
    assert game.state.phase.kind == "day"
    with pytest.raises(WrongPhase):
        game.apply(Vote(0, 4))
    game.apply(Advance())
    assert game.state.phase.kind == "vote" and "vote_open" in public_kinds(game)


def test_MV_6_3_vote_for_another_living_player_or_abstain() -> None:
    game = table()
    day_vote(game)
    choices = next(v.choices for v in game.vote_prompts() if v.seat == 0)
    assert 0 not in choices and 7 not in choices and None in choices


def test_MV_6_4_ballots_revealed_once_everyone_voted() -> None:
    game = table()
    day_vote(game)
    for seat in range(6):
        game.apply(Vote(seat, None))
    with pytest.raises(Incomplete):
        game.apply(Advance())
    game.apply(Vote(6, 0))
    game.apply(Advance())
    ballots = next(m for m in game.state.messages if m.kind == "ballots")
    assert ballots.audience.kind == "public" and ballots.params["ballots"][6] == [6, 0, "1"]


def test_MV_6_5_and_MV_6_7_strict_majority_of_total_living_weight() -> None:
    game = table()
    day_vote(game)  # 7 living: more than 3.5 needed
    for seat in (2, 3, 4):
        game.apply(Vote(seat, 0))
    for seat in (0, 1, 5, 6):
        game.apply(Vote(seat, None))
    game.apply(Advance())
    assert "nobody_banished" in public_kinds(game)
    assert game.state.players[0].alive


def test_MV_6_6_weight_is_normally_one() -> None:
    game = table()
    day_vote(game)
    assert {v.weight for v in game.vote_prompts()} == {Fraction(1)}


# -- MV-7 elimination and the host ----------------------------------------------------


def test_MV_7_1_elimination_reveals_the_role() -> None:
    game = table()
    finish_night(game, p1=("attack", (5,)), p2=("attack", (5,)), p4=("protect", (3,)))
    seat = game.public_view()["seats"][5]
    assert seat["alive"] is False and seat["role"] == "villager"
    assert game.public_view()["seats"][0]["role"] is None


def test_MV_7_2_eliminated_players_take_no_actions() -> None:
    game = table()
    finish_night(game, p1=("attack", (5,)), p2=("attack", (5,)), p4=("protect", (3,)))
    game.apply(Advance())
    with pytest.raises(DeadActor) as refused:
        game.apply(Vote(5, 0))
    # the refusal names the rule and the player (moved from the old tests/engine/test_random_games.py)
    assert refused.value.rule == "MV-7.2" and refused.value.player == 5 and "P6" in refused.value.message
    assert game.player_view(5)["vote"] is None


def test_MV_7_3_eliminated_players_see_public_view_only() -> None:
    game = table()
    finish_night(game, p1=("attack", (5,)), p2=("attack", (5,)), p4=("protect", (3,)))
    view = game.player_view(5)
    assert view["prompts"] == [] and all(s["role"] is None for s in view["public"]["seats"] if s["alive"])


def test_MV_7_4_host_keeps_controls_after_elimination() -> None:
    game = table()  # the host holds seat P5 (Villager)
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p4=("protect", (3,)))
    assert not game.state.players[4].alive
    game.apply(Advance())  # the eliminated host still opens the vote (MV-T22)
    assert game.state.phase.kind == "vote"


def test_MV_7_5_host_sees_no_private_role_or_target() -> None:
    game = table()  # MV-T22: host = P5
    game.apply(Submit(0, "attack", (4,)))
    view = game.moderator_view(narrator=False, host_seat=4)
    assert "grimoire" not in view and "submissions" not in view and "log" not in view
    roles_seen = [s["role"] for s in view["public"]["seats"]]
    assert roles_seen == [None] * 8
    assert view["host"]["card"]["role"] == "villager"
    assert {s["seat"] for s in view["public"]["status"] if s["done"]} == {0}  # ✓ marks only


# -- MV-8 victory --------------------------------------------------------------------


def test_MV_8_1_village_wins_when_no_wolf_is_left() -> None:
    game = table(("wolf", "villager", "villager", "villager"), {"max_days": 20})
    finish_night(game, p1=("attack", (1,)))
    game.apply(Advance())
    for seat in (2, 3):
        game.apply(Vote(seat, 0))
    game.apply(Vote(0, 2))
    game.apply(Advance())
    assert game.state.outcome is not None and game.state.outcome.winning_teams == ("village",)


def test_MV_8_2_wolves_win_at_parity() -> None:
    game = table(("wolf", "villager", "villager"))
    finish_night(game, p1=("attack", (1,)))
    assert game.state.outcome is not None and game.state.outcome.reason == "wolf_parity"


def test_MV_8_3_draw_after_day_20() -> None:
    game = table(("wolf", "guardian", "villager", "villager", "villager"), {"max_days": 20})
    for night in range(20):
        protected = (2, 3)[night % 2]
        finish_night(game, p1=("attack", (protected,)), p2=("protect", (protected,)))
        game.apply(Advance())
        game.apply(Advance(override=True))
    outcome = game.state.outcome
    assert outcome is not None and outcome.draw and outcome.reason == "day_limit"
    assert game.state.phase.number == 20 and "draw" in public_kinds(game)


def test_MV_8_4_team_victory_includes_eliminated_members() -> None:
    game = table(("wolf", "wolf", "wolf", "villager", "villager", "villager", "villager", "villager"))
    finish_night(game, p1=("attack", (3,)), p2=("attack", (3,)), p3=("attack", (3,)))
    game.apply(Advance())
    for seat in (0, 1, 4, 5, 6, 7):
        game.apply(Vote(seat, 2))
    game.apply(Vote(2, 4))
    game.apply(Advance())  # wolf P3 banished: 2 wolves against 4
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)))
    game.apply(Advance())
    game.apply(Advance(override=True))
    finish_night(game, p1=("attack", (5,)), p2=("attack", (5,)))  # 2 against 2
    outcome = game.state.outcome
    assert outcome is not None and outcome.winning_teams == ("wolves",) and outcome.winners == (0, 1, 2)


# -- MV-9 host controls, overrides, bots ---------------------------------------------


def test_MV_9_1_only_advance_moves_phases() -> None:
    game = table()
    for prompt in game.prompts():
        ability = prompt.abilities[0]
        count = game.ruleset.abilities[ability].targeting.count
        game.apply(Submit(prompt.seat, ability, tuple(game.legal_targets(prompt.seat, ability)[:count])))
    assert game.state.phase.kind == "night" and game.missing() == []  # complete, yet still night
    game.apply(Advance())
    assert game.state.phase.kind == "day"
    game.apply(Advance())
    for seat in game.state.living_seats():
        game.apply(Vote(seat, None))
    assert game.state.phase.kind == "vote"
    game.apply(Advance())
    assert game.state.phase.kind == "night"


def test_MV_9_2_and_MV_9_3_override_closes_incomplete_night_missing_does_nothing() -> None:
    game = table()
    game.apply(Submit(0, "attack", (4,)))
    game.apply(Submit(2, "inspect", (1,)))
    game.apply(Advance(override=True))  # P2's choice and the Guardian's protection are missing
    assert [d.seat for d in game.state.deaths] == [4]


def test_MV_9_4_override_missing_votes_abstain() -> None:
    game = table()
    day_vote(game)
    for seat in (2, 3, 4, 5):
        game.apply(Vote(seat, 0))
    game.apply(Advance(override=True))  # 4 of 7 > 3.5: the missing three abstain
    assert not game.state.players[0].alive


def test_MV_9_5_every_override_is_public() -> None:
    game = table()
    game.apply(Advance(override=True))
    line = next(m for m in game.state.messages if m.kind == "night_override")
    assert line.audience.kind == "public"
    assert game.ruleset.render(line, game.state.names()).startswith("Night 1 closed by host override")


def test_MV_9_5_night_override_names_nobody_publicly() -> None:
    """DEC-MV-28 as we decided it: the village hears that the night was closed by
    override, never who had no action (that would name who woke); the moderator
    reads the names."""
    game = table()
    for seat in game.missing():
        if game.state.players[seat].role != "villager":
            prompt = next(p for p in game.ruleset.current_prompts(game.state) if p.seat == seat)
            target = next(t for t in range(8) if t != seat and game.state.players[t].role != "wolf")
            game.apply(Submit(seat, prompt.abilities[0], (target,)))
    villagers = game.missing()
    assert villagers  # the plain villagers skipped "press Ready"
    game.apply(Advance(override=True))
    names = game.state.names()
    public = [m for m in game.state.messages if m.audience.kind == "public"]
    override = next(m for m in public if m.kind == "night_override")
    assert "missing" not in override.params
    for message in public:
        text = game.ruleset.render(message, names)
        assert not any(names[seat] in text for seat in villagers if message.kind == "night_override"), text
    note = next(m for m in game.state.messages if m.kind == "night_override_missing")
    assert note.audience.kind == "moderator" and note.params["missing"] == villagers
    assert all(names[seat] in game.ruleset.render(note, names) for seat in villagers)


def test_MV_9_6_and_MV_9_7_bots_use_only_their_view() -> None:
    """MV-T23: wolves never target wolves; the Seer inspects someone new and
    votes for a Wolf it found; villagers and wolves abstain; the Guardian
    never repeats its target."""
    policy = Game("moonveil").ruleset.bot_policy("rulebook")
    import random

    for seed in range(20):
        game = table(seed=seed)
        rng = random.Random(seed)
        for seat in range(8):
            for command in policy.decide(game.player_view(seat, lang=None), rng):
                game.apply(command)
        attacks = [s.targets[0] for s in game.state.submissions.values() if s.ability == "attack"]
        assert all(game.state.players[t].role != "wolf" for t in attacks)
        guardian_first = game.state.submissions[(3, "role")].targets[0]
        seer_target = game.state.submissions[(2, "role")].targets[0]
        game.apply(Advance())
        if game.state.over:
            continue
        game.apply(Advance())
        for seat in game.state.living_seats():
            for command in policy.decide(game.player_view(seat, lang=None), rng):
                game.apply(command)
        ballots = game.state.ballots
        for seat, choice in ballots.items():
            if seat != 2:
                assert choice is None
        if game.state.players[2].alive and game.state.players[seer_target].role == "wolf":
            assert ballots[2] == seer_target if game.state.players[seer_target].alive else True
        game.apply(Advance())
        if game.state.over or not game.state.players[3].alive:
            continue
        view = game.player_view(3, lang=None)
        assert guardian_first not in view["prompts"][0]["abilities"][0]["targets"]


def test_roles_are_ids_not_display_names() -> None:
    game = table()
    assert [p.role for p in game.state.players] == list(R8_ROLES)
    assert game.player_view(2, "es")["card"]["role_name"] == "Vidente"
