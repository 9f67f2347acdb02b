"""The corpus browser tab: precepts grouped by título › capítulo › sección, searchable."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

import streamlit as st
from langchain_core.documents import Document

from rag.boe import fold
from rag.service import Pipeline
from ui.text import breadcrumb, plain


def matches(chunk: Document, query: str) -> bool:
    """Accent- and case-insensitive search over label, heading and text."""
    meta = chunk.metadata
    haystack = " ".join(
        [str(meta.get("article_label", "")), str(meta.get("article_heading", "")), chunk.page_content]
    )
    return all(word in fold(haystack) for word in fold(query).split())


def _group(chunk: Document) -> str:
    meta = chunk.metadata
    titulo = str(meta.get("titulo") or "")
    if meta.get("article_id") and not titulo:
        article_id = str(meta["article_id"])
        titulo = "Disposiciones" if article_id.startswith("d") else "Preámbulo"
    norm = str(meta.get("norm_title") or meta.get("title") or "")
    return f"{norm} · {titulo}" if titulo else norm


def _chunks_in_order(pipeline: Pipeline) -> list[Document]:
    chunks = list(pipeline.search.table.chunks.values())
    return sorted(chunks, key=lambda d: (d.metadata.get("order", 0), d.metadata.get("start", 0)))


def render_browser(pipeline: Pipeline) -> None:
    """Browse the indexed corpus as the current splitter cut it."""
    spec = pipeline.spec
    top_kinds = {"precepto", "seccion"} if spec.name == "articulos" else {"trozo"}
    shown = [c for c in _chunks_in_order(pipeline) if c.metadata.get("chunk_kind") in top_kinds]
    query = st.text_input(
        "Buscar en el texto", placeholder="p. ej. huelga, sufragio, vivienda", key="browser_query"
    )
    if query.strip():
        shown = [c for c in shown if matches(c, query)]
    else:  # one título (or norm) at a time keeps the page light
        groups = list(dict.fromkeys(_group(c) for c in shown))
        if len(groups) > 1:
            chosen = st.selectbox("Parte del texto", groups, key="browser_group")
            shown = [c for c in shown if _group(c) == chosen]
    precepts = {c.metadata.get("doc_id") for c in shown}
    st.caption(f"{len(precepts)} preceptos · {len(shown)} fragmentos con el divisor {spec}")
    if not shown:
        st.info("Nada coincide con la búsqueda.")
        return
    for (norm_title, crumbs), group in groupby(
        shown, key=lambda c: (c.metadata.get("norm_title", ""), breadcrumb(c.metadata))
    ):
        st.markdown(f"#### {plain(crumbs or str(norm_title) or 'Sin título')}")
        render_precepts(group)


def render_precepts(chunks: Iterable[Document]) -> None:
    """One expander per precept (or section), text shown verbatim, with its BOE link."""
    for doc_id, group in groupby(chunks, key=lambda c: c.metadata.get("doc_id")):
        parts = list(group)
        meta = parts[0].metadata
        label = str(meta.get("article_label") or meta.get("section") or meta.get("source") or doc_id)
        heading = str(meta.get("article_heading") or "")
        title = heading if heading.startswith(label) and len(heading) > len(label) else label
        suffix = f" · {len(parts)} fragmentos" if len(parts) > 1 else ""
        with st.expander(f"{plain(title)}{suffix}"):
            for part in parts:
                if len(parts) > 1:
                    st.caption(f"Fragmento {plain(str(part.metadata.get('chunk_id')))}")
                for paragraph in part.page_content.split("\n\n"):
                    st.markdown(plain(paragraph))
            if meta.get("url"):
                st.link_button("Ver en el BOE", str(meta["url"]))
            elif meta.get("source"):
                st.caption(f"Fuente: {plain(str(meta['source']))}")
