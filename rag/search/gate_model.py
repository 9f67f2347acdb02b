"""The learned gate: one logistic regression over the signals the refusal thresholds read one by
one (``rag.search.calibration``), fitted per corpus by ``rag calibrate`` on its dev questions.

The thresholds refuse when one signal crosses its line (similarity below one value; unknown words
and similarity below another; the learned ranking's confidence below a bar when a scope flag is
set…). Chosen on a grid, they fit the dev set closely and swing when it grows: cross-validated on
the library's dev questions they refuse 0.75 of the out-of-scope ones at 0.945 answered, against
0.81 at 0.952 in-sample. A logistic regression weighs the same signals together (a confident first
precept forgives a weak similarity; an unknown word matters more when the out-of-scope model is
unsure), and its probability bar is set, on out-of-fold probabilities, to keep ``ANSWERED`` of the
answerable dev questions answered. ``rag calibrate`` cross-validates both ways on the corpus's dev
questions (questions of one dialogue in one fold) and keeps the model only where it does better at
the calibration's own cost (an answerable question refused weighs two out-of-scope ones answered).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from rag.search.outside import fold_of
from rag.search.scope import SCOPES

if TYPE_CHECKING:
    from rag.search.calibration import GateSignal

STRENGTH = 1.0  # inverse regularisation (scikit-learn's C), chosen by dev cross-validation
ANSWERED = 0.97  # the bar keeps this share of answerable dev questions answered (out of fold)
MIN_OUT_OF_SCOPE = 10  # fewer out-of-scope dev questions than this: no model (the thresholds decide)
FEATURE_COUNT = 9 + 2 * len(SCOPES)  # ``signal_features``' length


def signal_features(signal: GateSignal) -> list[float]:
    """What the model reads of one question: similarity, coverage (and whether any word is
    unknown), agreement, the ranking's confidence (1 without a learned ranking), the out-of-scope
    model's probability (0 without one), each scope flag alone and with the confidence, and the
    cosines to the closest known out-of-scope and answerable dev questions (0 without them,
    ``rag.search.precedents``)."""
    confidence = 1.0 if signal.confidence is None else signal.confidence
    outside = 0.0 if signal.outside is None else signal.outside
    flags = [float(getattr(signal, scope)) for scope in SCOPES]
    return [
        signal.similarity,
        signal.coverage,
        float(signal.coverage < 1.0),
        signal.similarity * signal.coverage,
        float(signal.agreement),
        confidence,
        outside,
        *flags,
        *(flag * confidence for flag in flags),
        signal.closest_outside or 0.0,
        signal.closest_answerable or 0.0,
    ]


@dataclass(frozen=True)
class GateModel:
    """Standardisation, logistic weights and the probability above which a question is refused."""

    means: tuple[float, ...]
    scales: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    bar: float

    def probability(self, signal: GateSignal) -> float:
        """The probability that the question lies outside the corpus."""
        x = (np.asarray(signal_features(signal)) - np.asarray(self.means)) / np.asarray(self.scales)
        logit = float(np.asarray(self.weights) @ x) + self.bias
        return 1.0 / (1.0 + math.exp(-max(min(logit, 60.0), -60.0)))

    def refuses(self, signal: GateSignal) -> bool:
        """Whether the gate refuses the question."""
        return self.probability(signal) > self.bar

    @property
    def reads_closeness_backwards(self) -> bool:
        """Whether it learned that being close to a known answerable question argues for refusing,
        or close to a known out-of-scope one for answering: what happens when each author wrote
        about one part of the corpus (``normas``: the Constitution's questions by one, the laws'
        by another), so that in calibration a question only meets the other part's questions,
        while a user's meets its own part's and would be refused for it."""
        return self.weights[-2] < 0.0 or self.weights[-1] > 0.0

    def as_json(self) -> dict[str, Any]:
        """The stored form."""
        return {
            "means": [round(v, 6) for v in self.means],
            "scales": [round(v, 6) for v in self.scales],
            "weights": [round(v, 6) for v in self.weights],
            "bias": round(self.bias, 6),
            "bar": round(self.bar, 6),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GateModel:
        """The model ``as_json`` wrote."""
        return cls(
            tuple(float(v) for v in data["means"]),
            tuple(float(v) for v in data["scales"]),
            tuple(float(v) for v in data["weights"]),
            float(data["bias"]),
            float(data["bar"]),
        )


def _logistic(x: np.ndarray, outside: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    from sklearn.linear_model import LogisticRegression  # training only

    means = x.mean(axis=0)
    scales = np.where(x.std(axis=0) > 1e-9, x.std(axis=0), 1.0)
    model = LogisticRegression(C=STRENGTH, class_weight="balanced", max_iter=3000)
    model.fit((x - means) / scales, outside)
    return means, scales, model.coef_[0], float(model.intercept_[0])


def _probabilities(fitted: tuple[np.ndarray, np.ndarray, np.ndarray, float], x: np.ndarray) -> np.ndarray:
    means, scales, weights, bias = fitted
    logits = np.clip(((x - means) / scales) @ weights + bias, -60.0, 60.0)
    return np.asarray(1.0 / (1.0 + np.exp(-logits)))


def _out_of_fold(x: np.ndarray, outside: np.ndarray, folds: np.ndarray) -> np.ndarray:
    """Each question's probability from a model fitted without its fold (0: a fold that leaves a
    class out cannot be judged, never refused)."""
    probabilities = np.zeros(len(outside))
    for fold in set(folds.tolist()):
        test = folds == fold
        train = ~test
        if outside[train].all() or not outside[train].any():
            continue
        probabilities[test] = _probabilities(_logistic(x[train], outside[train]), x[test])
    return probabilities


def _bar(probabilities: np.ndarray, outside: np.ndarray, required: np.ndarray) -> float:
    """The lowest bar that keeps ``ANSWERED`` of the answerable questions and every required one."""
    answerable = np.sort(probabilities[~outside])
    if not len(answerable):
        return 1.0
    bar = float(answerable[min(len(answerable) - 1, math.ceil(ANSWERED * len(answerable)) - 1)])
    return max([bar, *required.tolist()])


def fit_gate(
    signals: Sequence[GateSignal], groups: Sequence[str], required: Sequence[GateSignal] = ()
) -> tuple[GateModel, np.ndarray] | None:
    """The model fitted on every question, its bar set on out-of-fold probabilities, and each
    question's refusal judged by a model (and bar) fitted without its fold; None with fewer than
    ``MIN_OUT_OF_SCOPE`` out-of-scope questions (or no answerable one)."""
    x = _features(signals)
    outside = np.asarray([not s.answerable for s in signals], dtype=bool)
    if outside.sum() < MIN_OUT_OF_SCOPE or outside.all():
        return None
    folds = np.asarray([fold_of(g) for g in groups])
    refused = np.zeros(len(signals), dtype=bool)
    for fold in set(folds.tolist()):
        test = folds == fold
        train = ~test
        if outside[train].all() or not outside[train].any():
            continue
        inner = _out_of_fold(x[train], outside[train], folds[train])
        fitted = _logistic(x[train], outside[train])
        needed = _probabilities(fitted, _features(required))
        refused[test] = _probabilities(fitted, x[test]) > _bar(inner, outside[train], needed)
    fitted = _logistic(x, outside)
    bar = _bar(_out_of_fold(x, outside, folds), outside, _probabilities(fitted, _features(required)))
    means, scales, weights, bias = fitted
    model = GateModel(
        tuple(float(v) for v in means),
        tuple(float(v) for v in scales),
        tuple(float(v) for v in weights),
        bias,
        bar,
    )
    return model, refused


def judges_continuing(
    model: GateModel, signals: Sequence[GateSignal], answer_weight: float
) -> tuple[bool, dict[str, float]]:
    """Whether ``model`` should also judge turns that continue the conversation's topic, from such
    turns of the dev dialogues (``signals``): it must keep ``ANSWERED`` of the answerable ones
    answered and gain at the calibration's cost (``cost``: out-of-scope ones refused, less
    ``answer_weight`` for each answerable one refused); with the figures."""
    refused = np.asarray([model.refuses(s) for s in signals], dtype=bool)
    outside = np.asarray([not s.answerable for s in signals], dtype=bool)
    answered = float(1.0 - refused[~outside].mean()) if (~outside).any() else 1.0
    figures = {
        "continuing_answerable": int((~outside).sum()),
        "continuing_out_of_scope": int(outside.sum()),
        "continuing_answered_rate": round(answered, 4),
        "continuing_refused": int(refused[outside].sum()),
    }
    return answered >= ANSWERED and cost(signals, refused, answer_weight) > 0, figures


def _features(signals: Sequence[GateSignal]) -> np.ndarray:
    rows = [signal_features(s) for s in signals]
    return np.asarray(rows, dtype=np.float64) if rows else np.zeros((0, FEATURE_COUNT))


def cross_validated(
    signals: Sequence[GateSignal], groups: Sequence[str], rule: Callable[[Sequence[GateSignal]], Any]
) -> np.ndarray:
    """Each question's refusal by ``rule(training signals)`` (a predicate on a signal) fitted
    without its fold."""
    folds = np.asarray([fold_of(g) for g in groups])
    refused = np.zeros(len(signals), dtype=bool)
    for fold in set(folds.tolist()):
        train = [s for s, f in zip(signals, folds, strict=True) if f != fold]
        judge = rule(train)
        for n in np.flatnonzero(folds == fold):
            refused[n] = judge(signals[int(n)])
    return refused


def cost(signals: Sequence[GateSignal], refused: np.ndarray, answer_weight: float) -> float:
    """The calibration's score: out-of-scope questions refused, less ``answer_weight`` for each
    answerable one refused."""
    outside = np.asarray([not s.answerable for s in signals], dtype=bool)
    return float(refused[outside].sum() - answer_weight * refused[~outside].sum())
