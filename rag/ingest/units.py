"""Comparison units of each precept, stored beside its chunks: the sentences that are not a whole
chunk already, and the article's epígrafe. They are embedded once (shipped for the bundled corpora)
so the learned ranker can compare a question with a precept's best sentence and with what its
heading says it regulates (``rag.search.features``), with no embedding at question time.

A unit is never searched or quoted: the chunk table keeps units apart from chunks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.documents import Document

from rag.core.records import EPIGRAPH_KIND, SENTENCE_KIND, UNIT_KINDS, Chunk
from rag.core.sentences import sentence_spans

MIN_SENTENCE_CHARS = 25  # shorter "sentences" are numbering left-overs or list stubs


def is_unit(metadata: Mapping[str, Any]) -> bool:
    """True for the stored metadata of a comparison unit (a sentence or an epígrafe), not a chunk."""
    return metadata.get("chunk_kind") in UNIT_KINDS


def precept_units(chunks: Sequence[Document]) -> list[Document]:
    """The units of every whole precept among ``chunks`` (a splitter that stores whole precepts:
    ``articulos``); none for splitters that do not."""
    leaf_texts: dict[str, set[str]] = {}
    for chunk in chunks:
        if chunk.metadata.get("embedded"):
            leaf_texts.setdefault(chunk.metadata["doc_id"], set()).add(chunk.page_content.strip())
    units: list[Document] = []
    for chunk in chunks:
        meta = chunk.metadata
        if meta.get("chunk_id") != meta.get("doc_id") or not meta.get("article_id"):
            continue
        record = Chunk.from_document(chunk)
        text = chunk.page_content
        leaves = leaf_texts.get(record.doc_id, set())
        seen: set[str] = set()
        for sentence in sentence_spans(text, record.apartados):
            piece = text[sentence.start : sentence.end].strip()
            if len(piece) < MIN_SENTENCE_CHARS or piece in leaves or piece in seen:
                continue
            seen.add(piece)
            units.append(
                _unit(meta, piece, SENTENCE_KIND, sentence.start, f"{record.doc_id}#f{sentence.start}")
            )
        if record.epigraph:
            units.append(_unit(meta, record.epigraph, EPIGRAPH_KIND, 0, f"{record.doc_id}#epigrafe"))
    return units


# what a unit keeps of its precept's metadata: whose it is (the table and the filters by norm read
# these); the rest (labels, headings, URLs) is the precept's own record, and writing it again for
# each of the library's 41,000 units doubled the time of storing them
UNIT_KEYS = ("doc_id", "norm_id", "article_id", "source", "ambito")


def _unit(meta: dict[str, object], text: str, kind: str, start: int, unit_id: str) -> Document:
    metadata = {key: meta[key] for key in UNIT_KEYS if key in meta}
    metadata |= {
        "chunk_id": unit_id,
        "chunk_kind": kind,
        "start": start,
        "end": start + len(text),
        "embedded": True,
    }
    return Document(page_content=text, metadata=metadata)
