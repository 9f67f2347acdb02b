"""The page through AppTest: errors a user can cause, escaping, a configured model and the evaluation tab."""

from __future__ import annotations

import time

import pytest
from app_helpers import (
    HOSTILE_MD,
    JUNK_PDF,
    LIBRARY_MD,
    LOOKUP,
    READY_TIMEOUT_S,
    ask,
    closed_port,
    index_ready,
    markdown_elements,
    open_app,
    run_until,
    select_corpus,
    sources,
    texts,
    turns,
)
from openai_server import FakeOpenAI

from rag.answer.conversation import MAX_QUESTION_CHARS
from rag.core.config import Settings
from rag.ingest.uploads import save_upload

pytestmark = pytest.mark.usefixtures("app_environment")


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
    assert "| articulos | learned | 5 | 176 |" in tables[0]
    saved = sorted((Settings.from_env().data_dir / "eval").glob("*/results.json"))
    assert len(saved) == 1
    assert {p.name for p in saved[0].parent.glob("*.png")} == {
        "hit_mrr.png",
        "metric_vs_k.png",
        "latency.png",
    }
    assert [h.value for h in at.subheader] == ["Evaluaciones guardadas"]
    assert at.selectbox(key="eval_open_select").options == [saved[0].parent.name]


def test_long_context_method_from_the_sidebar_sends_the_whole_constitution(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "Método de respuesta: contexto-completo": the model gets every article, cites one retrieval
    did not rank (art. 99, the [n] the prompt gave it), the citation shows, the notice says the
    norm went whole, and the sources list the precepts only sent by label."""

    def reply(body: dict) -> str:
        prompt = body["messages"][-1]["content"]
        number = prompt.split("] Artículo 99 —", 1)[0].rsplit("[", 1)[1]
        return f"El Rey propone el candidato a la Presidencia del Gobierno [{number}]."

    with FakeOpenAI(replies=[reply]) as server:
        monkeypatch.setenv("OPENAI_API_KEY", "test")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        at = open_app()
        at.selectbox(key="method").set_value("contexto-completo").run()
        ask(at, LOOKUP)
        (request,) = server.chat_requests
    assert "Artículo 169" in request["json"]["messages"][-1]["content"]
    answer = turns(at)[-1].answer
    assert answer.method == "contexto-completo" and not answer.dropped_citations
    assert [answer.contexts[c.n - 1].label for c in answer.citations] == ["Artículo 99"]
    assert any("Constitución Española: entera" in c.value for c in at.caption)
    shown = texts(sources(at))
    assert shown[0].endswith("Artículo 99** · ✅ citado en la respuesta")
    assert any("Artículo 28" in text for text in shown)  # the precept retrieval found, in full
    assert any(c.value.startswith("Además se enviaron al modelo ") for c in sources(at).caption)
