"""Eight sessions at once over the shared, cached objects: every answer is the one asked alone gives.

The app builds its heavy objects once per process (``st.cache_resource``: the index, the search
structures, the feedback store) and every browser session uses them from its own script thread.
These tests do the same with eight threads released together by a barrier: against one chain,
against the three retrievers, against one feedback store, and through eight ``AppTest`` pages.
Answers come from the real index of the bundled Constitution (local e5 embeddings, offline).

AppTest is not safe to run from several threads as it stands (each run swaps the process's
Streamlit ``Runtime`` singleton, config and secrets; see ``one_server_runtime``), so the page
test holds those fixed for the test, as one Streamlit server does for all its sessions.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar
from unittest.mock import MagicMock

import pytest
import streamlit as st
import streamlit.testing.v1.app_test as app_test_module
import streamlit.testing.v1.local_script_runner as local_script_runner_module
from streamlit import config as streamlit_config
from streamlit.components.v2.component_manager import BidiComponentManager
from streamlit.runtime import Runtime
from streamlit.runtime.caching.storage.dummy_cache_storage import MemoryCacheStorageManager
from streamlit.runtime.dataframe_source_manager import DataframeSourceManager
from streamlit.runtime.media_file_manager import MediaFileManager
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage
from streamlit.runtime.scriptrunner.script_cache import ScriptCache
from streamlit.runtime.secrets import Secrets
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.util import build_mock_config_get_option

import rag.ingest.embeddings
from rag.answer.feedback import FeedbackStore, feedback_url
from rag.core.config import PROJECT_ROOT, Settings
from rag.core.results import Answer, RetrievalResult
from rag.pipeline import Pipeline
from rag.search.rankers import PreceptSearch, ranker_names
from ui.text import plain, safe_markdown

T = TypeVar("T")
APP = PROJECT_ROOT / "app.py"
SESSIONS = 8
ROUNDS = 3
START_TIMEOUT_S = 120.0  # how long a thread waits at the barrier for the others before failing
RUN_TIMEOUT_S = 180.0  # one AppTest run, with eight pages sharing two cores
PROVIDER_VARIABLES = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT")

# From data/eval/dev.jsonl: citizen questions whose answer, asked alone, cites exactly this article.
QUESTIONS = (
    ("¿España es una república o una monarquía?", "art-1"),
    ("¿De qué colores es la bandera española y cómo van las franjas?", "art-4"),
    ("¿Para qué sirve el ejército según la Constitución?", "art-8"),
    ("¿Puedo tener a la vez la nacionalidad española y la de un país latinoamericano?", "art-11"),
    ("¿Sigue existiendo la pena de muerte en España?", "art-15"),
    ("Si me detiene la policía, ¿tengo derecho a un abogado y a saber por qué me detienen?", "art-17"),
    ("¿Me puede obligar mi empresa a afiliarme a un sindicato?", "art-28"),
    ("¿Tengo derecho a una vivienda?", "art-47"),
    ("¿Puedo irme a vivir a otra ciudad o salir de España sin pedir permiso a nadie?", "art-19"),
    ("¿Los hijos nacidos fuera del matrimonio tienen los mismos derechos?", "art-39"),
    ("¿Puede el Rey declarar la guerra él solo?", "art-63"),
    ("¿Se puede detener a un diputado?", "art-71"),
    ("¿Pueden los ciudadanos participar en los juicios como jurado?", "art-125"),
    ("¿Quién elige al alcalde de mi pueblo?", "art-140"),
    ("¿Se puede reformar la Constitución en plena guerra?", "art-169"),
    ("¿Quién puede declarar un estado de alarma y cuánto puede durar?", "art-116"),
)


@dataclass(frozen=True)
class Shown:
    """What a user sees of an answer: its text, whether it refuses, what it cites, what it retrieved."""

    answer: str
    refused: bool
    citations: tuple[tuple[str, str, str], ...]  # (article_id, apartado, label)
    doc_ids: tuple[str, ...]


def shown(answer: Answer) -> Shown:
    """The user-visible part of an answer (timings differ from run to run)."""
    return Shown(
        answer.answer,
        answer.refused,
        tuple((c.article_id, c.apartado, c.label) for c in answer.citations),
        tuple(str(c.metadata["doc_id"]) for c in answer.contexts),
    )


def ranking(result: RetrievalResult) -> tuple[tuple[str, str, bool, bool], ...]:
    """A retrieval result as (precept, its best chunk's text, looked up, referenced), in order."""
    return tuple((h.doc_id, h.chunk.text, h.lookup, h.referenced) for h in result.hits)


def together(sessions: list[Callable[[], T]]) -> list[T]:
    """Run each callable in its own thread, all released at once; any thread's exception is raised here."""
    barrier = threading.Barrier(len(sessions), timeout=START_TIMEOUT_S)

    def start(session: Callable[[], T]) -> T:
        barrier.wait()
        return session()

    with ThreadPoolExecutor(max_workers=len(sessions)) as pool:
        futures = [pool.submit(start, session) for session in sessions]
        return [future.result() for future in futures]


def schedule() -> list[list[list[int]]]:
    """Question numbers per round and session: each round asks all sixteen questions, every
    question from a different session than the round before; the last round has all eight
    sessions ask the same two questions at the same moment."""
    rounds = [
        [[(session + 4 * round_ + 8 * j) % len(QUESTIONS) for j in range(2)] for session in range(SESSIONS)]
        for round_ in range(ROUNDS)
    ]
    return [*rounds, [[0, 1]] * SESSIONS]


def cold_copy(pipeline: Pipeline) -> Pipeline:
    """The same collection with new search structures: no query vector remembered yet, so the
    threads embed their questions concurrently instead of reading vectors an earlier test cached."""
    search = pipeline.search
    fresh = PreceptSearch(pipeline.table, search.embeddings, (search.dense_weight, search.bm25_weight))
    return dataclasses.replace(pipeline, search=fresh)


# --- one chain, eight threads -------------------------------------------------------------------


def test_eight_sessions_sharing_one_chain_get_the_answers_they_get_alone(
    real_pipeline: Pipeline, real_settings: Settings
) -> None:
    """Eight threads asking one shared chain at once: each answer, citations and sources as asked alone."""
    alone = real_pipeline.chain(real_settings, None, real_settings.retriever, real_settings.k)
    expected = [shown(alone.ask(question)) for question, _ in QUESTIONS]
    for (question, article), answer in zip(QUESTIONS, expected, strict=True):
        assert not answer.refused, question
        assert article in {article_id for article_id, _, _ in answer.citations}, question
    shared = cold_copy(real_pipeline).chain(real_settings, None, real_settings.retriever, real_settings.k)

    def session(numbers: list[int]) -> Callable[[], list[tuple[int, Shown]]]:
        return lambda: [(n, shown(shared.ask(QUESTIONS[n][0]))) for n in numbers]

    asked = 0
    for round_ in schedule():
        for answers in together([session(numbers) for numbers in round_]):
            for n, answer in answers:
                assert answer == expected[n], QUESTIONS[n][0]
                asked += 1
    assert asked == (ROUNDS + 1) * SESSIONS * 2


def test_eight_sessions_sharing_the_retrievers_get_the_rankings_they_get_alone(
    real_pipeline: Pipeline,
) -> None:
    """Eight threads searching shared dense, bm25 and hybrid retrievers at once: every ranking as alone."""
    alone = {method: real_pipeline.retriever(method, 5) for method in ranker_names()}
    expected = {
        (method, n): ranking(alone[method].search(question))
        for method in ranker_names()
        for n, (question, _) in enumerate(QUESTIONS)
    }
    for n, (question, article) in enumerate(QUESTIONS):
        assert f"BOE-A-1978-31229:{article}" in [doc_id for doc_id, *_ in expected["hybrid", n]], question
    shared_pipeline = cold_copy(real_pipeline)
    shared = {method: shared_pipeline.retriever(method, 5) for method in ranker_names()}

    def session(numbers: list[int], offset: int) -> Callable[[], list[tuple[str, int, Any]]]:
        # Each session goes through the three methods in its own order, so they overlap.
        methods = [ranker_names()[(offset + i) % len(ranker_names())] for i in range(len(ranker_names()))]
        return lambda: [
            (method, n, ranking(shared[method].search(QUESTIONS[n][0])))
            for n in numbers
            for method in methods
        ]

    searched = 0
    for round_ in schedule():
        sessions = [session(numbers, offset) for offset, numbers in enumerate(round_)]
        for rankings in together(sessions):
            for method, n, result in rankings:
                assert result == expected[method, n], (method, QUESTIONS[n][0])
                searched += 1
    assert searched == (ROUNDS + 1) * SESSIONS * 2 * len(ranker_names())


# --- one feedback store, eight threads ----------------------------------------------------------


def test_eight_sessions_rating_into_one_feedback_store_keep_every_rating(settings: Settings) -> None:
    """Eight threads recording, re-scoring and commenting in one SQLite store: every row as last set."""
    store = FeedbackStore(feedback_url(settings))
    ratings = 5

    def session(number: int) -> Callable[[], list[int]]:
        def rate() -> list[int]:
            ids = []
            for j in range(ratings):
                feedback_id = store.record(
                    j % 2,
                    f"Pregunta {number}.{j}",
                    f"Respuesta {number}.{j} [1]",
                    [{"n": 1, "text": f"Extracto {number}.{j}", "metadata": {"article_id": "art-28"}}],
                    {"session": number},
                    instance=f"sesion-{number}",
                )
                store.update(feedback_id, score=1 - j % 2)  # the user changes their mind…
                store.update(feedback_id, comment=f"Comentario {number}.{j}")  # …and explains why
                ids.append(feedback_id)
            return ids

        return rate

    ids = together([session(number) for number in range(SESSIONS)])
    rows = store.all()
    assert len(rows) == SESSIONS * ratings
    assert sorted(i for session_ids in ids for i in session_ids) == [row.id for row in rows]
    by_id = {row.id: row for row in rows}
    for number, session_ids in enumerate(ids):
        for j, feedback_id in enumerate(session_ids):
            row = by_id[feedback_id]
            assert (row.question, row.answer, row.score, row.comment, row.instance) == (
                f"Pregunta {number}.{j}",
                f"Respuesta {number}.{j} [1]",
                1 - j % 2,
                f"Comentario {number}.{j}",
                f"sesion-{number}",
            )
            assert row.contexts[0]["text"] == f"Extracto {number}.{j}"
            assert row.settings == {"session": number}


# --- eight AppTest pages ------------------------------------------------------------------------


@pytest.fixture
def app_on_real_index(
    real_pipeline: Pipeline, real_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[Settings]]:
    """The app reads the session's real index with its e5 model; yields each build of the model.

    Streamlit caches start and end empty: a cached Index would point at another test's data dir.
    """
    for name in PROVIDER_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RAG_DATA_DIR", str(real_settings.data_dir))
    built: list[Settings] = []

    def build_embeddings(settings: Settings) -> Any:
        built.append(settings)
        return real_pipeline.search.embeddings

    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", build_embeddings)
    st.cache_resource.clear()
    st.cache_data.clear()
    yield built
    st.cache_resource.clear()
    st.cache_data.clear()


@pytest.fixture
def one_server_runtime(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hold AppTest's per-run process globals fixed for the whole test, as a Streamlit server holds
    them for all its sessions, so several AppTest runs can be in flight at once.

    ``AppTest._run`` (streamlit 1.67, testing/v1/app_test.py) swaps three process-wide globals
    around every run: it sets the ``Runtime`` singleton to a fresh mock and back to ``None``
    after the run, patches ``config.get_option`` (``global.appTest``) with ``mock.patch`` and
    replaces ``st.secrets`` when secrets are given. With two runs in flight, the first to finish
    sets ``Runtime._instance = None`` under the other, whose script thread then dies in
    ``ScriptRunner._run_script`` (``runtime.get_instance().media_file_mgr.clear_session_refs()``:
    "Runtime hasn't been created!") before the page is drawn: an empty page and no
    ``at.exception``. The nested patches also unwind out of order and leave the mock installed.
    Here one runtime built like AppTest's, the ``global.appTest`` option and the test secrets
    are installed once; AppTest's per-run swaps go to a stand-in. Each run also gets a fresh
    ``ScriptCache``, so eight first runs would compile app.py at once, which CPython 3.11's parser
    does not survive ("AST constructor recursion depth mismatch", seen on a clean CI run); a server
    compiles the page once, in one locked cache for all sessions, and so does this fixture.
    Everything else is unchanged: each page has its own session state and script thread, and the
    app's caches are shared.
    """
    shared_script_cache = ScriptCache()
    monkeypatch.setattr(app_test_module, "ScriptCache", lambda: shared_script_cache)
    monkeypatch.setattr(local_script_runner_module, "ScriptCache", lambda: shared_script_cache)
    runtime = MagicMock(spec=Runtime)
    runtime.media_file_mgr = MediaFileManager(MemoryMediaFileStorage("/mock/media"))
    runtime.dataframe_source_mgr = DataframeSourceManager()
    runtime.cache_storage_manager = MemoryCacheStorageManager()
    components = BidiComponentManager()
    components.discover_and_register_components(start_file_watching=False)
    runtime.bidi_component_registry = components
    monkeypatch.setattr(Runtime, "_instance", runtime)
    monkeypatch.setattr(app_test_module, "Runtime", type("PerRunRuntime", (Runtime,), {"_instance": None}))
    monkeypatch.setattr(
        streamlit_config, "get_option", build_mock_config_get_option({"global.appTest": True})
    )
    monkeypatch.setattr(app_test_module, "patch_config_options", lambda overrides: contextlib.nullcontext())
    secrets = Secrets()
    secrets._secrets = {"RAG_TEST_SECRETS": "1"}  # a developer's secrets.toml stays out
    monkeypatch.setattr(st, "secrets", secrets)


def texts(node: Any) -> list[str]:
    """The Markdown bodies shown in a block."""
    return [m.value for m in node.markdown]


def label_of(article_id: str) -> str:
    """The label an article id is shown with: art-47 → Artículo 47."""
    return "Artículo " + article_id.removeprefix("art-")


def test_eight_app_pages_at_once_each_show_their_own_cited_answer(
    app_on_real_index: list[Settings],
    one_server_runtime: None,
    real_pipeline: Pipeline,
    real_settings: Settings,
) -> None:
    """Eight AppTest pages (one shared runtime) ask at once: each shows its own cited answer, no exception."""
    picked = [QUESTIONS[n] for n in (0, 4, 6, 7, 10, 11, 13, 15)]
    alone = real_pipeline.chain(real_settings, None, real_settings.retriever, real_settings.k)
    expected = [alone.ask(question) for question, _ in picked]
    pages = [AppTest.from_file(str(APP), default_timeout=RUN_TIMEOUT_S) for _ in picked]

    def load(at: AppTest) -> Callable[[], AppTest]:
        return lambda: at.run()

    def ask(at: AppTest, question: str) -> Callable[[], AppTest]:
        return lambda: at.chat_input(key="chat_input").set_value(question).run()

    for at in together([load(at) for at in pages]):
        assert not at.exception, [e.value for e in at.exception]
        assert len(at.chat_input) == 1
    together([ask(at, question) for at, (question, _) in zip(pages, picked, strict=True)])
    for at, (question, article), answer in zip(pages, picked, expected, strict=True):
        label = label_of(article)
        assert not at.exception, [e.value for e in at.exception]
        user, assistant = at.chat_message
        assert texts(user) == [plain(question)]
        shown_answer = texts(assistant)[0]
        assert shown_answer == safe_markdown(answer.answer)
        assert re.search(rf"\*\*{label}(\.\d+)?\*\*", shown_answer), shown_answer
        (sources,) = [e for e in assistant.expander if e.label == "Contexto y fuentes"]
        cited = [text for text in texts(sources) if text.endswith("✅ citado en la respuesta")]
        assert any(f"\\] {label}** ·" in text for text in cited), cited
    assert len(app_on_real_index) == 1  # one index and model for the eight sessions
