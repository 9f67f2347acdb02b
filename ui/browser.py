"""The corpus browser tab: precepts grouped by título › capítulo › sección, searchable."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

import streamlit as st

from rag.core.records import Chunk
from rag.core.text import fold
from rag.pipeline import Pipeline
from ui.chat import render_source_link
from ui.text import plain


def matches(chunk: Chunk, query: str) -> bool:
    """Accent- and case-insensitive search over label, heading and text."""
    haystack = fold(" ".join([chunk.label, chunk.heading, chunk.text]))
    return all(word in haystack for word in fold(query).split())


def _part(chunk: Chunk) -> str:
    """The part of its norm a precept is read in: Libro › Título (or the dispositions, the preamble)."""
    libro, titulo = chunk.hierarchy[0], chunk.hierarchy[1]
    if chunk.article_id and not titulo:
        kind = chunk.article_id.removeprefix("decreto-")
        titulo = "Preámbulo" if kind == "preambulo" else "Disposiciones" if kind[0] == "d" else "Articulado"
        libro = libro if kind.startswith("art-") else ""
    return " › ".join(part for part in (libro, titulo) if part)


def _norm(chunk: Chunk) -> str:
    return chunk.norm_short or chunk.norm_title or str(chunk.metadata.get("title") or chunk.source)


def _pick(label: str, options: list[str], key: str) -> str:
    """One of several options in a select box; the only one without asking."""
    return st.selectbox(label, options, key=key) if len(options) > 1 else options[0]


def render_browser(pipeline: Pipeline) -> None:
    """Browse the indexed corpus as the current splitter cut it: norm › título › capítulo, or a
    search over every text."""
    spec = pipeline.spec
    top_kinds = {"precepto", "seccion"} if spec.name == "articulos" else {"trozo"}
    shown = [c for c in pipeline.chunks() if c.kind in top_kinds]
    query = st.text_input(
        "Buscar en el texto", placeholder="p. ej. huelga, sufragio, vivienda", key="browser_query"
    )
    if query.strip():
        shown = [c for c in shown if matches(c, query)]
    elif shown:  # one norm, título and capítulo at a time keeps the page light
        norm = _pick("Norma", list(dict.fromkeys(_norm(c) for c in shown)), "browser_norm")
        shown = [c for c in shown if _norm(c) == norm]
        part = _pick("Parte del texto", list(dict.fromkeys(_part(c) for c in shown)), "browser_group")
        shown = [c for c in shown if _part(c) == part]
        chapters = list(dict.fromkeys(c.hierarchy[2] for c in shown))
        if len(chapters) > 1:
            everything = "Todos los capítulos"
            chapter = st.selectbox("Capítulo", [everything, *chapters], key="browser_chapter")
            shown = [c for c in shown if chapter in (everything, c.hierarchy[2])]
    precepts = {c.doc_id for c in shown}
    st.caption(f"{len(precepts)} preceptos · {len(shown)} fragmentos con el divisor {spec}")
    if not shown:
        st.info("Nada coincide con la búsqueda.")
        return
    for (norm_title, crumbs), group in groupby(shown, key=lambda c: (c.norm_title, c.breadcrumb)):
        st.markdown(f"#### {plain(crumbs or norm_title or 'Sin título')}")
        render_precepts(group)


def render_precepts(chunks: Iterable[Chunk]) -> None:
    """One expander per precept (or section), text shown verbatim, with its BOE link."""
    for _doc_id, group in groupby(chunks, key=lambda c: c.doc_id):
        parts = list(group)
        first = parts[0]
        label = first.label
        title = (
            first.heading if first.heading.startswith(label) and len(first.heading) > len(label) else label
        )
        suffix = f" · {len(parts)} fragmentos" if len(parts) > 1 else ""
        if first.superseded:
            suffix += " · sin vigor (derogado; se muestra su redacción anterior)"
        elif first.repealed:
            suffix += " · sin vigor (derogado o sin contenido)"
        with st.expander(f"{plain(title)}{suffix}"):
            for part in parts:
                if len(parts) > 1:
                    st.caption(f"Fragmento {plain(part.chunk_id)}")
                for paragraph in part.text.split("\n\n"):
                    st.markdown(plain(paragraph))
            render_source_link(first.url, first.where)
