"""What the learned ranker looks at: one named function per feature of a (question, precept) pair.

Each feature is a function ``(question, candidate) -> float`` registered with ``@feature`` and a
one-line docstring saying what evidence it measures; the ranker's artefact lists the names it was
trained on, so ``FEATURES`` is the whole of what it reads. The evidence is gathered once per
question and precept (``rag.search.evidence``), so every feature is a cheap look-up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from rag.core.asked import ACTOR, AGE, AMOUNT, PERIOD, YESNO
from rag.search.evidence import Candidate, QuestionEvidence

ABSENT_RANK = 100  # a precept a ranking did not list counts as ranked this far down
FIGURES = (PERIOD, AMOUNT, AGE)


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
def dense_raw(q: QuestionEvidence, c: Candidate) -> float:
    """``dense_best`` for the question as it comes, without the query adapter (the same value when
    none ships): the model weighs the adapter's reading against the words' own."""
    return c.raw_best


@feature
def dense_raw_gap(q: QuestionEvidence, c: Candidate) -> float:
    """How far its best chunk's raw similarity lies below the best candidate's."""
    return c.raw_best - c.raw_top


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
    held = c.sentence_words  # the pairs' words are the question's words
    return sum(1 for a, b in q.pairs if any(a in words and b in words for words in held)) / len(q.pairs)


@feature
def covered_by_sentence(q: QuestionEvidence, c: Candidate) -> float:
    """Largest share of the question's words that one sentence of the precept holds."""
    if not q.stems:
        return 0.0
    return max((len(words) for words in c.sentence_words), default=0) / len(q.stems)


# --- what is asked ------------------------------------------------------------------------------


@feature
def states_asked(q: QuestionEvidence, c: Candidate) -> float:
    """Whether a sentence of the precept states what the question asks (a period, an amount, an
    age, an actor, a ruling for a yes/no question)."""
    return float(bool(c.profile.stating(q.kinds)))


@feature
def states_figure(q: QuestionEvidence, c: Candidate) -> float:
    """When a figure is asked (period, amount, age): whether the precept states one (-1: none asked)."""
    kinds = q.kinds & frozenset(FIGURES)
    return float(bool(c.profile.stating(kinds))) if kinds else -1.0


@feature
def best_sentence_states_asked(q: QuestionEvidence, c: Candidate) -> float:
    """Whether its sentence closest to the question's words states what is asked."""
    return float(c.best_sentence in c.profile.stating(q.kinds)) if c.profile.sentence_texts else 0.0


@feature
def asked_sentence_words(q: QuestionEvidence, c: Candidate) -> float:
    """BM25 share of its best sentence among those stating what is asked (0: none states it): the
    sentence that both matches the question's words and answers it."""
    return max((c.sentence_scores[i] for i in c.profile.stating(q.kinds)), default=0.0)


@feature
def asked_sentence_similarity(q: QuestionEvidence, c: Candidate) -> float:
    """Cosine similarity of its most similar sentence among those stating what is asked (0: none)."""
    return max((c.sentence_cosines[i] for i in c.profile.stating(q.kinds)), default=0.0)


@feature
def states_unit(q: QuestionEvidence, c: Candidate) -> float:
    """For "¿cuántos días/meses…?": whether it states a figure in that unit (-1: no unit asked)."""
    if q.unit is None:
        return -1.0
    return float(c.profile.matches(q.unit))


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
def norm_routed(q: QuestionEvidence, c: Candidate) -> float:
    """How likely the question is about its norm, by the known questions' norm router (1 in a
    single-norm collection; 0 for a norm the router never saw, or without a router)."""
    if not q.routed:
        return 0.0 if q.several_norms else 1.0
    return q.routed.get(c.profile.norm_id, 0.0)


@feature
def norm_routed_gap(q: QuestionEvidence, c: Candidate) -> float:
    """Its norm's routed probability minus the most likely norm's (0 for that norm and in a
    single-norm collection or without a router)."""
    if not q.routed:
        return 0.0
    return q.routed.get(c.profile.norm_id, 0.0) - max(q.routed.values())


@feature
def several_norms(q: QuestionEvidence, c: Candidate) -> float:
    """The collection holds several norms (the same for every candidate)."""
    return float(q.several_norms)


# --- known questions ----------------------------------------------------------------------------


@feature
def known_question(q: QuestionEvidence, c: Candidate) -> float:
    """Similarity of the closest known (dev) question this precept answers: citizens ask the same
    things in other words (0: it answers none close to this one)."""
    return q.recalled.get(c.doc_id, 0.0)


@feature
def known_question_gap(q: QuestionEvidence, c: Candidate) -> float:
    """How far that known question lies below the closest one answered in the searched norms (-1:
    it answers none)."""
    own = q.recalled.get(c.doc_id)
    return own - q.recalled_best if own is not None else -1.0


@feature
def known_question_words(q: QuestionEvidence, c: Candidate) -> float:
    """Share of the question's words (in their plain sense) that the closest known question this
    precept answers holds: two known questions about as close to the embedder can ask different
    things ("vivo en el extranjero" against "los extranjeros") (-1: it answers none)."""
    return q.recalled_words.get(c.doc_id, -1.0)


@feature
def known_question_words_gap(q: QuestionEvidence, c: Candidate) -> float:
    """How far that share lies below the largest among the recalled precepts (-1: it answers none)."""
    own = q.recalled_words.get(c.doc_id)
    return own - max(q.recalled_words.values()) if own is not None else -1.0


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
