"""Known questions at the gate: how close a question comes to the dev questions a corpus answers and
to those it does not.

The out-of-scope model (``rag.search.outside``) draws one line through the embedding space; the
questions a library cannot answer come in kinds (this year's figures, a town's rules, another
country's, a regulation the laws only refer to, advice, topics no norm covers), and a new one is
often close to a dev question of its kind ("¿Cuánto es el IPREM de este año?" to "¿Cuánto es el
salario mínimo este año?") while answerable ones sit close to answerable dev questions. The learned
gate (``rag.search.gate_model``) reads both closenesses. ``rag calibrate`` stores the dev questions'
embeddings (as they come, normalised; float16) and whether each is answerable per corpus and
embedding model in ``data/calibration/known/``; while calibrating, each dev question is compared
only with questions of other folds written by other authors, as a stranger's question would be.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from rag.core.config import SHIPPED_DATA
from rag.search.table import normalised, products

KNOWN_DIR = SHIPPED_DATA / "calibration" / "known"


@dataclass(frozen=True)
class Closeness:
    """The cosine of a question to its closest out-of-scope and its closest answerable dev question."""

    outside: float
    answerable: float


@dataclass(frozen=True, eq=False)
class KnownQuestions:
    """The dev questions a corpus's gate was calibrated on: normalised embeddings, and which are
    out of scope."""

    vectors: np.ndarray  # (n, dimension), rows of unit length (stored as float16, read as float32)
    outside: np.ndarray  # (n,) bool

    def closeness(self, vector: np.ndarray) -> Closeness | None:
        """How close a question embedded as ``vector`` (normalised) comes to each kind; None for a
        vector of another model's size."""
        if vector.shape != (self.vectors.shape[1],):
            return None
        similarities = products(self.vectors, vector.astype(np.float32))
        return _closest(similarities, self.outside, np.ones(len(self.outside), dtype=bool))

    def save(self, path: Path) -> None:
        """Write to ``path`` (``.npz``)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, vectors=self.vectors.astype(np.float16), outside=self.outside)

    @classmethod
    def load(cls, path: Path) -> KnownQuestions | None:
        """What ``save`` wrote, or None when there is no such file."""
        if not path.exists():
            return None
        with np.load(path) as data:
            return cls(data["vectors"].astype(np.float32), data["outside"].astype(bool))


def known_path(corpus: str, embedding: str, folder: Path = KNOWN_DIR) -> Path:
    """Where a corpus's known questions for an embedding model are stored."""
    return folder / f"{corpus}.{embedding}.npz"


def held_out_closeness(
    vectors: np.ndarray, outside: Sequence[bool], folds: Sequence[int], authors: Sequence[str]
) -> list[Closeness]:
    """Each dev question's closeness to the questions of other folds written by other authors (0
    where there are none): what the gate would read of it as a stranger's question."""
    unit = normalised(vectors)
    labels = np.asarray(outside, dtype=bool)
    fold = np.asarray(folds)
    author = np.asarray(authors)
    similarities = unit @ unit.T
    others = [(fold != fold[n]) & (author != author[n]) for n in range(len(labels))]
    return [_closest(similarities[n], labels, usable) for n, usable in enumerate(others)]


def _closest(similarities: np.ndarray, outside: np.ndarray, usable: np.ndarray) -> Closeness:
    def best(mask: np.ndarray) -> float:
        return float(similarities[mask].max()) if mask.any() else 0.0

    return Closeness(best(usable & outside), best(usable & ~outside))


def authors_share_topics(authored: Sequence[tuple[str, str]], share: float = 0.5) -> bool:
    """Whether each author's answerable questions (``authored``: author and gold norm) mostly ask
    norms another author asks too. A dev question is compared only with other authors' questions:
    where authors split the topics (``normas``: the Constitution's questions by one author, the
    laws' by another), every answerable question is far from the other authors' and the gate
    learns "close to a known question, refuse" (eighteenth session)."""
    by_norm: dict[str, set[str]] = {}
    for author, norm in authored:
        by_norm.setdefault(norm, set()).add(author)
    asked, shared = Counter[str](), Counter[str]()
    for author, norm in authored:
        asked[author] += 1
        shared[author] += len(by_norm[norm]) > 1
    return bool(asked) and all(shared[author] >= share * asked[author] for author in asked)


def several_authors(authors: Sequence[str], outside: Sequence[bool]) -> bool:
    """Whether the questions of each kind (out of scope, answerable) were written by more than one
    author. A dev question is compared only with other authors' questions: with one author of a
    kind, every question of that kind reads 0 for its own kind while the other kind's do not, and
    the gate would learn who wrote the questions, not what they ask (the laws' gate, calibrated
    with the library's out-of-scope questions, refused answerable ones for being close to the
    laws' own)."""
    labels = np.asarray(outside, dtype=bool)
    names = np.asarray(authors)
    return all(len(set(names[labels == kind].tolist())) > 1 for kind in (True, False))
