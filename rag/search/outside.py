"""The out-of-scope model: how likely a question is to lie outside a corpus, read from the question
alone (its embedding as it comes, no query adapter), with no precept compared.

The gate's other signals say how well the corpus matches the question (similarity, shared words,
agreement, the ranking's confidence); a question the library does not answer often still matches
some precept well: "¿qué dice mi convenio del metal sobre el plus de nocturnidad?" finds the
Estatuto's night-work article, "¿cuánto pagaré de plusvalía municipal?" the Código Civil's sale.
What such questions share is what they ask about (a collective agreement, a local tax, this year's
figures, advice, another body's rules), which the question's embedding carries. A logistic
regression over it, fitted by ``rag calibrate`` on the corpus's dev questions (answerable ones
against out-of-scope ones and the off-topic probes of ``data/calibration/fuera-de-tema.txt``), gives
that probability; the gate refuses above a bar calibrated on the same dev questions, each judged by
a model fitted without it (``rag.search.calibration``). Weights and bar are stored per corpus and
embedding model in ``data/calibration/refusal.json``.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

STRENGTH = 10.0  # inverse regularisation (scikit-learn's C): chosen by dev cross-validation
FOLDS = 5  # out-of-fold probabilities, questions of one group (a dialogue) in one fold
MIN_OUT_OF_SCOPE = 10  # fewer out-of-scope dev questions than this: no model is fitted


@dataclass(frozen=True)
class OutsideModel:
    """Logistic weights over a normalised question embedding."""

    weights: tuple[float, ...]
    bias: float

    def probability(self, vector: np.ndarray) -> float | None:
        """The probability that the question embedded as ``vector`` lies outside the corpus; None
        for a vector of another model's size."""
        if vector.shape != (len(self.weights),):
            return None
        logit = float(np.asarray(self.weights, dtype=np.float32) @ vector) + self.bias
        return 1.0 / (1.0 + math.exp(-max(min(logit, 60.0), -60.0)))

    def as_json(self) -> dict[str, Any]:
        """The stored form (weights rounded to six places)."""
        return {"weights": [round(w, 6) for w in self.weights], "bias": round(self.bias, 6)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OutsideModel:
        """The model ``as_json`` wrote."""
        return cls(tuple(float(w) for w in data["weights"]), float(data["bias"]))


def _fitted(vectors: np.ndarray, outside: np.ndarray) -> OutsideModel:
    from sklearn.linear_model import LogisticRegression  # training only

    model = LogisticRegression(C=STRENGTH, max_iter=3000, class_weight="balanced")
    model.fit(vectors, outside)
    return OutsideModel(tuple(float(w) for w in model.coef_[0]), float(model.intercept_[0]))


def fold_of(group: str) -> int:
    """A group's fold, stable across runs (not Python's salted ``hash``); the learned gate
    (``rag.search.gate_model``) uses the same folds, so its dev questions' out-of-scope
    probabilities come from models that never saw them."""
    return zlib.crc32(group.encode()) % FOLDS


def fit_outside(
    vectors: np.ndarray, outside: Sequence[bool], groups: Sequence[str]
) -> tuple[OutsideModel, np.ndarray] | None:
    """The model fitted on every question (``outside``: the question is out of scope) and each
    question's probability from the model fitted without its fold; None with fewer than
    ``MIN_OUT_OF_SCOPE`` out-of-scope questions (or no answerable one)."""
    labels = np.asarray(outside, dtype=bool)
    if labels.sum() < MIN_OUT_OF_SCOPE or labels.all():
        return None
    folds = np.asarray([fold_of(group) for group in groups])
    held_out = np.zeros(len(labels))
    for fold in range(FOLDS):
        test = folds == fold
        train = ~test
        if not test.any():
            continue
        if labels[train].all() or not labels[train].any():
            held_out[test] = 0.0  # a fold that leaves one class out cannot be judged: never refused
            continue
        model = _fitted(vectors[train], labels[train])
        held_out[test] = [model.probability(vector) for vector in vectors[test]]
    return _fitted(vectors, labels), held_out
