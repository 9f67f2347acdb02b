"""A language model that accepts the connection and never answers (or stalls mid-stream): the app
shows a clear timeout message after RAG_LLM_TIMEOUT_S and the next question is answered."""

from __future__ import annotations

import contextlib
import json
import socket
import threading

import pytest
from app_helpers import ask, open_app, texts, turns
from openai_server import FakeOpenAI

LOOKUP = "¿Qué dice el artículo 28?"
TIMEOUT_MESSAGE = (
    "El modelo de lenguaje no respondió en 1 s (RAG_LLM_TIMEOUT_S). "
    "Puede seguir preguntando; sin modelo (sin clave) las respuestas son extractivas."
)


# --- a language model that hangs ----------------------------------------------------------------


class SilentServer:
    """A loopback TCP server that accepts connections and reads requests, but never finishes answering.

    With ``first_words`` it starts a streamed chat completion (headers and one chunk), then stalls.
    """

    def __init__(self, first_words: str = "") -> None:
        self.first_words = first_words
        self.requests = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self.port = int(self._listener.getsockname()[1])
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self._connections: list[socket.socket] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="SilentServer", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                connection, _ = self._listener.accept()
            except TimeoutError:
                continue
            self._connections.append(connection)
            threading.Thread(target=self._stall, args=(connection,), daemon=True).start()

    def _stall(self, connection: socket.socket) -> None:
        try:
            read_request(connection)
            self.requests += 1
            if self.first_words:
                connection.sendall(partial_stream(self.first_words))
        except OSError:
            pass  # closed by close()

    def close(self) -> None:
        """Stop accepting and drop every connection."""
        self._stop.set()
        self._thread.join(timeout=5)
        self._listener.close()
        for connection in self._connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
            connection.close()


def read_request(connection: socket.socket) -> bytes:
    """One HTTP request: the headers, then Content-Length bytes of body."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    length = next(
        (
            int(line.split(b":", 1)[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        ),
        0,
    )
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def partial_stream(words: str) -> bytes:
    """The start of an OpenAI streamed chat completion: headers and one content chunk, no end."""
    chunk = {
        "id": "chatcmpl-stalled",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "gpt-4o-mini",
        "choices": [{"index": 0, "delta": {"role": "assistant", "content": words}, "finish_reason": None}],
    }
    event = f"data: {json.dumps(chunk)}\n\n".encode()
    head = (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    return head + b"%x\r\n%s\r\n" % (len(event), event)


@pytest.fixture
def hung_model_environment(app_environment: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's test environment (conftest) with a model configured and a 1 s timeout."""
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    monkeypatch.setenv("RAG_LLM_TIMEOUT_S", "1")


@pytest.mark.parametrize("first_words", ["", "El artículo 28 "], ids=["never-answers", "stalls-mid-answer"])
def test_hung_llm_times_out_with_a_clear_message_and_the_next_question_is_answered(
    hung_model_environment: None, monkeypatch: pytest.MonkeyPatch, first_words: str
) -> None:
    """A hung model: a Spanish timeout message, no traceback, no half answer; the next question works."""
    silent = SilentServer(first_words)
    working = FakeOpenAI(replies=["El artículo 28 reconoce el derecho a la huelga [1]."])
    try:
        monkeypatch.setenv("OPENAI_BASE_URL", silent.base_url)
        at = ask(open_app(), LOOKUP)
        assert silent.requests >= 1
        assert [e.value for e in at.error] == [TIMEOUT_MESSAGE]
        assert not at.exception
        assert turns(at) == []
        assert [m.name for m in at.chat_message] == ["user", "assistant"]
        assert texts(at.chat_message[1]) == []  # nothing of the unfinished answer stays on the page
        assert at.chat_input(key="chat_input") is not None

        monkeypatch.setenv("OPENAI_BASE_URL", working.base_url)
        ask(at, LOOKUP)
        assert not at.error and not at.exception
        assert texts(at.chat_message[1])[0] == "El artículo 28 reconoce el derecho a la huelga [1]."
        assert turns(at)[-1].answer.mode == "llm"
    finally:
        working.close()
        silent.close()
