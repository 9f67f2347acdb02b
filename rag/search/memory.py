"""Known questions: the dev sets' answerable questions with the precepts that answer them, recalled
by the learned ranker (``known_question*`` features). Citizens ask the same things in other words:
"Me caso el mes que viene, ¿cuántos días de permiso me corresponden en el trabajo?" is close to a
dev question answered by the Estatuto's art. 37, so art. 37 is likely again.

``rag train-ranker`` writes it from the dev sets only (``rag.evaluate.remembering``) into
``data/ranker/``: ``memory.npy`` (each question's embedding as it comes, float16) and
``memory.json`` (the precepts answering each, the set it comes from and who wrote it), with the norm
router fitted on them (``rag.search.router``: ``router.npy``, ``router.json``). A question's
own copy is never recalled (similarity ≥ ``SAME_QUESTION``): a dev question asked again is ranked
as a new one would be. While training, each dev question recalls only what other authors wrote
(``without``), as users' questions will. It applies to the embedding model it was built with only.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.artefacts import optional_artefact, read_array, write_array
from rag.core.config import SHIPPED_DATA
from rag.search.router import NormRouter, fit_router
from rag.search.table import products

MEMORY_DIR = SHIPPED_DATA / "ranker"
VECTORS_FILE = "memory.npy"
META_FILE = "memory.json"
SAME_QUESTION = 0.999  # a known question this similar is the question itself: never recalled
# a known question this similar asks the same in nearly the same words: ``rag eval`` reports the rows
# that close to a dev question apart from those unlike any
NEAR_COPY = 0.95
RECALLED = 32  # the most similar known questions a question recalls


@dataclass(frozen=True)
class KnownQuestion:
    """One dev question: the precepts that answer it, the set it comes from and its author."""

    precepts: tuple[str, ...]  # doc ids ("BOE-A-2015-11430:art-37")
    source: str  # the dev set's file name
    author: str  # questions of one author are left out together while training
    group: str  # its dialogue, else itself
    # the apartados answering it ("BOE-A-2015-11430:art-37.3"), where its set names them
    apartados: tuple[str, ...] = ()
    text: str = ""  # its words (as searched), where the memory keeps them


@dataclass(frozen=True)
class QuestionMemory:
    """Known questions' embeddings (normalised, one row each) and what answers each."""

    vectors: np.ndarray
    questions: tuple[KnownQuestion, ...]
    embedding: str  # the model's name (``Embeddings.name``) whose query vectors these are
    meta: dict[str, Any] = field(default_factory=dict, compare=False)
    mask: np.ndarray | None = field(default=None, compare=False)  # rows left out (``without``)
    # which norm a question is about, learned from these questions (``rag.search.router``)
    router: NormRouter | None = field(default=None, compare=False)
    # routers fitted without one author's questions, by author (``without``; training only)
    _held_out_routers: dict[str, NormRouter | None] = field(default_factory=dict, compare=False, repr=False)

    def fits(self, embeddings: object, dimensions: int | None = None) -> bool:
        """Whether ``embeddings``' question vectors (of ``dimensions``, when known) can be compared
        with these."""
        same_size = dimensions is None or self.vectors.shape[1:] == (dimensions,)
        return getattr(embeddings, "name", None) == self.embedding and same_size

    def without(self, author: str, group: str = "") -> QuestionMemory:
        """This memory without ``author``'s questions and ``group``'s (a dev question recalls
        only what others wrote, as a user's question will)."""
        left_out = np.asarray(
            [q.author == author or (bool(group) and q.group == group) for q in self.questions], dtype=bool
        )
        mask = left_out if self.mask is None else (left_out | self.mask)
        router = self.router_without(author) if self.router is not None else None
        return QuestionMemory(self.vectors, self.questions, self.embedding, self.meta, mask, router)

    def router_without(self, author: str) -> NormRouter | None:
        """The norm router fitted on every known question but ``author``'s (fitted once per author;
        the shipped router for an author who wrote none of them)."""
        if not any(q.author == author for q in self.questions):
            return self.router
        if author not in self._held_out_routers:
            kept = [i for i, q in enumerate(self.questions) if q.author != author]
            self._held_out_routers[author] = fit_router(
                self.vectors[kept], [self.questions[i].precepts for i in kept]
            )
        return self._held_out_routers[author]

    def routed(self, vector: np.ndarray, searched: frozenset[str]) -> dict[str, float]:
        """How likely the question embedded as ``vector`` is about each of the ``searched`` norms
        (``NormRouter.route``); {} without a router."""
        return self.router.route(vector, searched) if self.router is not None else {}

    def recall(self, vector: np.ndarray) -> dict[str, float]:
        """For each precept answering one of the known questions most similar to ``vector`` (a
        normalised question embedding), the similarity of the closest of them."""
        recalled: dict[str, float] = {}
        for row, similarity in self._closest_rows(vector):
            for doc_id in self.questions[row].precepts:
                recalled.setdefault(doc_id, similarity)
        return recalled

    def recall_words(
        self, vector: np.ndarray, words: Callable[[str], frozenset[str]], asked: frozenset[str]
    ) -> dict[str, float]:
        """``recall``'s precepts with, instead of the similarity, the share of ``asked`` (the
        question's words, as ``words`` reads a text) that the closest known question answering
        each holds: the embedder reads "vivo en el extranjero" next to "los extranjeros", the words
        each known question shares with this one tell which of two equally close ones asks the same."""
        shares: dict[str, float] = {}
        if not asked:
            return shares
        for row, _ in self._closest_rows(vector):
            share = len(asked & words(self.questions[row].text)) / len(asked)
            for doc_id in self.questions[row].precepts:
                shares.setdefault(doc_id, share)
        return shares

    def recall_apartados(self, vector: np.ndarray) -> dict[str, float]:
        """``recall`` for apartados: for each apartado answering one of the known questions most
        similar to ``vector``, the similarity of the closest of them (what the offline answer's
        quoter reads: citizens asking the same thing ask about the same apartado)."""
        recalled: dict[str, float] = {}
        for row, similarity in self._closest_rows(vector):
            for key in self.questions[row].apartados:
                recalled.setdefault(key, similarity)
        return recalled

    def _closest_rows(self, vector: np.ndarray) -> list[tuple[int, float]]:
        """The ``RECALLED`` known questions most similar to ``vector`` (not its own copy, not those
        left out), closest first, with their similarity."""
        if not len(self.vectors) or self.vectors.shape[1] != vector.shape[0]:
            return []
        similarities = products(self.vectors, vector)
        similarities[similarities >= SAME_QUESTION] = -1.0
        if self.mask is not None:
            similarities[self.mask] = -1.0
        count = min(RECALLED, len(similarities))
        closest = np.argpartition(-similarities, count - 1)[:count]
        return [
            (int(row), float(similarities[row]))
            for row in closest[np.argsort(-similarities[closest])]
            if similarities[row] >= 0
        ]

    def closest(self, vector: np.ndarray) -> float:
        """The similarity of the known question closest to ``vector``, its own copy included (0
        for a memory of another size or an empty one)."""
        if not len(self.vectors) or self.vectors.shape[1] != vector.shape[0]:
            return 0.0
        return float(products(self.vectors, vector).max())

    def save(self, folder: Path) -> None:
        """Write the vectors and the questions' descriptions into ``folder``."""
        meta = {
            **self.meta,
            "embedding": self.embedding,
            "questions": [
                {
                    "precepts": list(q.precepts),
                    "source": q.source,
                    "author": q.author,
                    "group": q.group,
                    **({"apartados": list(q.apartados)} if q.apartados else {}),
                    **({"text": q.text} if q.text else {}),
                }
                for q in self.questions
            ],
        }
        write_array(folder, VECTORS_FILE, self.vectors.astype(np.float16), META_FILE, meta)
        if self.router is not None:
            self.router.save(folder)

    @classmethod
    def load(cls, folder: Path = MEMORY_DIR) -> QuestionMemory:
        """The memory ``save`` wrote in ``folder``."""
        vectors, meta = read_array(folder, VECTORS_FILE, META_FILE)
        questions = tuple(
            KnownQuestion(
                tuple(q["precepts"]),
                str(q["source"]),
                str(q["author"]),
                str(q["group"]),
                tuple(q.get("apartados", ())),
                str(q.get("text", "")),
            )
            for q in meta.pop("questions")
        )
        if vectors.ndim != 2 or len(vectors) != len(questions):
            raise ValueError(f"{len(questions)} known questions but vectors of shape {vectors.shape}")
        vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        try:
            router: NormRouter | None = NormRouter.load(folder)
        except FileNotFoundError:
            router = None  # a memory written before the router: the ranker reads no routing
        return cls(vectors, questions, str(meta["embedding"]), meta, router=router)

    def with_router(self) -> QuestionMemory:
        """This memory with a norm router fitted on all its questions (``rag train-ranker``)."""
        router = fit_router(self.vectors, [q.precepts for q in self.questions])
        return QuestionMemory(self.vectors, self.questions, self.embedding, self.meta, self.mask, router)


@functools.cache
def shipped_memory() -> QuestionMemory | None:
    """The committed memory (``data/ranker/``), loaded once; None when it is missing or unreadable
    (the ranker then reads no known question)."""
    return optional_artefact(
        lambda: QuestionMemory.load(MEMORY_DIR), "known questions", MEMORY_DIR, "not recalled"
    )
