"""The fake OpenAI server against the real openai / langchain-openai clients (no internet)."""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request
from typing import Any

import openai
import pytest
import tiktoken
from langchain_openai import AzureChatOpenAI, ChatOpenAI, OpenAIEmbeddings
from openai_server import FakeOpenAI


def chat(server: FakeOpenAI, **kwargs: Any) -> ChatOpenAI:
    """A ChatOpenAI pointed at the fake server."""
    return ChatOpenAI(base_url=server.base_url, api_key="test-key", model="gpt-4o-mini", **kwargs)


def test_invoke_returns_scripted_text_and_records_request() -> None:
    """invoke() gets the scripted text; the request carries the messages, model and bearer key."""
    with FakeOpenAI(replies=["¡Hola! Soy un modelo falso."]) as server:
        message = chat(server).invoke("hola")
        (request,) = server.requests
    assert message.content == "¡Hola! Soy un modelo falso."
    assert message.response_metadata["finish_reason"] == "stop"
    assert message.response_metadata["model_name"] == "gpt-4o-mini"
    assert message.usage_metadata is not None and message.usage_metadata["output_tokens"] > 0
    assert request["method"] == "POST"
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer test-key"
    assert request["headers"]["content-type"] == "application/json"
    assert request["json"]["model"] == "gpt-4o-mini"
    assert request["json"]["messages"] == [{"role": "user", "content": "hola"}]
    assert not request["json"].get("stream")


def test_stream_yields_several_chunks() -> None:
    """stream() yields several content chunks that join into the scripted text."""
    text = "El artículo 1 de la Constitución proclama un Estado social y democrático de Derecho."
    with FakeOpenAI(replies=[text]) as server:
        chunks = [c.content for c in chat(server).stream("¿Qué dice el artículo 1?")]
        (request,) = server.requests
    assert request["json"]["stream"] is True
    assert len([c for c in chunks if c]) >= 5
    assert "".join(chunks) == text


def test_stream_usage_chunk_is_honoured() -> None:
    """With stream_usage the client asks for include_usage and gets token usage from the last chunk."""
    with FakeOpenAI(replies=["uno dos tres"]) as server:
        chunks = list(chat(server, stream_usage=True).stream("cuenta"))
        (request,) = server.requests
    assert request["json"]["stream_options"] == {"include_usage": True}
    total = chunks[0]
    for chunk in chunks[1:]:
        total += chunk
    assert total.content == "uno dos tres"
    assert total.usage_metadata is not None
    assert total.usage_metadata["output_tokens"] == 3


def test_raw_sse_wire_format() -> None:
    """The stream is text/event-stream: chunk objects, a stop chunk, a usage chunk, then [DONE]."""
    with FakeOpenAI(replies=["a b"]) as server:
        body = json.dumps(
            {
                "model": "m",
                "stream": True,
                "stream_options": {"include_usage": True},
                "messages": [{"role": "user", "content": "x"}],
            }
        ).encode()
        req = urllib.request.Request(
            f"{server.base_url}/chat/completions", data=body, headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(req, timeout=5) as response:
            content_type = response.headers["Content-Type"]
            raw = response.read().decode()
    assert content_type.startswith("text/event-stream")
    events = [block.removeprefix("data: ") for block in raw.split("\n\n") if block]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    assert {c["object"] for c in chunks} == {"chat.completion.chunk"}
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert [c["choices"][0]["delta"].get("content") for c in chunks[1:3]] == ["a ", "b"]
    assert chunks[-2]["choices"][0]["finish_reason"] == "stop"
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] == 2


def test_replies_are_consumed_in_order_and_the_last_is_reused() -> None:
    """Replies go one per request; add_reply() appends; the last reply repeats once exhausted."""
    with FakeOpenAI(replies=["primera", "segunda"]) as server:
        model = chat(server)
        answers = [model.invoke("q").content for _ in range(3)]
        server.add_reply("cuarta")
        answers.append(model.invoke("q").content)
    assert answers == ["primera", "segunda", "segunda", "cuarta"]


def test_callable_reply_sees_the_request() -> None:
    """A callable reply receives the request JSON and its return value is the answer."""

    def echo(request: dict[str, Any]) -> str:
        return f"{request['model']}: {request['messages'][-1]['content'].upper()}"

    with FakeOpenAI(replies=[echo]) as server:
        assert chat(server).invoke("hola").content == "gpt-4o-mini: HOLA"


def test_async_invoke_works() -> None:
    """ainvoke() goes through the async client just the same."""
    with FakeOpenAI(replies=["asíncrono"]) as server:
        assert asyncio.run(chat(server).ainvoke("hola")).content == "asíncrono"


def test_401_raises_authentication_error() -> None:
    """A 401 server makes ChatOpenAI raise openai.AuthenticationError with OpenAI's error body."""
    with FakeOpenAI(replies=["never"], status=401) as server:
        with pytest.raises(openai.AuthenticationError) as info:
            chat(server).invoke("hola")
        assert len(server.requests) == 1  # 401 is not retried
    assert info.value.status_code == 401
    assert "Incorrect API key provided" in str(info.value)
    assert info.value.body == {
        "message": "Incorrect API key provided",
        "type": "invalid_request_error",
        "param": None,
        "code": "invalid_api_key",
    }


def test_required_api_key_is_checked() -> None:
    """With api_key set the server answers 401 to a wrong key and 200 to the right one."""
    with FakeOpenAI(replies=["ok"], api_key="test-key") as server:
        assert chat(server).invoke("hola").content == "ok"
        with pytest.raises(openai.AuthenticationError):
            ChatOpenAI(base_url=server.base_url, api_key="wrong", model="gpt-4o-mini").invoke("hola")


def test_500_raises_internal_server_error() -> None:
    """A 500 server makes ChatOpenAI raise openai.InternalServerError (with retries off)."""
    server = FakeOpenAI(replies=["never"], status=500)
    with server, pytest.raises(openai.InternalServerError) as info:
        chat(server, max_retries=0).invoke("hola")
    assert info.value.status_code == 500
    assert info.value.body["type"] == "server_error"


def test_hanging_server_raises_timeout_and_closes_promptly() -> None:
    """A hanging server trips the client timeout, and closing the server does not wait out the hang."""
    start = time.monotonic()
    with FakeOpenAI(replies=["too late"], hang_seconds=5) as server:
        with pytest.raises(openai.APITimeoutError):
            chat(server, timeout=1, max_retries=0).invoke("hola")
        assert len(server.requests) == 1
    assert time.monotonic() - start < 3


def test_closed_port_raises_connection_error() -> None:
    """A port nobody listens on any more makes ChatOpenAI raise openai.APIConnectionError."""
    server = FakeOpenAI(replies=["x"])
    server.close()
    with pytest.raises(openai.APIConnectionError) as info:
        chat(server, max_retries=0).invoke("hola")
    assert not isinstance(info.value, openai.APITimeoutError)


def test_azure_chat_uses_deployment_path() -> None:
    """AzureChatOpenAI posts to /openai/deployments/<name>/chat/completions with api-version and api-key."""
    with FakeOpenAI(replies=["hola desde Azure"]) as server:
        model = AzureChatOpenAI(
            azure_endpoint=server.root_url,
            api_key="k",
            api_version="2024-10-21",
            azure_deployment="gpt-4o-mini",
        )
        assert model.invoke("hola").content == "hola desde Azure"
        assert "".join(c.content for c in model.stream("hola")) == "hola desde Azure"
        request = server.requests[0]
    assert "/openai/deployments/gpt-4o-mini/chat/completions" in request["path"]
    assert request["query"] == {"api-version": "2024-10-21"}
    assert request["headers"]["api-key"] == "k"


def test_embeddings_of_texts() -> None:
    """OpenAIEmbeddings gets one deterministic vector per text (base64 on the wire, floats to the caller)."""
    texts = ["artículo uno", "artículo dos", "artículo tres"]
    with FakeOpenAI() as server:
        embeddings = OpenAIEmbeddings(
            base_url=server.base_url, api_key="test-key", check_embedding_ctx_length=False
        )
        vectors = embeddings.embed_documents(texts)
        query = embeddings.embed_query("artículo uno")
        request = server.requests[0]
    assert request["path"] == "/v1/embeddings"
    assert request["json"]["input"] == texts
    assert request["json"]["encoding_format"] == "base64"
    assert len(vectors) == 3 and all(len(v) == 8 for v in vectors)
    assert vectors == [FakeOpenAI.vector(t) for t in texts]
    assert query == vectors[0] and vectors[0] != vectors[1]


def test_embeddings_of_token_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the default ctx-length check OpenAIEmbeddings sends token-id lists; they are embedded too."""

    class CharEncoding:
        """Stand-in for tiktoken's encoding, whose BPE file would be downloaded."""

        def encode_ordinary(self, text: str) -> list[int]:
            return [ord(c) for c in text]

    monkeypatch.setattr(tiktoken, "encoding_for_model", lambda _name: CharEncoding())
    with FakeOpenAI() as server:
        embeddings = OpenAIEmbeddings(base_url=server.base_url, api_key="test-key", dimensions=16)
        vectors = embeddings.embed_documents(["ab", "cd"])
        request = server.requests[0]
    assert request["json"]["input"] == [[97, 98], [99, 100]]
    assert request["json"]["dimensions"] == 16
    assert vectors == [FakeOpenAI.vector([97, 98], 16), FakeOpenAI.vector([99, 100], 16)]


def test_unknown_path_is_404_json() -> None:
    """Any other path answers 404 with OpenAI's error JSON."""
    with FakeOpenAI() as server:
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(f"{server.base_url}/models", timeout=5)
        error = json.loads(info.value.read())
        info.value.close()
    assert info.value.code == 404
    assert error["error"]["message"] == "Invalid URL (GET /v1/models)"
