"""The typed records of what is stored: a chunk (and its precept), its apartado spans, a precept
named by id. What retrieval and answering hand each other is in ``rag.core.results``.

A chunk is built from its store metadata in one place (``Chunk.from_store``) and a record is made
storable in one place (``packed_record``); labels, URLs and apartado spans are computed here, when
the record is made, and read as fields downstream.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rag.core.precepts import heading_after_label, norm_short_name, precept_label, qualified_label

HIERARCHY_KEYS = ("libro", "titulo", "capitulo", "seccion")  # a big code's Libro first
# A precept's comparison units stored beside its chunks (``rag.ingest.units``): never searched or
# quoted, only compared with the question by the learned ranker.
SENTENCE_KIND, EPIGRAPH_KIND = "frase", "epigrafe"
UNIT_KINDS = frozenset({SENTENCE_KIND, EPIGRAPH_KIND})


@dataclass(frozen=True)
class ApartadoSpan:
    """A numbered apartado: its number and its span in the text it belongs to."""

    number: str
    start: int
    end: int


def encode_apartados(spans: Iterable[ApartadoSpan]) -> str:
    """Apartado spans as stored in chunk metadata (Chroma takes only scalars): ``[["1", 0, 80], …]``."""
    return json.dumps([[s.number, s.start, s.end] for s in spans])


def decode_apartados(raw: object) -> list[ApartadoSpan]:
    """The spans ``encode_apartados`` wrote; missing or empty gives none."""
    if not raw:
        return []
    return [ApartadoSpan(str(n), int(a), int(b)) for n, a, b in json.loads(str(raw))]


def store_metadata(metadata: Mapping[str, Any]) -> dict[str, str | int | float | bool]:
    """A chunk's metadata with scalar values only (None becomes absent)."""
    return {k: v for k, v in metadata.items() if isinstance(v, str | int | float | bool)}


# What a store record keeps as metadata keys of its own (what a filter on the store may ask for);
# everything else, and a chunk's text, travel packed in one JSON value. Chroma's local store
# indexes every metadata key and every document's words: 27 keys and the text per chunk cost the
# library's ingest about 30 of its 80–90 s (docs/library.md).
IDENTITY_KEYS = ("chunk_id", "doc_id", "norm_id", "article_id", "chunk_kind")
PACKED_KEY = "record"
_TEXT = "#text"


def packed_record(metadata: Mapping[str, Any], text: str | None) -> dict[str, str | int | float | bool]:
    """A record's store metadata: its identity keys, then the rest of its metadata and its text
    (None: a comparison unit, stored without one) in ``PACKED_KEY``; ``unpacked`` reverses it."""
    rest = store_metadata(metadata)
    kept: dict[str, str | int | float | bool] = {key: rest.pop(key) for key in IDENTITY_KEYS if key in rest}
    if text is not None:
        rest[_TEXT] = text
    kept[PACKED_KEY] = json.dumps(rest, ensure_ascii=False, separators=(",", ":"))
    return kept


def unpacked(metadata: Mapping[str, Any]) -> tuple[dict[str, Any], str | None]:
    """(metadata, text) of a stored record: what ``packed_record`` wrote, or a record stored whole
    (metadata keys and document apart, as collections built before packing hold them: text None)."""
    meta = dict(metadata)
    packed = meta.pop(PACKED_KEY, None)
    if not isinstance(packed, str):
        return meta, None
    rest = json.loads(packed)
    text = rest.pop(_TEXT, None)
    return {**meta, **rest}, text


def _text(metadata: Mapping[str, Any], key: str) -> str:
    value = metadata.get(key)
    return "" if value is None else str(value)


@dataclass(frozen=True)
class Chunk:
    """One stored chunk and the precept (or section) it belongs to.

    ``label`` names the precept ("Artículo 13", or a document's section, title or file);
    ``hierarchy`` is (libro, título, capítulo, sección), empty where the precept has none;
    ``apartados`` are the precept's apartado spans in the precept's text; ``metadata`` is what the
    store holds, kept whole for the JSON contract.
    """

    chunk_id: str
    text: str
    doc_id: str
    kind: str
    norm_id: str
    norm_title: str
    norm_short: str
    article_id: str
    label: str
    heading: str
    hierarchy: tuple[str, ...]
    section: str
    apartado: str
    apartados: tuple[ApartadoSpan, ...]
    url: str
    version_date: str
    source: str
    start: int
    end: int
    order: int
    embedded: bool
    parent_id: str
    metadata: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_store(cls, chunk_id: str, text: str, metadata: Mapping[str, Any]) -> Chunk:
        """The record for a chunk as the store (or a splitter) holds it: ``text`` is the stored
        document, used when the metadata does not carry the text packed (``unpacked``)."""
        meta, packed_text = unpacked(metadata)
        text = packed_text if packed_text is not None else text
        doc_id = _text(meta, "doc_id") or chunk_id
        label = (
            _text(meta, "article_label")
            or _text(meta, "section")
            or _text(meta, "title")
            or _text(meta, "source")
            or doc_id
        )
        return cls(
            chunk_id=chunk_id,
            text=text,
            doc_id=doc_id,
            kind=_text(meta, "chunk_kind"),
            norm_id=_text(meta, "norm_id"),
            norm_title=_text(meta, "norm_title"),
            norm_short=norm_short_name(_text(meta, "norm_id"), _text(meta, "norm_title"))
            if meta.get("norm_id")
            else "",
            article_id=_text(meta, "article_id"),
            label=label,
            heading=_text(meta, "article_heading"),
            hierarchy=tuple(_text(meta, key) for key in HIERARCHY_KEYS),
            section=_text(meta, "section"),
            apartado=_text(meta, "apartado"),
            apartados=tuple(decode_apartados(meta.get("apartados"))),
            url=_text(meta, "url"),
            version_date=_text(meta, "version_date"),
            source=_text(meta, "source"),
            start=int(meta.get("start", 0) or 0),
            end=int(meta.get("end", 0) or 0),
            order=int(meta.get("order", 0) or 0),
            embedded=bool(meta.get("embedded", True)),
            parent_id=_text(meta, "parent_id"),
            metadata=meta,
        )

    @classmethod
    def from_document(cls, document: Any) -> Chunk:
        """The record for a splitter's output (a LangChain ``Document`` with chunk metadata)."""
        meta = document.metadata
        return cls.from_store(
            str(meta.get("chunk_id") or meta.get("doc_id", "")), document.page_content, meta
        )

    @property
    def is_precept(self) -> bool:
        """True for a BOE precept (article, disposition, preamble), not a generic document section."""
        return bool(self.metadata.get("article_label"))

    @property
    def repealed(self) -> bool:
        """The precept is kept in the consolidated text but rules nothing ("(Derogado)", "Sin
        contenido"): shown when browsing or named, never ranked."""
        return bool(self.metadata.get("repealed"))

    @property
    def superseded(self) -> bool:
        """Repealed, but the consolidated text still prints its old version right under the
        heading that repeals it (``rag.ingest.boe.Precept.superseded``): quoted only as such."""
        return bool(self.metadata.get("superseded"))

    @property
    def is_unit(self) -> bool:
        """True for a comparison unit (a precept's sentence or epígrafe), not a chunk."""
        return self.kind in UNIT_KINDS

    @property
    def is_whole(self) -> bool:
        """True when this chunk is the whole precept (or section), not one of its parts."""
        return self.chunk_id == self.doc_id

    @property
    def breadcrumb(self) -> str:
        """Título › Capítulo › Sección of a precept, or the section path of any other document."""
        return " › ".join(part for part in self.hierarchy if part) or self.section

    @property
    def citation_id(self) -> str:
        """How citations name the precept: its article id, or the document's id."""
        return self.article_id or self.doc_id

    def apartado_label(self, apartado: str) -> str:
        """'Artículo 13.2'; a document without precepts keeps its plain label."""
        return f"{self.label}.{apartado}" if apartado and self.is_precept else self.label

    def norm_label(self, apartado: str = "") -> str:
        """The precept named with its norm, for corpora of several norms: "Ley 39/2015, art. 66.1"."""
        if not (self.is_precept and self.norm_short):
            return self.apartado_label(apartado)
        return qualified_label(self.norm_short, self.label, apartado)

    @property
    def epigraph(self) -> str:
        """The article's epígrafe ("Movilidad geográfica."): its heading without the "Artículo 40."
        that names it; "" where the norm gives none (the Constitution's articles). The parser's
        reading where the store has it (``article_epigraph``), else read off the heading."""
        if "article_epigraph" in self.metadata:
            return str(self.metadata["article_epigraph"] or "")
        return heading_after_label(self.heading, self.label)

    @property
    def where(self) -> str:
        """Where to read it: the BOE page, or the file it came from (with the page of a PDF)."""
        if self.url:
            return self.url
        page = self.metadata.get("page")
        return f"{self.source}, página {page}" if self.source and page else self.source

    @property
    def display_label(self) -> str:
        """The chunk's own label: its precept's, with the apartado it lies in."""
        return f"{self.label}.{self.apartado}" if self.apartado else self.label


@dataclass(frozen=True)
class PreceptRef:
    """A precept by canonical id, optionally one of its apartados ('art-13', '2')."""

    article_id: str
    apartado: str = ""

    @property
    def reference_id(self) -> str:
        """The id as written in citations: 'art-13.2', or just 'art-13'."""
        return f"{self.article_id}.{self.apartado}" if self.apartado else self.article_id

    @property
    def label(self) -> str:
        """How a reader names it: 'Artículo 13.2', 'Disposición transitoria quinta', 'Preámbulo'."""
        base = precept_label(self.article_id)
        if not self.apartado:
            return base
        return f"{base}.{self.apartado}" if base[-1].isdigit() else f"{base}, apartado {self.apartado}"
