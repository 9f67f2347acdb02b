"""The learned gate: one logistic regression over the refusal signals, kept by ``rag calibrate``
where it cross-validates better than the thresholds (``rag.search.gate_model``)."""

from __future__ import annotations

import dataclasses
import json
import random

import numpy as np

from rag.core.config import Settings
from rag.evaluate.calibrating import choose_gate
from rag.search.calibration import GateSignal, Thresholds, calibrated, refusal_rule, refuses, save_calibration
from rag.search.gate_model import GateModel, cost, cross_validated, fit_gate, judges_continuing
from rag.search.outside import OutsideModel, fit_outside, fold_of
from rag.search.precedents import (
    Closeness,
    KnownQuestions,
    authors_share_topics,
    held_out_closeness,
    several_authors,
)


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


def test_a_ranking_without_confidence_is_judged_by_the_thresholds():
    """The learned gate was fitted on the learned ranking's signals: hybrid, dense or BM25 from the
    sidebar give no confidence, so the thresholds decide for them (it used to read a missing
    confidence as 1, the most sure, and answered "¿Y si fuera ingeniera?" alone)."""
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    thresholds = Thresholds(0.85, 0.0, 0.5, gate_model=fitted[0])
    assert refuses(thresholds, GateSignal(0.83, 1.0, True, confidence=None))  # below 0.85
    assert not refuses(thresholds, GateSignal(0.83, 1.0, True, confidence=0.85))  # the model's call


def _near(rng: random.Random, centre: np.ndarray, spread: float) -> np.ndarray:
    vector = centre + spread * np.asarray([rng.gauss(0, 1) for _ in centre])
    return vector / np.linalg.norm(vector)


def test_known_questions_tell_the_kinds_of_questions_a_corpus_does_not_answer():
    """Out-of-scope questions come in kinds: one close to a known out-of-scope question and far
    from every answerable one is refused, though its other signals look like an answerable one's;
    while calibrating, a question is compared only with other folds' and other authors' questions."""
    rng = random.Random(3)
    dimension = 16
    kinds = [np.eye(dimension)[n] for n in range(4)]  # four kinds the corpus does not answer
    topics = [np.eye(dimension)[n] for n in range(4, 16)]  # twelve it answers
    vectors, outside, authors = [], [], []
    for n in range(240):
        out = n % 4 == 0
        centre = kinds[(n // 4) % len(kinds)] if out else topics[n % len(topics)]
        vectors.append(_near(rng, centre, 0.15))
        outside.append(out)
        authors.append(f"author-{n % 3}")
    groups = [f"q{n}" for n in range(len(vectors))]
    closeness = held_out_closeness(np.stack(vectors), outside, [fold_of(g) for g in groups], authors)
    assert all(c.outside > c.answerable for c, out in zip(closeness, outside, strict=True) if out)
    # its own author's questions are never what a question is compared with
    lone = held_out_closeness(np.stack(vectors[:2]), [True, False], [0, 1], ["a", "a"])
    assert lone[0] == Closeness(0.0, 0.0) and not several_authors(["a", "a"], [True, False])
    # out-of-scope questions by two authors but every answerable one by a third: each answerable
    # question would read 0 for its own kind while the out-of-scope ones do not — no comparison
    assert not several_authors(["b", "c", "a", "a"], [True, True, False, False])
    assert several_authors(["b", "c", "a", "d"], [True, True, False, False])
    signals = [
        GateSignal(
            rng.uniform(0.82, 0.9),
            1.0,
            not out,
            confidence=rng.uniform(0.2, 0.9),
            closest_outside=c.outside,
            closest_answerable=c.answerable,
        )
        for out, c in zip(outside, closeness, strict=True)
    ]
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    model, out_of_fold = fitted
    out_of_scope = np.asarray(outside)
    assert out_of_fold[out_of_scope].mean() > 0.9 and 1 - out_of_fold[~out_of_scope].mean() >= 0.95
    known = KnownQuestions(np.stack(vectors).astype(np.float16), out_of_scope)
    new = known.closeness(_near(rng, kinds[2], 0.15))
    assert new is not None and new.outside > new.answerable
    looks_fine = GateSignal(
        0.88, 1.0, True, confidence=0.8, closest_outside=new.outside, closest_answerable=new.answerable
    )
    assert model.refuses(looks_fine)
    assert known.closeness(np.ones(3)) is None  # another embedding model's vector


def test_known_questions_are_stored_beside_the_calibration_and_dropped_with_the_gate(tmp_path):
    vectors = np.eye(4, dtype=np.float32)
    known = KnownQuestions(vectors.astype(np.float16), np.asarray([True, False, False, True]))
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    path = tmp_path / "refusal.json"
    save_calibration(
        "biblioteca", "e5", Thresholds(0.5, 0.0, 0.5, gate_model=fitted[0], known=known), "d", {}, path
    )
    loaded = calibrated("biblioteca", "e5", path)
    assert loaded is not None and loaded.known is not None
    assert loaded.known.closeness(vectors[3]) == Closeness(1.0, 0.0)
    save_calibration("biblioteca", "e5", Thresholds(0.5, 0.0, 0.5), "d", {}, path)  # rules only
    again = calibrated("biblioteca", "e5", path)
    assert again is not None and again.known is None and not list((tmp_path / "known").glob("*.npz"))


def test_a_gate_stored_with_other_signals_leaves_the_decision_to_the_thresholds(tmp_path):
    """A calibration file written before the gate read today's signals is no error: its model is
    left out (the thresholds decide) until ``rag calibrate`` runs again."""
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    path = tmp_path / "refusal.json"
    save_calibration("biblioteca", "e5", Thresholds(0.85, 0.0, 0.5, gate_model=fitted[0]), "d", {}, path)
    entries = json.loads(path.read_text(encoding="utf-8"))
    stored = entries["biblioteca"]["e5"]["gate_model"]
    for key in ("means", "scales", "weights"):
        stored[key] = stored[key][:15]  # the fifteenth session's model
    path.write_text(json.dumps(entries), encoding="utf-8")
    loaded = calibrated("biblioteca", "e5", path)
    assert loaded is not None and loaded.gate_model is None and loaded.similarity == 0.85


def _with_outside(informative: bool, seed: int = 3) -> tuple[list[GateSignal], list[str]]:
    """Out-of-scope questions have a high out-of-scope probability for their first precept's
    confidence (``informative``: else the probability is noise); each alone overlaps between the
    two kinds, so no single bar on either refuses many without refusing answerable ones."""
    rng = random.Random(seed)
    signals: list[GateSignal] = []
    while len(signals) < 240:
        outside, confidence = rng.uniform(0.0, 1.0), rng.uniform(0.0, 1.0)
        margin = outside - confidence
        answerable = margin < -0.1 if sum(s.answerable for s in signals) < 180 else False
        if not answerable and (margin < 0.1 or sum(not s.answerable for s in signals) >= 60):
            continue
        shown = outside if informative else rng.uniform(0.0, 1.0)
        signals.append(GateSignal(0.85, 1.0, answerable, confidence=confidence, outside=shown))
    return signals, [f"q{n}" for n in range(len(signals))]


def _outside_model() -> OutsideModel:
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(60, 8))
    fitted = fit_outside(vectors, [n % 3 == 0 for n in range(60)], [f"g{n}" for n in range(60)])
    assert fitted is not None
    return fitted[0]


def test_the_learned_gate_reads_the_out_of_scope_model_where_it_helps_though_no_bar_does():
    """The Constitution's calibration (eighteenth session): the thresholds found no bar on the
    out-of-scope model's probability worth setting, yet the learned gate weighing it refuses far
    more of another author's out-of-scope questions; it is kept, with the model the gate reads."""
    signals, groups = _with_outside(informative=True)
    no_bar = Thresholds(0.80, 0.0, 0.0, outside=1.0)
    thresholds, measured = choose_gate(no_bar, {}, signals, groups, [], _outside_model())
    assert thresholds.gate_model is not None and thresholds.outside_model is not None
    assert measured["cv_model_refusal_accuracy"] > 0.8
    assert thresholds.gate_model.refuses(GateSignal(0.85, 1.0, False, confidence=0.5, outside=0.9))
    assert not thresholds.gate_model.refuses(GateSignal(0.85, 1.0, True, confidence=0.5, outside=0.1))


def test_an_out_of_scope_model_that_tells_nothing_is_not_read():
    signals, groups = _with_outside(informative=False)
    thresholds, _ = choose_gate(
        Thresholds(0.80, 0.0, 0.0, outside=1.0), {}, signals, groups, [], _outside_model()
    )
    assert thresholds.outside_model is None


def test_the_gate_judges_turns_that_continue_the_topic_only_where_that_costs_nothing(tmp_path):
    """``rag calibrate --dialogues`` (eighteenth session): asked the dev dialogues' turns that
    continue the conversation's topic, a learned gate that refuses the out-of-scope ones and keeps
    every answerable one answered judges such turns too (stored with the calibration); one that
    would refuse answerable follow-ups with weak matches does not."""
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    model = fitted[0]
    answerable = [GateSignal(0.89, 1.0, True, confidence=0.8)] * 40
    outside = [GateSignal(0.81, 1.0, False, confidence=0.1)] * 2
    judges, figures = judges_continuing(model, answerable + outside, 2.0)
    assert judges and figures["continuing_refused"] == 2 and figures["continuing_answered_rate"] == 1.0
    weak = [GateSignal(0.81, 1.0, True, confidence=0.1)] * 5  # elliptical follow-ups, weak on their own
    judges, figures = judges_continuing(model, answerable + weak + outside, 2.0)
    assert not judges and figures["continuing_answered_rate"] < 0.97
    path = tmp_path / "refusal.json"
    thresholds = Thresholds(0.5, 0.0, 0.5, gate_model=model, judges_continuing=True)
    save_calibration("biblioteca", "e5", thresholds, "d.jsonl", {}, path)
    loaded = calibrated("biblioteca", "e5", path)
    assert loaded is not None and loaded.judges_continuing
    save_calibration("biblioteca", "e5", Thresholds(0.5, 0.0, 0.5, gate_model=model), "d.jsonl", {}, path)
    assert not calibrated("biblioteca", "e5", path).judges_continuing


def test_a_gate_that_reads_closeness_backwards_is_told_apart():
    """Close to a known out-of-scope question must argue for refusing and close to an answerable
    one for answering; a gate fitted the other way round (topic-split authors, as in ``normas``
    during the eighteenth session's calibration) is detected so ``rag calibrate`` refits without it."""
    signals, groups = _signals()
    fitted = fit_gate(signals, groups)
    assert fitted is not None
    model = fitted[0]
    right = dataclasses.replace(model, weights=(*model.weights[:-2], 0.8, -0.6))
    backwards = dataclasses.replace(model, weights=(*model.weights[:-2], 0.8, 0.5))
    assert not right.reads_closeness_backwards and backwards.reads_closeness_backwards
    assert dataclasses.replace(model, weights=(*model.weights[:-2], -0.3, -0.6)).reads_closeness_backwards
    assert not model.reads_closeness_backwards  # fitted without known questions: no closeness read


def test_authors_who_split_the_topics_give_no_known_questions():
    """`normas`: the Constitution's questions by one author, the laws' by another. Compared only with
    the other author's questions, every answerable one looks far from anything known, and a gate
    reading that would refuse answerable questions: no known questions where authors split the
    norms; the library's authors all write over the same norms."""
    split = [("constitución", "BOE-A-1978-31229")] * 5 + [("leyes", "BOE-A-2015-10565")] * 5
    assert not authors_share_topics(split)
    shared = [(f"autor-{n % 3}", f"norma-{n % 4}") for n in range(24)]
    assert authors_share_topics(shared)
    # one author mostly alone on its norms is enough to refuse the comparison
    assert not authors_share_topics([*shared, *[("autor-solo", "norma-rara")] * 3, ("autor-solo", "norma-0")])
    assert not authors_share_topics([])
