"""Several app instances, one Chroma server and one PostgreSQL feedback database: both instances
answer and record feedback, and their in-process indexes (BM25, vectors) are rebuilt from the store.

PostgreSQL is Debian's (``tests/system_setup.sh`` installs it), started here on loopback in a
temporary folder; where it cannot be installed or started these tests skip and print why.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import ARTICULOS, FakeEmbeddings
from servers import (
    CHROMIUM_ARGS,
    PostgresServer,
    app_environment,
    chroma_server,
    find_chromium,
    http_client,
    postgres_server,
    streamlit_app,
)

from rag.answer.feedback import FeedbackStore
from rag.core.config import PROJECT_ROOT, Settings
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus, resolve_corpus
from rag.ingest.store import connect
from rag.pipeline import Pipeline, open_pipeline

RAG = Path(sys.executable).parent / "rag"
START_TIMEOUT_S = 120.0
ANSWER_TIMEOUT_S = 60.0
FEEDBACK_TIMEOUT_S = 30.0

LAW = """---
title: "Ley de prueba de instancias"
identifier: "BOE-A-2099-7"
last_updated: "2099-01-01"
---
# Ley de prueba de instancias

## TÍTULO I. Derechos

##### Artículo 1. Huelga.

Se reconoce el derecho a la huelga de los trabajadores para la defensa de sus intereses.

##### Artículo 2. Vivienda.

Todos los españoles tienen derecho a disfrutar de una vivienda digna y adecuada.

##### Artículo 3. Medio ambiente.

Los poderes públicos protegerán los bosques, los ríos y la fauna frente a la contaminación.
"""
TELEWORK = "Las personas trabajadoras podrán teletrabajar desde su domicilio dos días por semana."
CHANGED_LAW = LAW.split("##### Artículo 3.")[0] + f"##### Artículo 4. Teletrabajo.\n\n{TELEWORK}\n"


# PostgreSQL ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def postgres() -> Iterator[PostgresServer]:
    """A real PostgreSQL on loopback for this module (skips, saying why, where there is none)."""
    with postgres_server() as server:
        yield server


@pytest.fixture
def store(postgres: PostgresServer) -> Iterator[FeedbackStore]:
    """A FeedbackStore on a fresh, empty PostgreSQL database."""
    feedback = FeedbackStore(postgres.create_database(f"feedback_{uuid.uuid4().hex[:12]}"))
    yield feedback
    feedback.engine.dispose()


def test_feedback_round_trip_in_postgresql(store: FeedbackStore) -> None:
    """Record, change the score, add a comment: one row with the last values, credentials hidden."""
    contexts = [
        {"n": 1, "text": "Los españoles son iguales ante la ley.", "metadata": {"article_id": "art-14"}}
    ]
    settings = {"corpus": "constitucion", "k": 5, "retriever": "hybrid"}
    feedback_id = store.record(
        1,
        "¿Somos iguales ante la ley? mi clave sk-abcdefghijklmnop",
        "Sí, según el artículo 14 [1].",
        contexts,
        settings,
        instance="instancia-a",
    )
    store.update(feedback_id, score=0)
    store.update(feedback_id, comment="Falta el 9.2; password=hunter2")
    rows = store.all()
    assert [(r.id, r.score, r.instance) for r in rows] == [(feedback_id, 0, "instancia-a")]
    row = rows[0]
    assert row.question == "¿Somos iguales ante la ley? mi clave [oculto]"
    assert row.comment == "Falta el 9.2; [oculto]"
    assert row.answer == "Sí, según el artículo 14 [1]."
    assert (row.contexts, row.settings) == (contexts, settings)
    assert row.created_at.tzinfo is not None


def test_eight_threads_record_at_once(store: FeedbackStore) -> None:
    """Eight threads sharing one store record 5 ratings each at the same moment: all 40 rows are stored."""
    start = threading.Barrier(8)

    def rate(thread: int) -> list[int]:
        start.wait()
        return [
            store.record(n % 2, f"pregunta {thread}-{n}", "respuesta", [], {}, instance="i") for n in range(5)
        ]

    with ThreadPoolExecutor(max_workers=8) as pool:
        ids = [i for batch in pool.map(rate, range(8)) for i in batch]
    rows = store.all()
    assert len(set(ids)) == 40
    assert sorted(r.id for r in rows) == sorted(ids)
    assert {r.question for r in rows} == {f"pregunta {t}-{n}" for t in range(8) for n in range(5)}
    assert sum(r.score for r in rows) == 8 * 2


def test_instances_starting_at_once_share_a_new_database(postgres: PostgresServer) -> None:
    """Four stores opened at the same moment on an empty database (four instances starting) all work."""
    url = postgres.create_database(f"feedback_{uuid.uuid4().hex[:12]}")
    start = threading.Barrier(4)

    def open_and_rate(number: int) -> FeedbackStore:
        start.wait()
        store = FeedbackStore(url)
        store.record(1, f"pregunta {number}", "respuesta", [], {}, instance=f"instancia-{number}")
        return store

    with ThreadPoolExecutor(max_workers=4) as pool:
        stores = list(pool.map(open_and_rate, range(4)))
    try:
        assert sorted(r.instance for r in stores[0].all()) == [f"instancia-{n}" for n in range(4)]
    finally:
        for store in stores:
            store.engine.dispose()


# Two app instances in a browser --------------------------------------------------------------------


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real `chroma run` server shared by every instance in this module."""
    with chroma_server(tmp_path_factory.mktemp("chroma-shared")) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def chromium() -> Path:
    """Debian's Chromium with Playwright importable (skips, saying why, where it cannot be installed)."""
    return find_chromium()


@dataclass
class Instance:
    """One running app instance."""

    name: str
    url: str
    data_dir: Path


@dataclass
class Deployment:
    """Two app instances sharing one Chroma server and one feedback database."""

    instances: list[Instance]
    database: str
    collection: str


@pytest.fixture(scope="module")
def deployment(
    chromium: Path, postgres: PostgresServer, chroma_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Deployment]:
    """`rag ingest` once into the Chroma server, then two `streamlit run app.py` on it; always stopped."""
    folder = tmp_path_factory.mktemp("instances")
    corpus_dir = folder / "ley-instancias"
    corpus_dir.mkdir()
    (corpus_dir / "ley.md").write_text(LAW, encoding="utf-8")
    database = "instances"
    feedback_url = postgres.create_database(database)
    ingest = subprocess.run(
        [str(RAG), "ingest", "--corpus", str(corpus_dir), "--format", "json"],
        cwd=PROJECT_ROOT,
        env=app_environment(folder / "ingest", RAG_CHROMA_URL=chroma_url),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert ingest.returncode == 0, ingest.stderr
    report = json.loads(ingest.stdout)
    assert (report["chunks"], report["unchanged"]) == (3, False)
    instances = []
    with contextlib.ExitStack() as running:
        for name in ("instancia-a", "instancia-b"):
            data_dir = folder / name / "rag"
            # The folder is known to this instance by name, as `rag ingest --corpus` registers it.
            corpus = resolve_corpus(str(corpus_dir), Settings(data_dir=data_dir))
            env = app_environment(
                data_dir,
                RAG_CHROMA_URL=chroma_url,
                RAG_FEEDBACK_DB=feedback_url,
                RAG_INSTANCE=name,
                RAG_CORPUS=corpus.name,
            )
            url = running.enter_context(streamlit_app(folder / name, env))
            instances.append(Instance(name, url, data_dir))
        yield Deployment(instances, database, report["collection"])


def _feedback_rows(postgres: PostgresServer, database: str) -> list[tuple[str, str, int]]:
    with postgres.connect(database) as connection:
        try:
            rows = connection.execute("SELECT instance, question, score FROM feedback ORDER BY id").fetchall()
        except Exception:  # the table appears with the first rating
            return []
    return [(str(i), str(q), int(s)) for i, q, s in rows]


def _ask_and_rate(
    browser: Any, url: str, question: str, phrase: str, article: str, stored: Callable[[], bool]
) -> None:
    """In a new page: ask, check the answer and its cited article, click 👍, and keep the page open
    until ``stored()`` says the rating reached the database (closing it at once can drop the click's
    message to the server before it is sent)."""
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="es-ES")
    try:
        page.goto(url)
        chat_box = page.get_by_test_id("stChatInputTextArea")
        chat_box.wait_for(state="visible", timeout=START_TIMEOUT_S * 1000)
        chat_box.fill(question)
        chat_box.press("Enter")
        messages = page.get_by_test_id("stChatMessage")
        expect(messages).to_have_count(2, timeout=ANSWER_TIMEOUT_S * 1000)
        expect(messages.nth(0)).to_contain_text(question)
        answer = messages.nth(1)
        expect(answer).to_contain_text(phrase)
        sources = answer.get_by_test_id("stExpander").filter(has_text="Contexto y fuentes")
        sources.get_by_text("Contexto y fuentes").click()
        cited = sources.get_by_text("✅ citado en la respuesta")
        expect(cited.first).to_contain_text(article)
        thumbs_up = answer.get_by_test_id("stFeedback").get_by_role("radio", name="Thumbs up")
        for attempt in range(3):  # under load a rerun just after the answer can swallow the click;
            thumbs_up.click()  # a user clicks again, and so does the test
            try:
                expect(thumbs_up).to_have_attribute("aria-checked", "true")
                break
            except AssertionError:
                if attempt == 2:
                    raise
        deadline = time.monotonic() + FEEDBACK_TIMEOUT_S
        while not stored():
            assert time.monotonic() < deadline, f"no feedback row for {question!r} after clicking 👍"
            time.sleep(0.3)
    finally:
        page.close()


def test_two_instances_answer_and_record_feedback_in_one_database(
    deployment: Deployment, chromium: Path, postgres: PostgresServer, chroma_url: str
) -> None:
    """Each instance answers from the shared server, and its 👍 is stored in PostgreSQL under its name."""
    from playwright.sync_api import sync_playwright

    asked = {
        "instancia-a": ("¿Tienen los trabajadores derecho a la huelga?", "huelga", "Artículo 1"),
        "instancia-b": (
            "¿Tienen los españoles derecho a una vivienda digna?",
            "vivienda digna",
            "Artículo 2",
        ),
    }
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
        try:
            for instance in deployment.instances:
                question, phrase, article = asked[instance.name]
                expected = (instance.name, question, 1)
                _ask_and_rate(
                    browser,
                    instance.url,
                    question,
                    phrase,
                    article,
                    lambda expected=expected: expected in _feedback_rows(postgres, deployment.database),
                )
        finally:
            browser.close()
    assert _feedback_rows(postgres, deployment.database) == [
        (name, question, 1) for name, (question, _, _) in asked.items()
    ]
    for instance in deployment.instances:
        store = instance.data_dir / "index"
        assert not store.exists() or not any(store.iterdir()), f"{instance.name} wrote a local Chroma store"
    port = int(chroma_url.rsplit(":", 1)[1])
    on_server = [c.name for c in http_client(port).list_collections()]
    prefix = deployment.collection.rsplit("-", 1)[0]
    assert [name for name in on_server if name.startswith(prefix)] == [deployment.collection]


# In-process indexes come from the store -----------------------------------------------------------


def _top_article(pipeline: Pipeline, method: str, query: str) -> str:
    """The article id ranked first by ``bm25`` or ``dense``."""
    best = pipeline.search.rank(method, query, 1)[0]
    return pipeline.table.chunks[best.chunk_id].article_id


def _articles(pipeline: Pipeline) -> set[str]:
    return pipeline.article_ids()


def _as_the_app_does(index: Index, corpus: Corpus, cached: Pipeline) -> Pipeline:
    """app.py on a rerun: the cached pipeline while the collection's built_at is unchanged, else a new one."""
    assert index.is_current(corpus, ARTICULOS)
    live = index.open(corpus, ARTICULOS)
    built_at = str(((live.metadata or {}) if live is not None else {}).get("built_at", ""))
    return cached if built_at == cached.built_at else open_pipeline(index, corpus, ARTICULOS)


def test_instance_b_finds_what_instance_a_reingested(chroma_url: str, tmp_path: Path) -> None:
    """After A re-ingests a changed corpus, B's reopened BM25 and dense find the change, embedding nothing."""
    corpus_dir = tmp_path / "ley-reingesta"
    corpus_dir.mkdir()
    (corpus_dir / "ley.md").write_text(LAW, encoding="utf-8")
    indexes, corpora, embedders = [], [], []
    for name in ("a", "b"):
        settings = Settings(data_dir=tmp_path / name, chroma_url=chroma_url)
        embedders.append(FakeEmbeddings())
        indexes.append(Index(connect(settings), embedders[-1], settings))
        corpora.append(resolve_corpus(str(corpus_dir), settings))
    (index_a, index_b), (corpus_a, corpus_b), (_, embedder_b) = indexes, corpora, embedders
    open_pipeline(index_a, corpus_a, ARTICULOS)
    before = open_pipeline(index_b, corpus_b, ARTICULOS)
    assert _top_article(before, "bm25", "bosques ríos fauna contaminación") == "art-3"
    assert _as_the_app_does(index_b, corpus_b, before) is before

    (corpus_dir / "ley.md").write_text(CHANGED_LAW, encoding="utf-8")
    report = index_a.ingest(corpus_a, ARTICULOS)
    assert (report.unchanged, report.chunks) == (False, 3)
    after = _as_the_app_does(index_b, corpus_b, before)
    assert after is not before
    assert _top_article(after, "bm25", "teletrabajar desde su domicilio") == "art-4"
    assert _top_article(after, "dense", TELEWORK) == "art-4"
    assert _articles(after) == {"art-1", "art-2", "art-4"}
    assert _articles(before) == {"art-1", "art-2", "art-3"}  # the old snapshot, now replaced
    assert embedder_b.embedded == 0
    assert not index_b.settings.store_dir.exists()
