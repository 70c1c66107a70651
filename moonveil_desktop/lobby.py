"""The open table before the deal: players join from their phones (issue 11).

Qt-free and I/O-free, so the phone server and the console share one model. A
phone that scans the table QR picks a display name and a language and gets a
secret seat cookie; the moderator can rename, reorder, remove, or add seats by
hand (players without a phone) and computer players. Start is possible when the
table is complete and every phone is ready, or by the moderator's override.
When the game starts the join link and code stop working; the seat cookies go
on working all evening (the same page turns into the player's card).
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

MAX_NAME = 24  # characters as a reader counts them (graphemes)
MAX_MARKS_PER_CHARACTER = 3  # Vietnamese and Thai need two; "Zalgo" text stacks dozens
ZWJ, ZWNJ = "\u200d", "\u200c"
JOINERS = frozenset({ZWJ, ZWNJ})
EMOJI_TRAILERS = frozenset({"\ufe0f", "\ufe0e", *map(chr, range(0x1F3FB, 0x1F400))})  # selectors, skin tones
# Cyrillic and Greek letters drawn like Latin ones (both cases: case is folded after)
LOOKALIKES = {
    **dict(zip("АВЕКМНОРСТУХІЈЅаеорсухіјѕһԁԛԝӏкмнтв", "ABEKMHOPCTYXIJSaeopcyxijshdqwlkmhtb", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορτυχ", "ABEZHIKMNOPTYXaikvoptux", strict=True)),
    "0": "o", "1": "l", "I": "l", "|": "l",
}  # fmt: skip
BOT_WORD = re.compile(r"[(\[]?bot[\dlo._#-]*[)\]]?")  # "Bot", "Bot1", "(bot)"; digits read as l, o
BOT_MARKS = ("🤖", "电脑")  # the robot face, the Chinese pages' word for the marker
JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY3479"  # no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B look-alikes
JOIN_CODE_LENGTH = 6
LANGUAGES = ("en", "es", "it", "zh_CN")


class LobbyError(Exception):
    """A refused lobby action, with a stable ``code`` and words for the user."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params  # what the sentence names, for its words in another language


@dataclass
class LobbySeat:
    name: str
    bot: bool = False
    phone: bool = False
    ready: bool = False
    lang: str = "en"
    cookie: str | None = field(default=None, repr=False)

    @property
    def counts_as_ready(self) -> bool:
        """Bots and seats added by hand are ready; a phone must say so itself."""
        return self.ready or not self.phone


def clean_name(raw: str) -> str:
    """NFC, trimmed, inner whitespace collapsed; refuses empty, too long (in characters as
    a reader counts them: a family emoji is one), control or direction characters, and
    marks stacked so high they spill onto the neighbours. Any script is welcome (李雷,
    José, Zoë, 👩‍👩‍👧)."""
    name = " ".join(unicodedata.normalize("NFC", raw).split())
    if not name:
        raise LobbyError("empty_name", "Please enter a name.")
    if not _joiners_ok(name) or any(_unshowable(ch) for ch in name):
        raise LobbyError("bad_name", "This name contains characters that cannot be shown.")
    clusters = graphemes(name)
    if len(clusters) > MAX_NAME:
        raise LobbyError("name_too_long", f"A name can have at most {MAX_NAME} characters.")
    if any(sum(unicodedata.category(ch) in ("Mn", "Me") for ch in c) > MAX_MARKS_PER_CHARACTER for c in clusters):
        raise LobbyError("stacked_marks", "Too many accents on one letter.")
    return name


def _unshowable(ch: str) -> bool:
    """Controls, unassigned, private use, and format characters other than the joiners
    and emoji tags (bidi overrides would reorder the names around this one)."""
    if ch in JOINERS or _is_tag(ch):
        return False
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")


def _is_tag(ch: str) -> bool:
    return 0xE0020 <= ord(ch) <= 0xE007F  # inside a flag like 🏴󠁧󠁢󠁳󠁣󠁴󠁿


def _is_pictograph(ch: str) -> bool:
    return ord(ch) >= 0x1F000 or unicodedata.category(ch) == "So"


def _joiners_ok(name: str) -> bool:
    """A zero-width joiner only inside an emoji sequence, a non-joiner only between
    letters (Persian, Indic), and tags only after an emoji."""
    for index, ch in enumerate(name):
        before = name[index - 1] if index else ""
        after = name[index + 1] if index + 1 < len(name) else ""
        if ch == ZWJ and not (_is_pictograph(after) and _ends_emoji(name[:index])):
            return False
        if ch == ZWNJ and not (_joins_letters(before) and after.isalpha()):
            return False
        if _is_tag(ch) and not _ends_emoji(name[:index]):
            return False
    return True


def _joins_letters(before: str) -> bool:
    return bool(before) and (before.isalpha() or unicodedata.category(before) in ("Mn", "Mc"))


def _ends_emoji(text: str) -> bool:
    """``text`` ends with an emoji, maybe followed by its modifiers, selector or tags."""
    stripped = text.rstrip("".join(EMOJI_TRAILERS))
    stripped = "".join(ch for ch in stripped if not _is_tag(ch)) if stripped else stripped
    return bool(stripped) and _is_pictograph(stripped[-1])


def graphemes(text: str) -> list[str]:
    """``text`` cut into what a reader counts as characters (a simplified form of
    Unicode's extended grapheme clusters: marks, emoji modifiers, selectors, tags and
    joined emoji stay with their base; regional indicators pair into flags)."""
    clusters: list[str] = []
    for ch in text:
        if clusters and _extends(clusters[-1], ch):
            clusters[-1] += ch
        else:
            clusters.append(ch)
    return clusters


def _extends(cluster: str, ch: str) -> bool:
    if unicodedata.category(ch) in ("Mn", "Me", "Mc") or ch in EMOJI_TRAILERS or ch == ZWJ or _is_tag(ch):
        return True
    if cluster.endswith(ZWJ) and _is_pictograph(ch):
        return True
    indicators = sum(_is_regional_indicator(c) for c in cluster)
    return _is_regional_indicator(ch) and indicators == len(cluster) and indicators % 2 == 1


def _is_regional_indicator(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def skeleton(name: str) -> str:
    """What a name looks like, roughly: compatibility forms folded (full-width Ａ → A),
    accents dropped, Cyrillic and Greek look-alikes read as Latin, case and spacing
    ignored. Two names with one skeleton would be mixed up at the table."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(LOOKALIKES.get(ch, ch) for ch in text if not unicodedata.combining(ch))
    text = "".join(text.casefold().split())
    return text.replace("rn", "m").replace("vv", "w")


def english_bot_name(number: int) -> str:
    return f"Bot {number}"


def looks_like_a_bot(name: str) -> bool:
    """The marker of computer players ("Bot 3", "Ana (bot)", a robot face)."""
    words = [skeleton(word) for word in name.split()]
    return any(BOT_WORD.fullmatch(word) for word in words) or any(mark in name for mark in BOT_MARKS)


def _same(given: str, secret: str) -> bool:
    """Constant-time comparison of any text (``compare_digest`` refuses non-ASCII str)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), secret.encode())


class Lobby:
    """Seats being filled before the deal."""

    def __init__(self, max_seats: int, min_seats: int = 3, token: Callable[[int], str] = secrets.token_urlsafe) -> None:
        self.max_seats = max_seats
        self.min_seats = min_seats
        self._token = token
        self.seats: list[LobbySeat] = []
        self.join_token = token(16)  # 128 bits, in the table QR's URL
        self.join_code = "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))
        self.open = True

    # -- joining ---------------------------------------------------------------
    def check_join(self, token: str | None = None, code: str | None = None) -> None:
        """Refuse unless the join link (or the typed code) is valid and open."""
        valid = (token is not None and _same(token, self.join_token)) or (
            code is not None and _same(code.strip().upper(), self.join_code)
        )
        if not valid or not self.open:
            raise LobbyError("join_closed", "This table is not taking new players.")

    def join(self, raw_name: str, lang: str = "en") -> tuple[int, str]:
        """A phone takes a seat: returns the seat index and its secret cookie."""
        if not self.open:
            raise LobbyError("join_closed", "This table is not taking new players.")
        seat = self._new_seat(raw_name)
        seat.phone = True
        seat.lang = lang if lang in LANGUAGES else "en"
        seat.cookie = self._token(16)
        self.seats.append(seat)
        return len(self.seats) - 1, seat.cookie

    def add_by_hand(self, raw_name: str) -> int:
        """The moderator seats someone without a phone."""
        self.seats.append(self._new_seat(raw_name))
        return len(self.seats) - 1

    def add_bot(self, raw_name: str | None = None, named: Callable[[int], str] = english_bot_name) -> int:
        """A computer player (only before the start, MV-10.2); without a name, the first
        free one ``named`` gives (the console passes its language's "电脑玩家 {n}")."""
        if not self.open:
            raise LobbyError("started", "Computer players can only be added before the start.")
        name = raw_name or self._free_bot_name(named)
        self.seats.append(self._new_seat(name, bot=True))
        return len(self.seats) - 1

    def _free_bot_name(self, named: Callable[[int], str]) -> str:
        taken = {skeleton(s.name) for s in self.seats}
        number = 1
        while skeleton(named(number)) in taken:
            number += 1
        return named(number)

    def _new_seat(self, raw_name: str, *, bot: bool = False) -> LobbySeat:
        if len(self.seats) >= self.max_seats:
            raise LobbyError("table_full", "The table is full.")
        name = self._checked(raw_name, bot=bot)
        return LobbySeat(name=name, bot=bot)

    def _checked(self, raw_name: str, *, bot: bool, ignore: int | None = None) -> str:
        """A clean name that no one else's looks like, marked as a bot's only for a bot."""
        name = clean_name(raw_name)
        if not bot and looks_like_a_bot(name):
            raise LobbyError("bot_name", "Names like this are kept for computer players.")
        for index, seat in enumerate(self.seats):
            if index == ignore:
                continue
            if seat.name.casefold() == name.casefold():
                raise LobbyError("duplicate_name", "Someone at this table already has this name.")
            if skeleton(seat.name) == skeleton(name):
                raise LobbyError("lookalike_name", "This name looks too much like someone else's at this table.")
        return name

    # -- the moderator's edits -------------------------------------------------
    def rename(self, index: int, raw_name: str) -> None:
        seat = self._seat(index)
        seat.name = self._checked(raw_name, bot=seat.bot, ignore=index)

    def move(self, index: int, to: int) -> None:
        seat = self.seats.pop(self._index(index))
        self.seats.insert(max(0, min(to, len(self.seats))), seat)

    def remove(self, index: int) -> None:
        del self.seats[self._index(index)]

    def _index(self, index: int) -> int:
        if not 0 <= index < len(self.seats):
            raise LobbyError("no_seat", "There is no such seat.")
        return index

    def _seat(self, index: int) -> LobbySeat:
        return self.seats[self._index(index)]

    # -- phones after joining ----------------------------------------------------
    def seat_of(self, cookie: str | None) -> int | None:
        """The seat bound to a phone's cookie, or None (forged or revoked)."""
        if not cookie:
            return None
        for index, seat in enumerate(self.seats):
            if seat.cookie is not None and _same(seat.cookie, cookie):
                return index
        return None

    def set_ready(self, cookie: str | None, ready: bool) -> int:
        index = self.seat_of(cookie)
        if index is None:
            raise LobbyError("unknown_phone", "This phone is not seated at the table.")
        self.seats[index].ready = ready
        return index

    def rebind(self, index: int) -> str:
        """A new phone for a seat (lost phone, battery swap): the old cookie stops working."""
        seat = self._seat(index)
        seat.cookie = self._token(16)
        seat.phone = True
        return seat.cookie

    # -- starting ----------------------------------------------------------------
    @property
    def complete(self) -> bool:
        return self.min_seats <= len(self.seats) <= self.max_seats

    def can_start(self) -> bool:
        return self.open and self.complete and all(s.counts_as_ready for s in self.seats)

    def waiting_for(self) -> list[str]:
        return [s.name for s in self.seats if not s.counts_as_ready]

    def start(self, override: bool = False) -> list[tuple[str, bool]]:
        """Close the join and return (name, bot) per seat, in seat order."""
        if not self.complete:
            raise LobbyError(
                "incomplete",
                f"A game needs {self.min_seats} to {self.max_seats} players.",
                least=self.min_seats,
                most=self.max_seats,
            )
        if not override and not self.can_start():
            waiting = self.waiting_for()
            raise LobbyError("not_ready", "Waiting for: " + ", ".join(waiting), names=tuple(waiting))
        self.open = False
        return [(s.name, s.bot) for s in self.seats]
