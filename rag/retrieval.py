"""Retrieval at precept level: ``dense`` (exact cosine over the stored vectors), ``bm25`` (Spanish),
``hybrid`` (weighted RRF), plus direct lookup of precepts the question names and the precepts
they cross-reference.

Results are deduplicated per precept (``doc_id``) and ``k`` counts distinct precepts. Every
in-process structure (the chunk table, its vectors, BM25) is rebuilt from the Chroma collection,
never kept as a second source of truth.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import bm25s
import numpy as np
import Stemmer
from chromadb.api.models.Collection import Collection
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict
from threadpoolctl import ThreadpoolController

from rag.boe import fold
from rag.index import read_all
from rag.references import PreceptRef, find_cross_refs, find_lookup_refs
from rag.thesaurus import expand

RETRIEVERS = ("hybrid", "dense", "bm25")
RRF_K = 5  # tuned on data/eval/dev.jsonl with the weights in rag/service.py
MAX_REFERENCED = 3
# Candidate pools fused by ``hybrid``: fixed (not scaled with k) so a question ranks the same
# whatever k is asked; these sizes were the better of those measured on the dev set.
DENSE_POOL = 40  # chunks
BM25_POOL = 20  # precepts
QUERY_CACHE = 64  # query vectors remembered per collection
SIMILARITY_CACHE = 8  # questions whose similarity to every chunk is kept

_STOPWORD_TEXT = """
a al algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquello aquellos
aqui asi aun cada como con contra cual cuales cuando de del desde donde dos durante e el ella
ellas ello ellos en entre era eran es esa esas ese eso esos esta estan estas este esto estos fue
fueron ha han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o
os otra otras otro otros para pero poco por porque que quien quienes se sea sean segun ser si
sido sin sobre su sus tambien tan tanto te tiene tienen toda todas todo todos tu tus un una unas
uno unos usted ustedes y ya yo puedo puede pueden pueda debo debe deben dice dicen qué cómo cuál
cuáles cuándo dónde quién quiénes cuánto cuántos cuánta cuántas mí me mi hacer hace
"""
_STOPWORDS = frozenset(fold(_STOPWORD_TEXT).split())
# Everyday words of citizens' questions that legal texts rarely use ("si vivo en el extranjero"):
# not evidence that a question is off-topic, so the gate's coverage signal ignores them.
_EVERYDAY_TEXT = """
vivo vives vive vivimos viven vivir vivia tengo tienes tenemos tener quiero quieres quiere
queremos quieren querer estoy estas esta estamos estan estar soy eres somos son voy vas va vamos
van ir necesito necesitas necesita necesitamos necesitan necesitar pasa pasar ocurre ocurrir
gente ahora hoy aqui alli bien mal vez veces cosa cosas
"""
_WORD_RE = re.compile(r"\w\w+")


def tokenize(text: str, stemmer: Any) -> list[str]:
    """Folded, stop-word-free, Snowball-stemmed Spanish tokens."""
    words = [w for w in _WORD_RE.findall(fold(text)) if w not in _STOPWORDS]
    stems: list[str] = stemmer.stemWords(words)
    return stems


@dataclass
class Hit:
    """One precept in a ranking: its best chunk, score and how it got there."""

    chunk: Document
    score: float
    precept_text: str
    referenced: bool = False
    lookup: bool = False
    referenced_by: str = ""

    @property
    def doc_id(self) -> str:
        """The precept's identity in the corpus (``norm_id:article_id``, or a section id)."""
        return str(self.chunk.metadata["doc_id"])

    @property
    def label(self) -> str:
        """The parent precept's label ("Artículo 13"); apartado sub-chunks show their parent's."""
        meta = self.chunk.metadata
        return str(meta.get("article_label") or meta.get("section") or meta.get("title") or self.doc_id)


@dataclass
class RetrievalResult:
    """What retrieval found for a question."""

    hits: list[Hit]
    missing: list[PreceptRef] = field(default_factory=list)
    lookup: bool = False
    top_similarity: float = 0.0
    coverage: float = 1.0
    article_counts: dict[str, int] = field(default_factory=dict)


class ChunkTable:
    """Every chunk of one collection in memory: precept texts, per-norm ids, a BM25 index and the
    embedded chunks' vectors (one normalised row per ``leaf_ids`` entry) for exact dense search."""

    def __init__(self, collection: Collection) -> None:
        stored = read_all(collection, ["documents", "metadatas", "embeddings"])
        self.chunks: dict[str, Document] = {
            chunk_id: Document(page_content=text or "", metadata=dict(meta or {}))
            for chunk_id, text, meta in zip(
                stored["ids"], stored["documents"], stored["metadatas"], strict=True
            )
        }
        self.precepts: dict[str, Document] = {}  # doc_id -> whole-precept chunk, where stored
        self.first: dict[str, Document] = {}  # doc_id -> its earliest chunk
        self._cross_refs: dict[tuple[str, str], list[PreceptRef]] = {}
        self.by_article: dict[str, list[str]] = {}  # article_id -> doc_ids (one per norm)
        self.norm_articles: dict[str, int] = {}
        for chunk_id, chunk in self.chunks.items():
            meta = chunk.metadata
            if chunk_id == meta.get("doc_id"):
                self.precepts[chunk_id] = chunk
            known = self.first.get(str(meta.get("doc_id")))
            if known is None or meta.get("start", 0) < known.metadata.get("start", 0):
                self.first[str(meta.get("doc_id"))] = chunk
            article_id = meta.get("article_id")
            if article_id:
                ids = self.by_article.setdefault(str(article_id), [])
                if meta["doc_id"] not in ids:
                    ids.append(str(meta["doc_id"]))
        for article_id, doc_ids in self.by_article.items():
            if article_id.startswith("art-") and article_id[4:].isdigit():
                for doc_id in doc_ids:
                    norm = doc_id.split(":")[0]
                    self.norm_articles[norm] = max(self.norm_articles.get(norm, 0), int(article_id[4:]))
        self.stemmer = Stemmer.Stemmer("spanish")
        self.everyday = frozenset(tokenize(_EVERYDAY_TEXT, self.stemmer))
        self.leaf_ids = [cid for cid, c in self.chunks.items() if c.metadata.get("embedded", True)]
        # Only embedded chunks compete in dense search: a precept's derived (mean) vector ranks
        # worse than its own parts (dev set, dense, articulos: hit@2 0.763 with it, 0.832 without).
        leaf = {cid: i for i, cid in enumerate(stored["ids"])}
        matrix = np.asarray([stored["embeddings"][leaf[cid]] for cid in self.leaf_ids], dtype=np.float32)
        self.vectors = _normalised(matrix.reshape(len(self.leaf_ids), -1))
        self.bm25 = bm25s.BM25()
        corpus_tokens = [tokenize(self._bm25_text(self.chunks[cid]), self.stemmer) for cid in self.leaf_ids]
        self.bm25.index(corpus_tokens, show_progress=False)
        self.vocabulary = {token for tokens in corpus_tokens for token in tokens}
        # Leaf rows grouped by precept, so rankings over every chunk need no Python loop per chunk.
        doc_index: dict[str, int] = {}
        self.leaf_doc = np.asarray(
            [
                doc_index.setdefault(str(self.chunks[c].metadata["doc_id"]), len(doc_index))
                for c in self.leaf_ids
            ],
            dtype=np.int64,
        )
        self.doc_ids = list(doc_index)
        self.leaf_whole = np.asarray(
            [self.chunks[c].metadata.get("chunk_kind") == "precepto" for c in self.leaf_ids], dtype=bool
        )
        grouped = np.argsort(self.leaf_doc, kind="stable")
        self.doc_rows = np.split(
            grouped, np.cumsum(np.bincount(self.leaf_doc, minlength=len(self.doc_ids)))[:-1]
        )

    @staticmethod
    def _bm25_text(chunk: Document) -> str:
        meta = chunk.metadata
        header = " ".join(str(meta.get(k) or "") for k in ("article_heading", "section"))
        return f"{header} {chunk.page_content}"

    def has_whole_precept(self, doc_id: str) -> bool:
        """True when the splitter stored the whole precept (``articulos``)."""
        return doc_id in self.precepts

    def precept_text(self, doc_id: str, fallback: Document) -> str:
        """The whole precept's text where the splitter stored it, else the chunk's own."""
        precept = self.precepts.get(doc_id)
        return precept.page_content if precept is not None else fallback.page_content

    def first_chunk(self, doc_id: str) -> Document | None:
        """The precept chunk, or the first chunk of that precept."""
        return self.precepts.get(doc_id) or self.first.get(doc_id)

    def cross_refs(self, text: str, article_id: str) -> list[PreceptRef]:
        """``find_cross_refs`` of a stored precept, computed once (folding long texts is slow)."""
        key = (text, article_id)
        refs = self._cross_refs.get(key)
        if refs is None:
            refs = self._cross_refs[key] = list(find_cross_refs(text, article_id))
        return refs

    def coverage(self, query: str) -> float:
        """Share of the question's content words (stems) that occur anywhere in the corpus;
        everyday words ("vivo", "tengo") do not count either way."""
        tokens = set(tokenize(query, self.stemmer)) - self.everyday
        return len(tokens & self.vocabulary) / len(tokens) if tokens else 0.0

    def bm25_precepts(self, query: str, limit: int) -> list[tuple[str, str, float]]:
        """(doc_id, chunk_id, score) of the ``limit`` precepts whose best leaf chunk scores highest
        in BM25 (positive scores only); the chunk is the precept's best-scoring part, as in
        ``best_per_precept``. Ties go to the earlier id."""
        tokens = tokenize(query, self.stemmer)
        if not tokens or not self.leaf_ids:
            return []
        scores = np.asarray(self.bm25.get_scores(tokens), dtype=np.float64)
        positive = scores > 0
        if not positive.any():
            return []
        best = np.full(len(self.doc_ids), -np.inf)
        np.maximum.at(best, self.leaf_doc[positive], scores[positive])
        candidates = np.flatnonzero(best > -np.inf)
        chosen = candidates[np.lexsort((candidates, -best[candidates]))][:limit]
        parts = np.where(positive & ~self.leaf_whole, scores, -np.inf)
        whole = np.where(positive, scores, -np.inf)
        ranked: list[tuple[str, str, float]] = []
        for doc in chosen:
            rows = self.doc_rows[doc]
            row = rows[np.argmax(parts[rows])]
            if parts[row] == -np.inf:  # only the whole precept scored
                row = rows[np.argmax(whole[rows])]
            ranked.append((self.doc_ids[doc], self.leaf_ids[row], float(best[doc])))
        return ranked


@functools.cache
def _blas() -> ThreadpoolController:
    """numpy's BLAS, to run the similarity product on one thread: with another busy process,
    OpenBLAS's threads made a 44k-chunk product take 116 ms at p95 instead of 3.5 ms."""
    return ThreadpoolController()


def _normalised(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def best_per_precept(scored: list[tuple[str, float]], table: ChunkTable) -> list[tuple[str, str, float]]:
    """(doc_id, chunk_id, score), one per precept, in score order.

    A precept scores as its best chunk; the chunk it reports is its best-scoring part (apartado
    or piece) when any part scored, so answers and citations point at the apartado.
    """
    best_score: dict[str, float] = {}
    best_part: dict[str, tuple[str, float]] = {}
    whole: dict[str, str] = {}
    for chunk_id, score in scored:
        chunk = table.chunks.get(chunk_id)
        if chunk is None:
            continue
        doc_id = str(chunk.metadata["doc_id"])
        best_score[doc_id] = max(best_score.get(doc_id, score), score)
        if chunk.metadata.get("chunk_kind") == "precepto":
            whole.setdefault(doc_id, chunk_id)
        elif doc_id not in best_part or score > best_part[doc_id][1]:
            best_part[doc_id] = (chunk_id, score)
    ranked = sorted(best_score.items(), key=lambda item: -item[1])
    return [
        (doc_id, best_part[doc_id][0] if doc_id in best_part else whole[doc_id], score)
        for doc_id, score in ranked
    ]


class PreceptSearch:
    """The three rankings over one collection; cheap to query, built once per collection."""

    def __init__(
        self, collection: Collection, embeddings: Embeddings, weights: tuple[float, float] = (1.0, 1.0)
    ):
        self.collection = collection
        self.embeddings = embeddings
        self.table = ChunkTable(collection)
        self.dense_weight, self.bm25_weight = weights
        self._vectors: dict[str, np.ndarray] = {}
        self._similarities: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def query_vector(self, query: str) -> np.ndarray:
        """The query's normalised embedding, remembered for the last few queries (a follow-up,
        the gate and every retriever of one question embed it once)."""
        with self._lock:
            cached = self._vectors.get(query)
        if cached is not None:
            return cached
        raw = np.asarray(self.embeddings.embed_query(query), dtype=np.float32)
        vector = _normalised(raw[np.newaxis, :])[0]
        with self._lock:
            self._vectors[query] = vector
            while len(self._vectors) > QUERY_CACHE:
                self._vectors.pop(next(iter(self._vectors)))
        return vector

    def forget_queries(self) -> None:
        """Drop the per-question caches (benchmarks time every question as a new one)."""
        with self._lock:
            self._vectors.clear()
            self._similarities.clear()

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
        vector = self.query_vector(query)
        if not len(self.table.leaf_ids) or self.table.vectors.shape[1] != vector.shape[0]:
            scores = np.zeros(len(self.table.leaf_ids), dtype=np.float32)
        else:
            with _blas().limit(limits=1, user_api="blas"):
                scores = self.table.vectors @ vector
        with self._lock:
            self._similarities[query] = scores
            while len(self._similarities) > SIMILARITY_CACHE:
                self._similarities.pop(next(iter(self._similarities)))
        return scores

    def dense(self, query: str, depth: int) -> list[tuple[str, str, float]]:
        """Cosine similarity over the local embeddings, best chunk per precept."""
        scores = self.similarities(query)
        n = min(len(scores), max(DENSE_POOL, depth * 4))
        if n == 0:
            return []
        top = np.argpartition(-scores, n - 1)[:n]
        top = top[np.lexsort((top, -scores[top]))]  # by score, ties by id order
        return best_per_precept([(self.table.leaf_ids[i], float(scores[i])) for i in top], self.table)

    def bm25(self, query: str, depth: int) -> list[tuple[str, str, float]]:
        """BM25 with Spanish stemming, stop words, folded accents and the citizen→legal glossary."""
        return self.table.bm25_precepts(expand(query), max(BM25_POOL, depth * 2))

    def hybrid(self, query: str, depth: int) -> list[tuple[str, str, float]]:
        """Weighted reciprocal-rank fusion of dense and BM25; the best chunk comes from dense."""
        dense, lexical = self.dense(query, depth), self.bm25(query, depth)
        fused: dict[str, float] = {}
        best_chunk: dict[str, str] = {}
        for weight, ranking in ((self.dense_weight, dense), (self.bm25_weight, lexical)):
            for rank, (doc_id, chunk_id, _score) in enumerate(ranking):
                fused[doc_id] = fused.get(doc_id, 0.0) + weight / (RRF_K + rank + 1)
                best_chunk.setdefault(doc_id, chunk_id)
        ranked = sorted(fused.items(), key=lambda item: -item[1])
        return [(doc_id, best_chunk[doc_id], score) for doc_id, score in ranked]

    def ranking(self, name: str) -> Callable[[str, int], list[tuple[str, str, float]]]:
        """The ranking function registered under ``name``."""
        if name not in RETRIEVERS:
            raise ValueError(f"unknown retriever '{name}'; valid retrievers: {', '.join(RETRIEVERS)}")
        function: Callable[[str, int], list[tuple[str, str, float]]] = getattr(self, name)
        return function

    def top_similarity(self, query: str) -> float:
        """Best dense similarity of any chunk: the retrieval gate's signal for refusing."""
        scores = self.similarities(query)
        return float(scores.max()) if len(scores) else 0.0


class PreceptRetriever(BaseRetriever):
    """LangChain retriever returning distinct precepts: lookups first, then ranked, then referenced."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    search_engine: Any
    method: str = "hybrid"
    k: int = 5

    def search(self, query: str, k: int | None = None) -> RetrievalResult:
        """Rank precepts for ``query``; names like "artículo 28" are answered first and exactly."""
        k = k or self.k
        engine: PreceptSearch = self.search_engine
        table = engine.table
        hits: list[Hit] = []
        missing: list[PreceptRef] = []
        for ref in find_lookup_refs(query):
            doc_ids = table.by_article.get(ref.article_id, [])
            if not doc_ids:
                missing.append(ref)
            for doc_id in doc_ids:
                chunk = self._apartado_chunk(doc_id, ref.apartado) or table.first_chunk(doc_id)
                if chunk is not None and all(h.doc_id != doc_id for h in hits):
                    hits.append(Hit(chunk, 1.0, table.precept_text(doc_id, chunk), lookup=True))
        lookup = bool(hits or missing)
        ranked = engine.ranking(self.method)(query, k)
        for doc_id, chunk_id, score in ranked:
            if len(hits) >= max(k, len([h for h in hits if h.lookup])):
                break
            if any(h.doc_id == doc_id for h in hits):
                continue
            chunk = table.chunks[chunk_id]
            hits.append(Hit(chunk, score, table.precept_text(doc_id, chunk)))
        hits += self._referenced(hits)
        similarity = engine.top_similarity(query) if not lookup else 1.0
        return RetrievalResult(
            hits, missing, lookup, similarity, table.coverage(query), dict(table.norm_articles)
        )

    def _apartado_chunk(self, doc_id: str, apartado: str) -> Document | None:
        if not apartado:
            return None
        table: ChunkTable = self.search_engine.table
        return table.chunks.get(f"{doc_id}.{apartado}")

    def _referenced(self, hits: list[Hit]) -> list[Hit]:
        """Precepts the retrieved ones refer to ("los derechos reconocidos en el artículo 23")."""
        table: ChunkTable = self.search_engine.table
        added: list[Hit] = []
        for hit in hits:
            norm = hit.doc_id.split(":")[0]
            for ref in table.cross_refs(hit.precept_text, str(hit.chunk.metadata.get("article_id", ""))):
                doc_id = f"{norm}:{ref.article_id}"
                if len(added) >= MAX_REFERENCED:
                    return added
                if any(h.doc_id == doc_id for h in hits + added):
                    continue
                chunk = self._apartado_chunk(doc_id, ref.apartado) or table.first_chunk(doc_id)
                if chunk is not None:
                    text = table.precept_text(doc_id, chunk)
                    added.append(Hit(chunk, 0.0, text, referenced=True, referenced_by=hit.label))
        return added

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        return [hit_document(hit) for hit in self.search(query).hits]


def hit_document(hit: Hit) -> Document:
    """A hit as a LangChain document: the chunk text, all its metadata, score and flags."""
    metadata = {
        **hit.chunk.metadata,
        "score": hit.score,
        "referenced": hit.referenced,
        "lookup": hit.lookup,
    }
    return Document(page_content=hit.chunk.page_content, metadata=metadata)
