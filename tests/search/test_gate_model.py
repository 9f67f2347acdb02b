"""The learned gate: one logistic regression over the refusal signals, kept by ``rag calibrate``
where it cross-validates better than the thresholds (``rag.search.gate_model``)."""

from __future__ import annotations

import random

import numpy as np

from rag.core.config import Settings
from rag.search.calibration import GateSignal, Thresholds, calibrated, refusal_rule, refuses, save_calibration
from rag.search.gate_model import GateModel, cost, cross_validated, fit_gate


def _signals(seed: int = 7) -> tuple[list[GateSignal], list[str]]:
    """Answerable questions match well, or less well with a confident first precept; out-of-scope
    ones fall short on both together. Each signal alone overlaps between the two kinds."""
    rng = random.Random(seed)
    signals: list[GateSignal] = []
    while len(signals) < 200:
        similarity, confidence = rng.uniform(0.80, 0.90), rng.uniform(0.05, 0.9)
        evidence = similarity + 0.1 * confidence
        if evidence > 0.885 and sum(s.answerable for s in signals) < 150:
            signals.append(GateSignal(similarity, 1.0, True, confidence=confidence))
        elif evidence < 0.875 and sum(not s.answerable for s in signals) < 50:
            signals.append(GateSignal(similarity, 1.0, False, confidence=confidence))
    return signals, [f"q{n}" for n in range(len(signals))]


def test_the_learned_gate_weighs_the_signals_together():
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    model, out_of_fold = fitted
    answerable = [s for s in signals if s.answerable]
    out_of_scope = [s for s in signals if not s.answerable]
    assert sum(model.refuses(s) for s in out_of_scope) / len(out_of_scope) > 0.8
    assert sum(not model.refuses(s) for s in answerable) / len(answerable) >= 0.95
    # a weak match with a confident first precept is answered; the same match without it is not
    assert not model.refuses(GateSignal(0.83, 1.0, True, confidence=0.85))
    assert model.refuses(GateSignal(0.83, 1.0, True, confidence=0.1))
    # cross-validated, it beats the best single similarity threshold the grid can find
    by_rules = cross_validated(signals, groups, lambda train: lambda signal: signal.similarity < 0.8395)
    assert cost(signals, out_of_fold, 2.0) > cost(signals, by_rules, 2.0)


def test_too_few_out_of_scope_questions_fit_no_model():
    signals, groups = _signals()
    few = [s for s in signals if s.answerable] + [s for s in signals if not s.answerable][:9]
    assert fit_gate(few, groups[: len(few)]) is None


def test_the_learned_gate_decides_is_stored_and_steps_aside_for_a_hand_set_threshold(tmp_path, monkeypatch):
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    model = fitted[0]
    thresholds = Thresholds(0.5, 0.0, 0.5, gate_model=model)  # rules that would refuse nothing
    doubtful = GateSignal(0.81, 1.0, True, confidence=0.1)
    assert refusal_rule(thresholds, doubtful) == "weak"
    assert not refuses(thresholds, GateSignal(0.89, 1.0, True, confidence=0.8))
    path = tmp_path / "refusal.json"
    save_calibration("biblioteca", "e5", thresholds, "d.jsonl", {}, path)
    loaded = calibrated("biblioteca", "e5", path)
    assert loaded is not None and loaded.gate_model is not None
    restored = GateModel.from_json(model.as_json())
    assert np.isclose(restored.probability(doubtful), model.probability(doubtful), atol=1e-5)
    assert refuses(loaded, doubtful)
    monkeypatch.setenv("RAG_REFUSAL_SIMILARITY", "0.5")
    overridden = loaded.overridden(Settings.from_env())
    assert overridden.gate_model is None and not refuses(overridden, doubtful)
