"""Heavy objects, built once per process and shared by every browser session (``st.cache_resource``).

Also the background ingest jobs: switching to a splitter never indexed before builds it in a
thread while the chat keeps answering from the previous, complete index.
"""

from __future__ import annotations

import hashlib
import socket
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field

import streamlit as st
from langchain_core.language_models import BaseChatModel

from rag.answer.feedback import FeedbackStore, feedback_url
from rag.answer.llm import build_chat_model
from rag.core.config import Settings
from rag.core.errors import EmptyCorpus
from rag.ingest.build import Index, IngestPlan, IngestReport, open_index
from rag.ingest.corpus import Corpus, resolve_corpus
from rag.pipeline import Pipeline, ingest, open_pipeline
from splitters import SplitterSpec


@st.cache_resource(show_spinner="Cargando el modelo de vectores y el índice…")
def get_index() -> Index:
    """The Chroma client and the embedding model."""
    return open_index(Settings.from_env())


@st.cache_resource(show_spinner=False)
def get_feedback_store(url: str) -> FeedbackStore:
    """The feedback database (SQLite file or shared PostgreSQL)."""
    return FeedbackStore(url)


def feedback_store(settings: Settings) -> FeedbackStore:
    """The store for these settings."""
    return get_feedback_store(feedback_url(settings))


def instance_name(settings: Settings) -> str:
    """Which app instance this is (``RAG_INSTANCE``, else host:port), recorded with feedback."""
    return settings.instance or f"{socket.gethostname()}:{st.get_option('server.port')}"


@st.cache_resource(show_spinner="Abriendo el índice…", max_entries=8)
def get_pipeline(corpus_name: str, spec_text: str, built_at: str) -> Pipeline:
    """Search structures of one collection; ``built_at`` in the key refreshes them after a re-ingest."""
    index = get_index()
    return open_pipeline(index, resolve_corpus(corpus_name, index.settings), SplitterSpec.parse(spec_text))


@st.cache_resource(show_spinner=False, max_entries=4)
def _chat_model(model: str, fingerprint: str, _environ: Mapping[str, str]) -> BaseChatModel | None:
    settings = Settings.from_env().model_copy(update={"chat_model": model})
    return build_chat_model(settings, _environ)


def chat_model(model: str, environ: Mapping[str, str]) -> BaseChatModel | None:
    """The configured chat model (or None); cached by model and a hash of the credentials."""
    relevant = {k: v for k, v in environ.items() if k.startswith(("OPENAI_", "AZURE_OPENAI_"))}
    fingerprint = hashlib.sha256(repr(sorted(relevant.items())).encode()).hexdigest()
    return _chat_model(model, fingerprint, relevant)


@dataclass
class IngestJob:
    """One background ingest and what it reports."""

    key: str
    done: int = 0
    total: int = 0
    message: str = "En cola"
    report: IngestReport | None = None
    error: str = ""
    finished: threading.Event = field(default_factory=threading.Event)

    @property
    def fraction(self) -> float:
        """Progress from 0 to 1."""
        return min(self.done / self.total, 1.0) if self.total else 0.0


class IngestJobs:
    """Background ingests by collection; at most one per collection at a time."""

    def __init__(self) -> None:
        self._jobs: dict[str, IngestJob] = {}
        self._lock = threading.Lock()

    def ensure(self, index: Index, corpus: Corpus, spec: SplitterSpec) -> IngestJob:
        """The running (or finished) job for this collection, starting one if there is none."""
        key = index.name_for(corpus, spec)
        with self._lock:
            job = self._jobs.get(key)
            if job is not None and (not job.finished.is_set() or job.error):
                return job
            job = IngestJob(key)
            self._jobs[key] = job

        def progress(done: int, total: int, message: str) -> None:
            job.done, job.total, job.message = done, total, message

        def run() -> None:
            try:
                job.report = ingest(index, corpus, spec, progress=progress)
            except EmptyCorpus as error:
                reasons = "; ".join(f"{name}: {why}" for name, why in error.problems) or "no hay archivos"
                job.error = f"ningún archivo se pudo leer ({reasons})"
            except Exception as error:  # shown in the page; the old index keeps answering
                job.error = str(error) or type(error).__name__
            finally:
                job.finished.set()

        threading.Thread(target=run, name=f"ingest-{key}", daemon=True).start()
        return job

    def get(self, key: str) -> IngestJob | None:
        """The job for that collection, if any."""
        with self._lock:
            return self._jobs.get(key)

    def forget(self, key: str) -> None:
        """Drop a finished job (e.g. to retry after an error)."""
        with self._lock:
            self._jobs.pop(key, None)


# A re-index the local model would take longer than this to embed waits for the user's go-ahead
# (the library with the recursive splitter: 32,602 texts, about 45 minutes); a shorter one starts
# at once, as switching the Constitution's splitter always has.
LONG_REINDEX_S = 300.0


@st.cache_data(show_spinner="Calculando cuánto llevaría indexarlo…", max_entries=16)
def reindex_plan(corpus_name: str, spec_text: str, fingerprint: str) -> IngestPlan:
    """What indexing ``corpus_name`` with that splitter would embed and how long it would take;
    ``fingerprint`` (the corpus' content, ``Index.fingerprint``) keys the cache."""
    index = get_index()
    return index.plan(resolve_corpus(corpus_name, index.settings), SplitterSpec.parse(spec_text))


@st.cache_resource
def get_jobs() -> IngestJobs:
    """The process-wide job registry."""
    return IngestJobs()
