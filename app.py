"""Streamlit front end: widgets, session state and rendering only; the work is done by ``rag``."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import groupby

import streamlit as st
from langchain_core.documents import Document

from rag.boe import fold
from rag.config import ConfigError, Settings
from rag.corpus import Corpus, CorpusError, list_corpora
from rag.index import Index, IndexBusy, StoreUnavailable, open_index
from splitters import SplitterSpec, available, get_info

st.set_page_config(page_title="Constitución y leyes — preguntas con citas", page_icon="⚖️", layout="wide")

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|>~<$])")


def plain(text: str) -> str:
    """Escape Markdown so corpus or user text shows verbatim (never as HTML or formatting)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


@st.cache_resource(show_spinner="Cargando el modelo de vectores y el índice…")
def get_index() -> Index:
    """One index (Chroma client + embedding model) per process, shared by every session."""
    return open_index(Settings.from_env())


@st.cache_data(show_spinner=False, max_entries=16)
def stored_chunks(collection: str, built_at: str, corpus_name: str, spec_text: str) -> list[Document]:
    """The chunks of a collection; ``built_at`` in the key refreshes them after a re-ingest."""
    corpus = next(c for c in list_corpora(get_index().settings) if c.name == corpus_name)
    return get_index().chunks(corpus, SplitterSpec.parse(spec_text))


def ensure_collection(index: Index, corpus: Corpus, spec: SplitterSpec) -> str:
    """Build the collection on first use, with a progress bar; returns its build stamp."""
    if not index.is_current(corpus, spec):
        with st.status(f"Indexando «{corpus.title}» con el divisor {spec}…", expanded=True) as status:
            bar = st.progress(0.0, text="Preparando…")

            def progress(done: int, total: int, message: str) -> None:
                bar.progress(min(done / total, 1.0) if total else 0.0, text=message)

            report = index.ingest(corpus, spec, progress=progress)
            for name, why in report.problems:
                st.warning(f"No se pudo leer {plain(name)}: {plain(why)}")
            status.update(
                label=f"Índice listo: {report.chunks} fragmentos en {report.seconds:.0f} s", state="complete"
            )
    live = index.open(corpus, spec)
    return str((live.metadata or {}).get("built_at", "")) if live is not None else ""


def sidebar(settings: Settings) -> tuple[Corpus, SplitterSpec]:
    """Corpus and splitter choices."""
    st.sidebar.header("Corpus y división")
    corpora = list_corpora(settings)
    names = [c.name for c in corpora]
    default = names.index(settings.corpus) if settings.corpus in names else 0
    corpus_name = st.sidebar.selectbox(
        "Corpus", names, index=default, format_func=lambda n: next(c.title for c in corpora if c.name == n)
    )
    infos = available()
    splitter_names = [i.name for i in infos]
    splitter = st.sidebar.selectbox(
        "Divisor (splitter)",
        splitter_names,
        index=splitter_names.index(settings.splitter) if settings.splitter in splitter_names else 0,
        format_func=lambda n: f"{n} — {get_info(n).description}",
    )
    size, overlap = settings.chunk_size, settings.chunk_overlap
    if get_info(splitter).sized:
        size = int(st.sidebar.number_input("Tamaño del fragmento (caracteres)", 100, 4000, size, step=50))
        overlap = int(st.sidebar.number_input("Solapamiento", 0, size - 1, min(overlap, size - 1), step=10))
    corpus = next(c for c in corpora if c.name == corpus_name)
    return corpus, SplitterSpec(splitter, size, overlap, settings.length_unit)


def breadcrumb(meta: dict[str, object]) -> str:
    """Título › Capítulo › Sección of a precept, or the section path of any other document."""
    parts = [str(meta.get(k) or "") for k in ("titulo", "capitulo", "seccion")]
    trail = " › ".join(p for p in parts if p)
    return trail or str(meta.get("section") or "")


def matches(chunk: Document, query: str) -> bool:
    """Accent- and case-insensitive search over label, heading and text."""
    haystack = " ".join(
        [
            str(chunk.metadata.get("article_label", "")),
            str(chunk.metadata.get("article_heading", "")),
            chunk.page_content,
        ]
    )
    return all(word in fold(haystack) for word in fold(query).split())


def render_browser(chunks: list[Document], spec: SplitterSpec) -> None:
    """The indexed corpus grouped by título/capítulo/sección, each precept with its text and link."""
    top_kinds = {"precepto", "seccion"} if spec.name == "articulos" else {"trozo"}
    shown = [c for c in chunks if c.metadata.get("chunk_kind") in top_kinds]
    query = st.text_input("Buscar en el texto", placeholder="p. ej. huelga, sufragio, artículo 149")
    if query.strip():
        shown = [c for c in shown if matches(c, query)]
    precepts = {c.metadata.get("doc_id") for c in shown}
    st.caption(f"{len(precepts)} preceptos · {len(shown)} fragmentos con el divisor {spec}")
    if not shown:
        st.info("Nada coincide con la búsqueda.")
        return
    for trail, group in groupby(
        shown, key=lambda c: (c.metadata.get("norm_title", ""), breadcrumb(c.metadata))
    ):
        norm_title, crumbs = trail
        st.markdown(f"#### {plain(crumbs or str(norm_title) or 'Sin título')}")
        render_precepts(group)


def render_precepts(chunks: Iterable[Document]) -> None:
    """One expander per precept (or chunk), text shown verbatim, with its BOE link."""
    for doc_id, parts in groupby(chunks, key=lambda c: c.metadata.get("doc_id")):
        parts = list(parts)
        meta = parts[0].metadata
        label = str(meta.get("article_label") or meta.get("section") or meta.get("source") or doc_id)
        heading = str(meta.get("article_heading") or "")
        title = heading if heading.startswith(label) and len(heading) > len(label) else label
        suffix = f" · {len(parts)} fragmentos" if len(parts) > 1 else ""
        with st.expander(f"{title}{suffix}"):
            for part in parts:
                if len(parts) > 1:
                    st.caption(f"Fragmento {part.metadata.get('chunk_id')}")
                for paragraph in part.page_content.split("\n\n"):
                    st.markdown(plain(paragraph))
            if meta.get("url"):
                st.link_button("Ver en el BOE", str(meta["url"]))
            elif meta.get("source"):
                st.caption(f"Fuente: {plain(str(meta['source']))}")


def main() -> None:
    """The page."""
    try:
        settings = Settings.from_env()
        index = get_index()
    except (ConfigError, StoreUnavailable) as error:
        st.error(f"Configuración no válida: {error}")
        return
    corpus, spec = sidebar(settings)
    st.title("⚖️ Constitución Española y textos institucionales")
    st.caption(
        "Texto consolidado publicado por el BOE. Consulte siempre la versión vigente en "
        "[boe.es](https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229). "
        "La información es orientativa y no constituye asesoramiento jurídico."
    )
    try:
        built_at = ensure_collection(index, corpus, spec)
    except (CorpusError, IndexBusy, StoreUnavailable, ValueError) as error:
        st.error(f"No se pudo preparar el índice: {error}")
        return
    (browser_tab,) = st.tabs(["📖 Explorar el texto"])
    with browser_tab:
        render_browser(stored_chunks(index.name_for(corpus, spec), built_at, corpus.name, str(spec)), spec)


main()
