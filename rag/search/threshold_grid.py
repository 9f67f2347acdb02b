"""Choosing a corpus's refusal thresholds on its dev questions (``rag calibrate``): the grid of
``rag.search.calibration``'s rule searched for the most out-of-scope questions refused while at
least ``MIN_ANSWERED`` of the answerable ones are answered, then the scope bars and the
out-of-scope model's bar, each judged on what the rest of the gate lets through."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

import numpy as np

from rag.search.calibration import (
    GateSignal,
    Thresholds,
    outside_refusals,
    refuses,
    rule_limits,
    scope_limits,
    scope_refusals,
    signal_arrays,
    weak_refusals,
)
from rag.search.scope import SCOPES

ANSWER_WEIGHT = 2.0  # calibration: an answerable question refused weighs this many out-of-scope answered
MIN_ANSWERED = 0.95  # calibration keeps at least this share of answerable dev questions answered
CONFIDENCES = (0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4)  # learned-ranking thresholds calibration tries


def calibrate(
    signals: Sequence[GateSignal], dataset: str, required: Sequence[GateSignal] = ()
) -> tuple[Thresholds, dict[str, float]]:
    """The thresholds that best balance refusing out-of-scope questions and answering answerable
    ones (an answerable one refused weighs ``ANSWER_WEIGHT``), answering at least ``MIN_ANSWERED``
    of them and every ``required`` question (the corpus's example questions: the dev set's edge
    must not refuse what the app offers to ask), with the rates they reach on ``signals``."""
    answerable = [s for s in signals if s.answerable]
    out_of_scope = [s for s in signals if not s.answerable]
    if not answerable or not out_of_scope:
        raise ValueError("calibration needs answerable and out-of-scope questions (answerable: false)")

    answerable_arrays, out_arrays, required_arrays = (
        signal_arrays(answerable),
        signal_arrays(out_of_scope),
        signal_arrays(required),
    )
    sims = sorted({round(s.similarity, 3) for s in signals})
    candidates = [x - 0.0005 for x in sims] + [sims[-1] + 0.0005]
    extras = (0.0, 0.01, 0.02, 0.03, 0.05, 0.08)
    confidences = CONFIDENCES if any(s.confidence is not None for s in signals) else (0.0,)
    best: tuple[tuple[float, ...], Thresholds] | None = None
    for similarity, coverage, extra, unsure, confidence in itertools.product(
        candidates, (0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0), extras, extras, confidences
    ):
        values = (similarity, coverage, similarity + extra, similarity + unsure, confidence)
        if required and weak_refusals(required_arrays, *values).any():
            continue
        answered = 1.0 - float(weak_refusals(answerable_arrays, *values).mean())
        if answered < MIN_ANSWERED:
            continue
        refused = float(weak_refusals(out_arrays, *values).mean())
        # refusing an answerable question costs more than answering an out-of-scope one (which
        # still quotes the nearest law); ties: the most lenient thresholds (a margin for
        # answerable questions unlike the dev set's)
        score = (
            round(refused + ANSWER_WEIGHT * answered, 6),
            -similarity,
            -confidence,
            -unsure,
            -extra,
            -coverage,
        )
        if best is None or score > best[0]:
            best = (
                score,
                Thresholds(
                    round(similarity, 4),
                    coverage,
                    round(similarity + extra, 4),
                    round(similarity + unsure, 4),
                    confidence=confidence,
                ),
            )
    if best is None:
        raise ValueError("no thresholds answer enough of the answerable questions")
    territory, current, foreign, advice = _scope_bars(best[1], answerable_arrays, out_arrays, required_arrays)
    scoped = dataclasses.replace(
        best[1],
        territory_confidence=territory,
        current_confidence=current,
        foreign_confidence=foreign,
        advice_confidence=advice,
    )
    chosen = dataclasses.replace(
        scoped,
        source=f"calibrado con {dataset}",
        outside=_outside_bar(scoped, answerable_arrays, out_arrays, required_arrays),
    )
    answered = sum(not refuses(chosen, s) for s in answerable) / len(answerable)
    refused = sum(refuses(chosen, s) for s in out_of_scope) / len(out_of_scope)
    return chosen, {"refusal_accuracy": round(refused, 4), "answered_rate": round(answered, 4)}


SCOPE_CONFIDENCES = (0.0, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)  # the scope bars calibration tries


def _scope_bars(
    base: Thresholds,
    answerable: dict[str, np.ndarray],
    out_of_scope: dict[str, np.ndarray],
    required: dict[str, np.ndarray],
) -> tuple[float, ...]:
    """The scope bars (one per kind of ``SCOPES``), judged on the flagged dev questions alone (whether the
    ``base`` thresholds also refuse them or not: a bar is evidence of its own): the most
    out-of-scope questions refused, each answerable one refused costing ``ANSWER_WEIGHT`` of them
    (counts, not rates: they are narrow rules), with the whole gate still answering at least
    ``MIN_ANSWERED`` and every required question; ties: the lowest bars."""
    base_answerable = weak_refusals(answerable, *rule_limits(base))
    best: tuple[tuple[float, ...], tuple[float, ...]] | None = None
    for bars in itertools.product(*[_tried(answerable, out_of_scope, scope) for scope in SCOPES]):
        if scope_refusals(required, bars).any():
            continue
        refused_answerable = scope_refusals(answerable, bars)
        if 1.0 - float((base_answerable | refused_answerable).mean()) < MIN_ANSWERED:
            continue
        gained = int(scope_refusals(out_of_scope, bars).sum())
        score = (gained - ANSWER_WEIGHT * int(refused_answerable.sum()), *(-bar for bar in bars))
        if best is None or score > best[0]:
            best = (score, bars)
    return best[1] if best is not None else (0.0,) * len(SCOPES)


def _tried(
    answerable: dict[str, np.ndarray], out_of_scope: dict[str, np.ndarray], scope: str
) -> tuple[float, ...]:
    """The bars calibration tries for one kind of scope question: none (0) when no dev question is
    of that kind."""
    flagged = answerable[scope].any() or out_of_scope[scope].any()
    return SCOPE_CONFIDENCES if flagged else (0.0,)


def _gate_refusals(thresholds: Thresholds, arrays: dict[str, np.ndarray]) -> np.ndarray:
    """The gate's refusals without the out-of-scope model: weak matches and the scope bars."""
    scope = scope_refusals(arrays, scope_limits(thresholds))
    return weak_refusals(arrays, *rule_limits(thresholds)) | scope


def _outside_bar(
    base: Thresholds,
    answerable: dict[str, np.ndarray],
    out_of_scope: dict[str, np.ndarray],
    required: dict[str, np.ndarray],
) -> float:
    """The out-of-scope model's bar, judged on the questions the rest of the gate (``base``) lets
    through, each with the probability of a model fitted without it: the most out-of-scope
    questions refused, each answerable one refused costing ``ANSWER_WEIGHT`` of them (counts, as for
    the scope bars), with the whole gate still answering at least ``MIN_ANSWERED`` and every
    required question (whose probability comes from the final model); ties: the highest bar. 1
    (never) without probabilities."""
    probabilities = np.concatenate([answerable["outside"], out_of_scope["outside"]])
    if not np.isfinite(probabilities).any():
        return 1.0
    base_answerable = _gate_refusals(base, answerable)
    base_out = _gate_refusals(base, out_of_scope)
    best: tuple[tuple[float, ...], float] = ((0.0, 1.0), 1.0)
    for bar in sorted({round(float(p), 4) for p in probabilities[np.isfinite(probabilities)]}):
        if outside_refusals(required, bar).any():
            continue
        refused_answerable = outside_refusals(answerable, bar) & ~base_answerable
        if 1.0 - float((base_answerable | refused_answerable).mean()) < MIN_ANSWERED:
            continue
        gained = int((outside_refusals(out_of_scope, bar) & ~base_out).sum())
        score = (gained - ANSWER_WEIGHT * int(refused_answerable.sum()), bar)
        if score > best[0]:
            best = (score, bar)
    return best[1]
