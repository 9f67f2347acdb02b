"""The typed records the stages hand each other: a stored chunk (and its precept), a search hit, a
retrieval result, a numbered context, a checked citation, a conversation turn and the answer.

A chunk is built from its store metadata in one place (``Chunk.from_store``) and metadata is made
storable in one place (``store_metadata``); labels, URLs and apartado spans are computed here, when
the record is made, and read as fields downstream.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from rag.core.precepts import norm_short_name, precept_label, qualified_label

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
    """A chunk's metadata as written to the store: scalar values only (None becomes absent)."""
    return {k: v for k, v in metadata.items() if isinstance(v, str | int | float | bool)}


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
        """The record for a chunk as the store (or a splitter) holds it."""
        meta = dict(metadata)
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
        heading, label = self.heading.strip(), self.label
        if not heading or heading.casefold().rstrip(" .") == label.casefold():
            return ""
        if label and heading.casefold().startswith(label.casefold()):
            return heading[len(label) :].lstrip(" .:-—").strip()
        return heading

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


@dataclass(frozen=True)
class RankedPrecept:
    """One precept in a ranking: its id, the chunk that ranked it, and the ranking's score."""

    doc_id: str
    chunk_id: str
    score: float


@dataclass(frozen=True)
class Hit:
    """One retrieved precept: its best chunk, the whole precept's text and apartado spans within it."""

    chunk: Chunk
    score: float
    precept_text: str
    apartados: tuple[ApartadoSpan, ...] = ()
    referenced: bool = False
    lookup: bool = False
    referenced_by: str = ""
    with_norm: bool = False  # the corpus holds several norms: labels name the norm

    @property
    def doc_id(self) -> str:
        """The precept's identity in the corpus (``norm_id:article_id``, or a section id)."""
        return self.chunk.doc_id

    @property
    def label(self) -> str:
        """The parent precept's label ("Artículo 13", or "Ley 39/2015, art. 66" among several norms)."""
        return self.chunk.norm_label() if self.with_norm else self.chunk.label

    def apartado_label(self, apartado: str) -> str:
        """The label of one of its apartados ("Artículo 13.2", "Ley 39/2015, art. 66.1")."""
        return self.chunk.norm_label(apartado) if self.with_norm else self.chunk.apartado_label(apartado)


@dataclass(frozen=True)
class RetrievalResult:
    """What retrieval found for a question, with the signals the refusal gate reads."""

    hits: list[Hit]
    missing: list[PreceptRef] = field(default_factory=list)
    lookup: bool = False
    top_similarity: float = 0.0
    coverage: float = 1.0
    article_counts: dict[str, int] = field(default_factory=dict)
    agreement: bool = True  # dense and keyword rankings share a precept among their first three
    # it ranks the precept the previous turn rested on near the top: the conversation vouches for
    # the topic, so the gate does not refuse it for weak similarity
    continues: bool = False
    # the learned ranking's calibrated probability that its first precept answers (None: another
    # ranking, or a precept named in the question)
    confidence: float | None = None
    # the learned ranking's first two precepts are within its margin: either may answer
    doubt: bool = False


@dataclass(frozen=True)
class Context:
    """One numbered extract given to the model (or quoted): a retrieved precept and its apartados."""

    n: int
    hit: Hit

    @property
    def text(self) -> str:
        """The whole precept's text (or the chunk's, where the splitter keeps no whole precept)."""
        return self.hit.precept_text

    @property
    def chunk(self) -> Chunk:
        """The chunk that ranked the precept."""
        return self.hit.chunk

    @property
    def metadata(self) -> Mapping[str, Any]:
        """The chunk's stored metadata."""
        return self.hit.chunk.metadata

    @property
    def score(self) -> float:
        """The ranking's score (1.0 for a lookup, 0.0 for a referenced precept)."""
        return self.hit.score

    @property
    def referenced(self) -> bool:
        """True when the precept was added because another retrieved one refers to it."""
        return self.hit.referenced

    @property
    def lookup(self) -> bool:
        """True when the question named this precept."""
        return self.hit.lookup

    @property
    def apartado_spans(self) -> tuple[ApartadoSpan, ...]:
        """The apartados within ``text``."""
        return self.hit.apartados

    @property
    def label(self) -> str:
        """'Artículo 13' (with its norm among several: 'Ley 39/2015, art. 66'), or a document's section."""
        return self.hit.label

    def apartado_label(self, apartado: str) -> str:
        """'Artículo 13.2' ('Ley 39/2015, art. 66.1'); a document without precepts keeps its plain label."""
        return self.hit.apartado_label(apartado)

    def header(self) -> str:
        """How the extract is introduced to the model."""
        trail = " › ".join(part for part in self.chunk.hierarchy if part)
        parts = [p for p in (self.chunk.label, self.chunk.norm_title, trail) if p]
        note = " (citado por otro extracto)" if self.referenced else ""
        return f"[{self.n}] {' — '.join(parts)}{note}"

    def as_dict(self) -> dict[str, Any]:
        """The JSON form used by ``rag ask --format json`` (``apartado_spans`` added, nothing renamed)."""
        return {
            "n": self.n,
            "text": self.text,
            "metadata": dict(self.metadata),
            "score": round(self.score, 4),
            "referenced": self.referenced,
            "label": self.label,
            "apartado_spans": [[s.number, s.start, s.end] for s in self.apartado_spans],
        }


@dataclass(frozen=True)
class Citation:
    """A checked citation: the extract it points to and the precept (and apartado) it names."""

    n: int
    article_id: str
    apartado: str
    label: str
    url: str
    norm_id: str = ""
    version_date: str = ""  # the consolidated text's date (the norm's ``last_updated``), "" if unknown

    def as_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "n": self.n,
            "article_id": self.article_id,
            "apartado": self.apartado,
            "label": self.label,
            "url": self.url,
            "norm_id": self.norm_id,
            "version_date": self.version_date,
        }


@dataclass(frozen=True)
class Turn:
    """One past exchange of the conversation."""

    question: str
    answer: str = ""
    # the precepts its answer rested on (doc ids, first cited first); empty when it was refused or
    # only the question is known (the chain then finds them by retrieving the question)
    precepts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Understood:
    """A question as retrieval sees it: resolved against the conversation (``standalone``), the
    norms it is searched in (those it names), and what the turn it follows rested on."""

    question: str
    standalone: str
    norms: frozenset[str] | None = None  # the norm it names; None: every norm searched
    previous_precepts: tuple[str, ...] = ()  # what the previous turn rested on

    @property
    def follows(self) -> bool:
        """Whether it was resolved against the conversation."""
        return self.standalone != self.question


AnswerMode = Literal["llm", "extractive"]


@dataclass
class Answer:
    """Everything a client shows: the checked answer, its citations and the retrieved context."""

    question: str
    answer: str
    mode: AnswerMode
    method: str
    refused: bool
    citations: list[Citation] = field(default_factory=list)
    dropped_citations: list[int] = field(default_factory=list)
    contexts: list[Context] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    standalone_question: str = ""  # what was searched: the question, or it resolved against the chat
    notice: str = ""
    model: str = ""
    derivation: dict[str, Any] | None = None
    confidence: float | None = None  # probability that the first precept answers (learned ranking)

    @property
    def understood_as(self) -> str:
        """The question as it was resolved against the conversation ("" when it was not)."""
        standalone = self.standalone_question
        return standalone if standalone and standalone != self.question else ""

    @property
    def precepts(self) -> tuple[str, ...]:
        """The precepts the answer rests on (doc ids, first cited first); none when refused."""
        if self.refused:
            return ()
        by_number = {context.n: context.hit.doc_id for context in self.contexts}
        cited = [by_number[c.n] for c in self.citations if c.n in by_number]
        return tuple(dict.fromkeys(cited))

    def as_turn(self) -> Turn:
        """This exchange as the history of the next question."""
        return Turn(self.question, self.answer, self.precepts)

    @property
    def cited_numbers(self) -> set[int]:
        """The extract numbers the answer cites."""
        return {c.n for c in self.citations}

    def as_dict(self) -> dict[str, Any]:
        """The JSON contract of ``rag ask --format json``."""
        return {
            "question": self.question,
            "answer": self.answer,
            "mode": self.mode,
            "method": self.method,
            "refused": self.refused,
            "citations": [c.as_dict() for c in self.citations],
            "dropped_citations": self.dropped_citations,
            "contexts": [c.as_dict() for c in self.contexts],
            "timings_ms": {k: round(v, 1) for k, v in self.timings_ms.items()},
            "standalone_question": self.standalone_question,
            "notice": self.notice,
            "model": self.model,
            "derivation": self.derivation,
            "confidence": None if self.confidence is None else round(self.confidence, 4),
        }
