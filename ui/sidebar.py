"""The sidebar: corpus (with uploads), splitter, retriever, k, answer method and model."""

from __future__ import annotations

from collections.abc import Mapping

import streamlit as st

from rag.answer.llm import llm_configured
from rag.answer.methods import get_method, method_names
from rag.core.config import Settings
from rag.core.errors import CorpusError
from rag.ingest.corpus import list_corpora
from rag.ingest.uploads import delete_upload, is_upload, save_upload
from rag.pipeline import Pipeline
from rag.search.learned import FALLBACK_NOTE
from rag.search.rankers import get_ranker, ranker_names
from splitters import SplitterSpec, available, get_info
from ui.resources import get_index
from ui.state import Choices, session


def _upload_box(settings: Settings) -> None:
    with st.sidebar.expander("Subir documentos como corpus nuevo"):
        st.caption(f"HTML, Markdown, texto o PDF; hasta {settings.max_upload_mb} MB en total.")
        title = st.text_input("Nombre del corpus", key="upload_title", max_chars=60)
        files = st.file_uploader(
            "Archivos",
            type=["html", "htm", "md", "txt", "pdf"],
            accept_multiple_files=True,
            key="upload_files",
        )
        if st.button("Crear corpus", key="upload_create", disabled=not files):
            try:
                corpus = save_upload(
                    title or "documentos", [(f.name, f.getvalue()) for f in files or []], settings
                )
            except CorpusError as error:
                st.error(str(error))
            else:
                session().select_corpus = corpus.name
                session().flash.append(("success", f"Corpus «{corpus.title}» creado; se está indexando."))
                st.rerun()


def sidebar(settings: Settings, environ: Mapping[str, str]) -> Choices:
    """Draw the sidebar and return the user's choices."""
    st.sidebar.header("Corpus y búsqueda")
    corpora = list_corpora(settings)
    names = [c.name for c in corpora]
    if session().select_corpus in names:  # widgets' state can only change before they are drawn
        st.session_state["corpus_select"] = session().select_corpus
    session().select_corpus = ""
    if st.session_state.get("corpus_select") not in names:
        st.session_state["corpus_select"] = settings.corpus if settings.corpus in names else names[0]
    titles = {c.name: c.title for c in corpora}
    corpus_name = st.sidebar.selectbox("Corpus", names, key="corpus_select", format_func=lambda n: titles[n])
    corpus = next(c for c in corpora if c.name == corpus_name)
    if settings.allow_uploads:
        if is_upload(corpus, settings) and st.sidebar.button(
            "Borrar este corpus subido", key="upload_delete"
        ):
            delete_upload(corpus, settings, get_index())
            session().select_corpus = settings.corpus
            session().flash.append(("info", f"Corpus «{corpus.title}» borrado."))
            st.rerun()
        _upload_box(settings)

    infos = available()
    splitter_names = [i.name for i in infos]
    splitter = st.sidebar.selectbox(
        "Divisor (splitter)",
        splitter_names,
        index=splitter_names.index(settings.splitter) if settings.splitter in splitter_names else 0,
        format_func=lambda n: f"{n} — {get_info(n).description}",
        key="splitter_select",
    )
    size, overlap = settings.chunk_size, settings.chunk_overlap
    if get_info(splitter).sized:
        size = int(
            st.sidebar.number_input("Tamaño del fragmento", 100, 4000, size, step=50, key="chunk_size")
        )
        overlap = int(
            st.sidebar.number_input(
                "Solapamiento", 0, size - 1, min(overlap, size - 1), step=10, key="chunk_overlap"
            )
        )
    retriever = st.sidebar.selectbox(
        "Recuperador",
        list(ranker_names()),
        index=list(ranker_names()).index(settings.retriever),
        format_func=lambda name: f"{name} — {get_ranker(name).description}",
        key="retriever_select",
    )
    k = int(st.sidebar.slider("Preceptos recuperados (k)", 1, 10, settings.k, key="k_slider"))
    method = st.sidebar.selectbox(
        "Método de respuesta",
        list(method_names()),
        format_func=lambda name: f"{name} — {get_method(name).description}",
        key="method",
    )

    st.sidebar.header("Modelo de lenguaje")
    model = st.sidebar.text_input("Modelo", settings.chat_model, key="model_name")
    if llm_configured(environ):
        st.sidebar.caption("Clave configurada (secrets o entorno); nunca se muestra.")
    else:
        st.sidebar.caption(
            "Sin clave de API: las respuestas son extractivas. Configure OPENAI_API_KEY (y OPENAI_BASE_URL "
            "para un servidor compatible) o AZURE_OPENAI_* en el entorno o en .streamlit/secrets.toml."
        )
    spec = SplitterSpec(splitter, size, overlap, settings.length_unit)
    return Choices(
        str(corpus_name), spec, str(retriever), k, str(method), model.strip() or settings.chat_model
    )


def ranking_note(pipeline: Pipeline, retriever: str) -> None:
    """Say so under the sidebar when the chosen retriever ranks as another one on this index."""
    if pipeline.ranks_as(retriever) != retriever:
        st.sidebar.caption(FALLBACK_NOTE)


def law_filter(pipeline: Pipeline) -> frozenset[str] | None:
    """In a corpus of several norms, which to search (filtered retrieval on the same index); None
    means all of them."""
    norms = pipeline.norms()
    if len(norms) < 2:
        return None
    ambitos = pipeline.ambitos()
    if len(ambitos) > 1:
        return _scope_filter(pipeline, norms, ambitos)
    return _chosen_laws(pipeline, norms, "Buscar en", every=True)


def _chosen_laws(pipeline: Pipeline, norms: dict[str, str], label: str, every: bool) -> frozenset[str] | None:
    """The laws picked one by one (all of them ticked at first when ``every``); None: all."""
    chosen = st.sidebar.multiselect(
        label,
        list(norms),
        default=list(norms) if every else [],
        format_func=lambda norm: norms[norm],
        key=f"law_filter_{pipeline.corpus.name}",
        help="Las normas del corpus en las que se busca; las demás no se consultan.",
    )
    if not chosen:
        st.sidebar.warning("Ninguna norma elegida: se busca en todas.")
        return None
    return frozenset(chosen) if len(chosen) < len(norms) else None


CHOOSE_LAWS = "Elegir normas…"


def _scope_filter(
    pipeline: Pipeline, norms: dict[str, str], ambitos: dict[str, list[str]]
) -> frozenset[str] | None:
    """A library grouped by ámbito: search all of it, one ámbito, or chosen laws."""
    whole = f"Todas las normas ({len(norms)})"
    options = [whole, *ambitos, CHOOSE_LAWS]
    scope = st.sidebar.selectbox(
        "Buscar en",
        options,
        format_func=lambda o: o if o in (whole, CHOOSE_LAWS) else f"{o} ({len(ambitos[o])})",
        key=f"scope_{pipeline.corpus.name}",
        help="Toda la biblioteca, un ámbito o las normas que elija: las demás no se consultan.",
    )
    if scope in ambitos:
        st.sidebar.caption(" · ".join(norms[n] for n in ambitos[scope]))
        return frozenset(ambitos[scope])
    return _chosen_laws(pipeline, norms, "Normas", every=False) if scope == CHOOSE_LAWS else None
