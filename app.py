"""Streamlit front end: page layout and wiring only; retrieval and answers live in ``rag``."""

from __future__ import annotations

import contextlib
import os

import streamlit as st

from rag.answer.llm import model_name
from rag.core.config import Settings
from rag.core.errors import ConfigError, CorpusError, IndexBusy, StoreUnavailable
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus, resolve_corpus
from rag.ingest.store import CollectionInfo
from rag.pipeline import Pipeline
from splitters import SplitterSpec
from ui.browser import render_browser
from ui.chat import render_chat
from ui.evaluation import render_evaluation
from ui.resources import LONG_REINDEX_S, chat_model, get_index, get_jobs, get_pipeline, reindex_plan
from ui.sidebar import law_filter, ranking_note, sidebar
from ui.state import Choices, session
from ui.text import about_duration, plain

st.set_page_config(page_title="Textos legales — preguntas con citas", page_icon="⚖️", layout="wide")

SECRET_NAMES = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "AZURE_OPENAI_API_KEY",
    "AZURE_OPENAI_ENDPOINT",
    "OPENAI_API_VERSION",
)


def provider_environment() -> dict[str, str]:
    """Provider variables from the environment, overridden by ``.streamlit/secrets.toml``."""
    environ = {name: os.environ[name] for name in SECRET_NAMES if os.environ.get(name)}
    with contextlib.suppress(FileNotFoundError, st.errors.StreamlitSecretNotFoundError):  # no secrets file
        environ.update({name: str(st.secrets[name]) for name in SECRET_NAMES if name in st.secrets})
    return environ


def header(corpus_name: str, settings: Settings) -> None:
    """Title, what the corpus is and which version, and the not-legal-advice notice."""
    titles = {
        "constitucion": "⚖️ Pregunte a la Constitución",
        "biblioteca": "⚖️ Pregunte a la biblioteca de leyes",
    }
    st.title(titles.get(corpus_name, "⚖️ Pregunte a los textos"))
    if corpus_name == "constitucion":
        st.markdown(
            "Constitución Española — texto consolidado a 17-02-2024, BOE. "
            "[Comprobar la versión vigente en el BOE](https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229)"
        )
    else:
        corpus = resolve_corpus(corpus_name, settings)
        st.markdown(f"Corpus: {plain(corpus.title)}")
    st.caption("Las respuestas son informativas y no constituyen asesoramiento jurídico.")


def active_pipeline(choices: Choices) -> Pipeline | None:
    """The index that answers now: the selected one if complete, else the previous one while the
    selected one is built in the background (with a progress bar)."""
    state = session()
    index = get_index()
    corpus = resolve_corpus(choices.corpus, index.settings)
    selected = (choices.corpus, str(choices.spec))
    if index.is_current(corpus, choices.spec):
        state.active = selected
    elif not reindex_agreed(index, corpus, choices):
        pass  # the previous index keeps answering until the user starts the long re-index
    else:
        job = get_jobs().ensure(index, corpus, choices.spec)
        if job.error:
            title = plain(corpus.title)
            st.error(f"No se pudo indexar «{title}» con el divisor {choices.spec}: {plain(job.error)}")
            if st.button("Reintentar", key="retry_ingest"):
                get_jobs().forget(job.key)
                st.rerun()
        elif job.finished.is_set():
            get_jobs().forget(job.key)
            st.rerun()
        else:
            note = ""
            if state.active and state.active != selected:
                note = "Mientras tanto responde el índice anterior: " + plain(" · ".join(state.active))
            ingest_progress(
                job.key, f"Indexando «{plain(corpus.title)}» con el divisor {choices.spec}…", note
            )
    if state.active is None:
        return None
    corpus_name, spec_text = state.active
    active_corpus = resolve_corpus(corpus_name, index.settings)
    live = index.open(active_corpus, SplitterSpec.parse(spec_text))
    info = CollectionInfo.of(live) if live is not None else None
    for name, why in info.problems if info else []:
        st.warning(f"No se pudo leer {plain(name)}: {plain(why)}. El resto del corpus sí está indexado.")
    return get_pipeline(corpus_name, spec_text, info.built_at if info else "")


def reindex_agreed(index: Index, corpus: Corpus, choices: Choices) -> bool:
    """Whether the selected collection may be built now: it is being built already, or the local
    model would embed it in under ``LONG_REINDEX_S``, or the user said so. Otherwise say how long it
    would take and offer to start it; the previous index keeps answering meanwhile."""
    key = index.name_for(corpus, choices.spec)
    state = session()
    if key in state.confirmed or get_jobs().get(key) is not None:
        return True
    try:
        plan = reindex_plan(choices.corpus, str(choices.spec), index.fingerprint(corpus, choices.spec))
    except Exception:  # e.g. nothing readable: the ingest job reports it, as before
        return True
    if plan.estimate_s <= LONG_REINDEX_S:
        return True
    previous = (
        "Mientras tanto sigue respondiendo el índice anterior: " + plain(" · ".join(state.active)) + "."
        if state.active
        else "Hasta entonces no hay índice con el que responder."
    )
    count = f"{plan.to_embed:,}".replace(",", ".")  # 32.602, as Spanish writes it
    st.warning(
        f"Indexar «{plain(corpus.title)}» con el divisor {choices.spec} calcularía {count} vectores "
        f"con el modelo local: {about_duration(plan.estimate_s)} en esta máquina. {previous} "
        "También puede volver al divisor anterior en la barra lateral."
    )
    if st.button(f"Indexar ahora ({about_duration(plan.estimate_s)})", key="confirm_reindex"):
        state.confirmed.add(key)
        st.rerun()
    return False


@st.fragment(run_every=1.0)
def ingest_progress(key: str, label: str, note: str) -> None:
    """A live progress box for a background ingest; reruns the page when it ends."""
    job = get_jobs().get(key)
    if job is None or job.finished.is_set():
        st.rerun(scope="app")
        return
    status = st.status(label, state="running", expanded=True)
    status.progress(job.fraction, text=job.message)
    if note:
        status.caption(note)


def main() -> None:
    """The page."""
    try:
        settings = Settings.from_env()
        get_index()
    except (ConfigError, StoreUnavailable) as error:
        st.error(f"Configuración no válida: {error}")
        return
    environ = provider_environment()
    choices = sidebar(settings, environ)
    header(choices.corpus, settings)
    for level, message in session().flash:
        getattr(st, level)(message)
    session().flash.clear()
    try:
        pipeline = active_pipeline(choices)
    except (CorpusError, IndexBusy, StoreUnavailable) as error:
        st.error(f"No se pudo preparar el índice: {error}")
        return
    if pipeline is None:
        st.info("Preparando el índice por primera vez; la página se actualizará sola.")
        return
    ranking_note(pipeline, choices.retriever)
    choices.norms = law_filter(pipeline)
    llm = chat_model(choices.model, environ)
    if llm is not None:
        st.success(
            f"Responde el modelo de lenguaje **{model_name(llm)}**, citando los artículos recuperados."
        )
    else:
        st.info("Sin modelo de lenguaje: respuestas extractivas (citas literales del texto).")
    chat_tab, browser_tab, evaluation_tab = st.tabs(["💬 Preguntar", "📖 Explorar el texto", "📊 Evaluación"])
    with chat_tab:
        render_chat(pipeline, llm, choices, settings, pipeline.corpus.in_text)
    with browser_tab:
        render_browser(pipeline)
    with evaluation_tab:
        render_evaluation(settings, choices)


main()
