"""``articulos``: one chunk per precept, with apartado sub-chunks, for norms BOE structures.

Only the smallest units are embedded (an apartado, or a piece of a very long one); a precept's
vector is derived from its parts' vectors (``embedded = False``), so no text is embedded twice
and a 6,000-character article like 149 stays retrievable by any of its parts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np
from langchain_core.documents import Document

from rag.core.records import decode_apartados
from splitters import Splitter, Vectors, register

PIECE_CHARS = 1200


def _chunk(doc: Document, text: str, start: int, chunk_id: str, kind: str, **extra: Any) -> Document:
    metadata = {
        **doc.metadata,
        "chunk_id": chunk_id,
        "chunk_kind": kind,
        "start": start,
        "end": start + len(text),
        "embedded": True,
        **extra,
    }
    return Document(page_content=text, metadata=metadata)


def _pieces(text: str, limit: int) -> list[tuple[int, str]]:
    """(offset, text) pieces of at most ~``limit`` characters, cut between paragraphs or sentences."""
    units: list[tuple[int, int]] = []
    for match in re.finditer(r"[^\n]+", text):
        start, end = match.span()
        while end - start > limit:  # one very long paragraph: cut at the last sentence end
            cut = text.rfind(". ", start, start + limit)
            cut = cut + 1 if cut > start else start + limit
            units.append((start, cut))
            start = cut + 1 if text[cut : cut + 1] == " " else cut
        units.append((start, end))
    pieces: list[tuple[int, int]] = []
    for start, end in units:
        if pieces and end - pieces[-1][0] <= limit:
            pieces[-1] = (pieces[-1][0], end)
        else:
            pieces.append((start, end))
    return [(start, text[start:end]) for start, end in pieces]


class ArticleSplitter(Splitter):
    """Precept chunks plus apartado (and piece) sub-chunks that keep every parent field."""

    def __init__(self, piece_chars: int = PIECE_CHARS) -> None:
        if piece_chars < 200:
            raise ValueError(f"piece_chars must be at least 200, got {piece_chars}")
        self.piece_chars = piece_chars

    def transform_documents(self, documents: Sequence[Document], **kwargs: Any) -> Sequence[Document]:
        """Split each precept (or section) document."""
        chunks: list[Document] = []
        for doc in documents:
            chunks.extend(self._split(doc))
        return chunks

    def _split(self, doc: Document) -> list[Document]:
        text, doc_id = doc.page_content, doc.metadata["doc_id"]
        kind = "precepto" if doc.metadata.get("article_id") else "seccion"
        top = _chunk(doc, text, 0, doc_id, kind)
        units: list[tuple[str, int, int]] = []  # (apartado number or "", start, end)
        apartados = decode_apartados(doc.metadata.get("apartados"))
        if apartados and apartados[0].start > 0:
            units.append(("", 0, apartados[0].start))
        units += [(span.number, span.start, span.end) for span in apartados]
        if len(units) < 2 and len(text) <= self.piece_chars:
            return [top]
        if len(units) < 2:
            units = [("", 0, len(text))]
        top.metadata["embedded"] = False
        chunks = [top]
        for number, start, end in units:
            unit_text = text[start:end].strip()
            if not unit_text:
                continue
            start = text.index(unit_text, start)
            unit_id = f"{doc_id}.{number}" if number else f"{doc_id}~{start}"
            if any(c.metadata["chunk_id"] == unit_id for c in chunks):
                # an amending disposition quotes another law's apartados, repeating their numbers
                unit_id = f"{unit_id}~{start}"
            parent = doc_id
            if number:
                unit = _chunk(doc, unit_text, start, unit_id, "apartado", parent_id=doc_id, apartado=number)
                chunks.append(unit)
                parent = unit_id
                if len(unit_text) <= self.piece_chars:
                    continue
                unit.metadata["embedded"] = False
            extra = {"apartado": number} if number else {}
            pieces = (
                _pieces(unit_text, self.piece_chars)
                if len(unit_text) > self.piece_chars
                else [(0, unit_text)]
            )
            for offset, piece in pieces:
                chunks.append(
                    _chunk(
                        doc,
                        piece,
                        start + offset,
                        f"{unit_id}~{offset}",
                        "fragmento",
                        parent_id=parent,
                        **extra,
                    )
                )
        return chunks

    def derive_vectors(self, chunks: Sequence[Document], vectors: Vectors) -> Vectors:
        """A precept's (or long apartado's) vector is the normalised mean of its parts' vectors,
        parents after their parts, however deep."""
        known = dict(vectors)
        children: dict[str, list[str]] = {}
        for chunk in chunks:
            if chunk.metadata.get("parent_id"):
                children.setdefault(chunk.metadata["parent_id"], []).append(chunk.metadata["chunk_id"])
        pending = [c.metadata["chunk_id"] for c in chunks if not c.metadata["embedded"]]
        derived: Vectors = {}
        while pending:
            ready = [cid for cid in pending if all(k in known for k in children.get(cid, []))]
            if not ready:
                raise RuntimeError(f"chunks without parts to derive a vector from: {pending[:3]}")
            for chunk_id in ready:
                derived[chunk_id] = known[chunk_id] = mean_vector([known[k] for k in children[chunk_id]])
            pending = [cid for cid in pending if cid not in known]
        return derived


def mean_vector(vectors: list[list[float]]) -> list[float]:
    """The normalised mean: a parent chunk's vector derived from its parts."""
    mean = np.mean(np.asarray(vectors, dtype=np.float32), axis=0)
    norm = float(np.linalg.norm(mean)) or 1.0
    result: list[float] = (mean / norm).tolist()
    return result


@register("articulos", "Un fragmento por precepto (artículo, disposición), con sus apartados", sized=False)
def articulos(piece_chars: int = PIECE_CHARS) -> ArticleSplitter:
    """The article-level splitter."""
    return ArticleSplitter(piece_chars)
