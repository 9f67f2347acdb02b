"""A loopback fake of the OpenAI REST API, so tests drive the real OpenAI clients offline.

Standard library only. The wire format follows what ``openai`` 3.x (the SDK under ``langchain-openai``) sends
and parses:

* ``POST /v1/chat/completions`` (also ``/openai/v1/...`` and Azure's
  ``/openai/deployments/{deployment}/chat/completions?api-version=...``): a ``chat.completion`` object,
  or, with ``"stream": true``, Server-Sent Events ``data: {chat.completion.chunk}`` split by words, a
  final chunk with ``finish_reason: "stop"``, a usage chunk with empty ``choices`` when
  ``stream_options.include_usage`` is set, then ``data: [DONE]``. Streams use HTTP/1.1 chunked transfer
  encoding, as the real API does.
* ``POST /v1/embeddings`` (same prefixes): deterministic vectors hashed from each input. ``input`` may be a
  string, a list of strings, a list of token ids or a list of token-id lists. The SDK asks for
  ``encoding_format: "base64"`` unless told otherwise (and decodes it back to floats itself), so that is
  honoured: base64 of little-endian float32. Vectors are rounded to float32, so both formats decode to exactly
  ``FakeOpenAI.vector(text)``.
* anything else: 404 with OpenAI's ``{"error": {...}}`` body.

``langchain_openai.OpenAIEmbeddings`` tokenizes with tiktoken by default (``check_embedding_ctx_length=True``)
and then sends token ids; tiktoken downloads its BPE file on first use, which fails offline. Pass
``check_embedding_ctx_length=False`` to send the texts themselves. Token-id inputs are hashed as ids, so
their vectors differ from the vectors of the same text sent as a string.

Notes for tests: the SDK retries 408/409/429/5xx and connection errors (``max_retries`` defaults to 2, with
backoff), so error tests should pass ``max_retries=0``. If ``HTTP(S)_PROXY`` is set in the environment, httpx
routes 127.0.0.1 through it unless ``NO_PROXY`` covers it.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import math
import re
import socket
import struct
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from openai_wire import Handler, Headers, Server, error_body, prompt_tokens, usage_counts

Reply = str | Callable[[dict[str, Any]], str]

_ROUTE = re.compile(
    r"^(?:/v1|/openai/v1|/openai/deployments/(?P<deployment>[^/]+))/(?P<endpoint>[a-z/]+?)/?$"
)


class FakeOpenAI:
    """A scripted OpenAI-compatible HTTP server on 127.0.0.1, started on construction.

    ``replies`` are consumed one per chat-completions request; each is the assistant text, or a callable
    receiving the request JSON and returning it; once exhausted, the last one is reused. ``status`` other
    than 200 answers every request with that HTTP status and OpenAI's error body. ``hang_seconds`` delays
    every answer (``close()`` cuts the wait short). ``api_key``, if given, is required as ``Authorization:
    Bearer <key>`` or Azure's ``api-key: <key>`` (else 401).
    """

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        status: int = 200,
        hang_seconds: float = 0.0,
        api_key: str | None = None,
        dimensions: int = 8,
    ) -> None:
        self.status = status
        self.hang_seconds = hang_seconds
        self.api_key = api_key
        self.dimensions = dimensions
        self._replies: list[Reply] = list(replies)
        self._next_reply = 0
        self._requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._connections: set[socket.socket] = set()
        self._httpd = Server(("127.0.0.1", 0), Handler)
        self._httpd.fake = self
        self.port: int = self._httpd.server_address[1]
        self.root_url = f"http://127.0.0.1:{self.port}"
        self.base_url = f"{self.root_url}/v1"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="FakeOpenAI", daemon=True
        )
        self._thread.start()

    # -- public API -------------------------------------------------------------------------------------

    def __enter__(self) -> FakeOpenAI:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop serving, wake hanging handlers and drop open connections; idempotent, returns promptly."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        self._httpd.shutdown()
        with self._lock:
            connections = list(self._connections)
        for conn in connections:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        self._httpd.server_close()
        self._thread.join(timeout=2)

    def add_reply(self, *replies: Reply) -> None:
        """Append scripted replies."""
        with self._lock:
            self._replies.extend(replies)

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Snapshot of all requests: dicts with method, path, query, headers and json (None if not JSON)."""
        with self._lock:
            return list(self._requests)

    @property
    def chat_requests(self) -> list[dict[str, Any]]:
        """The recorded chat-completions requests only."""
        return [r for r in self.requests if r["path"].endswith("/chat/completions")]

    @staticmethod
    def vector(item: str | list[int], dimensions: int = 8) -> list[float]:
        """The deterministic unit vector the server returns for a text (or a token-id list)."""
        key = item if isinstance(item, str) else json.dumps(list(item))
        digest = b""
        counter = 0
        while len(digest) < 4 * dimensions:
            digest += hashlib.sha256(f"{counter}:{key}".encode()).digest()
            counter += 1
        raw = [int.from_bytes(digest[4 * i : 4 * i + 4], "little") / 2**31 - 1.0 for i in range(dimensions)]
        norm = math.sqrt(sum(x * x for x in raw)) or 1.0
        return list(
            struct.unpack(f"<{dimensions}f", struct.pack(f"<{dimensions}f", *(x / norm for x in raw)))
        )

    # -- server side ------------------------------------------------------------------------------------

    def _track(self, conn: socket.socket, *, add: bool) -> None:
        with self._lock:
            if add:
                self._connections.add(conn)
            else:
                self._connections.discard(conn)

    def _take_reply(self) -> Reply | None:
        with self._lock:
            if not self._replies:
                return None
            reply = self._replies[min(self._next_reply, len(self._replies) - 1)]
            self._next_reply += 1
            return reply

    def _handle(self, h: Handler) -> None:
        split = urlsplit(h.path)
        raw = h.read_body()
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = None
        record = {
            "method": h.command,
            "path": split.path,
            "query": dict(parse_qsl(split.query)),
            "headers": Headers((k.lower(), v) for k, v in h.headers.items()),
            "json": body,
        }
        with self._lock:
            self._requests.append(record)

        if self.hang_seconds and self._stopped.wait(self.hang_seconds):
            h.close_connection = True  # shutting down: drop the request unanswered
            return
        if self.status != 200:
            h.send_json(self.status, error_body(self.status))
            return
        if self.api_key is not None:
            headers = record["headers"]
            if (
                headers.get("authorization") != f"Bearer {self.api_key}"
                and headers.get("api-key") != self.api_key
            ):
                h.send_json(401, error_body(401))
                return

        match = _ROUTE.match(split.path)
        endpoint = match["endpoint"] if match else None
        if h.command != "POST" or endpoint not in ("chat/completions", "embeddings"):
            message = f"Invalid URL ({h.command} {split.path})"
            h.send_json(
                404,
                {"error": {"message": message, "type": "invalid_request_error", "param": None, "code": None}},
            )
            return
        if not isinstance(body, dict):
            message = "We could not parse the JSON body of your request."
            h.send_json(400, error_body(400, message))
            return
        model = body.get("model") or (match["deployment"] if match else None) or "gpt-4o-mini"
        if endpoint == "embeddings":
            self._embeddings(h, body, model)
        else:
            self._chat(h, body, model)

    def _chat(self, h: Handler, body: dict[str, Any], model: str) -> None:
        reply = self._take_reply()
        if reply is None:
            message = "FakeOpenAI has no scripted reply: pass replies=[...] or call add_reply()"
            h.send_json(500, error_body(500, message), {"x-should-retry": "false"})
            return
        try:
            text = reply(body) if callable(reply) else reply
        except Exception as exc:
            h.send_json(
                500,
                error_body(500, f"FakeOpenAI reply callable failed: {exc!r}"),
                {"x-should-retry": "false"},
            )
            return
        text = str(text)
        pieces = re.split(r"(?<=\s)(?=\S)", text)
        usage = usage_counts(prompt_tokens(body.get("messages")), len(pieces) if text else 0)
        completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        created = int(time.time())
        fingerprint = "fp_fakeopenai"

        if not body.get("stream"):
            h.send_json(
                200,
                {
                    "id": completion_id,
                    "object": "chat.completion",
                    "created": created,
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {
                                "role": "assistant",
                                "content": text,
                                "refusal": None,
                                "annotations": [],
                            },
                            "logprobs": None,
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": usage,
                    "service_tier": "default",
                    "system_fingerprint": fingerprint,
                },
            )
            return

        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))

        def chunk(choices: list[dict[str, Any]], chunk_usage: dict[str, Any] | None = None) -> str:
            data: dict[str, Any] = {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "service_tier": "default",
                "system_fingerprint": fingerprint,
                "choices": choices,
            }
            if include_usage:
                data["usage"] = chunk_usage  # null on every chunk but the last, as the real API does
            return json.dumps(data)

        def choice(delta: dict[str, Any], finish_reason: str | None = None) -> list[dict[str, Any]]:
            return [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}]

        h.start_events()
        h.send_event(chunk(choice({"role": "assistant", "content": "", "refusal": None})))
        for piece in pieces:
            if piece:
                h.send_event(chunk(choice({"content": piece})))
        h.send_event(chunk(choice({}, "stop")))
        if include_usage:
            h.send_event(chunk([], usage))
        h.send_event("[DONE]")
        h.end_events()

    def _embeddings(self, h: Handler, body: dict[str, Any], model: str) -> None:
        raw_input = body.get("input")
        if isinstance(raw_input, str) or (
            isinstance(raw_input, list) and raw_input and all(isinstance(t, int) for t in raw_input)
        ):
            items: list[Any] = [raw_input]  # one string, or one token-id list
        elif isinstance(raw_input, list) and raw_input:
            items = raw_input
        else:
            h.send_json(400, error_body(400, "'$.input' is invalid. Please check the API reference."))
            return
        dimensions = int(body.get("dimensions") or self.dimensions)
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        tokens = 0
        for index, item in enumerate(items):
            vector = self.vector(item, dimensions)
            tokens += len(item.split()) if isinstance(item, str) else len(item)
            embedding: Any = (
                base64.b64encode(struct.pack(f"<{dimensions}f", *vector)).decode() if as_base64 else vector
            )
            data.append({"object": "embedding", "index": index, "embedding": embedding})
        h.send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": model,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )
