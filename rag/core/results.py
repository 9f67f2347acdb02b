"""The typed records retrieval and answering hand each other: a ranked precept, a search hit, a
retrieval result, a numbered context, a checked citation, a conversation turn, the question as
understood in its conversation and the answer. The stored chunk they point to is ``rag.core.records``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from rag.core.records import ApartadoSpan, Chunk, PreceptRef


@dataclass(frozen=True)
class RankedPrecept:
    """One precept in a ranking: its id, the chunk that ranked it, and the ranking's score."""

    doc_id: str
    chunk_id: str
    score: float


class PieceSimilarity(NamedTuple):
    """How close the question is to one embedded piece of a precept (an apartado's chunk, a
    sentence): its span within the precept's text and the cosine of their vectors."""

    start: int
    end: int
    cosine: float


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
    # the question's similarity to each embedded piece of the precept (its chunks, its sentences),
    # read by the offline answer to choose what it quotes; empty where not measured (a lookup, a
    # precept added because another refers to it)
    similarities: tuple[PieceSimilarity, ...] = ()
    # its apartados answering known questions close to the question (``QuestionMemory``): apartado
    # number and that question's similarity, closest first; empty where not measured or none does
    known_apartados: tuple[tuple[str, float], ...] = ()

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
class AmbiguousLookup:
    """A precept named without its norm that several searched norms have ("¿Qué dice el artículo
    14?" in the library): the norm chosen, why, and the others that have it."""

    label: str  # the precept's label without its norm: "Artículo 14"
    chosen: str  # the chosen norm's short name
    reason: Literal["conversation", "words", "rank"]  # the previous turn's norm, the question's
    # words, or the hierarchy of law (the Constitution before an organic law before a law…)
    others: tuple[str, ...]  # the other norms' short names, likeliest first


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
    # the probability that the question lies outside the corpus, read from the question alone
    # (``rag.search.outside``; None: no model for this corpus, or a lookup)
    outside: float | None = None
    # the cosine to the closest out-of-scope and the closest answerable dev question the corpus's
    # gate was calibrated on (``rag.search.precedents``; None: none stored, or a lookup)
    closest_outside: float | None = None
    closest_answerable: float | None = None
    # why the refusal gate refuses the question (a sentence for the user), "" when it answers; set
    # by ``PreceptRetriever.retrieve``
    refusal: str = ""
    # precepts named without their norm that several searched norms have: only the chosen norm's
    # is looked up, and the answer says which and how to ask for another
    ambiguous: tuple[AmbiguousLookup, ...] = ()


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


@dataclass
class AnswerChunk:
    """A piece of a streamed answer: a text delta while the model writes, and, in the last one, the
    checked ``Answer`` (whose text replaces the deltas: citations may have been dropped). Chunks
    add up (``a + b``) to the whole text and the final answer, as LangChain merges streamed output."""

    text: str = ""
    answer: Answer | None = None

    def __add__(self, other: AnswerChunk) -> AnswerChunk:
        return AnswerChunk(self.text + other.text, other.answer or self.answer)
