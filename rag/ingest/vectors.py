"""Vectors for a build: what is embedded for a chunk, reuse of unchanged vectors by content hash,
embedding the rest, and the splitter's derived vectors for the chunks it does not embed."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings

from rag.core.records import Chunk
from rag.ingest.embeddings import embed_with_progress, embedding_name
from rag.ingest.shipped import shipped_key
from rag.ingest.units import is_unit, precept_units
from splitters import Splitter, Vectors

Progress = Callable[[int, int, str], None]


def embedding_input(chunk: Document) -> str:
    """What is embedded for a chunk: its label with the apartado ("Artículo 13.2") and the
    article's epígrafe where the norm gives one ("Artículo 40.1. Movilidad geográfica."), then its
    text. The epígrafe names what the whole article regulates (leyes-dev, dense: first right
    precept 0.425 → 0.493; the Constitution has no epígrafes, so its inputs are unchanged). Adding
    the título/capítulo breadcrumb too was measured worse (dev set, articulos, dense: MRR@2 0.806
    with it, 0.818 without). A comparison unit (a sentence, an epígrafe) is embedded as it is."""
    if is_unit(chunk.metadata):
        return chunk.page_content
    record = Chunk.from_document(chunk)
    label = record.display_label
    epigraph = record.epigraph
    if label and epigraph:
        label = f"{label}. {epigraph}"
    return f"{label}\n{chunk.page_content}" if label else chunk.page_content


def content_hash(text: str) -> str:
    """The key a vector is reused by: a hash of exactly what was embedded."""
    return hashlib.sha1(text.encode()).hexdigest()


@dataclass
class ChunkVectors:
    """Every chunk's vector, and how many were reused or newly embedded."""

    vectors: Vectors
    reused: int
    embedded: int
    shipped: int = 0  # taken from the vectors shipped in data/vectors/


def chunk_vectors(
    chunks: Sequence[Document],
    splitter: Splitter,
    embeddings: Embeddings,
    known: Vectors,
    progress: Progress | None = None,
    shipped: Mapping[str, list[float]] | None = None,
) -> ChunkVectors:
    """Vectors for every chunk: from the ``shipped`` vectors (by model and text,
    ``rag.ingest.shipped``), else reused from ``known`` (by content hash), else embedded, when the
    splitter embeds the chunk; derived by the splitter for the rest. Sets each embedded chunk's
    ``content_hash``. Shipped vectors come first because they are the model's own output, while a
    collection's are re-normalised copies (a last-bit difference): so a bundled corpus gets the same
    vectors whatever its store held before."""
    vectors: Vectors = {}
    todo: list[tuple[str, str]] = []
    model = embedding_name(embeddings)
    from_shipped = 0
    for chunk in chunks:
        if not chunk.metadata["embedded"]:
            continue
        text = embedding_input(chunk)
        chunk.metadata["content_hash"] = content_hash(text)
        cached = shipped.get(shipped_key(model, text)) if shipped else None
        from_shipped += cached is not None
        if cached is None:
            cached = known.get(chunk.metadata["content_hash"])
        if cached is not None:
            vectors[chunk.metadata["chunk_id"]] = cached
        else:
            todo.append((chunk.metadata["chunk_id"], text))
    reused = len(vectors) - from_shipped

    def step(done: int, total: int) -> None:
        if progress:
            progress(done, total, f"Calculando vectores ({done}/{total})")

    new = embed_with_progress(embeddings, [text for _, text in todo], step)
    vectors.update({chunk_id: vector for (chunk_id, _), vector in zip(todo, new, strict=True)})
    vectors.update(splitter.derive_vectors(chunks, vectors))
    return ChunkVectors(vectors, reused, len(todo), from_shipped)


def embedded_texts(chunks: Iterable[Document]) -> list[str]:
    """What is embedded for a splitter's chunks (the shipped vectors' texts): each chunk the splitter
    embeds, then the precepts' comparison units (``rag.ingest.units``)."""
    chunks = list(chunks)
    units = precept_units(chunks)
    return [embedding_input(chunk) for chunk in chunks + units if chunk.metadata["embedded"]]
