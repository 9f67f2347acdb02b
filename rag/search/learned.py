"""The learned second stage: candidates from the hybrid ranking, re-ranked by a model trained on the
dev sets (``rag train-ranker``), with a calibrated probability that each precept answers.

Candidate generation stays what it was (dense and BM25 fused, ``CANDIDATES`` precepts: their recall
is the ceiling no re-ranker passes); the model reads the features of ``rag.search.features`` for
each candidate and orders them. Its artefact lives in ``data/ranker/`` as text: ``ranker.json``
(family, feature names, calibration, the margin under which two precepts are "both possible", the
training data's hash and the cross-validated figures) and, for LightGBM, ``model.txt``. A score is
turned into a probability by a logistic fit on cross-validated scores (``Calibration``); the first
precept's is the ranking's confidence.
"""

from __future__ import annotations

import functools
import json
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.artefacts import optional_artefact
from rag.core.config import SHIPPED_DATA
from rag.core.results import RankedPrecept, Understood
from rag.search.evidence import (
    Candidate,
    Profiles,
    QuestionEvidence,
    candidate,
    leaf_rows,
    question_evidence,
    relate,
    sentence_bm25,
    unit_rows,
)
from rag.search.features import vector
from rag.search.rankers import PreceptSearch, dense_and_bm25, fuse, hybrid, register_understanding_ranker
from rag.search.table import ChunkTable
from rag.search.trees import TreeEnsemble

RANKER_DIR = SHIPPED_DATA / "ranker"
CANDIDATES = 30  # precepts of the hybrid ranking the model re-ranks
RECALLED_CANDIDATES = 5  # precepts answering the closest known questions, added where hybrid missed them


@dataclass(frozen=True)
class Calibration:
    """A candidate's probability of answering from its score and its lead over the best other
    candidate (positive for the first, negative for the rest): ``sigmoid(a·score + b·lead + c)``."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0

    def probabilities(self, scores: np.ndarray) -> np.ndarray:
        """Each score's calibrated probability, in the same order."""
        if not len(scores):
            return scores
        leads = lead_over_others(scores)
        return 1.0 / (1.0 + np.exp(-(self.a * scores + self.b * leads + self.c)))


def lead_over_others(scores: np.ndarray) -> np.ndarray:
    """Each score minus the best of the others (0 when it is alone)."""
    if len(scores) < 2:
        return np.zeros_like(scores)
    order = np.argsort(-scores)
    best, second = scores[order[0]], scores[order[1]]
    return scores - np.where(np.arange(len(scores)) == order[0], second, best)


@dataclass
class RankerModel:
    """A trained re-ranker: the features it reads and how it scores them."""

    family: str  # "lightgbm" or "linear"
    features: list[str]
    calibration: Calibration
    margin: float  # two first precepts closer than this in probability are both quoted
    candidates: int = CANDIDATES
    weights: np.ndarray | None = None  # linear: coefficients over standardised features
    mean: np.ndarray | None = None
    scale: np.ndarray | None = None
    trees: TreeEnsemble | None = None  # lightgbm: its trees, evaluated with numpy
    meta: dict[str, Any] = field(default_factory=dict)

    def score(self, matrix: np.ndarray) -> np.ndarray:
        """One score per row of the feature matrix (higher: more likely to answer)."""
        if not len(matrix):
            return np.zeros(0)
        if self.family == "linear":
            assert self.weights is not None and self.mean is not None and self.scale is not None
            return ((matrix - self.mean) / self.scale) @ self.weights
        assert self.trees is not None
        return self.trees.predict(matrix)

    @classmethod
    def load(cls, folder: Path = RANKER_DIR) -> RankerModel:
        """The model written by ``rag train-ranker`` in ``folder``."""
        meta = json.loads((folder / "ranker.json").read_text(encoding="utf-8"))
        calibration = Calibration(**meta["calibration"])
        model = cls(
            family=meta["family"],
            features=list(meta["features"]),
            calibration=calibration,
            margin=float(meta["margin"]),
            candidates=int(meta.get("candidates", CANDIDATES)),
            meta=meta,
        )
        if model.family == "linear":
            linear = meta["linear"]
            model.weights = np.asarray(linear["weights"], dtype=np.float64)
            model.mean = np.asarray(linear["mean"], dtype=np.float64)
            model.scale = np.asarray(linear["scale"], dtype=np.float64)
        else:
            model.trees = TreeEnsemble.from_text((folder / "model.txt").read_text(encoding="utf-8"))
        return model


@functools.cache
def shipped_model() -> RankerModel | None:
    """The committed model (``data/ranker/``), loaded once; None when it is missing or unreadable."""
    return optional_artefact(RankerModel.load, "learned ranker", RANKER_DIR, "hybrid ranking instead")


# one set of profiles per chunk table, dropped with it (a re-opened index gets a new table)
_PROFILES: weakref.WeakKeyDictionary[ChunkTable, Profiles] = weakref.WeakKeyDictionary()
_PROFILES_LOCK = threading.Lock()
_WARMING: weakref.WeakKeyDictionary[ChunkTable, threading.Thread] = weakref.WeakKeyDictionary()


def profiles_of(search: PreceptSearch) -> Profiles:
    """The precept profiles of the search's table, built once per table."""
    with _PROFILES_LOCK:
        known = _PROFILES.get(search.table)
        if known is None:
            known = _PROFILES[search.table] = Profiles(search.table)
    return known


def adopt_profiles(search: PreceptSearch, profiles: Profiles) -> None:
    """Use ``profiles`` (read from a snapshot, built over this search's table) instead of building them."""
    with _PROFILES_LOCK:
        _PROFILES[search.table] = profiles


def built_profiles(search: PreceptSearch) -> Profiles | None:
    """The profiles built so far for the search's table, if any (never builds them)."""
    with _PROFILES_LOCK:
        return _PROFILES.get(search.table)


def warm(search: PreceptSearch) -> None:
    """Build every precept's profile and what each sentence states, so no question pays for it
    (about a second for the combined corpus; the pipeline runs it in the background on opening)."""
    if ready(search):
        profiles_of(search).warm()


def warm_in_background(
    search: PreceptSearch, then: Callable[[PreceptSearch], object] | None = None
) -> threading.Thread:
    """``warm`` on a daemon thread (the app answers meanwhile; a question only waits for what it
    needs), then ``then(search)`` on the same thread (the pipeline saves its snapshot)."""

    def run() -> None:
        warm(search)
        if then is not None:
            then(search)

    thread = threading.Thread(target=run, name="learned-ranker-warm-up", daemon=True)
    with _PROFILES_LOCK:
        _WARMING[search.table] = thread
    thread.start()
    return thread


def settle(search: PreceptSearch) -> None:
    """Wait for the search's background warm-up (and the snapshot written after it), if any, then
    warm what is left: a benchmark times questions, not the opening's work (a snapshot being
    pickled holds the interpreter for seconds)."""
    with _PROFILES_LOCK:
        thread = _WARMING.get(search.table)
    if thread is not None:
        thread.join()
    warm(search)


def gather(
    search: PreceptSearch, understood: Understood, depth: int = CANDIDATES
) -> tuple[QuestionEvidence, list[Candidate], list[RankedPrecept]]:
    """The question's evidence, its first ``depth`` hybrid candidates with their features' inputs,
    and the whole hybrid ranking (what follows the candidates keeps its order)."""
    query = understood.standalone
    dense_ranking, bm25_ranking = dense_and_bm25(search, query, depth)
    fused = fuse(search, query, dense_ranking, bm25_ranking)
    dense_ranks = {r.doc_id: i for i, r in enumerate(dense_ranking)}
    bm25_ranks = {r.doc_id: i for i, r in enumerate(bm25_ranking)}
    table = search.table
    profiles = profiles_of(search)
    recalled = search.recalled(query)
    chosen = fused[:depth] + recalled_candidates(table, recalled, fused[:depth])
    found = [profiles.get(r.doc_id) for r in chosen]
    evidence = question_evidence(
        understood,
        table,
        search.similarities(query),
        search.unit_similarities(query, unit_rows(found)),
        search.query_vector(query),
        search.searched_norms,
        search.raw_similarities(query, leaf_rows(table, found)),
        recalled,
        search.routed(query),
        search.recalled_words(query),
    )
    sentences = sentence_bm25(evidence, found)
    candidates = [
        candidate(
            evidence,
            table,
            profile,
            table.chunks[ranked.chunk_id],
            (dense_ranks.get(ranked.doc_id, 10**6), bm25_ranks.get(ranked.doc_id, 10**6), position),
            ranked.score,
            scores,
        )
        for position, (ranked, profile, scores) in enumerate(zip(chosen, found, sentences, strict=True))
    ]
    relate(candidates)
    return evidence, candidates, fused


def recalled_candidates(
    table: ChunkTable, recalled: dict[str, float], chosen: list[RankedPrecept]
) -> list[RankedPrecept]:
    """The precepts answering the known questions closest to the question (``recalled``, most
    similar first) that the hybrid candidates miss, ``RECALLED_CANDIDATES`` at most: a new author's
    question worded unlike the law often resembles a known one (nineteenth session: on a sixth
    author's questions, the right precept was among the 30 hybrid candidates 0.841 of the time and
    among the first five recalled ones for 20 of the 46 others)."""
    seen = {r.doc_id for r in chosen}
    added: list[RankedPrecept] = []
    for doc_id, _ in sorted(recalled.items(), key=lambda item: -item[1]):
        chunk = table.first_chunk(doc_id)
        if doc_id in seen or chunk is None or chunk.repealed:
            continue
        added.append(RankedPrecept(doc_id, chunk.chunk_id, 0.0))
        if len(added) == RECALLED_CANDIDATES:
            break
    return added


def rerank(
    model: RankerModel, search: PreceptSearch, understood: Understood, depth: int
) -> list[RankedPrecept]:
    """The hybrid candidates re-ranked by ``model``, each scored with its calibrated probability of
    answering; precepts beyond the candidates follow in hybrid order with score 0."""
    evidence, candidates, fused = gather(search, understood, max(model.candidates, depth))
    if not candidates:
        return fused
    raw = model.score(vector(model.features, evidence, candidates))
    probabilities = model.calibration.probabilities(raw)
    order = sorted(range(len(candidates)), key=lambda i: (-raw[i], candidates[i].hybrid_rank))
    ranked = [
        RankedPrecept(candidates[i].doc_id, candidates[i].chunk_id, float(probabilities[i])) for i in order
    ]
    seen = {r.doc_id for r in ranked}
    return ranked + [RankedPrecept(r.doc_id, r.chunk_id, 0.0) for r in fused if r.doc_id not in seen]


@register_understanding_ranker("learned", "aprendido: reordena los candidatos con todas las señales")
def learned(search: PreceptSearch, understood: Understood, depth: int) -> list[RankedPrecept]:
    """The committed model over the hybrid candidates; the hybrid ranking itself when no model ships
    or the collection has no comparison units (a splitter that keeps no whole precepts: the model's
    sentence and epígrafe evidence would be missing, ``ready`` says so to the user)."""
    model = shipped_model()
    if model is None or not ready(search):
        return hybrid(search, understood.standalone, depth)
    return rerank(model, search, understood, depth)


def ready(search: PreceptSearch) -> bool:
    """Whether the learned ranking can run on this collection: a model ships and the collection
    stores its precepts' sentences (splitter ``articulos``); otherwise ``learned`` ranks as ``hybrid``."""
    return shipped_model() is not None and len(search.table.units) > 0


FALLBACK_NOTE = (
    "El orden aprendido necesita las frases de cada precepto, que solo guarda el divisor «articulos» "
    "(o falta el modelo en data/ranker/): con este índice se ordena como «hybrid»."
)


def is_learned(method: str) -> bool:
    """Whether ``method`` names the learned ranking (its scores are probabilities)."""
    return method == "learned"
