"""What the learned ranker looks at: one named function per feature of a (question, precept) pair.

Each feature is a function ``(question, candidate) -> float`` registered with ``@feature`` and a
one-line docstring saying what evidence it measures; the ranker's artefact lists the names it was
trained on, so ``FEATURES`` is the whole of what it reads. The evidence itself is gathered once per
question (``QuestionEvidence``: the question's words, what it asks, its similarity to every chunk
and unit, its BM25 scores) and once per precept (``PreceptProfile``: its sentences, their words,
what they state), so every feature is a cheap look-up.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from rag.core.asked import ACTOR, AGE, AMOUNT, PERIOD, YESNO, answer_spans, asked_kinds, asked_unit
from rag.core.precepts import NAMES_SECONDARY_RE
from rag.core.records import Chunk, Understood
from rag.core.sentences import sentence_spans
from rag.core.text import tokenize
from rag.search.table import ChunkTable
from rag.search.thesaurus import expand

ABSENT_RANK = 100  # a precept a ranking did not list counts as ranked this far down
NEIGHBOURHOOD = 10  # norm shares and cross-references are counted among the first candidates
FIGURES = (PERIOD, AMOUNT, AGE)
ASKED_KINDS = (PERIOD, AMOUNT, AGE, ACTOR, YESNO)
BM25_K1, BM25_B = 1.2, 0.5


# --- per precept --------------------------------------------------------------------------------


@dataclass
class PreceptProfile:
    """What a precept offers to be compared with a question, computed once per precept."""

    doc_id: str
    norm_id: str
    article_id: str
    secondary: bool
    length: int
    apartados: int
    stems: frozenset[str]
    sentence_texts: list[str]
    sentence_stems: list[list[str]]
    sentence_counts: list[dict[str, int]]  # each sentence's words with how often they occur
    sentence_rows: list[tuple[str, int]]  # ("unit" | "leaf", row) of each sentence's vector; row -1: none
    epigraph_stems: frozenset[str]
    breadcrumb_stems: frozenset[str]  # its título, capítulo and sección headings
    epigraph_row: int  # row in the table's unit vectors, -1 when the article has no epígrafe
    refers_to: frozenset[str]  # doc ids of the same norm its text cites
    _holds: dict[tuple[int, str], bool] = field(default_factory=dict, repr=False)

    def holds(self, sentence: int, kind: str) -> bool:
        """Whether sentence ``sentence`` states what ``kind`` asks (remembered)."""
        key = (sentence, kind)
        known = self._holds.get(key)
        if known is None:
            known = self._holds[key] = bool(answer_spans(self.sentence_texts[sentence], {kind}))
        return known

    @property
    def kind(self) -> str:
        """articulo, adicional, transitoria, derogatoria, final, preambulo or otro."""
        prefix = self.article_id.split("-")[0]
        kinds = {
            "art": "articulo",
            "da": "adicional",
            "dt": "transitoria",
            "dd": "derogatoria",
            "df": "final",
        }
        return kinds.get(prefix, "preambulo" if self.article_id == "preambulo" else "otro")


class Profiles:
    """Every precept's profile in one collection, built on first use and kept."""

    def __init__(self, table: ChunkTable) -> None:
        self.table = table
        self._profiles: dict[str, PreceptProfile] = {}
        self.unit_rows: dict[tuple[str, int], int] = {}
        self.epigraph_rows: dict[str, int] = {}
        for row, unit in enumerate(table.units):
            if unit.kind == "epigrafe":
                self.epigraph_rows[unit.doc_id] = row
            else:
                self.unit_rows[(unit.doc_id, unit.start)] = row
        self.leaf_rows: dict[tuple[str, str], int] = {
            (table.chunks[chunk_id].doc_id, table.chunks[chunk_id].text.strip()): row
            for row, chunk_id in enumerate(table.leaf_ids)
        }

    def get(self, doc_id: str) -> PreceptProfile:
        """The profile of precept ``doc_id``."""
        known = self._profiles.get(doc_id)
        if known is None:
            known = self._profiles[doc_id] = self._build(doc_id)
        return known

    def warm(self) -> None:
        """Every profile, and what each of its sentences states, computed now."""
        for doc_id in self.table.doc_ids:
            profile = self.get(doc_id)
            for sentence in range(len(profile.sentence_texts)):
                for kind in ASKED_KINDS:
                    profile.holds(sentence, kind)

    def _build(self, doc_id: str) -> PreceptProfile:
        table = self.table
        chunk = table.first_chunk(doc_id)
        assert chunk is not None, doc_id
        text = table.precept_text(doc_id, chunk)
        spans = chunk.apartados if table.has_whole_precept(doc_id) else ()
        stemmer = table.stemmer
        texts, stems, rows = [], [], []
        for sentence in sentence_spans(text, spans):
            piece = text[sentence.start : sentence.end].strip()
            texts.append(piece)
            stems.append(tokenize(piece, stemmer))
            unit = self.unit_rows.get((doc_id, sentence.start), -1)
            rows.append(("unit", unit) if unit >= 0 else ("leaf", self.leaf_rows.get((doc_id, piece), -1)))
        epigraph = chunk.epigraph
        norm = doc_id.split(":")[0] if ":" in doc_id else ""
        refers = {
            f"{norm}:{ref.article_id}" if norm else ref.article_id
            for ref in table.cross_refs(text, chunk.article_id)
        }
        return PreceptProfile(
            doc_id=doc_id,
            norm_id=chunk.norm_id,
            article_id=chunk.article_id,
            secondary=doc_id in table.secondary,
            length=len(text),
            apartados=len(spans),
            stems=frozenset(tokenize(f"{chunk.heading} {text}", stemmer)),
            sentence_texts=texts,
            sentence_stems=stems,
            sentence_counts=[Counter(words) for words in stems],
            sentence_rows=rows,
            epigraph_stems=frozenset(tokenize(epigraph, stemmer)),
            breadcrumb_stems=frozenset(tokenize(" ".join(chunk.hierarchy), stemmer)),
            epigraph_row=self.epigraph_rows.get(doc_id, -1),
            refers_to=frozenset(refers),
        )


# --- per question -------------------------------------------------------------------------------


@dataclass
class QuestionEvidence:
    """What is known of the question before any precept is scored."""

    understood: Understood
    stems: frozenset[str]
    legal: frozenset[str]  # legal terms its everyday words stand for (thesaurus), not in ``stems``
    pairs: frozenset[tuple[str, str]]  # consecutive content words, as stems
    kinds: frozenset[str]
    unit: re.Pattern[str] | None
    named_norm: str  # the norm the question names, "" if none
    names_secondary: bool  # it asks about a preamble, an amendment, entry into force
    several_norms: bool
    leaf_similarity: np.ndarray  # cosine to every embedded chunk (``table.leaf_ids``)
    unit_similarity: np.ndarray  # cosine to every unit (``table.units``)
    leaf_bm25: np.ndarray  # BM25 of the expanded question for every embedded chunk
    query_vector: np.ndarray
    norm_similarity: dict[str, float]  # cosine to each norm's centroid (mean of its chunks)


@dataclass
class Candidate:
    """One precept competing for a question, with what the candidate generation measured."""

    doc_id: str
    profile: PreceptProfile
    chunk_id: str  # the chunk that ranked it (best part)
    dense_rank: int
    bm25_rank: int
    hybrid_rank: int
    hybrid_score: float
    dense_best: float
    bm25_best: float
    whole_similarity: float
    sentence_similarity: float
    epigraph_similarity: float
    best_sentence: int  # index of its lexically best sentence
    sentence_bm25: float  # that sentence's BM25 among every candidate's sentences (share of perfect)
    sentence_scores: list[float]  # each sentence's BM25 share, in the profile's order
    sentence_cosines: list[float]  # each sentence's similarity (its chunk's where it has no vector)
    # filled once all candidates are known
    dense_top: float = 0.0
    bm25_top: float = 0.0
    sentence_top: float = 0.0
    norm_share: float = 0.0
    norm_bm25_share: float = 0.0
    referred_by: int = 0
    refers_to: int = 0


Feature = Callable[[QuestionEvidence, Candidate], float]
FEATURES: dict[str, Feature] = {}


def feature(function: Feature) -> Feature:
    """Register a feature under its function's name."""
    FEATURES[function.__name__] = function
    return function


def vector(names: Sequence[str], question: QuestionEvidence, candidates: Sequence[Candidate]) -> np.ndarray:
    """The feature matrix (one row per candidate, one column per name)."""
    functions = [FEATURES[name] for name in names]
    return np.asarray([[f(question, c) for f in functions] for c in candidates], dtype=np.float64)


def _log_rank(rank: int) -> float:
    return math.log2(1 + min(rank, ABSENT_RANK))


# --- similarity ---------------------------------------------------------------------------------


@feature
def dense_best(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity of the question to the precept's most similar chunk."""
    return c.dense_best


@feature
def dense_gap(q: QuestionEvidence, c: Candidate) -> float:
    """How far its best chunk's similarity lies below the best candidate's."""
    return c.dense_best - c.dense_top


@feature
def dense_whole(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity to the whole precept (the mean of its parts' vectors)."""
    return c.whole_similarity


@feature
def dense_sentence(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity to the precept's most similar sentence."""
    return c.sentence_similarity


@feature
def dense_sentence_gap(q: QuestionEvidence, c: Candidate) -> float:
    """How far its best sentence's similarity lies below the best candidate's."""
    return c.sentence_similarity - c.sentence_top


@feature
def dense_epigraph(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity to the article's epígrafe (what it says it regulates); 0 without one."""
    return c.epigraph_similarity


@feature
def bm25_best(q: QuestionEvidence, c: Candidate) -> float:
    """BM25 of its best chunk (question plus thesaurus terms), as a share of the best candidate's."""
    return c.bm25_best / c.bm25_top if c.bm25_top > 0 else 0.0


@feature
def bm25_raw(q: QuestionEvidence, c: Candidate) -> float:
    """Its best chunk's BM25 score itself (log): how much of the question it matches at all."""
    return math.log1p(max(c.bm25_best, 0.0))


@feature
def bm25_sentence(q: QuestionEvidence, c: Candidate) -> float:
    """BM25 of its best sentence among all candidates' sentences, as a share of a perfect match."""
    return c.sentence_bm25


@feature
def epigraph_words(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the question's words (and thesaurus terms) in the article's epígrafe."""
    words = q.stems | q.legal
    return len(words & c.profile.epigraph_stems) / len(words) if words else 0.0


@feature
def breadcrumb_words(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the question's words (and thesaurus terms) in its título, capítulo and sección headings."""
    words = q.stems | q.legal
    return len(words & c.profile.breadcrumb_stems) / len(words) if words else 0.0


# --- ranks --------------------------------------------------------------------------------------


@feature
def rank_dense(q: QuestionEvidence, c: Candidate) -> float:
    """Its place in the dense ranking (log)."""
    return _log_rank(c.dense_rank)


@feature
def rank_bm25(q: QuestionEvidence, c: Candidate) -> float:
    """Its place in the BM25 ranking (log)."""
    return _log_rank(c.bm25_rank)


@feature
def rank_hybrid(q: QuestionEvidence, c: Candidate) -> float:
    """Its place in the fused (hybrid) ranking (log)."""
    return _log_rank(c.hybrid_rank)


# --- coverage -----------------------------------------------------------------------------------


@feature
def covered_words(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the question's content words (stemmed) that occur in the precept."""
    return len(q.stems & c.profile.stems) / len(q.stems) if q.stems else 0.0


@feature
def covered_legal_terms(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the legal terms the question's everyday words stand for that occur in the precept."""
    return len(q.legal & c.profile.stems) / len(q.legal) if q.legal else 0.0


@feature
def covered_pairs(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the question's consecutive word pairs that occur together in one of its sentences."""
    if not q.pairs:
        return 0.0
    sentences = [set(stems) for stems in c.profile.sentence_stems]
    return sum(1 for a, b in q.pairs if any(a in s and b in s for s in sentences)) / len(q.pairs)


@feature
def covered_by_sentence(q: QuestionEvidence, c: Candidate) -> float:
    """Largest share of the question's words that one sentence of the precept holds."""
    if not q.stems:
        return 0.0
    return max((len(q.stems & set(s)) for s in c.profile.sentence_stems), default=0) / len(q.stems)


# --- what is asked ------------------------------------------------------------------------------


def _stated(q: QuestionEvidence, c: Candidate, kinds: frozenset[str], sentences: Sequence[int]) -> float:
    profile = c.profile
    return float(any(profile.holds(i, kind) for kind in kinds for i in sentences))


@feature
def states_asked(q: QuestionEvidence, c: Candidate) -> float:
    """Whether a sentence of the precept states what the question asks (a period, an amount, an
    age, an actor, a ruling for a yes/no question)."""
    return _stated(q, c, q.kinds, range(len(c.profile.sentence_texts)))


@feature
def states_figure(q: QuestionEvidence, c: Candidate) -> float:
    """When a figure is asked (period, amount, age): whether the precept states one (-1: none asked)."""
    kinds = q.kinds & frozenset(FIGURES)
    return _stated(q, c, kinds, range(len(c.profile.sentence_texts))) if kinds else -1.0


@feature
def best_sentence_states_asked(q: QuestionEvidence, c: Candidate) -> float:
    """Whether its sentence closest to the question's words states what is asked."""
    return _stated(q, c, q.kinds, [c.best_sentence]) if c.profile.sentence_texts else 0.0


def _stating(q: QuestionEvidence, c: Candidate) -> list[int]:
    """The sentences of the candidate that state what the question asks."""
    return [i for i in range(len(c.profile.sentence_texts)) if any(c.profile.holds(i, k) for k in q.kinds)]


@feature
def asked_sentence_words(q: QuestionEvidence, c: Candidate) -> float:
    """BM25 share of its best sentence among those stating what is asked (0: none states it): the
    sentence that both matches the question's words and answers it."""
    return max((c.sentence_scores[i] for i in _stating(q, c)), default=0.0)


@feature
def asked_sentence_similarity(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity of its most similar sentence among those stating what is asked (0: none)."""
    return max((c.sentence_cosines[i] for i in _stating(q, c)), default=0.0)


@feature
def states_unit(q: QuestionEvidence, c: Candidate) -> float:
    """For "¿cuántos días/meses…?": whether it states a figure in that unit (-1: no unit asked)."""
    if q.unit is None:
        return -1.0
    return float(any(q.unit.search(text) for text in c.profile.sentence_texts))


@feature
def asks_figure(q: QuestionEvidence, c: Candidate) -> float:
    """The question asks a period, an amount or an age (the same for every candidate)."""
    return float(bool(q.kinds & frozenset(FIGURES)))


@feature
def asks_actor(q: QuestionEvidence, c: Candidate) -> float:
    """The question asks who ("¿quién…?", "¿ante qué órgano…?")."""
    return float(ACTOR in q.kinds)


@feature
def asks_yes_no(q: QuestionEvidence, c: Candidate) -> float:
    """The question asks yes or no ("¿puedo…?", "¿es legal…?")."""
    return float(YESNO in q.kinds)


# --- the precept itself -------------------------------------------------------------------------


@feature
def is_article(q: QuestionEvidence, c: Candidate) -> float:
    """It is an article (not a disposition or a preamble)."""
    return float(c.profile.kind == "articulo")


@feature
def is_additional_or_transitional(q: QuestionEvidence, c: Candidate) -> float:
    """It is an additional or transitional disposition."""
    return float(c.profile.kind in ("adicional", "transitoria"))


@feature
def is_final_or_repealing(q: QuestionEvidence, c: Candidate) -> float:
    """It is a final or repealing disposition."""
    return float(c.profile.kind in ("final", "derogatoria"))


@feature
def is_secondary(q: QuestionEvidence, c: Candidate) -> float:
    """It is a preamble or an amending provision (1), one the question asks about (0.5), or neither (0)."""
    if not c.profile.secondary:
        return 0.0
    return 0.5 if q.names_secondary else 1.0


@feature
def length(q: QuestionEvidence, c: Candidate) -> float:
    """Its length in characters (log)."""
    return math.log1p(c.profile.length)


@feature
def apartados(q: QuestionEvidence, c: Candidate) -> float:
    """How many numbered apartados it has."""
    return float(c.profile.apartados)


@feature
def referred_by(q: QuestionEvidence, c: Candidate) -> float:
    """How many of the first candidates cite it."""
    return float(c.referred_by)


@feature
def refers_to(q: QuestionEvidence, c: Candidate) -> float:
    """How many of the first candidates it cites."""
    return float(c.refers_to)


# --- the norm -----------------------------------------------------------------------------------


@feature
def norm_share(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the first candidates that belong to its norm (1 in a single-norm collection)."""
    return c.norm_share


@feature
def norm_bm25_share(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the candidates' BM25 mass that falls in its norm: the question uses that law's words."""
    return c.norm_bm25_share


@feature
def norm_named(q: QuestionEvidence, c: Candidate) -> float:
    """The question names its norm (1), names another (-1), or names none (0)."""
    if not q.named_norm:
        return 0.0
    return 1.0 if q.named_norm == c.profile.norm_id else -1.0


@feature
def norm_centroid_gap(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine of the question to its norm's centroid (what the law is about) minus the best norm's:
    0 for the norm the question is closest to, and in a single-norm collection."""
    if len(q.norm_similarity) < 2:
        return 0.0
    own = q.norm_similarity.get(c.profile.norm_id)
    return own - max(q.norm_similarity.values()) if own is not None else 0.0


@feature
def several_norms(q: QuestionEvidence, c: Candidate) -> float:
    """The collection holds several norms (the same for every candidate)."""
    return float(q.several_norms)


# --- the conversation ---------------------------------------------------------------------------


@feature
def previous_precept(q: QuestionEvidence, c: Candidate) -> float:
    """It is the precept the previous turn's answer rested on: 1 for a follow-up, 0.5 for another
    question of the same chat, 0 otherwise."""
    if c.doc_id not in q.understood.previous_precepts[:1]:
        return 0.0
    return 1.0 if q.understood.follows else 0.5


@feature
def previous_norm(q: QuestionEvidence, c: Candidate) -> float:
    """It belongs to the norm the previous turn rested on (1), another (-1), or no turn before (0)."""
    previous = q.understood.previous_precepts[:1]
    if not previous:
        return 0.0
    return 1.0 if previous[0].split(":")[0] == c.doc_id.split(":")[0] else -1.0


# --- gathering ----------------------------------------------------------------------------------


def question_evidence(
    understood: Understood,
    table: ChunkTable,
    leaf_similarity: np.ndarray,
    unit_similarity: np.ndarray,
    query_vector: np.ndarray,
) -> QuestionEvidence:
    """Everything known of the question: its words, what it asks, its scores against the collection."""
    text = understood.standalone
    stems = tokenize(text, table.stemmer)
    content = frozenset(stems)
    legal = frozenset(tokenize(expand(text), table.stemmer)) - content
    pairs = frozenset(itertools.pairwise(stems))
    expanded = tokenize(expand(text), table.stemmer)
    bm25 = (
        np.asarray(table.bm25.get_scores(expanded), dtype=np.float64)
        if expanded and table.leaf_ids
        else np.zeros(len(table.leaf_ids))
    )
    named = table.norm_asked(understood.question) if table.several_norms else ""
    norm_similarity = {
        norm: float(centroid @ query_vector)
        for norm, centroid in table.norm_centroids.items()
        if centroid.shape == query_vector.shape
    }
    return QuestionEvidence(
        understood=understood,
        stems=content,
        legal=legal,
        pairs=pairs,
        kinds=frozenset(asked_kinds(understood.question)),
        unit=asked_unit(understood.question),
        named_norm=named,
        names_secondary=bool(NAMES_SECONDARY_RE.search(text)),
        several_norms=table.several_norms,
        leaf_similarity=leaf_similarity,
        unit_similarity=unit_similarity,
        leaf_bm25=bm25,
        query_vector=query_vector,
        norm_similarity=norm_similarity,
    )


def sentence_bm25(q: QuestionEvidence, profiles: Sequence[PreceptProfile]) -> list[list[float]]:
    """BM25 of every sentence of ``profiles`` for the question's words (thesaurus terms at a quarter),
    over those sentences only, as a share of a perfect match."""
    weights = {word: 1.0 for word in q.stems} | {word: 0.25 for word in q.legal}
    documents = [counts for profile in profiles for counts in profile.sentence_counts]
    lengths = [len(stems) for profile in profiles for stems in profile.sentence_stems]
    if not documents or not weights:
        return [[0.0] * len(p.sentence_stems) for p in profiles]
    total = len(documents)
    frequency = {w: sum(1 for d in documents if w in d) for w in weights}
    idf = {w: math.log(1 + (total - frequency[w] + 0.5) / (frequency[w] + 0.5)) for w in weights}
    perfect = sum(idf[w] for w in q.stems) or 1.0
    average = sum(lengths) / total or 1.0
    scores = []
    for counts, size in zip(documents, lengths, strict=True):
        norm = BM25_K1 * (1 - BM25_B + BM25_B * size / average)
        score = 0.0
        for word in weights.keys() & counts.keys():
            count = counts[word]
            score += weights[word] * idf[word] * count * (BM25_K1 + 1) / (count + norm)
        scores.append(score / perfect)
    grouped, offset = [], 0
    for profile in profiles:
        grouped.append(scores[offset : offset + len(profile.sentence_stems)])
        offset += len(profile.sentence_stems)
    return grouped


def candidate(
    q: QuestionEvidence,
    table: ChunkTable,
    profile: PreceptProfile,
    chunk: Chunk,
    ranks: tuple[int, int, int],
    hybrid_score: float,
    sentence_scores: list[float],
) -> Candidate:
    """One candidate with its similarities read from the question's evidence."""
    rows = _rows(table, profile.doc_id)
    dense = float(q.leaf_similarity[rows].max()) if len(rows) else 0.0
    bm25 = float(q.leaf_bm25[rows].max()) if len(rows) else 0.0
    whole = table.whole_vectors.get(profile.doc_id)
    whole_similarity = (
        float(whole @ q.query_vector) if whole is not None and whole.shape == q.query_vector.shape else dense
    )
    sentence_similarities = [
        float(q.unit_similarity[row]) if kind == "unit" else float(q.leaf_similarity[row])
        for kind, row in profile.sentence_rows
        if row >= 0
    ]
    cosines = [
        float(q.unit_similarity[row])
        if kind == "unit"
        else float(q.leaf_similarity[row])
        if row >= 0
        else dense
        for kind, row in profile.sentence_rows
    ]
    epigraph = float(q.unit_similarity[profile.epigraph_row]) if profile.epigraph_row >= 0 else 0.0
    best = int(np.argmax(sentence_scores)) if sentence_scores else 0
    return Candidate(
        doc_id=profile.doc_id,
        profile=profile,
        chunk_id=chunk.chunk_id,
        dense_rank=ranks[0],
        bm25_rank=ranks[1],
        hybrid_rank=ranks[2],
        hybrid_score=hybrid_score,
        dense_best=dense,
        bm25_best=bm25,
        whole_similarity=whole_similarity,
        sentence_similarity=max(sentence_similarities, default=dense),
        epigraph_similarity=epigraph,
        best_sentence=best,
        sentence_bm25=max(sentence_scores, default=0.0),
        sentence_scores=list(sentence_scores),
        sentence_cosines=cosines,
    )


def _rows(table: ChunkTable, doc_id: str) -> np.ndarray:
    index = table.doc_index.get(doc_id)
    return table.doc_rows[index] if index is not None else np.zeros(0, dtype=np.int64)


def relate(candidates: list[Candidate]) -> None:
    """Fill what each candidate is measured against the others: the best scores, its norm's share of
    the first candidates and of the BM25 mass, the cross-references among the first candidates."""
    if not candidates:
        return
    dense_top = max(c.dense_best for c in candidates)
    bm25_top = max(c.bm25_best for c in candidates)
    sentence_top = max(c.sentence_similarity for c in candidates)
    first = sorted(candidates, key=lambda c: c.hybrid_rank)[:NEIGHBOURHOOD]
    norms = [c.profile.norm_id for c in first]
    mass: dict[str, float] = {}
    for c in candidates:
        mass[c.profile.norm_id] = mass.get(c.profile.norm_id, 0.0) + max(c.bm25_best, 0.0)
    total_mass = sum(mass.values())
    ids = {c.doc_id for c in first}
    for c in candidates:
        c.dense_top, c.bm25_top, c.sentence_top = dense_top, bm25_top, sentence_top
        c.norm_share = norms.count(c.profile.norm_id) / len(norms)
        c.norm_bm25_share = mass.get(c.profile.norm_id, 0.0) / total_mass if total_mass else 0.0
        c.referred_by = sum(
            1 for other in first if other.doc_id != c.doc_id and c.doc_id in other.profile.refers_to
        )
        c.refers_to = len((c.profile.refers_to & ids) - {c.doc_id})
