"""Training the learned ranker (``rag train-ranker``) on its examples (``rag.evaluate.examples``):
model families compared by cross-validation grouped by question, calibration, the doubt margin,
and the artefact.

Folds group a question with every other row of its dialogue and with its own copies asked in other
corpora, so no fold sees a question it is tested on. The model family and its settings are chosen
by cross-validated first-precept precision on the dev questions (never the free pairs). The artefact
is text: ``ranker.json`` (with the hash of the files it was trained from) and LightGBM's
``model.txt``.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from rag.evaluate.examples import TRAINING_SETS, Example
from rag.search.features import FEATURES
from rag.search.learned import CANDIDATES, RANKER_DIR, Calibration, lead_over_others

FOLDS = 5
# at most this share of dev questions get two precepts quoted "either may answer": beyond it the
# offline answer hedges too often to read as an answer
MAX_QUOTED_BOTH = 0.25


# --- models -------------------------------------------------------------------------------------


@dataclass
class Family:
    """A model family with its settings, as cross-validation compares them."""

    name: str
    params: dict[str, Any] = field(default_factory=dict)

    def fit(self, examples: Sequence[Example], names: Sequence[str]) -> Callable[[np.ndarray], np.ndarray]:
        """Train on ``examples`` (columns ``names``); returns the scoring function."""
        columns = [list(FEATURES).index(name) for name in names]
        if self.name == "linear":
            weights, mean, scale = fit_linear(examples, columns, float(self.params.get("C", 1.0)))
            return lambda matrix: ((matrix[:, columns] - mean) / scale) @ weights
        booster = fit_lightgbm(examples, columns, self.params)
        return lambda matrix: np.asarray(booster.predict(matrix[:, columns], num_threads=1))

    @property
    def label(self) -> str:
        """How the report names it."""
        settings = ", ".join(f"{k}={v}" for k, v in sorted(self.params.items()))
        return f"{self.name} ({settings})" if settings else self.name


LIGHTGBM_BASE = {
    "objective": "lambdarank",
    "metric": "ndcg",
    "ndcg_eval_at": [1],
    "lambdarank_truncation_level": 10,
    "min_data_in_leaf": 20,
    "feature_fraction": 0.8,
    "bagging_fraction": 0.8,
    "bagging_freq": 1,
    "seed": 7,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 1,
    "verbose": -1,
}


def fit_lightgbm(examples: Sequence[Example], columns: list[int], params: dict[str, Any]) -> Any:
    """A LightGBM LambdaRank model over the examples' candidates (one query group per example)."""
    import lightgbm

    useful = [e for e in examples if e.labels.any()]
    matrix = np.vstack([e.features[:, columns] for e in useful])
    labels = np.concatenate([e.labels for e in useful])
    weights = np.concatenate([np.full(len(e.labels), e.weight) for e in useful])
    settings = {**LIGHTGBM_BASE, **{k: v for k, v in params.items() if k != "rounds"}}
    dataset = lightgbm.Dataset(
        matrix, labels, weight=weights, group=[len(e.labels) for e in useful], free_raw_data=False
    )
    return lightgbm.train(settings, dataset, num_boost_round=int(params.get("rounds", 200)))


def fit_linear(
    examples: Sequence[Example], columns: list[int], c: float
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Logistic regression on pairwise differences (each answering candidate against each other
    candidate of its question) over standardised features: (weights, mean, scale)."""
    from sklearn.linear_model import LogisticRegression

    matrix = np.vstack([e.features[:, columns] for e in examples])
    mean = matrix.mean(axis=0)
    scale = matrix.std(axis=0)
    scale[scale == 0] = 1.0
    pairs, weights = [], []
    for example in examples:
        rows = (example.features[:, columns] - mean) / scale
        good = np.flatnonzero(example.labels > 0)
        bad = np.flatnonzero(example.labels == 0)
        for g in good:
            for b in bad:
                pairs.append(rows[g] - rows[b])
                weights.append(example.weight / max(len(bad), 1))
    differences = np.asarray(pairs)
    x = np.vstack([differences, -differences])
    y = np.concatenate([np.ones(len(differences)), np.zeros(len(differences))])
    sample = np.concatenate([weights, weights])
    model = LogisticRegression(C=c, fit_intercept=False, max_iter=2000)
    model.fit(x, y, sample_weight=sample)
    return np.asarray(model.coef_[0]), mean, scale


# --- cross-validation ---------------------------------------------------------------------------


def folds_of(examples: Sequence[Example], folds: int = FOLDS) -> list[int]:
    """The fold of each example: groups spread over folds by a stable hash of their name."""
    return [int(hashlib.sha1(e.group.encode()).hexdigest(), 16) % folds for e in examples]


def out_of_fold(
    family: Family, examples: Sequence[Example], names: Sequence[str], folds: int = FOLDS
) -> list[np.ndarray]:
    """Each example's candidate scores from a model that never saw its group."""
    assignment = folds_of(examples, folds)
    scores: list[np.ndarray] = [np.zeros(0)] * len(examples)
    for fold in range(folds):
        train = [e for e, f in zip(examples, assignment, strict=True) if f != fold]
        score = family.fit(train, names)
        for i, (example, f) in enumerate(zip(examples, assignment, strict=True)):
            if f == fold:
                scores[i] = score(example.features)
    return scores


def first_right(example: Example, scores: np.ndarray, promote: bool = False) -> bool:
    """Whether the best-scored candidate answers; ``promote``: a follow-up's previous precept goes
    first when it is among the first three (the chain's TOPIC_KEPT promotion)."""
    if not len(scores):
        return False
    order = list(np.argsort(-scores, kind="stable"))
    if promote and example.follows and example.previous in example.doc_ids:
        previous = example.doc_ids.index(example.previous)
        if previous in order[:3]:
            order.remove(previous)
            order.insert(0, previous)
    return bool(example.labels[order[0]] > 0)


def hybrid_scores(example: Example) -> np.ndarray:
    """The hybrid ranking as scores (candidates come in its order)."""
    return -np.arange(len(example.doc_ids), dtype=np.float64)


def precision_at_1(
    examples: Sequence[Example], scores: Sequence[np.ndarray], promote: bool = False
) -> dict[str, float]:
    """First-precept precision over dev questions: all, per corpus and per dialogue turn kind."""
    groups: dict[str, list[bool]] = {}
    for example, score in zip(examples, scores, strict=True):
        if example.free:
            continue
        right = first_right(example, score, promote)
        for key in ("all", f"corpus: {example.corpus}", f"turno: {example.kind}" if example.kind else ""):
            if key:
                groups.setdefault(key, []).append(right)
    return {key: round(sum(values) / len(values), 4) for key, values in sorted(groups.items())}


def recall_of_candidates(examples: Sequence[Example]) -> dict[str, float]:
    """Share of dev questions with a right precept among the candidates (no re-ranker passes it)."""
    groups: dict[str, list[bool]] = {}
    for example in examples:
        if example.free:
            continue
        for key in ("all", f"corpus: {example.corpus}"):
            groups.setdefault(key, []).append(bool(example.labels.any()))
    return {key: round(sum(values) / len(values), 4) for key, values in sorted(groups.items())}


# --- calibration --------------------------------------------------------------------------------


def fit_calibration(examples: Sequence[Example], scores: Sequence[np.ndarray]) -> Calibration:
    """The logistic map from (score, lead over the best other) to the probability of answering,
    fitted on out-of-fold scores of the dev questions' first five candidates."""
    from sklearn.linear_model import LogisticRegression

    rows, labels = [], []
    for example, score in zip(examples, scores, strict=True):
        if example.free or not len(score):
            continue
        leads = lead_over_others(score)
        for i in np.argsort(-score)[:5]:
            rows.append((score[i], leads[i]))
            labels.append(example.labels[i] > 0)
    model = LogisticRegression(C=10.0, max_iter=1000)
    model.fit(np.asarray(rows), np.asarray(labels))
    a, b = model.coef_[0]
    return Calibration(float(a), float(b), float(model.intercept_[0]))


def choose_margin(
    examples: Sequence[Example], scores: Sequence[np.ndarray], calibration: Calibration
) -> tuple[float, dict[str, float]]:
    """The probability margin under which the offline answer quotes the first two precepts: the one
    that best tells apart (F1) the questions whose second precept answers and first does not,
    quoting both for at most ``MAX_QUOTED_BOTH`` of the questions."""
    pairs = []
    for example, score in zip(examples, scores, strict=True):
        if example.free or len(score) < 2:
            continue
        probabilities = calibration.probabilities(score)
        first, second = np.argsort(-score)[:2]
        gap = float(probabilities[first] - probabilities[second])
        rescued = bool(example.labels[second] > 0 and example.labels[first] == 0)
        pairs.append((gap, rescued))
    best = (0.0, 0.0, 0.0, 0.0)
    for margin in np.arange(0.01, 0.51, 0.01):
        flagged = [rescued for gap, rescued in pairs if gap < margin]
        hits = sum(flagged)
        total = sum(rescued for _, rescued in pairs)
        if not flagged or not total or len(flagged) > MAX_QUOTED_BOTH * len(pairs):
            continue
        precision, recall = hits / len(flagged), hits / total
        f1 = 2 * precision * recall / (precision + recall) if hits else 0.0
        if f1 > best[1]:
            best = (round(float(margin), 2), f1, len(flagged) / len(pairs), recall)
    return best[0], {"f1": round(best[1], 4), "quoted_both": round(best[2], 4), "rescued": round(best[3], 4)}


def calibration_error(
    examples: Sequence[Example], scores: Sequence[np.ndarray], calibration: Calibration
) -> float:
    """Mean absolute gap between the first precept's probability and whether it answers, in ten bins."""
    firsts = []
    for example, score in zip(examples, scores, strict=True):
        if example.free or not len(score):
            continue
        probabilities = calibration.probabilities(score)
        top = int(np.argmax(score))
        firsts.append((float(probabilities[top]), float(example.labels[top] > 0)))
    error = 0.0
    for low in np.arange(0.0, 1.0, 0.1):
        inside = [(p, y) for p, y in firsts if low <= p < low + 0.1 or (low >= 0.9 and p == 1.0)]
        if inside:
            error += len(inside) * abs(
                float(np.mean([p for p, _ in inside])) - float(np.mean([y for _, y in inside]))
            )
    return round(error / len(firsts), 4) if firsts else math.nan


# --- the artefact -------------------------------------------------------------------------------


def write_artefact(
    family: Family,
    booster_or_linear: Any,
    names: Sequence[str],
    calibration: Calibration,
    margin: float,
    report: dict[str, Any],
    hashed: str,
    folder: Path = RANKER_DIR,
    out_of_fold_confidence: dict[str, float] | None = None,
) -> Path:
    """Write ``ranker.json`` (and ``model.txt`` for LightGBM) into ``folder``. ``out_of_fold_confidence``:
    each dev question's first-precept probability from a model that never saw it, so the gate is
    calibrated (``rag calibrate``) on what an unseen question gets, not on what the model learnt."""
    folder.mkdir(parents=True, exist_ok=True)
    meta: dict[str, Any] = {
        "family": family.name,
        "params": family.params,
        "features": list(names),
        "candidates": CANDIDATES,
        "calibration": {"a": calibration.a, "b": calibration.b, "c": calibration.c},
        "margin": margin,
        "data_hash": hashed,
        "trained_on": [f"{corpus}: {name}" for corpus, name, _ in TRAINING_SETS] + ["leyes: epígrafes"],
        "report": report,
        "out_of_fold_confidence": out_of_fold_confidence or {},
    }
    model_file = folder / "model.txt"
    if family.name == "linear":
        weights, mean, scale = booster_or_linear
        meta["linear"] = {
            "weights": [round(float(v), 8) for v in weights],
            "mean": [round(float(v), 8) for v in mean],
            "scale": [round(float(v), 8) for v in scale],
        }
        model_file.unlink(missing_ok=True)
    else:
        model_file.write_text(booster_or_linear.model_to_string(), encoding="utf-8")
        importance = booster_or_linear.feature_importance(importance_type="gain")
        total = float(importance.sum()) or 1.0
        meta["importance"] = {
            name: round(float(value) / total, 4)
            for name, value in sorted(zip(names, importance, strict=True), key=lambda item: -item[1])
        }
    path = folder / "ranker.json"
    path.write_text(json.dumps(meta, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return path


# --- the command --------------------------------------------------------------------------------

FAMILIES = (
    Family("linear", {"C": 1.0}),
    Family("lightgbm", {"rounds": 100, "num_leaves": 7, "learning_rate": 0.05}),
    Family("lightgbm", {"rounds": 300, "num_leaves": 15, "learning_rate": 0.03}),
)


@dataclass
class TrainingReport:
    """What ``rag train-ranker`` measured and chose."""

    examples: int
    questions: int
    free_pairs: int
    recall: dict[str, float]
    hybrid: dict[str, float]
    families: dict[str, dict[str, float]]
    chosen: str
    promotion: dict[str, float]
    calibration_error: float
    margin: float
    margin_figures: dict[str, float]
    default: bool  # the chosen model beats hybrid in cross-validation

    def as_dict(self) -> dict[str, Any]:
        """The JSON form, stored in the artefact."""
        return dict(self.__dict__)


def train(
    examples: list[Example], hashed: str, folder: Path = RANKER_DIR, families: Sequence[Family] = FAMILIES
) -> TrainingReport:
    """Cross-validate every family on ``examples``, fit the best on all of them, calibrate it on its
    out-of-fold scores, and write the artefact into ``folder``."""
    names = list(FEATURES)
    hybrid = precision_at_1(examples, [hybrid_scores(e) for e in examples])
    measured: dict[str, tuple[dict[str, float], list[np.ndarray], Family]] = {}
    for family in families:
        scores = out_of_fold(family, examples, names)
        measured[family.label] = (precision_at_1(examples, scores), scores, family)
    label = max(measured, key=lambda key: measured[key][0]["all"])
    figures, scores, family = measured[label]
    promoted = precision_at_1(examples, scores, promote=True)
    calibration = fit_calibration(examples, scores)
    margin, margin_figures = choose_margin(examples, scores, calibration)
    columns = list(range(len(names)))
    fitted: Any
    if family.name == "linear":
        fitted = fit_linear(examples, columns, float(family.params.get("C", 1.0)))
    else:
        fitted = fit_lightgbm(examples, columns, family.params)
    report = TrainingReport(
        examples=len(examples),
        questions=sum(1 for e in examples if not e.free),
        free_pairs=sum(1 for e in examples if e.free),
        recall=recall_of_candidates(examples),
        hybrid=hybrid,
        families={key: value[0] for key, value in measured.items()},
        chosen=label,
        promotion={"without": figures["all"], "with": promoted["all"]},
        calibration_error=calibration_error(examples, scores, calibration),
        margin=margin,
        margin_figures=margin_figures,
        default=figures["all"] > hybrid["all"],
    )
    held_out = {
        example.question_id: round(float(calibration.probabilities(score).max()), 4)
        for example, score in zip(examples, scores, strict=True)
        if not example.free and len(score)
    }
    write_artefact(family, fitted, names, calibration, margin, report.as_dict(), hashed, folder, held_out)
    return report
