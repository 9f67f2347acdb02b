"""Shared fakes and fixtures: every path under tmp_path, deterministic embeddings, a real Chroma on disk."""

from __future__ import annotations

import hashlib
import math
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from langchain_core.embeddings import Embeddings
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import BaseMessage
from pydantic import Field
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage

import rag.ingest.embeddings
from rag.core.config import PROJECT_ROOT, SHIPPED_DATA, Settings
from rag.core.records import ApartadoSpan, Chunk
from rag.core.results import Context, Hit
from rag.ingest.build import Index
from rag.ingest.corpus import resolve_corpus
from rag.ingest.embeddings import E5Embeddings
from rag.ingest.store import connect
from rag.pipeline import Pipeline, open_pipeline
from splitters import SplitterSpec

CONSTITUCION_DIR = SHIPPED_DATA / "constitucion"
CONSTITUCION_MD = CONSTITUCION_DIR / "constitucion-BOE-A-1978-31229-legalize-es-2024-02-17.md"
LEYES_DIR = SHIPPED_DATA / "leyes"
FIXTURES = PROJECT_ROOT / "tests" / "fixtures"
OLD_HTML = FIXTURES / "constitucion-BOE-A-1978-31229-act-consolidado-2011-09-27.html"
ORIGINAL_XML = FIXTURES / "constitucion-BOE-A-1978-31229-diario-original-1978.xml"
CURRENT_HTML = FIXTURES / "boe-act-current-layout.html"

DIMENSIONS = 64


class FakeEmbeddings(Embeddings):
    """Hashed bag of words in 64 dimensions, L2-normalised; counts every text it embeds."""

    name = "fake-hash"

    def __init__(self) -> None:
        self.embedded = 0
        self.queries = 0

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * DIMENSIONS
        for word in re.findall(r"\w+", text.lower()):
            digest = hashlib.sha1(word.encode()).digest()
            vector[digest[0] % DIMENSIONS] += 1.0 if digest[1] % 2 else -1.0
        norm = math.sqrt(sum(x * x for x in vector)) or 1.0
        return [x / norm for x in vector]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Passage vectors, counted."""
        self.embedded += len(texts)
        return [self._vector(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        """Query vector, counted apart."""
        self.queries += 1
        return self._vector(text)


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every path at tmp_path and clear settings that reach outside the test."""
    monkeypatch.setenv("RAG_DATA_DIR", str(tmp_path / "rag"))
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path / "tiktoken-cache"))
    for name in ("RAG_CHROMA_URL", "RAG_EMBEDDINGS", "RAG_INDEX_DIR", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def settings() -> Settings:
    """Settings read from the (isolated) environment."""
    return Settings.from_env()


@pytest.fixture
def client(settings: Settings):
    """A real Chroma PersistentClient under tmp_path."""
    return connect(settings)


@pytest.fixture
def fake_embeddings() -> FakeEmbeddings:
    """A fresh counting fake embedder."""
    return FakeEmbeddings()


@pytest.fixture
def index(client, fake_embeddings: FakeEmbeddings, settings: Settings) -> Index:
    """An Index over the on-disk Chroma with the fake embeddings."""
    return Index(client, fake_embeddings, settings)


ARTICULOS = SplitterSpec.parse("articulos")


@pytest.fixture(scope="session")
def real_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """Settings of the session's real index: an explicit data dir, nothing read from the environment."""
    return Settings(data_dir=tmp_path_factory.mktemp("real-index"))


@pytest.fixture(scope="session")
def real_pipeline(real_settings: Settings) -> Pipeline:
    """The bundled Constitution indexed once per session (articulos, real local e5 embeddings)."""
    # E5Embeddings picks its thread count per call from the free cores, so the other processes
    # of a test run (a Chroma server, Streamlit, Chromium) do not make it collapse.
    index = Index(connect(real_settings), E5Embeddings(), real_settings)
    return open_pipeline(index, resolve_corpus("constitucion", real_settings), ARTICULOS)


@pytest.fixture(scope="session")
def real_laws(real_settings: Settings) -> Pipeline:
    """The bundled laws with the real local embeddings (vectors from data/vectors: seconds)."""
    index = Index(connect(real_settings), E5Embeddings(), real_settings)
    return open_pipeline(index, resolve_corpus("leyes", real_settings), ARTICULOS)


@pytest.fixture(scope="session")
def real_normas(real_settings: Settings) -> Pipeline:
    """The combined corpus (Constitution and laws) with the real local embeddings (shipped vectors)."""
    index = Index(connect(real_settings), E5Embeddings(), real_settings)
    return open_pipeline(index, resolve_corpus("normas", real_settings), ARTICULOS)


@pytest.fixture(scope="session")
def real_biblioteca(real_settings: Settings) -> Pipeline:
    """The citizen's library (41 norms) with the real local embeddings (shipped vectors: about a
    minute and a half to store the first time, in the session's store)."""
    index = Index(connect(real_settings), E5Embeddings(), real_settings)
    return open_pipeline(index, resolve_corpus("biblioteca", real_settings), ARTICULOS)


@pytest.fixture
def fake_pipeline(index: Index, settings: Settings) -> Pipeline:
    """The bundled Constitution indexed with the fake embeddings: look-ups are exact, rankings arbitrary."""
    return open_pipeline(index, resolve_corpus("constitucion", settings), ARTICULOS)


def make_context(
    n: int,
    text: str,
    metadata: dict[str, object],
    score: float = 0.5,
    apartado_spans: list[tuple[str, int, int]] | None = None,
    referenced: bool = False,
    lookup: bool = False,
) -> Context:
    """A numbered extract whose text is the whole precept, as the retriever makes them."""
    chunk_id = str(metadata.get("chunk_id") or metadata.get("doc_id") or f"doc-{n}")
    chunk = Chunk.from_store(chunk_id, text, {"doc_id": chunk_id, **metadata})
    spans = tuple(ApartadoSpan(str(a), int(b), int(c)) for a, b, c in apartado_spans or [])
    return Context(n, Hit(chunk, score, text, spans, referenced=referenced, lookup=lookup))


class ScriptedChatModel(FakeListChatModel):
    """An in-process chat model for unit tests of the answer path: it replies with ``responses`` in
    order (streaming them character by character) and records every prompt it was given."""

    model_name: str = "guion"
    prompts: list[list[BaseMessage]] = Field(default_factory=list)

    def _call(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> str:
        self.prompts.append(list(messages))
        return super()._call(messages, *args, **kwargs)

    def _stream(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Iterator[Any]:
        self.prompts.append(list(messages))
        yield from super()._stream(messages, *args, **kwargs)


@pytest.fixture(scope="module")
def chroma_port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """A real `chroma run` server on loopback, persisted under a temporary folder; always stopped."""
    from servers import chroma_server

    with chroma_server(tmp_path_factory.mktemp("chroma-server")) as port:
        yield port


# --- the Streamlit page (tests/app): used with ``pytestmark = pytest.mark.usefixtures("app_environment")``

PROVIDER_VARIABLES = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "AZURE_OPENAI_API_KEY",
    "AZURE_OPENAI_ENDPOINT",
    "OPENAI_API_VERSION",
    "RAG_CHAT_MODEL",
    "RAG_LLM_TIMEOUT_S",
)
PAGE_WAIT_S = 60.0


@pytest.fixture
def app_environment(monkeypatch: pytest.MonkeyPatch, fake_embeddings: FakeEmbeddings) -> Iterator[None]:
    """The app's index uses the fake embeddings, no provider is configured, Streamlit caches start empty.

    Cached Index objects (and the ingest-job registry) point at one test's tmp dir, so they must
    not leak into the next test.
    """
    for name in PROVIDER_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: fake_embeddings)
    st.cache_resource.clear()
    st.cache_data.clear()
    yield
    st.cache_resource.clear()
    st.cache_data.clear()


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    """Bytes handed to Streamlit's in-memory media store (download buttons), by file id."""
    stored: dict[str, bytes] = {}
    original = MemoryMediaFileStorage.load_and_get_id

    def record(
        self: MemoryMediaFileStorage, data: Any, mimetype: str, kind: Any, filename: Any = None
    ) -> str:
        file_id = original(self, data, mimetype, kind, filename)
        stored[file_id] = data if isinstance(data, bytes) else Path(data).read_bytes()
        return file_id

    monkeypatch.setattr(MemoryMediaFileStorage, "load_and_get_id", record)
    return stored


@pytest.fixture
def ingest_gate(
    fake_embeddings: FakeEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[threading.Event]:
    """Once armed (``gate.clear()``), embedding passages waits until the test sets the event again."""
    gate = threading.Event()
    gate.set()
    embed = fake_embeddings.embed_documents

    def gated(texts: list[str]) -> list[list[float]]:
        assert gate.wait(PAGE_WAIT_S), "the test never released the ingest"
        return embed(texts)

    monkeypatch.setattr(fake_embeddings, "embed_documents", gated)
    yield gate
    gate.set()  # never leave a background ingest blocked
