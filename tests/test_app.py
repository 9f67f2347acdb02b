"""The Streamlit page through AppTest: what a user sees and can do.

The app runs in this process, so its index is built with the fake embeddings (a couple of seconds
for the whole Constitution) under the test's tmp data dir. Rankings are then arbitrary, so content
assertions use article look-ups ("¿Qué dice el artículo 28?"), which are exact whatever the vectors.
"""

from __future__ import annotations

import random
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from conftest import FakeEmbeddings
from openai_server import FakeOpenAI
from streamlit.proto.Markdown_pb2 import Markdown as MarkdownProto
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage
from streamlit.testing.v1 import AppTest

import rag.ingest.embeddings
from rag.answer.conversation import MAX_QUESTION_CHARS
from rag.answer.feedback import FeedbackStore, feedback_url
from rag.core.config import PROJECT_ROOT, Settings
from rag.ingest.corpus import Corpus
from rag.ingest.uploads import save_upload

APP = PROJECT_ROOT / "app.py"
READY_TIMEOUT_S = 60.0
RUN_TIMEOUT_S = 30.0
LOOKUP = "¿Qué dice el artículo 28?"
BOE_URL = "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229"
PROVIDER_VARIABLES = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "AZURE_OPENAI_API_KEY",
    "AZURE_OPENAI_ENDPOINT",
    "OPENAI_API_VERSION",
    "RAG_CHAT_MODEL",
    "RAG_LLM_TIMEOUT_S",
)
# Random bytes named .pdf: pypdf rejects them (seeded, so they never start with %PDF by chance).
JUNK_PDF = random.Random(1978).randbytes(3000)
LIBRARY_MD = b"# Horario de la biblioteca\n\nLa biblioteca municipal abre de lunes a viernes.\n"
HOSTILE_MD = (
    b"# Aviso peligroso\n\n"
    b"Texto con <script>alert(1)</script> y <b>negrita</b> y [enlace](javascript:alert(1)) en un parrafo.\n"
)


@pytest.fixture(autouse=True)
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
        assert gate.wait(READY_TIMEOUT_S), "the test never released the ingest"
        return embed(texts)

    monkeypatch.setattr(fake_embeddings, "embed_documents", gated)
    yield gate
    gate.set()  # never leave a background ingest blocked


# --- helpers ------------------------------------------------------------------------------------


def run_until(at: AppTest, done: Callable[[AppTest], bool], what: str) -> AppTest:
    """Re-run the page (as the app's polling fragment would) until ``done``, or fail after a deadline."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    at.run()
    while not done(at):
        assert not at.exception, [e.value for e in at.exception]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)
        at.run()
    return at


def index_ready(at: AppTest) -> bool:
    """The chat can be used and no ingest is in progress."""
    return bool(at.chat_input) and not at.status


def open_app() -> AppTest:
    """The page after the first load, once the bundled Constitution is indexed."""
    at = AppTest.from_file(str(APP), default_timeout=RUN_TIMEOUT_S)
    at.secrets["RAG_TEST_SECRETS"] = "1"  # replaces st.secrets: a developer's secrets.toml stays out
    run_until(at, index_ready, "the first index")
    assert not at.exception
    return at


def ask(at: AppTest, question: str) -> AppTest:
    """Type a question in the chat box and send it."""
    at.chat_input(key="chat_input").set_value(question).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def select_corpus(at: AppTest, corpus: Corpus) -> AppTest:
    """Choose a corpus in the sidebar (the page lists corpora as it renders)."""
    at.run()
    at.selectbox(key="corpus_select").set_value(corpus.name).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def turns(at: AppTest) -> list[Any]:
    """The conversation kept in the session."""
    return list(at.session_state["session"].turns)


def sources(at: AppTest, index: int = -1) -> Any:
    """The "Contexto y fuentes" expander of one answer."""
    expanders = [e for e in at.main.expander if e.label == "Contexto y fuentes"]
    return expanders[index]


def texts(node: Any) -> list[str]:
    """The Markdown bodies shown in a block."""
    return [m.value for m in node.markdown]


def markdown_elements(at: AppTest) -> list[Any]:
    """Every element of the page rendered from Markdown (markdown, captions, dividers…)."""
    nodes = [*at.main, *at.sidebar]
    return [n for n in nodes if isinstance(getattr(n, "proto", None), MarkdownProto)]


def closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# --- first load ---------------------------------------------------------------------------------


def test_first_load_shows_title_corpus_notice_mode_and_examples() -> None:
    """The first page: title, corpus version with a BOE link, notice, offline banner, example questions."""
    at = open_app()
    assert [t.value for t in at.title] == ["⚖️ Pregunte a la Constitución"]
    corpus_line = next(m for m in texts(at.main) if m.startswith("Constitución Española — texto"))
    assert "Constitución Española — texto consolidado a 17-02-2024, BOE" in corpus_line
    assert f"]({BOE_URL})" in corpus_line
    assert "Las respuestas son informativas y no constituyen asesoramiento jurídico." in [
        c.value for c in at.caption
    ]
    assert "Sin modelo de lenguaje: respuestas extractivas (citas literales del texto)." in [
        i.value for i in at.info
    ]
    assert not at.success  # the banner naming a model is not shown
    assert [at.button(key=f"example-{n}").label for n in range(4)] == [
        "¿Puedo votar si vivo en el extranjero?",
        "¿Pueden votar los extranjeros en las elecciones municipales?",
        "¿Tengo derecho a hacer huelga?",
        "¿Qué dice el artículo 47?",
    ]
    assert not at.chat_message
    assert at.button(key="new_conversation").disabled


# --- asking -------------------------------------------------------------------------------------


def test_article_lookup_answer_cites_and_shows_sources() -> None:
    """Asking for article 28: the answer quotes and cites it; the sources list it first, with BOE link."""
    at = ask(open_app(), LOOKUP)
    user, assistant = at.chat_message
    assert (user.name, texts(user)) == ("user", ["¿Qué dice el artículo 28?"])
    assert assistant.name == "assistant"
    answer = texts(assistant)[0]
    assert answer.startswith("**Artículo 28**")
    assert "derecho a la huelga" in answer and answer.endswith("[1]")
    context = sources(at)
    shown = texts(context)
    assert shown[0] == "**\\[1\\] Artículo 28** · ✅ citado en la respuesta"
    assert any("Se reconoce el derecho a la huelga" in text for text in shown)
    assert context.link_button[0].proto.label == "Ver en el BOE"
    assert context.link_button[0].proto.url == f"{BOE_URL}#a28"
    assert sum("citado en la respuesta" in text for text in shown) == 1


def test_example_button_asks_its_question() -> None:
    """Clicking an example asks it: the question appears and is answered; the examples go away."""
    at = open_app()
    at.button(key="example-3").click().run()
    assert not at.exception
    user, assistant = at.chat_message
    assert texts(user) == ["¿Qué dice el artículo 47?"]
    assert texts(assistant)[0].startswith("**Artículo 47**")
    assert [t.question for t in turns(at)] == ["¿Qué dice el artículo 47?"]
    assert not [b for b in at.button if (b.key or "").startswith("example-")]


def test_follow_up_question_uses_the_conversation() -> None:
    """A short follow-up is read with the previous question, so it still answers about article 28."""
    at = ask(ask(open_app(), LOOKUP), "¿Y quién no puede sindicarse?")
    first, second = turns(at)
    assert first.question == LOOKUP
    assert second.question == "¿Y quién no puede sindicarse?"
    assert second.answer.as_dict()["standalone_question"] == f"{LOOKUP} ¿Y quién no puede sindicarse?"
    assert second.answer.as_dict()["citations"][0]["label"].startswith("Artículo 28")
    assert [m.name for m in at.chat_message] == ["user", "assistant", "user", "assistant"]
    assert "Artículo 28" in texts(at.chat_message[3])[0]


def test_new_conversation_clears_the_chat() -> None:
    """ "Nueva conversación" empties the chat and brings back the examples."""
    at = ask(open_app(), LOOKUP)
    at.button(key="new_conversation").click().run()
    assert not at.exception
    assert turns(at) == [] and not at.chat_message
    assert at.button(key="example-0").label == "¿Puedo votar si vivo en el extranjero?"


# --- splitters ----------------------------------------------------------------------------------


def test_switching_splitter_ingests_in_background_then_answers_from_new_collection(
    ingest_gate: threading.Event,
) -> None:
    """A new splitter shows an indexing status while the old index answers; then the new one answers."""
    at = open_app()
    ingest_gate.clear()
    at.selectbox(key="splitter_select").select("recursivo").run()
    assert not at.exception
    (status,) = at.status
    assert status.label == "Indexando «Constitución Española» con el divisor recursivo:400:40…"
    assert len(status.progress) == 1
    assert [c.value for c in status.caption] == [
        "Mientras tanto responde el índice anterior: constitucion · articulos"
    ]
    ask(at, LOOKUP)  # while the new index is built
    assert turns(at)[-1].answer.as_dict()["contexts"][0]["metadata"]["chunk_kind"] == "precepto"
    ingest_gate.set()
    run_until(at, index_ready, "the recursivo index")
    ask(at, LOOKUP)
    assert turns(at)[-1].answer.as_dict()["contexts"][0]["metadata"]["chunk_kind"] == "trozo"
    assert turns(at)[-1].settings["splitter"] == "recursivo:400:40"
    at.selectbox(key="splitter_select").select("articulos").run()
    assert not at.exception and not at.status
    ask(at, LOOKUP)
    assert turns(at)[-1].answer.as_dict()["contexts"][0]["metadata"]["chunk_kind"] == "precepto"


def test_indexing_status_shows_running_while_the_index_is_built(ingest_gate: threading.Event) -> None:
    """While a new splitter is being indexed its status box says so (running), not done (✓)."""
    at = open_app()
    ingest_gate.clear()
    at.selectbox(key="splitter_select").select("caracteres").run()
    (status,) = at.status
    assert status.label.startswith("Indexando «Constitución Española» con el divisor caracteres")
    assert status.state == "running"


# --- feedback and export ------------------------------------------------------------------------


def test_thumbs_up_stores_feedback_then_comment_on_same_row() -> None:
    """👍 stores the question, answer, contexts and settings; a comment then updates that row."""
    at = ask(open_app(), LOOKUP)
    at.feedback(key="feedback-0").set_value(1).run()
    assert not at.exception
    store = FeedbackStore(feedback_url(Settings.from_env()))
    (row,) = store.all()
    turn = turns(at)[0]
    assert (row.score, row.question, row.answer) == (1, LOOKUP, turn.answer.as_dict()["answer"])
    assert row.contexts == turn.answer.as_dict()["contexts"]
    assert row.contexts[0]["metadata"]["article_label"] == "Artículo 28"
    assert row.settings == {
        "corpus": "constitucion",
        "splitter": "articulos",
        "retriever": "hybrid",
        "k": 5,
        "method": "rag",
        "mode": "extractive",
        "model": "",
    }
    at.text_input(key="comment-0").input("Muy clara, gracias.")
    at.button(key="send-comment-0").click().run()
    assert not at.exception
    assert [t.value for t in at.toast] == ["Gracias: comentario guardado."]
    (row,) = store.all()
    assert (row.score, row.comment) == (1, "Muy clara, gracias.")


def test_unreachable_feedback_database_warns_and_keeps_the_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dead RAG_FEEDBACK_DB: 👍 gives a warning without the URL or its password; the answer stays."""
    url = f"postgresql+psycopg://votante:s3creta@127.0.0.1:{closed_port()}/valoraciones"
    monkeypatch.setenv("RAG_FEEDBACK_DB", url)
    at = ask(open_app(), LOOKUP)
    answer = turns(at)[0].answer.as_dict()["answer"]
    assert not at.warning
    at.feedback(key="feedback-0").set_value(1).run()
    assert not at.exception
    (warning,) = at.warning
    assert "No se pudo guardar la valoración" in warning.value
    shown = " ".join(str(element.value) for element in [*at.markdown, *at.warning, *at.error])
    assert "s3creta" not in shown and "votante" not in shown
    assert turns(at)[0].answer.as_dict()["answer"] == answer
    assert any("Artículo 28" in str(md.value) for md in at.markdown)


def test_download_contains_question_answer_and_cited_sources(downloads: dict[str, bytes]) -> None:
    """The conversation download holds the question, the answer and its cited sources with BOE links."""
    at = ask(open_app(), LOOKUP)
    button = at.download_button(key="download_conversation")
    assert button.proto.label == "⬇️ Descargar conversación"
    content = downloads[Path(button.proto.url).stem].decode()
    assert content.startswith("# Conversación sobre la Constitución Española")
    assert f"## 1. {LOOKUP}" in content
    assert "Se reconoce el derecho a la huelga de los trabajadores" in content
    first_cited = content.split("**Fuentes citadas**\n\n", 1)[1].splitlines()[0]
    assert first_cited.startswith("- [1] Artículo 28")
    assert first_cited.endswith(f" — {BOE_URL}#a28")


# --- errors a user can cause --------------------------------------------------------------------


def test_unreachable_llm_shows_spanish_error_and_app_keeps_working(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dead model endpoint: a Spanish error in the chat, nothing stored; the next question is answered."""
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    monkeypatch.setenv("OPENAI_BASE_URL", f"http://127.0.0.1:{closed_port()}/v1")
    monkeypatch.setenv("RAG_LLM_TIMEOUT_S", "2")
    at = ask(open_app(), LOOKUP)
    assert [e.value for e in at.error] == [
        "No se puede conectar con el servicio del modelo de lenguaje: compruebe la URL y la red. "
        "Puede seguir preguntando; sin modelo (sin clave) las respuestas son extractivas."
    ]
    assert turns(at) == []
    monkeypatch.delenv("OPENAI_API_KEY")  # what the message suggests: go on without a model
    ask(at, LOOKUP)
    assert not at.error
    assert texts(at.chat_message[1])[0].startswith("**Artículo 28**")


def test_upload_box_creates_and_selects_the_corpus() -> None:
    """Uploading files in the sidebar creates a corpus, selects it and says it is being indexed."""
    at = open_app()
    at.text_input(key="upload_title").input("Mis documentos")
    at.file_uploader(key="upload_files").set_value([("horario.md", LIBRARY_MD, "text/markdown")])
    at.run()
    at.button(key="upload_create").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.selectbox(key="corpus_select").value == "subido-mis-documentos"
    assert [s.value for s in at.success] == ["Corpus «Mis documentos» creado; se está indexando."]


def test_unreadable_upload_is_named_and_readable_file_still_answers() -> None:
    """A corpus with a broken PDF and a good Markdown file: a warning names the PDF; the Markdown answers."""
    corpus = save_upload(
        "Mis documentos", [("roto.pdf", JUNK_PDF), ("horario.md", LIBRARY_MD)], Settings.from_env()
    )
    at = select_corpus(open_app(), corpus)
    warnings = [w.value for w in at.warning]
    deadline = time.monotonic() + READY_TIMEOUT_S
    while not index_ready(at) and time.monotonic() < deadline:
        time.sleep(0.2)
        at.run()
        warnings += [w.value for w in at.warning]
    assert index_ready(at) and not at.exception
    assert texts(at.main)[0] == "Corpus: Mis documentos"
    ask(at, "Horario de la biblioteca")
    answer = turns(at)[-1].answer.as_dict()
    assert not answer["refused"]
    assert "«La biblioteca municipal abre de lunes a viernes.» [1]" in texts(at.chat_message[1])[0]
    assert answer["contexts"][0]["metadata"]["source"] == "horario.md"
    assert any("roto.pdf" in w for w in warnings), f"no warning names roto.pdf; warnings seen: {warnings}"


def test_corpus_of_only_unreadable_files_shows_error_and_constitution_still_works() -> None:
    """Nothing readable: a clear error naming the file, no traceback; the Constitution still answers."""
    corpus = save_upload("Solo roto", [("roto.pdf", JUNK_PDF)], Settings.from_env())
    at = select_corpus(open_app(), corpus)
    run_until(at, lambda at: bool(at.error), "the ingest error")
    (error,) = at.error
    assert error.value.startswith("No se pudo indexar «Solo roto»")
    assert "roto.pdf" in error.value
    assert not at.exception
    assert "Constitución Española" in at.selectbox(key="corpus_select").options
    at.selectbox(key="corpus_select").set_value("constitucion").run()
    ask(at, LOOKUP)
    assert not at.error
    assert texts(at.chat_message[1])[0].startswith("**Artículo 28**")


def test_very_long_question_is_shortened_with_a_notice() -> None:
    """A 20,000-character question: an info says it was cut to 2.000 characters, and it is answered."""
    question = (LOOKUP + " " + "detalle " * 2500)[:20000]
    at = ask(open_app(), question)
    (turn,) = turns(at)
    assert len(turn.answer.as_dict()["question"]) == MAX_QUESTION_CHARS
    assert texts(at.chat_message[1])[0].startswith("**Artículo 28**")
    assert "La pregunta es muy larga: se usan sus primeros 2.000 caracteres." in [i.value for i in at.info]


@pytest.mark.parametrize("question", ["", "   "], ids=["empty", "blank"])
def test_empty_question_is_not_answered(question: str) -> None:
    """An empty (or blank) question stores nothing and raises nothing."""
    at = ask(open_app(), question)
    assert turns(at) == []
    assert not at.error
    if not question:
        assert not at.chat_message


# --- safety -------------------------------------------------------------------------------------


def test_corpus_text_is_never_rendered_as_html_or_links() -> None:
    """Markup in a document (and in its corpus title) is shown escaped everywhere, never as HTML or a link."""
    title = "Peligroso [portada](javascript:alert(2))"
    corpus = save_upload(title, [("aviso.md", HOSTILE_MD)], Settings.from_env())
    at = select_corpus(open_app(), corpus)
    run_until(at, index_ready, "the uploaded corpus index")
    # Fake vectors are bags of words: the question repeats the paragraph's words to pass the gate.
    ask(at, "aviso peligroso texto con script alert 1 b negrita enlace javascript en un parrafo")
    assert turns(at)[-1].answer.as_dict()["citations"][0]["label"] == "Aviso peligroso"
    elements = markdown_elements(at)
    assert not [e.value for e in elements if e.proto.allow_html]
    assert not at.get("html")
    escaped = r"\<script\>alert\(1\)\</script\> y \<b\>negrita\</b\> y \[enlace\]\(javascript:alert\(1\)\)"
    assert any(escaped in text for text in texts(sources(at)))
    shown = [e.value for e in elements] + [
        a.value for kind in ("info", "warning", "error", "success") for a in at.get(kind)
    ]
    live = [text for text in shown if "](javascript:" in text or "<script>" in text or "<b>" in text]
    assert live == [], "corpus markup reached the page unescaped"


# --- with a language model ----------------------------------------------------------------------


def test_llm_mode_names_the_model_and_shows_the_checked_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Through an OpenAI-compatible server: the banner names the model; an invented [9] never shows."""
    reply = "El artículo 28 reconoce el derecho a la huelga [1]. También lo dice un tratado [9]."
    with FakeOpenAI(replies=[reply]) as server:
        monkeypatch.setenv("OPENAI_API_KEY", "test")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("RAG_CHAT_MODEL", "modelo-de-prueba")
        at = open_app()
        assert [s.value for s in at.success] == [
            "Responde el modelo de lenguaje **modelo-de-prueba**, citando los artículos recuperados."
        ]
        ask(at, LOOKUP)
        (request,) = server.chat_requests
    assert request["json"]["model"] == "modelo-de-prueba"
    assert request["json"]["stream"] is True
    shown = texts(at.chat_message[1])[0]
    assert shown == "El artículo 28 reconoce el derecho a la huelga [1]. También lo dice un tratado."
    answer = turns(at)[-1].answer.as_dict()
    assert (answer["mode"], answer["model"], answer["dropped_citations"]) == ("llm", "modelo-de-prueba", [9])
    assert texts(sources(at))[0] == "**\\[1\\] Artículo 28** · ✅ citado en la respuesta"


# --- evaluation tab -----------------------------------------------------------------------------


def test_evaluation_tab_runs_and_lists_the_saved_run() -> None:
    """📊 Evaluación: a run on the dev set shows the metrics table, writes a report and lists it."""
    at = open_app()
    at.multiselect(key="eval_ks").set_value([1, 5]).run()
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    tables = [m.value for m in at.markdown if m.value.startswith("| splitter | retriever | k |")]
    assert len(tables) == 1
    assert "| articulos | hybrid | 5 | 173 |" in tables[0]
    saved = sorted((Settings.from_env().data_dir / "eval").glob("*/results.json"))
    assert len(saved) == 1
    assert {p.name for p in saved[0].parent.glob("*.png")} == {
        "hit_mrr.png",
        "metric_vs_k.png",
        "latency.png",
    }
    assert [h.value for h in at.subheader] == ["Evaluaciones guardadas"]
    assert at.selectbox(key="eval_open_select").options == [saved[0].parent.name]
