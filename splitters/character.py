"""``recursivo`` and ``caracteres``: LangChain's character splitters, applied within each precept.

Splitting each precept document separately (never across precepts) keeps every chunk's
``article_id``, hierarchy and url, so precept-level metrics compare all splitters fairly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.documents import Document
from langchain_text_splitters import CharacterTextSplitter, RecursiveCharacterTextSplitter, TextSplitter

from rag.core.records import decode_apartados
from splitters import LengthUnit, Splitter, register


def length_function(unit: LengthUnit) -> Callable[[str], int]:
    """``len`` for characters; a tiktoken counter (shipped encoding, no download) for tokens."""
    if unit == "chars":
        return len
    if unit == "tokens":
        from rag.core.tokens import count_tokens

        return count_tokens
    raise ValueError(f"length unit must be 'chars' or 'tokens', not '{unit}'")


class WithinDocumentSplitter(Splitter):
    """Wraps a LangChain ``TextSplitter``: splits each document alone and records spans."""

    def __init__(self, splitter: TextSplitter, strict_limit: int = 0) -> None:
        self.splitter = splitter
        self.strict_limit = strict_limit

    def _split_text(self, text: str) -> list[str]:
        """The wrapped splitter's chunks; with a strict limit, any chunk over it is cut again.

        LangChain measures pieces with their leading space and then strips the chunk, so in
        tokens a chunk can come out a few tokens over the size: those are split once more.
        """
        chunks = self.splitter.split_text(text)
        if not self.strict_limit:
            return chunks
        measure = self.splitter._length_function
        fitted: list[str] = []
        for chunk in chunks:
            size = self.strict_limit
            pieces = [chunk]
            while any(measure(p) > self.strict_limit for p in pieces) and size > 1:
                size = max(1, int(size * 0.85))
                pieces = RecursiveCharacterTextSplitter(
                    chunk_size=size, chunk_overlap=0, length_function=measure
                ).split_text(chunk)
            fitted.extend(pieces)
        return fitted

    def transform_documents(self, documents: Sequence[Document], **kwargs: Any) -> Sequence[Document]:
        """Split every document; each chunk keeps its document's metadata."""
        chunks: list[Document] = []
        for doc in documents:
            apartados = decode_apartados(doc.metadata.get("apartados"))
            cursor = 0
            for index, piece in enumerate(self._split_text(doc.page_content)):
                start, end = _locate(doc.page_content, piece, cursor)
                text = doc.page_content[start:end]
                cursor = start + 1
                metadata = {
                    **doc.metadata,
                    "chunk_id": f"{doc.metadata['doc_id']}#{index}",
                    "chunk_kind": "trozo",
                    "start": start,
                    "end": end,
                    "embedded": True,
                }
                inside = [a.number for a in apartados if a.start <= start and end <= a.end]
                if inside:
                    metadata["apartado"] = inside[0]
                chunks.append(Document(page_content=text, metadata=metadata))
        return chunks


def _locate(text: str, piece: str, cursor: int) -> tuple[int, int]:
    """Span of ``piece`` in ``text`` at or after ``cursor``. A piece the splitter re-joined (empty
    splits dropped between blank lines) spans from its first part to its last."""
    start = text.find(piece, max(0, cursor - len(piece)))
    if start < 0:
        start = text.find(piece)
    if start >= 0:
        return start, start + len(piece)
    parts = [p for p in piece.split("\n") if p.strip()]
    first = text.find(parts[0], max(0, cursor - len(piece))) if parts else -1
    if first < 0:
        first = text.find(parts[0]) if parts else 0
    last = text.find(parts[-1], first) if parts else first
    return max(first, 0), (last + len(parts[-1])) if parts and last >= 0 else len(text)


def _check(chunk_size: int, chunk_overlap: int) -> None:
    if chunk_size <= 0:
        raise ValueError(f"chunk size must be positive, got {chunk_size}")
    if not 0 <= chunk_overlap < chunk_size:
        raise ValueError(
            f"chunk overlap must be between 0 and the chunk size ({chunk_size}), got {chunk_overlap}"
        )


@register("recursivo", "Recursivo por caracteres (párrafos, frases, palabras) de tamaño fijo", sized=True)
def recursivo(
    chunk_size: int = 400, chunk_overlap: int = 40, length_unit: LengthUnit = "chars"
) -> WithinDocumentSplitter:
    """LangChain's ``RecursiveCharacterTextSplitter``; chunks never exceed the size."""
    _check(chunk_size, chunk_overlap)
    return WithinDocumentSplitter(
        RecursiveCharacterTextSplitter(
            chunk_size=chunk_size, chunk_overlap=chunk_overlap, length_function=length_function(length_unit)
        ),
        strict_limit=chunk_size,
    )


@register("caracteres", "Por caracteres, cortando solo entre párrafos (línea base de la tesis)", sized=True)
def caracteres(
    chunk_size: int = 400, chunk_overlap: int = 40, length_unit: LengthUnit = "chars"
) -> WithinDocumentSplitter:
    """LangChain's ``CharacterTextSplitter`` on blank lines; a long paragraph can exceed the size."""
    _check(chunk_size, chunk_overlap)
    return WithinDocumentSplitter(
        CharacterTextSplitter(
            separator="\n\n",
            chunk_size=chunk_size,
            chunk_overlap=chunk_overlap,
            length_function=length_function(length_unit),
        )
    )
