"""The HTTP side of the loopback OpenAI fake: OpenAI's error bodies, a threading server that
tracks its connections, and a handler that speaks JSON, Server-Sent Events and chunked transfer
encoding. ``openai_server.FakeOpenAI`` decides what to answer."""

from __future__ import annotations

import http.server
import json
import uuid
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openai_server import FakeOpenAI

_ERRORS: dict[int, tuple[str, str, str | None]] = {
    400: ("Invalid request.", "invalid_request_error", None),
    401: ("Incorrect API key provided", "invalid_request_error", "invalid_api_key"),
    403: ("You are not allowed to sample from this model", "invalid_request_error", None),
    404: (
        "The model does not exist or you do not have access to it.",
        "invalid_request_error",
        "model_not_found",
    ),
    429: ("Rate limit reached for requests", "requests", "rate_limit_exceeded"),
    500: ("The server had an error while processing your request. Sorry about that!", "server_error", None),
    502: ("Bad gateway.", "server_error", None),
    503: ("The engine is currently overloaded, please try again later", "server_error", None),
}


def error_body(status: int, message: str | None = None) -> dict[str, Any]:
    """OpenAI's error envelope for an HTTP status."""
    default_message, kind, code = _ERRORS.get(status, ("Error.", "invalid_request_error", None))
    return {"error": {"message": message or default_message, "type": kind, "param": None, "code": code}}


class Headers(dict[str, str]):
    """Request headers: a plain dict with lower-cased keys whose lookups ignore case."""

    def __getitem__(self, key: str) -> str:
        return super().__getitem__(key.lower())

    def __contains__(self, key: object) -> bool:
        return super().__contains__(key.lower() if isinstance(key, str) else key)

    def get(self, key: str, default: Any = None) -> Any:
        return super().get(key.lower(), default)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    fake: FakeOpenAI

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Stay quiet about clients that went away (timeouts, closed streams) and about shutdown."""
        if self.fake._stopped.is_set():
            return
        super().handle_error(request, client_address)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive + chunked streams, like the real API
    server_version = "FakeOpenAI"
    sys_version = ""
    timeout = 30  # idle keep-alive connections give up eventually even if never closed
    server: Server

    def setup(self) -> None:
        super().setup()
        self.server.fake._track(self.connection, add=True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.fake._track(self.connection, add=False)

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        self._dispatch()

    do_GET = do_PUT = do_PATCH = do_DELETE = do_POST

    def _dispatch(self) -> None:
        try:
            self.server.fake._handle(self)
        except OSError:  # the client went away (timed out, stopped reading a stream) or we are closing
            self.close_connection = True

    def read_body(self) -> bytes:
        """The request body, by Content-Length or chunked transfer encoding."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            parts: list[bytes] = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(parts)
                parts.append(self.rfile.read(size))
                self.rfile.readline()
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def send_json(self, status: int, body: Any, extra_headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self._common_headers(extra_headers)
        self.end_headers()
        self.wfile.write(data)

    def start_events(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Cache-Control", "no-cache")
        self._common_headers(None)
        self.end_headers()

    def send_event(self, data: str) -> None:
        payload = f"data: {data}\n\n".encode()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(payload), payload))
        self.wfile.flush()

    def end_events(self) -> None:
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def _common_headers(self, extra: dict[str, str] | None) -> None:
        self.send_header("x-request-id", f"req_{uuid.uuid4().hex}")
        self.send_header("openai-version", "2020-10-01")
        self.send_header("openai-processing-ms", "1")
        for name, value in (extra or {}).items():
            self.send_header(name, value)


def prompt_tokens(messages: Any) -> int:
    """A rough token count: words in the messages' text."""
    count = 0
    for message in messages or []:
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            count += len(content.split()) + 1
        elif isinstance(content, list):
            for part in content:
                if isinstance(part, dict) and isinstance(part.get("text"), str):
                    count += len(part["text"].split())
            count += 1
    return count


def usage_counts(prompt: int, completion: int) -> dict[str, Any]:
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        "completion_tokens_details": {
            "reasoning_tokens": 0,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
    }
