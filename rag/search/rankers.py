"""The rankings over one collection, registered by name: ``dense`` (exact cosine over the stored
vectors), ``bm25`` (Spanish, with the citizen→legal glossary) and ``hybrid`` (weighted RRF).

A new retriever is one function ``(search, query, depth) -> list[RankedPrecept]`` decorated with
``@register_ranker(name, description)``; the retriever, the CLI, the app and the evaluation list
whatever is registered.
"""

from __future__ import annotations

import copy
import functools
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
from langchain_core.embeddings import Embeddings
from threadpoolctl import ThreadpoolController

from rag.core.precepts import NAMES_SECONDARY_RE
from rag.core.registry import Registry
from rag.core.results import PieceSimilarity, RankedPrecept, Understood
from rag.core.text import spanish_stemmer, tokenize
from rag.search.adapter import QueryAdapter, adapted, shipped_adapter
from rag.search.memory import QuestionMemory, shipped_memory
from rag.search.scope import without_residence
from rag.search.senses import plain_sense
from rag.search.table import ChunkTable, normalised
from rag.search.thesaurus import expand

RRF_K = 5  # tuned on data/eval/dev.jsonl with HYBRID_WEIGHTS
HYBRID_WEIGHTS = (1.0, 0.8)  # (dense, BM25), tuned on data/eval/dev.jsonl (docs/answers.md, "Retrieval")
# Candidate pools fused by ``hybrid``: fixed (not scaled with k) so a question ranks the same
# whatever k is asked; these sizes were the better of those measured on the dev set.
DENSE_POOL = 40  # chunks
BM25_POOL = 20  # precepts
# A preamble or an amending provision goes this many places down a ranking unless the question
# names it: they repeat the norm's vocabulary without regulating what is asked.
SECONDARY_DEMOTION = 5
AGREEMENT_DEPTH = 3  # how many of each ranking's first precepts ``agreement`` compares
QUERY_CACHE = 64  # query vectors remembered per collection
SIMILARITY_CACHE = 8  # questions whose similarity to every chunk is kept

# A ranking reads the understood question (standalone text, the norm it names, the precepts the
# previous turn rested on); one that only needs the text is registered with ``reads="text"``.
Ranking = Callable[["PreceptSearch", Understood, int], list[RankedPrecept]]
TextRanking = Callable[["PreceptSearch", str, int], list[RankedPrecept]]


@dataclass(frozen=True)
class RankerInfo:
    """A registered ranking: its name, a one-line Spanish description and the function."""

    name: str
    description: str
    rank: Ranking


_RANKERS: Registry[RankerInfo] = Registry("retriever")


def register_ranker(name: str, description: str) -> Callable[[TextRanking], TextRanking]:
    """Register a ranking of the question's text under ``name``."""

    def decorator(function: TextRanking) -> TextRanking:
        def rank(search: PreceptSearch, understood: Understood, depth: int) -> list[RankedPrecept]:
            return function(search, understood.standalone, depth)

        _RANKERS.add(name, RankerInfo(name, description, rank))
        return function

    return decorator


def register_understanding_ranker(name: str, description: str) -> Callable[[Ranking], Ranking]:
    """Register under ``name`` a ranking that reads the whole understood question."""

    def decorator(function: Ranking) -> Ranking:
        _RANKERS.add(name, RankerInfo(name, description, function))
        return function

    return decorator


def ranker_names() -> tuple[str, ...]:
    """Every registered retriever, in registration order (the default first)."""
    return _RANKERS.names()


def get_ranker(name: str) -> RankerInfo:
    """The registered ranking ``name``; an unknown name gets an error listing the valid ones."""
    return _RANKERS.get(name)


@functools.cache
def _blas() -> ThreadpoolController:
    """numpy's BLAS, to run the similarity product on one thread: with another busy process,
    OpenBLAS's threads made a 44k-chunk product take 116 ms at p95 instead of 3.5 ms."""
    return ThreadpoolController()


def _cosines(
    vectors: np.ndarray, vector: np.ndarray, rows: Sequence[int] | np.ndarray | None = None
) -> np.ndarray:
    """``vectors @ vector`` on one BLAS thread: every row, or only ``rows`` (the others 0); zeros
    when the vector is not of the rows' model."""
    if not len(vectors) or vectors.shape[1] != vector.shape[0]:
        return np.zeros(len(vectors), dtype=np.float32)
    with _blas().limit(limits=1, user_api="blas"):
        if rows is None:
            return vectors @ vector
        scores = np.zeros(len(vectors), dtype=np.float32)
        chosen = np.fromiter(rows, dtype=np.int64)
        scores[chosen] = vectors[chosen] @ vector
        return scores


@functools.cache
def _products() -> ThreadPoolExecutor:
    """One worker thread for the dense product (numpy releases the interpreter while it multiplies),
    so BM25 scores the question meanwhile on the other core."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="dense-product")


# a forked child has no worker thread: it starts its own executor
os.register_at_fork(after_in_child=_products.cache_clear)


@functools.lru_cache(maxsize=8192)
def plain_words(text: str) -> frozenset[str]:
    """The content words of ``text`` (stemmed) with its conflated constructions in their plain
    sense (``rag.search.senses``): what a question and a known one are compared by."""
    return frozenset(tokenize(plain_sense(text), spanish_stemmer()))


class PreceptSearch:
    """Query-side state of one collection: its chunk table, the embedder and per-question caches."""

    def __init__(
        self, table: ChunkTable, embeddings: Embeddings, weights: tuple[float, float] = HYBRID_WEIGHTS
    ) -> None:
        self.table = table
        self.embeddings = embeddings
        self.dense_weight, self.bm25_weight = weights
        self._vectors: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # adapted, raw
        self._similarities: dict[str, np.ndarray] = {}
        self._agreement: dict[tuple[str, frozenset[str] | None], bool] = {}
        self._lock = threading.Lock()
        self.norms: frozenset[str] | None = None  # search only these norms (None: all)
        self.leaf_mask: np.ndarray | None = None  # embedded chunks of those norms
        self.adapter: QueryAdapter | None = shipped_adapter()  # None: question vectors as they come
        self.memory: QuestionMemory | None = shipped_memory()  # known questions (learned ranker)

    def holdings(self) -> str:
        """What this search holds, by ámbito, for a refusal to name: "Vivienda (Ley de
        Arrendamientos Urbanos, Ley de Propiedad Horizontal…); Tráfico (Ley de Tráfico)…"; "" for
        a collection whose norms have no ámbitos."""
        names = self.table.norms()
        groups = [
            (ambito, [names[n] for n in norm_ids if self.norms is None or n in self.norms])
            for ambito, norm_ids in self.table.ambitos().items()
        ]
        groups = [(ambito, shown) for ambito, shown in groups if shown]
        if len(groups) < 2:
            return ""
        return "; ".join(f"{ambito} ({', '.join(shown)})" for ambito, shown in groups)

    def only(self, norms: frozenset[str] | None) -> PreceptSearch:
        """This search restricted to some norms of the collection (the sidebar's law filter): the
        same table, vectors and caches, no re-index. ``None`` or every norm: this search."""
        if norms is None or set(self.table.norms()) <= norms:
            return self
        view = copy.copy(self)  # shares the table and the per-question caches (and their lock)
        view.norms = frozenset(norms)
        view.leaf_mask = np.isin(self.table.leaf_norms, list(norms))
        return view

    @property
    def searched_norms(self) -> frozenset[str]:
        """The norms this search ranks: the filter's, else every norm of the collection."""
        return self.norms if self.norms is not None else frozenset(self.table.norms())

    def query_vector(self, query: str) -> np.ndarray:
        """The query's normalised embedding through the query adapter (where it fits the embedder),
        remembered for the last few queries (a follow-up, the gate and every retriever of one
        question embed it once)."""
        return self._embedded(query)[0]

    def raw_vector(self, query: str) -> np.ndarray:
        """The query's normalised embedding as it comes (``query_vector`` without the adapter)."""
        return self._embedded(query)[1]

    def scope_vector(self, query: str) -> np.ndarray:
        """What the gate's out-of-scope model and known questions read: ``raw_vector`` of the query
        with the place in Spain where the asker lives read as "aquí"
        (``rag.search.scope.without_residence``; the same vector for most questions)."""
        return self.raw_vector(without_residence(query))

    def _embedded(self, query: str) -> tuple[np.ndarray, np.ndarray]:
        with self._lock:
            cached = self._vectors.get(query)
        if cached is not None:
            return cached
        raw = np.asarray(self.embeddings.embed_query(plain_sense(query)), dtype=np.float32)
        vector = normalised(adapted(raw, self.embeddings, self.adapter)[np.newaxis, :])[0]
        both = (vector, normalised(raw[np.newaxis, :])[0])
        with self._lock:
            self._vectors[query] = both
            while len(self._vectors) > QUERY_CACHE:
                self._vectors.pop(next(iter(self._vectors)))
        return both

    def use_adapter(self, adapter: QueryAdapter | None) -> None:
        """Read questions through ``adapter`` from now on (None: as they come); the remembered
        vectors and similarities go when it changes."""
        if self.adapter is not adapter:
            self.adapter = adapter
            self.forget_queries()

    def use_memory(self, memory: QuestionMemory | None) -> None:
        """Recall ``memory``'s known questions from now on (None: none)."""
        self.memory = memory

    @property
    def known(self) -> QuestionMemory | None:
        """The known questions this search can compare its questions with: the memory when it holds
        this embedder's questions, else None."""
        memory = self.memory
        return memory if memory is not None and memory.fits(self.embeddings) else None

    def recalled(self, query: str) -> dict[str, float]:
        """Each precept of the searched norms answering a known question close to ``query``, with
        that question's similarity to it (``QuestionMemory.recall``); none without a memory of
        this embedder's questions."""
        memory = self.known
        return self._searched(memory.recall(self.raw_vector(query))) if memory is not None else {}

    def recalled_words(self, query: str) -> dict[str, float]:
        """``recalled``'s precepts with the share of the query's words (in their plain sense) that
        the closest known question answering each holds (``QuestionMemory.recall_words``)."""
        memory = self.known
        if memory is None:
            return {}
        return self._searched(memory.recall_words(self.raw_vector(query), plain_words, plain_words(query)))

    def _searched(self, by_precept: dict[str, float]) -> dict[str, float]:
        """``by_precept`` without the precepts this search does not rank (other collections' or
        norms left out by the filter)."""
        norms = self.norms
        return {
            doc_id: value
            for doc_id, value in by_precept.items()
            if doc_id in self.table.doc_index and (norms is None or doc_id.split(":")[0] in norms)
        }

    def known_apartados(self, query: str) -> dict[str, float]:
        """Each apartado ("BOE-…:art-36.4") answering a known question close to ``query``, with the
        closest such question's similarity (``QuestionMemory.recall_apartados``); none without a
        memory of this embedder's questions."""
        memory = self.known
        return memory.recall_apartados(self.raw_vector(query)) if memory is not None else {}

    def routed(self, query: str) -> dict[str, float]:
        """How likely ``query`` is about each searched norm, by the known questions' norm router
        (``QuestionMemory.routed``); {} without a memory of this embedder's questions."""
        memory = self.known
        if memory is None:
            return {}
        return memory.routed(self.raw_vector(query), self.searched_norms)

    def forget_queries(self) -> None:
        """Drop the per-question caches (benchmarks time every question as a new one)."""
        with self._lock:
            self._vectors.clear()
            self._similarities.clear()
            self._agreement.clear()

    def agreement(self, query: str) -> bool:
        """True when the dense and the keyword rankings share a precept among their first
        three: two independent signals pointing at the same rule. Out-of-scope questions
        rarely get it (dev sets: none of 16 on the laws, 6 of 17 on the Constitution; answerable
        ones 69 % and 84 %), so the gate reads it."""
        key = (query, self.norms)
        with self._lock:
            known = self._agreement.get(key)
        if known is not None:
            return known
        depth = AGREEMENT_DEPTH
        return self.remember_agreement(query, dense(self, query, depth), bm25(self, query, depth))

    def remember_agreement(
        self, query: str, dense_ranking: list[RankedPrecept], bm25_ranking: list[RankedPrecept]
    ) -> bool:
        """Whether the two rankings share a precept among their first ``AGREEMENT_DEPTH``, kept
        for ``agreement`` (the hybrid ranking has both at hand)."""
        ids = {ranked.doc_id for ranked in dense_ranking[:AGREEMENT_DEPTH]}
        agree = any(ranked.doc_id in ids for ranked in bm25_ranking[:AGREEMENT_DEPTH])
        with self._lock:
            self._agreement[(query, self.norms)] = agree
            while len(self._agreement) > SIMILARITY_CACHE:
                self._agreement.pop(next(iter(self._agreement)))
        return agree

    def similarities(self, query: str) -> np.ndarray:
        """Cosine similarity of the question to every embedded chunk (``table.leaf_ids`` order).

        Exact search over the vectors loaded from the collection: a matrix product takes about a
        millisecond per 10,000 chunks here, where a filtered Chroma query took ~10 ms at 557.
        Kept for the last few questions: the ranking and the gate both need it.
        """
        with self._lock:
            known = self._similarities.get(query)
        if known is not None:
            return known
        scores = _cosines(self.table.vectors, self.query_vector(query))
        with self._lock:
            self._similarities[query] = scores
            while len(self._similarities) > SIMILARITY_CACHE:
                self._similarities.pop(next(iter(self._similarities)))
        return scores

    def raw_similarities(self, query: str, rows: np.ndarray | None = None) -> np.ndarray:
        """Cosine similarity of the question *as it comes* (no query adapter) to every embedded
        chunk, or only to ``rows`` (the others 0: the learned ranker reads its candidates' chunks
        only): the ranker reads both readings, so where the adapter moves a question away from what
        its words say ("vivo en el extranjero" toward the article on foreigners) the model can
        weigh one against the other. Without an adapter, ``similarities`` itself."""
        if self.adapter is None:
            return self.similarities(query)
        return _cosines(self.table.vectors, self.raw_vector(query), rows)

    def unit_similarities(self, query: str, rows: Sequence[int] | None = None) -> np.ndarray:
        """Cosine similarity of the question to the comparison units (``table.units``: the
        precepts' sentences and epígrafes), indexed like ``table.units``: every unit, or only
        ``rows`` (the others 0; the learned ranker reads its candidates' units only, a few hundred
        of the library's 41,000), on one BLAS thread like ``similarities``."""
        return _cosines(self.table.unit_vectors, self.query_vector(query), rows)

    def piece_similarities(self, query: str, doc_id: str) -> tuple[PieceSimilarity, ...]:
        """The question's cosine to every embedded piece of precept ``doc_id``: its chunks (the
        apartados, or the whole precept) and its sentences, each with its span in the precept's
        text (what the offline answer reads to choose the apartado it quotes)."""
        table = self.table
        vector = self.query_vector(query)
        index = table.doc_index.get(doc_id)
        leaves = table.doc_rows[index] if index is not None else np.zeros(0, dtype=np.int64)
        units = table.unit_rows(doc_id)
        if not len(leaves) and not units:
            return ()
        cosines = np.concatenate([table.vectors[leaves] @ vector, table.unit_vectors[units] @ vector])
        spans = [table.chunks[table.leaf_ids[row]] for row in leaves] + [table.units[row] for row in units]
        return tuple(
            PieceSimilarity(chunk.start, chunk.end, float(cosine))
            for chunk, cosine in zip(spans, cosines, strict=True)
        )

    def norm_similarity(self, query: str, norm: str) -> float:
        """Cosine similarity of the query to a norm's centroid (what the law is about); 0 unknown."""
        return self.table.norm_similarities(self.query_vector(query)).get(norm, 0.0)

    def top_similarity(self, query: str) -> float:
        """Best dense similarity of any chunk searched: the refusal gate's signal."""
        scores = self.similarities(query)
        if self.leaf_mask is not None:
            scores = scores[self.leaf_mask]
        return float(scores.max()) if len(scores) else 0.0

    def rank(self, name: str, query: str | Understood, depth: int) -> list[RankedPrecept]:
        """The registered ranking ``name`` for ``query`` (a question, or one understood in its
        conversation), secondary precepts demoted."""
        understood = query if isinstance(query, Understood) else Understood(query, query)
        ranking = get_ranker(name).rank(self, understood, depth)
        if not self.table.secondary or NAMES_SECONDARY_RE.search(understood.standalone):
            return ranking
        return demoted(ranking, self.table.secondary, SECONDARY_DEMOTION)


def demoted(ranking: list[RankedPrecept], secondary: set[str], places: int) -> list[RankedPrecept]:
    """``ranking`` with each precept of ``secondary`` moved ``places`` positions down (the others
    keep their order; scores are kept as they were)."""
    keyed = [
        (position + (places + 0.5 if ranked.doc_id in secondary else 0), position, ranked)
        for position, ranked in enumerate(ranking)
    ]
    return [ranked for _, _, ranked in sorted(keyed, key=lambda item: (item[0], item[1]))]


@register_ranker("hybrid", "vectores + BM25 combinados")
def hybrid(search: PreceptSearch, query: str, depth: int) -> list[RankedPrecept]:
    """Weighted reciprocal-rank fusion of dense and BM25; the best chunk comes from dense."""
    return fuse(search, query, *dense_and_bm25(search, query, depth))


def dense_and_bm25(
    search: PreceptSearch, query: str, depth: int
) -> tuple[list[RankedPrecept], list[RankedPrecept]]:
    """The dense and the BM25 rankings of ``query``, side by side: the question is embedded on
    this thread (the embedder's own threads use both cores), then its product with every chunk's
    vector runs on a worker while BM25 scores the question here (~2 ms of the ~3.5 ms product on
    the library's 23,500 chunks)."""
    search.query_vector(query)
    product = _products().submit(search.similarities, query)
    keyword = bm25(search, query, depth)
    product.result()
    return dense(search, query, depth), keyword


def fuse(
    search: PreceptSearch, query: str, dense_ranking: list[RankedPrecept], bm25_ranking: list[RankedPrecept]
) -> list[RankedPrecept]:
    """The hybrid ranking of two rankings already made (the learned ranking reads all three)."""
    fused: dict[str, float] = {}
    best_chunk: dict[str, str] = {}
    rankings = ((search.dense_weight, dense_ranking), (search.bm25_weight, bm25_ranking))
    search.remember_agreement(query, dense_ranking, bm25_ranking)
    for weight, ranking in rankings:
        for position, ranked in enumerate(ranking):
            fused[ranked.doc_id] = fused.get(ranked.doc_id, 0.0) + weight / (RRF_K + position + 1)
            best_chunk.setdefault(ranked.doc_id, ranked.chunk_id)
    ordered = sorted(fused.items(), key=lambda item: -item[1])
    return [RankedPrecept(doc_id, best_chunk[doc_id], score) for doc_id, score in ordered]


@register_ranker("dense", "similitud de vectores")
def dense(search: PreceptSearch, query: str, depth: int) -> list[RankedPrecept]:
    """Cosine similarity over the local embeddings, best chunk per precept."""
    scores = search.similarities(query)
    if search.leaf_mask is not None:
        scores = np.where(search.leaf_mask, scores, -np.inf)
    n = min(int(np.isfinite(scores).sum()), max(DENSE_POOL, depth * 4))
    if n == 0:
        return []
    top = np.argpartition(-scores, n - 1)[:n]
    top = top[np.lexsort((top, -scores[top]))]  # by score, ties by id order
    return search.table.best_per_precept([(search.table.leaf_ids[i], float(scores[i])) for i in top])


@register_ranker("bm25", "palabras clave")
def bm25(search: PreceptSearch, query: str, depth: int) -> list[RankedPrecept]:
    """BM25 with Spanish stemming, stop words, folded accents and the citizen→legal glossary."""
    expanded = expand(query, search.searched_norms)
    return search.table.bm25_precepts(expanded, max(BM25_POOL, depth * 2), search.norms)


# The learned second stage registers itself like any ranking (it builds on the ones above).
from rag.search import learned as _learned  # noqa: E402, F401
