"""The phone server in its child process when the console behind it fails (issue 20): the
console answers a call with an error or with something that is not an answer, does not
answer in time, or is gone. The phone gets 503 ``console_unavailable`` with the sentence
in its language, never a 500, and the child applies nothing itself.

Real processes: the child is ``python -m moonveil_desktop --phone-server PORT`` as the
app starts it, serving real aiohttp on 127.0.0.1; the console's end of the connection is
scripted here (it speaks the protocol of ``web/child.py``: the secret, ``start``, a
``push`` of the mirrored state, answers to calls), so each failure can be made on purpose.
The real console answering an error is in ``tests/moonveil_desktop/test_phone_child.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import secrets
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest

from moonveil_desktop import phone_child
from moonveil_desktop.catalog import load
from moonveil_desktop.evening import lobby_data
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import PLAYING_HOST
from moonveil_desktop.web.errors import CONTEXT, SENTENCES

pytestmark = pytest.mark.asyncio

ACCEPT = {"es": "es-ES,es;q=0.9", "it": "it-IT,it;q=0.9", "zh_CN": "zh-CN,zh;q=0.9", "en": "en-GB,en;q=0.9"}
SEAT = 0
ATTACK = {"ability": "attack", "targets": [1]}
WAIT_S = 30.0  # a loaded machine: the child imports aiohttp and Jinja before it listens

Answer = Callable[[dict[str, Any]], bytes | None]  # the bytes the console sends back to a call; None: nothing


def catalogued(lang: str) -> str:
    """The sentence as the catalogue holds it (a finished translation for es, it, zh_CN)."""
    source = SENTENCES["console_unavailable"]
    return source if lang == "en" else load(lang).entries[(CONTEXT, source)][0]


def error_answer(call: dict[str, Any]) -> bytes:
    return _line({"id": call["id"], "error": "KeyError"})  # what ChildServer sends when its answer failed


def _line(message: Any) -> bytes:
    return json.dumps(message).encode() + b"\n"


@dataclass
class ScriptedConsole:
    """The console's end of one child: the secret checked, the phone server started on
    127.0.0.1, one seat's link pushed; every call answered by ``answer`` (and recorded)."""

    answer: Answer
    lobby: Lobby = field(default_factory=lambda: Lobby(max_seats=12))
    secret: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    token: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    calls: list[dict[str, Any]] = field(default_factory=list)
    cancelled: list[int] = field(default_factory=list)
    listening: asyncio.Future[list[Any]] | None = None
    writer: asyncio.StreamWriter | None = None

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        hello = json.loads(await reader.readline())
        assert hello == {"secret": self.secret}
        tokens = {str(SEAT): self.token}
        state = {"mode": PLAYING_HOST, "tokens": tokens, "retired": [], "lobby": lobby_data(self.lobby, None)}
        writer.write(_line({"start": ["127.0.0.1", 0, secrets.token_urlsafe(24)]}))
        writer.write(_line({"push": {"only_inputs": False, "clock": 0, "state": state}}))
        writer.write(_line({"answer_within_s": 1.0}))  # the test waits a second, not the app's ten
        while line := await reader.readline():
            self.take(json.loads(line))

    def take(self, message: dict[str, Any]) -> None:
        assert self.listening is not None and self.writer is not None
        if "listening" in message:
            self.listening.set_result(message["listening"])
        elif "cancel" in message:
            self.cancelled.append(message["cancel"])
        elif "call" in message:
            self.calls.append(message)
            reply = self.answer(message)
            if reply is not None:
                self.writer.write(reply)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


@dataclass
class Child:
    """A child process serving phones, and the console's scripted end."""

    console: ScriptedConsole
    process: asyncio.subprocess.Process
    base: str

    def url(self, path: str = "", lang: str = "") -> str:
        return f"{self.base}/p/{self.console.token}{path}" + (f"?lang={lang}" if lang else "")


@contextlib.asynccontextmanager
async def child_with(answer: Answer, *, join_open: bool = False) -> AsyncIterator[Child]:
    """``join_open``: the lobby's join desk takes names (else the table is dealt)."""
    console = ScriptedConsole(answer)
    console.lobby.open = join_open
    console.listening = asyncio.get_running_loop().create_future()
    listener = await asyncio.start_server(console.serve, "127.0.0.1", 0)
    port = listener.sockets[0].getsockname()[1]
    process = await asyncio.create_subprocess_exec(
        *phone_child.child_command(port), stdin=asyncio.subprocess.PIPE, env=phone_child.child_environment()
    )
    assert process.stdin is not None
    process.stdin.write(console.secret.encode() + b"\n")
    process.stdin.close()
    try:
        host, bound = await asyncio.wait_for(console.listening, WAIT_S)
        yield Child(console, process, f"http://{host}:{bound}")
    finally:
        console.close()
        listener.close()
        try:
            await asyncio.wait_for(process.wait(), WAIT_S)  # the child ends when the console's side closes
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()


async def request(
    method: str, url: str, lang: str, body: Any = None, *, form: dict[str, str] | None = None, **headers: str
) -> tuple[int, str, str]:
    """The status, the content type and the text of one request from a phone in ``lang``
    (``body`` as JSON, as the page's scripts send; ``form`` as a browser posts a form)."""
    headers = {"Accept-Language": ACCEPT[lang], **headers}
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, url, json=body, data=form, headers=headers, allow_redirects=False) as response,
    ):
        return response.status, response.content_type, await response.text()


def unavailable_json(status: int, content_type: str, text: str, lang: str) -> bool:
    assert (status, content_type) == (503, "application/json"), text
    assert json.loads(text) == {"ok": False, "error": {"code": "console_unavailable", "message": catalogued(lang)}}
    return True


# -- the console answers, but not usably -------------------------------------------------------
GARBAGE: dict[str, Answer] = {
    "error": error_answer,
    "not-a-status": lambda call: _line({"id": call["id"], "ok": "nonsense"}),
    "no-result": lambda call: _line({"id": call["id"]}),
    "not-json": lambda _call: b"}}} not json\n",
}


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN", "en"])
@pytest.mark.parametrize("answer", list(GARBAGE.values()), ids=list(GARBAGE))
async def test_an_action_the_console_answers_with_an_error_or_garbage_is_a_503_in_the_phones_language(
    answer: Answer, lang: str
) -> None:
    async with child_with(answer) as child:
        status, content_type, text = await request("POST", child.url("/act"), lang, ATTACK)
        assert unavailable_json(status, content_type, text, lang)
        assert [call["call"] for call in child.console.calls] == ["command"]  # asked once, nothing else done


async def test_the_language_switch_chooses_the_language_of_the_503() -> None:
    async with child_with(error_answer) as child:
        status, content_type, text = await request("POST", child.url("/vote", lang="it"), "es", {"choice": 1})
        assert unavailable_json(status, content_type, text, "it")


async def test_a_card_the_console_cannot_show_is_a_503_line_for_the_browser_and_json_for_the_page() -> None:
    async with child_with(error_answer) as child:
        status, content_type, text = await request("GET", child.url(), "es", Accept="text/html,*/*;q=0.8")
        assert (status, content_type, text) == (503, "text/plain", catalogued("es") + "\n")
        for path in ("/live", "/digest", "/events"):  # what the page's scripts fetch
            status, content_type, text = await request("GET", child.url(path), "zh_CN")
            assert unavailable_json(status, content_type, text, "zh_CN"), path


async def test_a_name_the_join_desk_cannot_pass_on_comes_back_in_its_form_with_why() -> None:
    """The join form posted while the console fails: the form again, in Italian (the language
    chosen in it, not the browser's Spanish), the name still typed and the sentence of the 503
    in its error line, never a 500; the scripted console was asked to seat the name."""
    async with child_with(error_answer, join_open=True) as child:
        url = f"{child.base}/join/{child.console.lobby.join_token}"
        form = {"name": "Zoë <b>", "lang": "it"}
        status, content_type, text = await request("POST", url, "es", form=form, Accept="text/html,*/*;q=0.8")
        assert (status, content_type) == (503, "text/html")
        assert f'<p class="error" role="alert">{html.escape(catalogued("it"))}</p>' in text
        assert 'value="Zoë &lt;b&gt;"' in text and '<html lang="it">' in text
        assert [(call["call"], call["args"][0]) for call in child.console.calls] == [("join", "Zoë <b>")]


async def test_the_ready_toggle_the_console_cannot_pass_on_is_a_503_line_in_the_seats_language() -> None:
    """The waiting room's form posts to ``/me/ready?lang=`` the seat's language (test_join.py):
    the 503 line a browser gets is in it, not in the browser's Spanish."""
    async with child_with(error_answer, join_open=True) as child:
        url = f"{child.base}/me/ready?lang=it"
        status, content_type, text = await request("POST", url, "es", form={"ready": "1"}, Accept="text/html,*/*;q=0.8")
        assert (status, content_type, text) == (503, "text/plain", catalogued("it") + "\n")
        assert [call["call"] for call in child.console.calls] == ["ready"]


# -- the console does not answer in time ---------------------------------------------------------
async def test_a_console_that_does_not_answer_in_time_is_a_503_and_the_call_is_withdrawn() -> None:
    async with child_with(lambda _call: None) as child:
        status, content_type, text = await request("POST", child.url("/act"), "es", ATTACK)
        assert unavailable_json(status, content_type, text, "es")
        await asyncio.sleep(0.2)  # the cancel follows the answer to the phone
        assert child.console.cancelled == [child.console.calls[0]["id"]]


async def test_every_call_says_by_when_the_console_may_still_apply_it() -> None:
    """``apply_by``: 80 % of the child's wait (1 s here) after the call was sent, on the wall
    clock both processes read; a console later than that drops the call (test_phone_child.py)."""
    async with child_with(lambda _call: None) as child:
        sent = time.time()
        await request("POST", child.url("/act"), "en", ATTACK)
        received = time.time()
        (call,) = child.console.calls
        assert call["call"] == "command"
        assert sent + 0.8 - 0.05 <= call["apply_by"] <= received  # 0.8 s of the 1 s wait, never the whole wait


# -- the console is gone -------------------------------------------------------------------------
async def test_a_console_gone_while_the_phone_waits_is_a_503_and_the_child_ends() -> None:
    consoles: list[ScriptedConsole] = []

    def hang_up(_call: dict[str, Any]) -> None:
        consoles[0].close()  # as if the console crashed with the phone's action in flight

    async with child_with(hang_up) as child:
        consoles.append(child.console)
        status, content_type, text = await request("POST", child.url("/act"), "it", ATTACK)
        assert unavailable_json(status, content_type, text, "it")
        assert await asyncio.wait_for(child.process.wait(), WAIT_S) == 0  # then it stops serving
