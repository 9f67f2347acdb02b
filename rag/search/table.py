"""Every chunk of one collection in memory, as records: precept texts, ids per norm, a BM25 index and
the embedded chunks' vectors for exact dense search. Rebuilt from the store, never a second source
of truth."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from typing import Any

import bm25s
import numpy as np

from rag.core.precepts import is_secondary, names_norm, norm_aliases, norm_rank
from rag.core.records import ApartadoSpan, Chunk, PreceptRef
from rag.core.results import RankedPrecept
from rag.core.text import EVERYDAY_TEXT, fold, spanish_stemmer, tokenize
from rag.search.references import find_cross_refs, find_named_refs
from rag.search.thesaurus import glossed

BM25_CACHE = 4  # queries whose BM25 scores are kept (one question's ranking and evidence share them)


def normalised(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero)."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def products(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """``matrix @ vector`` without BLAS, for the small matrices read on every question (the known
    questions, ``rag.search.memory`` and ``rag.search.precedents``): past ~1,300 rows of 384,
    OpenBLAS splits the product over its threads, whose spinning afterwards the embedder reads as
    a busy core (``rag.ingest.embeddings.free_cores``), so the next question was embedded on one
    thread — ``rag bench``'s learned p50 went 19 → 31 ms when the memory grew past 1,056 questions."""
    return np.einsum("ij,j->i", matrix, vector)


class ChunkTable:
    """The chunks of one collection, with a BM25 index and one normalised vector row per
    ``leaf_ids`` entry (the embedded chunks) for exact dense search."""

    def __init__(
        self, chunks: list[Chunk], vectors: dict[str, list[float]] | Sequence[Any] | np.ndarray
    ) -> None:
        """``chunks`` in id order; ``vectors``: each chunk's stored vector, by id or in the same order.
        Comparison units (a precept's sentences and epígrafe, ``rag.ingest.units``) among them are
        kept apart, with their vectors, for the learned ranker: they are never searched or quoted."""
        if not isinstance(vectors, dict):
            vectors = {chunk.chunk_id: vector for chunk, vector in zip(chunks, vectors, strict=True)}
        self.units: list[Chunk] = [chunk for chunk in chunks if chunk.is_unit]
        dimension = len(next(iter(vectors.values()))) if vectors else 0
        self.unit_vectors = normalised(
            np.asarray([vectors[unit.chunk_id] for unit in self.units], dtype=np.float32).reshape(
                len(self.units), dimension
            )
        )
        chunks = [chunk for chunk in chunks if not chunk.is_unit]
        wholes = [chunk for chunk in chunks if chunk.is_whole and chunk.doc_id]
        whole_rows = normalised(
            np.asarray([vectors[c.chunk_id] for c in wholes], dtype=np.float32).reshape(
                len(wholes), dimension
            )
        )
        # each precept's whole vector (the splitter's mean of its parts, or its only chunk's), unit length
        self.whole_vectors: dict[str, np.ndarray] = {
            c.doc_id: row for c, row in zip(wholes, whole_rows, strict=True)
        }
        self.chunks: dict[str, Chunk] = {chunk.chunk_id: chunk for chunk in chunks}
        self.precepts: dict[str, Chunk] = {}  # doc_id -> whole-precept chunk, where stored
        self.first: dict[str, Chunk] = {}  # doc_id -> its earliest chunk
        self._cross_refs: dict[tuple[str, str], list[PreceptRef]] = {}
        self._other_refs: dict[tuple[str, str], list[tuple[str, PreceptRef]]] = {}  # other norms'
        self._bm25_scores: dict[tuple[str, ...], np.ndarray] = {}  # the last few queries' scores
        self._ambitos: dict[str, list[str]] | None = None
        self._ranks: dict[str, int] | None = None
        self.by_article: dict[str, list[str]] = {}  # article_id -> doc_ids (one per norm)
        self.norm_articles: dict[str, int] = {}
        for chunk in chunks:
            if chunk.is_whole:
                self.precepts[chunk.chunk_id] = chunk
            known = self.first.get(chunk.doc_id)
            if known is None or chunk.start < known.start:
                self.first[chunk.doc_id] = chunk
            if chunk.article_id:
                ids = self.by_article.setdefault(chunk.article_id, [])
                if chunk.doc_id not in ids:
                    ids.append(chunk.doc_id)
        for article_id, doc_ids in self.by_article.items():
            if article_id.startswith("art-") and article_id[4:].isdigit():
                for doc_id in doc_ids:
                    norm = doc_id.split(":")[0]
                    self.norm_articles[norm] = max(self.norm_articles.get(norm, 0), int(article_id[4:]))
        # Preambles, repealing and amending provisions: ranked after the rules (``rankers.demoted``).
        self.secondary = {c.doc_id for c in chunks if c.is_precept and is_secondary(c.article_id, c.epigraph)}
        # Labels name the norm when the corpus holds several ("Ley 39/2015, art. 66").
        self._norm_aliases: dict[str, tuple[str, ...]] | None = None
        self._norms: dict[str, str] | None = None
        self.several_norms = len({chunk.norm_id for chunk in chunks if chunk.norm_id}) > 1
        self.stemmer = spanish_stemmer()
        self.everyday = frozenset(tokenize(EVERYDAY_TEXT, self.stemmer))
        # Only embedded chunks compete in dense search: a precept's derived (mean) vector ranks
        # worse than its own parts (dev set, dense, articulos: hit@2 0.763 with it, 0.832 without).
        # Repealed precepts ("(Derogado)") are found by name only, never ranked.
        self.leaf_ids = [chunk.chunk_id for chunk in chunks if chunk.embedded and not chunk.repealed]
        rows = [vectors[cid] for cid in self.leaf_ids]
        matrix = np.asarray(rows, dtype=np.float32)
        self.vectors = normalised(matrix.reshape(len(self.leaf_ids), -1))
        self.bm25 = bm25s.BM25()
        corpus_tokens = [tokenize(self._bm25_text(self.chunks[cid]), self.stemmer) for cid in self.leaf_ids]
        self.bm25.index(corpus_tokens, show_progress=False)
        self.vocabulary = {token for tokens in corpus_tokens for token in tokens}
        # each norm's own words, so a search narrowed to some norms measures coverage in them
        words: dict[str, set[str]] = {}
        for chunk_id, tokens in zip(self.leaf_ids, corpus_tokens, strict=True):
            words.setdefault(self.chunks[chunk_id].norm_id, set()).update(tokens)
        self.norm_vocabulary = {norm: frozenset(found) for norm, found in words.items()}
        # Leaf rows grouped by precept, so rankings over every chunk need no Python loop per chunk.
        doc_index: dict[str, int] = {}
        self.leaf_doc = np.asarray(
            [doc_index.setdefault(self.chunks[c].doc_id, len(doc_index)) for c in self.leaf_ids],
            dtype=np.int64,
        )
        self.doc_ids = list(doc_index)
        self.doc_index = doc_index  # doc id -> its position in ``doc_ids`` and ``doc_rows``
        self.leaf_norms = np.asarray([self.chunks[c].norm_id for c in self.leaf_ids], dtype=object)
        self.doc_norms = np.asarray([self.first[d].norm_id for d in self.doc_ids], dtype=object)
        self.leaf_whole = np.asarray([self.chunks[c].kind == "precepto" for c in self.leaf_ids], dtype=bool)
        # each norm's centroid: the normalised mean of its embedded chunks (what the law is about)
        self.norm_centroids: dict[str, np.ndarray] = {
            norm: normalised(self.vectors[self.leaf_norms == norm].mean(axis=0, keepdims=True))[0]
            for norm in dict.fromkeys(self.leaf_norms.tolist())
        }
        grouped = np.argsort(self.leaf_doc, kind="stable")
        self.doc_rows = np.split(
            grouped, np.cumsum(np.bincount(self.leaf_doc, minlength=len(self.doc_ids)))[:-1]
        )

    def __getstate__(self) -> dict[str, Any]:
        """What a snapshot keeps (``rag.search.snapshot``): everything but the stemmer (a C object,
        one per process); the references found so far are kept (the learned ranker's warm-up finds
        every precept's, so a start from the snapshot pays for none; the keys are the precepts'
        own text objects, which pickle stores once)."""
        state = dict(self.__dict__)
        del state["stemmer"]
        state["_bm25_scores"] = {}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.stemmer = spanish_stemmer()

    @staticmethod
    def _bm25_text(chunk: Chunk) -> str:
        return f"{chunk.heading} {chunk.section} {chunk.text}"

    def in_order(self) -> list[Chunk]:
        """Every chunk in corpus order (document, then position in it)."""
        return sorted(self.chunks.values(), key=lambda c: (c.order, c.start))

    def article_ids(self) -> set[str]:
        """Every precept id of the collection (``art-13``…)."""
        return {chunk.article_id for chunk in self.chunks.values()}

    def precept_keys(self) -> set[str]:
        """Every precept as evaluation rows name them: bare (``art-13``) and with its norm
        (``BOE-A-1978-31229:art-13``)."""
        qualified = {f"{c.norm_id}:{c.article_id}" for c in self.chunks.values() if c.norm_id}
        return self.article_ids() | qualified

    def unit_rows(self, doc_id: str) -> list[int]:
        """The rows of ``units`` (and ``unit_vectors``) that belong to precept ``doc_id`` (indexed on
        first use: a table read from an older snapshot has no index yet)."""
        index: dict[str, list[int]] | None = self.__dict__.get("_unit_index")
        if index is None:
            index = {}
            for row, unit in enumerate(self.units):
                index.setdefault(unit.doc_id, []).append(row)
            self._unit_index = index
        return index.get(doc_id, [])

    def has_whole_precept(self, doc_id: str) -> bool:
        """True when the splitter stored the whole precept (``articulos``)."""
        return doc_id in self.precepts

    def precept_text(self, doc_id: str, fallback: Chunk) -> str:
        """The whole precept's text where the splitter stored it, else the chunk's own."""
        precept = self.precepts.get(doc_id)
        return precept.text if precept is not None else fallback.text

    def apartado_spans(self, chunk: Chunk, text: str) -> tuple[ApartadoSpan, ...]:
        """Apartado spans within ``text``: the precept's own when the text is the whole precept,
        else the one apartado the chunk lies in."""
        if self.has_whole_precept(chunk.doc_id):
            return chunk.apartados
        if chunk.apartado:
            return (ApartadoSpan(chunk.apartado, 0, len(text)),)
        return ()

    def first_chunk(self, doc_id: str) -> Chunk | None:
        """The precept chunk, or the first chunk of that precept."""
        return self.precepts.get(doc_id) or self.first.get(doc_id)

    def apartado_chunk(self, doc_id: str, apartado: str) -> Chunk | None:
        """The chunk of one apartado of a precept, where the splitter made one."""
        return self.chunks.get(f"{doc_id}.{apartado}") if apartado else None

    def cross_refs(self, text: str, article_id: str) -> list[PreceptRef]:
        """``find_cross_refs`` of a stored precept, computed once (folding long texts is slow)."""
        key = (text, article_id)
        refs = self._cross_refs.get(key)
        if refs is None:
            refs = self._cross_refs[key] = list(find_cross_refs(text, article_id))
        return refs

    def cited(self, text: str, article_id: str, norm: str) -> list[tuple[str, PreceptRef]]:
        """(norm, precept) of everything a stored precept of ``norm`` cites: its own norm's precepts,
        then those of another norm of this collection it names ("conforme al artículo 24 de la Ley
        39/2015"); another norm's precepts the collection does not hold are left out."""
        own = [(norm, ref) for ref in self.cross_refs(text, article_id)]
        if not self.several_norms:
            return own
        other = self._other_refs.get((text, article_id))
        if other is None:
            other = self._other_refs[(text, article_id)] = [
                (target, named.ref)
                for named in find_named_refs(text)
                if named.external
                and (target := self.norm_named(named.norm) if named.norm else "")
                and target != norm
            ]
        return own + other

    def coverage(self, query: str, norms: frozenset[str] | None = None) -> float:
        """Share of the question's content words (stems) that occur anywhere in the corpus (or in
        ``norms`` of it: the norms a question names, or the sidebar's law filter, where a word the
        glossary translates into a phrase of those texts counts as theirs); everyday words ("vivo",
        "tengo") and the names the question gives norms of the collection ("la LAU", "la Ley de
        Propiedad Horizontal") do not count either way."""
        tokens = set(tokenize(query, self.stemmer)) - self.everyday - self._name_words(query)
        if not tokens:
            return 0.0
        if norms is None:  # the everyday word is nearly always somewhere: read as it is
            return len(tokens & self.vocabulary) / len(tokens)
        vocabularies = [self.norm_vocabulary.get(n, frozenset()) for n in norms]

        def spoken(stem: str) -> bool:
            return any(stem in vocabulary for vocabulary in vocabularies)

        found = {token for token in tokens if spoken(token)}
        # searched in a few norms (named by the question, or chosen in the sidebar), a citizen's
        # words the glossary translates into a phrase those texts use are spoken of too: "pagas
        # extra" are the Estatuto's "gratificaciones extraordinarias"
        for key, phrases in glossed(query, norms):
            words = set(tokenize(key, self.stemmer)) & tokens
            if words - found and any(
                (stems := tokenize(phrase, self.stemmer)) and all(spoken(stem) for stem in stems)
                for phrase in phrases
            ):
                found |= words
        return len(found) / len(tokens)

    def norms(self) -> dict[str, str]:
        """Each norm of the collection (id → short name, or title for generic documents), in corpus
        order."""
        if self._norms is None:
            names: dict[str, str] = {}
            for chunk in self.in_order():
                if chunk.norm_id and chunk.norm_id not in names:
                    names[chunk.norm_id] = chunk.norm_short or chunk.norm_title or chunk.norm_id
            self._norms = names
        return dict(self._norms)

    def norm_ranks(self) -> dict[str, int]:
        """Each norm's rank in the hierarchy of law (``norm_rank``: 0 the Constitution, 1 an organic
        law, 2 a law…), read from its title; ``UNKNOWN_RANK`` for documents without one."""
        if self._ranks is None:
            titles = {c.norm_id: c.norm_title for c in self.first.values() if c.norm_id}
            self._ranks = {norm: norm_rank(title) for norm, title in titles.items()}
        return self._ranks

    def ambitos(self) -> dict[str, list[str]]:
        """Each ámbito of the collection (the library's, or a user folder's sub-folders) with its
        norms, in corpus order; empty when the norms have none."""
        if self._ambitos is None:
            grouped: dict[str, list[str]] = {}
            for chunk in self.in_order():
                ambito = str(chunk.metadata.get("ambito") or "")
                if ambito and chunk.norm_id and chunk.norm_id not in grouped.setdefault(ambito, []):
                    grouped[ambito].append(chunk.norm_id)
            self._ambitos = grouped
        return self._ambitos

    def norm_named(self, phrase: str) -> str:
        """The norm of this collection that ``phrase`` (folded words following a precept number:
        "estatuto de los trabajadores", "la ley 39/2015") names, or "" when it names none of them
        or several ("LOE": ``norms_named``)."""
        named = self.norms_named(phrase)
        return next(iter(named)) if len(named) == 1 else ""

    def norms_named(self, phrase: str) -> frozenset[str]:
        """The norms ``phrase`` names by their longest matching name: one, none, or several sharing
        it ("loe" is the Ley Orgánica de Educación and the Ley de Ordenación de la Edificación)."""
        best: set[str] = set()
        best_length = 0
        for norm_id, aliases in self._aliases().items():
            for alias in aliases:
                if len(alias) >= best_length and re.search(rf"\b{re.escape(alias)}\b", phrase):
                    if len(alias) > best_length:
                        best, best_length = set(), len(alias)
                    best.add(norm_id)
        return frozenset(best)

    def norm_asked(self, question: str) -> str:
        """The one norm of this collection a free question names ("¿Qué dice la Constitución …?",
        "según el Estatuto de los Trabajadores", "la LOPDGDD"), or "" (none, or several)."""
        named = self.norms_asked(question)
        return next(iter(named)) if len(named) == 1 else ""

    def norms_asked(self, question: str) -> frozenset[str]:
        """Every norm of this collection a free question names: "según la LOE" names both LOEs,
        "¿qué dicen la LAU y el Código Civil…?" two norms."""
        folded = fold(question)
        return frozenset(
            norm_id
            for norm_id, aliases in self._aliases().items()
            if any(names_norm(alias, question, folded) for alias in aliases)
        )

    def _name_words(self, question: str) -> set[str]:
        """The words of the names ``question`` gives norms of this collection ("LAU", "LPH")."""
        folded = fold(question)
        return {
            token
            for aliases in self._aliases().values()
            for alias in aliases
            if names_norm(alias, question, folded)
            for token in tokenize(alias, self.stemmer)
        }

    def _aliases(self) -> dict[str, tuple[str, ...]]:
        if self._norm_aliases is None:
            firsts = {c.norm_id: c for c in self.first.values() if c.norm_id}
            self._norm_aliases = {
                norm: norm_aliases(norm, chunk.norm_title, chunk.norm_short) for norm, chunk in firsts.items()
            }
        return self._norm_aliases

    def norm_similarities(self, vector: np.ndarray) -> dict[str, float]:
        """Cosine similarity of a query ``vector`` to each norm's centroid (what the law is about);
        none for a vector of another model's size."""
        return {
            norm: float(centroid @ vector)
            for norm, centroid in self.norm_centroids.items()
            if centroid.shape == vector.shape
        }

    def bm25_scores(self, tokens: list[str]) -> np.ndarray:
        """BM25 of every leaf chunk (``leaf_ids`` order) for stemmed ``tokens``, kept for the last
        few queries (the ranking and the learned ranker's evidence read the same scores)."""
        key = tuple(tokens)
        known = self._bm25_scores.get(key)
        if known is None:
            known = np.asarray(self.bm25.get_scores(tokens), dtype=np.float64)
            self._bm25_scores[key] = known
            # sessions share the table: another thread may change the cache meanwhile (no lock:
            # the table is pickled), and a cache that keeps one entry too many loses nothing
            with contextlib.suppress(RuntimeError, StopIteration):
                while len(self._bm25_scores) > BM25_CACHE:
                    self._bm25_scores.pop(next(iter(self._bm25_scores)), None)
        return known

    def bm25_precepts(
        self, query: str, limit: int, norms: frozenset[str] | None = None
    ) -> list[RankedPrecept]:
        """The ``limit`` precepts whose best leaf chunk scores highest in BM25 (positive scores
        only); the chunk is the precept's best-scoring part, as in ``best_per_precept``. Ties go to
        the earlier id. ``norms``: only precepts of those norms."""
        tokens = tokenize(query, self.stemmer)
        if not tokens or not self.leaf_ids:
            return []
        scores = self.bm25_scores(tokens)
        positive = scores > 0
        if not positive.any():
            return []
        best = np.full(len(self.doc_ids), -np.inf)
        np.maximum.at(best, self.leaf_doc[positive], scores[positive])
        if norms is not None:
            best[~np.isin(self.doc_norms, list(norms))] = -np.inf
        candidates = np.flatnonzero(best > -np.inf)
        chosen = candidates[np.lexsort((candidates, -best[candidates]))][:limit]
        parts = np.where(positive & ~self.leaf_whole, scores, -np.inf)
        whole = np.where(positive, scores, -np.inf)
        ranked: list[RankedPrecept] = []
        for doc in chosen:
            rows = self.doc_rows[doc]
            row = rows[np.argmax(parts[rows])]
            if parts[row] == -np.inf:  # only the whole precept scored
                row = rows[np.argmax(whole[rows])]
            ranked.append(RankedPrecept(self.doc_ids[doc], self.leaf_ids[row], float(best[doc])))
        return ranked

    def best_per_precept(self, scored: list[tuple[str, float]]) -> list[RankedPrecept]:
        """One entry per precept, in score order, from (chunk id, score) pairs.

        A precept scores as its best chunk; the chunk it reports is its best-scoring part (apartado
        or piece) when any part scored, so answers and citations point at the apartado.
        """
        best_score: dict[str, float] = {}
        best_part: dict[str, tuple[str, float]] = {}
        whole: dict[str, str] = {}
        for chunk_id, score in scored:
            chunk = self.chunks.get(chunk_id)
            if chunk is None:
                continue
            doc_id = chunk.doc_id
            best_score[doc_id] = max(best_score.get(doc_id, score), score)
            if chunk.kind == "precepto":
                whole.setdefault(doc_id, chunk_id)
            elif doc_id not in best_part or score > best_part[doc_id][1]:
                best_part[doc_id] = (chunk_id, score)
        ranked = sorted(best_score.items(), key=lambda item: -item[1])
        return [
            RankedPrecept(doc_id, best_part[doc_id][0] if doc_id in best_part else whole[doc_id], score)
            for doc_id, score in ranked
        ]
