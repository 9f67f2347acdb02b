"""The learned choice of what an offline answer quotes: which apartado of the first precept, and
which of its sentences when the apartado is too long to quote whole.

Retrieval's first precept is usually right, but a long article holds several rules and the answer
quotes one apartado of it: the one whose sentences share most of the question's words was often
not the one holding what was asked ("¿Hasta qué edad cobra un hijo la pensión de orfandad?" quoted
the apartado on orphans up to twenty-five who do not work, not the general rule of under
twenty-one); and a long apartado is cut to a few sentences, which left out the one stating the
figure asked. Two small LightGBM rankers, trained by ``rag train-quoter`` on the dev sets' facts
(``rag.evaluate.quoting``), order the first precept's apartados and a long apartado's sentences by
the features of ``rag.answer.extractive`` (``APARTADO_FEATURES``, ``SENTENCE_FEATURES``): the
question's words, how close each piece is to the question (relative to the closest, so any
embedder reads alike), what it states, where it lies. They are read from ``data/quoter/`` and
evaluated with numpy (``rag.search.trees``); without them the answer chooses by the words alone.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from rag.core.artefacts import optional_artefact
from rag.core.config import SHIPPED_DATA
from rag.search.trees import TreeEnsemble

QUOTER_DIR = SHIPPED_DATA / "quoter"
META_FILE = "quoter.json"
Choice = Literal["apartados", "sentences"]
MODEL_FILES: dict[Choice, str] = {"apartados": "apartados.txt", "sentences": "sentences.txt"}


@dataclass(frozen=True)
class QuoteModel:
    """One trained ranker of pieces (apartados or sentences): the features it reads, by name and in
    order, and its trees."""

    features: tuple[str, ...]
    trees: TreeEnsemble
    meta: dict[str, Any] = field(default_factory=dict)

    def scores(self, matrix: np.ndarray) -> np.ndarray:
        """One score per row (piece); higher: more likely to hold what is asked."""
        return self.trees.predict(matrix)

    def best(self, matrix: np.ndarray) -> int:
        """The row the model ranks first."""
        return int(np.argmax(self.scores(matrix)))

    @classmethod
    def load(cls, choice: Choice, folder: Path = QUOTER_DIR) -> QuoteModel:
        """The ``choice`` model written by ``rag train-quoter`` in ``folder``."""
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
        trees = TreeEnsemble.from_text((folder / MODEL_FILES[choice]).read_text(encoding="utf-8"))
        return cls(tuple(meta[choice]["features"]), trees, meta)


@functools.cache
def shipped_quoter(choice: Choice) -> QuoteModel | None:
    """The committed ``choice`` model (``data/quoter/``), loaded once; None when it is missing or
    unreadable (the answer then chooses by the question's words)."""
    return optional_artefact(
        lambda: QuoteModel.load(choice, QUOTER_DIR),
        f"{choice} model",
        QUOTER_DIR,
        "chosen by the words alone",
    )
