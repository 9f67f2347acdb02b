"""The evidence the learned ranker's features read, gathered once: per precept (``PreceptProfile``:
its sentences, their words, what each states, its epígrafe and headings, its cross-references) and
per question (``QuestionEvidence``: its words, what it asks, its similarity to every chunk, unit and
norm, its BM25 scores), then per candidate (``Candidate``: those read for one precept, and measured
against the other candidates). ``rag.search.features`` turns them into the model's columns.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from rag.core.asked import ACTOR, AGE, AMOUNT, PERIOD, YESNO, answer_spans, asked_kinds, asked_unit
from rag.core.precepts import NAMES_SECONDARY_RE
from rag.core.records import Chunk
from rag.core.results import Understood
from rag.core.sentences import sentence_spans
from rag.core.text import tokenize
from rag.search.table import ChunkTable
from rag.search.thesaurus import expand

NEIGHBOURHOOD = 10  # norm shares and cross-references are counted among the first candidates
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
    _stating: dict[frozenset[str], tuple[int, ...]] = field(default_factory=dict, repr=False)
    _matches: dict[str, bool] = field(default_factory=dict, repr=False)

    def holds(self, sentence: int, kind: str) -> bool:
        """Whether sentence ``sentence`` states what ``kind`` asks (remembered)."""
        key = (sentence, kind)
        known = self._holds.get(key)
        if known is None:
            known = self._holds[key] = bool(answer_spans(self.sentence_texts[sentence], {kind}))
        return known

    def stating(self, kinds: frozenset[str]) -> tuple[int, ...]:
        """The sentences that state one of ``kinds`` (remembered: five features of each candidate
        ask it for the same question's kinds)."""
        known = self._stating.get(kinds)
        if known is None:
            known = tuple(
                i for i in range(len(self.sentence_texts)) if any(self.holds(i, kind) for kind in kinds)
            )
            self._stating[kinds] = known
        return known

    def matches(self, pattern: re.Pattern[str]) -> bool:
        """Whether ``pattern`` occurs within one of its sentences (remembered per pattern): one
        search over the sentences joined by NUL, which no pattern of ``rag.core.asked`` crosses."""
        known = self._matches.get(pattern.pattern)
        if known is None:
            known = self._matches[pattern.pattern] = bool(pattern.search("\0".join(self.sentence_texts)))
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
        """Every profile, what each of its sentences states and what its text cites (the retriever
        adds cited precepts to every answer), computed now."""
        table = self.table
        for doc_id in table.doc_ids:
            profile = self.get(doc_id)
            for sentence in range(len(profile.sentence_texts)):
                for kind in ASKED_KINDS:
                    profile.holds(sentence, kind)
            chunk = table.first_chunk(doc_id)
            if chunk is not None:
                table.cited(table.precept_text(doc_id, chunk), chunk.article_id, doc_id.split(":")[0])

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
    unit_similarity: np.ndarray  # cosine to the candidates' units, indexed like ``table.units`` (others 0)
    leaf_bm25: np.ndarray  # BM25 of the expanded question for every embedded chunk
    query_vector: np.ndarray
    norm_similarity: dict[str, float]  # cosine to each norm's centroid (mean of its chunks)
    raw_similarity: np.ndarray  # cosine of the question as it comes (no query adapter) to every chunk
    # precept -> similarity of the closest known question it answers (``rag.search.memory``)
    recalled: dict[str, float] = field(default_factory=dict)
    # norm -> how likely the question is about it (``rag.search.router``; {}: no router)
    routed: dict[str, float] = field(default_factory=dict)
    # precept -> share of the question's words its closest known question holds (``recalled``'s keys)
    recalled_words: dict[str, float] = field(default_factory=dict)

    @property
    def recalled_best(self) -> float:
        """The similarity of the closest known question answered in the searched norms (0: none)."""
        return max(self.recalled.values(), default=0.0)


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
    raw_best: float  # ``dense_best`` for the question as it comes (no query adapter)
    bm25_best: float
    whole_similarity: float
    sentence_similarity: float
    epigraph_similarity: float
    best_sentence: int  # index of its lexically best sentence
    sentence_bm25: float  # that sentence's BM25 among every candidate's sentences (share of perfect)
    sentence_scores: list[float]  # each sentence's BM25 share, in the profile's order
    sentence_cosines: list[float]  # each sentence's similarity (its chunk's where it has no vector)
    sentence_words: list[frozenset[str]]  # the question's words each sentence holds
    # filled once all candidates are known
    dense_top: float = 0.0
    raw_top: float = 0.0
    bm25_top: float = 0.0
    sentence_top: float = 0.0
    norm_share: float = 0.0
    norm_bm25_share: float = 0.0
    referred_by: int = 0
    refers_to: int = 0


# --- gathering ----------------------------------------------------------------------------------


def question_evidence(
    understood: Understood,
    table: ChunkTable,
    leaf_similarity: np.ndarray,
    unit_similarity: np.ndarray,
    query_vector: np.ndarray,
    norms: frozenset[str] | None = None,
    raw_similarity: np.ndarray | None = None,
    recalled: dict[str, float] | None = None,
    routed: dict[str, float] | None = None,
    recalled_words: dict[str, float] | None = None,
) -> QuestionEvidence:
    """Everything known of the question: its words, what it asks, its scores against the collection
    (the thesaurus terms of the searched ``norms``' domains; None: every domain). ``raw_similarity``:
    the question's similarities without the query adapter, ``leaf_similarity`` when none applies;
    ``recalled``: the precepts answering known questions close to it (``PreceptSearch.recalled``);
    ``routed``: how likely it is about each searched norm (``PreceptSearch.routed``);
    ``recalled_words``: the words it shares with those known questions (``PreceptSearch.recalled_words``)."""
    text = understood.standalone
    stems = tokenize(text, table.stemmer)
    content = frozenset(stems)
    expanded = tokenize(expand(text, norms), table.stemmer)
    legal = frozenset(expanded) - content
    pairs = frozenset(itertools.pairwise(stems))
    bm25 = table.bm25_scores(expanded) if expanded and table.leaf_ids else np.zeros(len(table.leaf_ids))
    named = table.norm_asked(understood.question) if table.several_norms else ""
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
        norm_similarity=table.norm_similarities(query_vector),
        raw_similarity=leaf_similarity if raw_similarity is None else raw_similarity,
        recalled=recalled or {},
        routed=routed or {},
        recalled_words=recalled_words or {},
    )


def unit_rows(profiles: Sequence[PreceptProfile]) -> list[int]:
    """The comparison units (sentences, epígrafes) whose similarity the candidates' features read."""
    rows = [row for profile in profiles for kind, row in profile.sentence_rows if kind == "unit" and row >= 0]
    return rows + [profile.epigraph_row for profile in profiles if profile.epigraph_row >= 0]


def leaf_rows(table: ChunkTable, profiles: Sequence[PreceptProfile]) -> np.ndarray:
    """The embedded chunks of ``profiles``' precepts (rows of ``table.vectors``)."""
    rows = [_rows(table, profile.doc_id) for profile in profiles]
    return np.concatenate(rows) if rows else np.zeros(0, dtype=np.int64)


def sentence_bm25(q: QuestionEvidence, profiles: Sequence[PreceptProfile]) -> list[list[float]]:
    """BM25 of every sentence of ``profiles`` for the question's words (thesaurus terms at a quarter),
    over those sentences only, as a share of a perfect match."""
    weights = {word: 1.0 for word in q.stems} | {word: 0.25 for word in q.legal}
    documents = [counts for profile in profiles for counts in profile.sentence_counts]
    lengths = [len(stems) for profile in profiles for stems in profile.sentence_stems]
    if not documents or not weights:
        return [[0.0] * len(p.sentence_stems) for p in profiles]
    total = len(documents)
    shared = [weights.keys() & counts.keys() for counts in documents]  # one pass over the sentences
    frequency = Counter(word for words in shared for word in words)
    idf = {w: math.log(1 + (total - frequency[w] + 0.5) / (frequency[w] + 0.5)) for w in weights}
    perfect = sum(idf[w] for w in q.stems) or 1.0
    average = sum(lengths) / total or 1.0
    scores = []
    for counts, size, words in zip(documents, lengths, shared, strict=True):
        norm = BM25_K1 * (1 - BM25_B + BM25_B * size / average)
        score = 0.0
        for word in words:
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
    raw = float(q.raw_similarity[rows].max()) if len(rows) else 0.0
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
        raw_best=raw,
        bm25_best=bm25,
        whole_similarity=whole_similarity,
        sentence_similarity=max(sentence_similarities, default=dense),
        epigraph_similarity=epigraph,
        best_sentence=best,
        sentence_bm25=max(sentence_scores, default=0.0),
        sentence_scores=list(sentence_scores),
        sentence_cosines=cosines,
        sentence_words=[q.stems & counts.keys() for counts in profile.sentence_counts],
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
    raw_top = max(c.raw_best for c in candidates)
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
        c.raw_top = raw_top
        c.norm_share = norms.count(c.profile.norm_id) / len(norms)
        c.norm_bm25_share = mass.get(c.profile.norm_id, 0.0) / total_mass if total_mass else 0.0
        c.referred_by = sum(
            1 for other in first if other.doc_id != c.doc_id and c.doc_id in other.profile.refers_to
        )
        c.refers_to = len((c.profile.refers_to & ids) - {c.doc_id})
