"""``rag calibrate``: choose a bundled corpus's refusal thresholds on its dev set, fit its
out-of-scope model on the same questions (``rag.search.outside``), and record both in
``data/calibration/refusal.json`` (see ``rag.search.calibration``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rag.core.config import Settings
from rag.evaluate.adapting import TrainedAdapter
from rag.evaluate.dataset import EvalRow
from rag.evaluate.examples import AdapterFor, MemoryFor
from rag.evaluate.remembering import AUTHORS, held_out
from rag.pipeline import Pipeline
from rag.search.adapter import ADAPTER_DIR, QueryAdapter
from rag.search.calibration import GateSignal, Thresholds, read_probes, refuses, save_calibration
from rag.search.gate_model import cost, cross_validated, fit_gate, judges_continuing
from rag.search.learned import is_learned, shipped_model
from rag.search.memory import MEMORY_DIR, QuestionMemory
from rag.search.outside import OutsideModel, fit_outside, fold_of
from rag.search.precedents import KnownQuestions, authors_share_topics, held_out_closeness, several_authors
from rag.search.table import normalised
from rag.search.threshold_grid import ANSWER_WEIGHT, calibrate


def held_out_adapters(sources: list[tuple[EvalRow, str]], folder: Path = ADAPTER_DIR) -> AdapterFor | None:
    """For rows of the named dev files, the query adapter fitted without each (``rag train-ranker``
    keeps the cross-validation's adapters in ``folder``); None when no adapter ships
    (the gate then sees every question as the search does) or it has no folds."""
    try:
        adapter = QueryAdapter.load(folder)
    except FileNotFoundError:
        return None
    trained = TrainedAdapter.read_folds(adapter, folder)
    if trained is None:
        return None
    names = {id(row): name for row, name in sources}
    return lambda row: trained.held_out(names.get(id(row), ""), row)


def held_out_memories(sources: list[tuple[EvalRow, str]], folder: Path = MEMORY_DIR) -> MemoryFor | None:
    """For rows of the named dev files, the known questions of other authors (``rag train-ranker``
    keeps them in ``folder``): the ranker's confidence in a dev question is then what it would be
    for a stranger's; None when no memory ships."""
    try:
        memory = QuestionMemory.load(folder)
    except FileNotFoundError:
        return None
    names = {id(row): name for row, name in sources}
    return lambda row: held_out(memory, names.get(id(row), ""), row)


AuthorFor = Callable[[EvalRow], str]


def held_out_authors(sources: list[tuple[EvalRow, str]]) -> AuthorFor:
    """Who wrote each dev row (``rag.evaluate.remembering.AUTHORS``; a set not listed there is its
    own author): the gate compares a dev question only with other authors' questions."""
    names = {id(row): name for row, name in sources}
    return lambda row: AUTHORS.get(names.get(id(row), ""), names.get(id(row), ""))


def gate_inputs(
    pipeline: Pipeline,
    rows: list[EvalRow] | list[str],
    settings: Settings,
    adapter_for: AdapterFor | None = None,
    memory_for: MemoryFor | None = None,
    author_for: AuthorFor | None = None,
    continuing: bool = False,
) -> list[tuple[GateSignal, np.ndarray, str, str]]:
    """What the gate sees of each row that it decides on, retrieved as the chain retrieves it with
    the default retriever (look-ups of named precepts, and turns that continue the conversation's
    topic, skip it; with ``continuing``, only those turns). A dev question the learned ranker was
    trained on counts with the confidence a model that never saw it gave it (``rag train-ranker``
    records them), and with ``adapter_for`` its similarities through a query adapter that never saw
    it either; ``memory_for`` gives the known questions it may recall (other authors' only). With
    each signal: the question's embedding as it comes (what the out-of-scope model reads), its group (its
    dialogue, else itself) and its author (``author_for``; else its group)."""
    chain = pipeline.chain(settings, None, settings.retriever, settings.k)
    model = shipped_model() if is_learned(settings.retriever) else None
    unseen = model.meta.get("out_of_fold_confidence", {}) if model is not None else {}
    signals = []
    search = pipeline.search
    shipped, remembered = search.adapter, search.memory
    try:
        for row in rows:
            if isinstance(row, str):  # an example question: answerable by construction
                row = EvalRow("example", row, [])
            search.use_adapter(adapter_for(row) if adapter_for is not None else shipped)
            search.use_memory(memory_for(row) if memory_for is not None else remembered)
            understood = chain.understand(row.question, chain.recall_precepts(row.history))
            result = chain.retrieve(understood)
            if result.lookup or result.continues != continuing:
                continue
            signal = GateSignal.of(result, row.question, row.answerable)
            if signal.confidence is not None and row.answerable:
                confidence = unseen.get(f"{pipeline.corpus.name}/{row.id}", signal.confidence)
                signal = dataclasses.replace(signal, confidence=confidence)
            group = row.dialogue or row.id
            author = author_for(row) if author_for is not None else group
            signals.append((signal, search.scope_vector(understood.standalone), group, author))
    finally:
        search.use_adapter(shipped)  # the search reads questions as before
        search.use_memory(remembered)
    return signals


def calibrate_corpus(
    pipeline: Pipeline,
    embedding: str,
    rows: list[EvalRow],
    datasets: list[str],
    path: Path,
    settings: Settings,
    adapter_for: AdapterFor | None = None,
    memory_for: MemoryFor | None = None,
    author_for: AuthorFor | None = None,
    dialogues: list[EvalRow] | None = None,
) -> tuple[Thresholds, dict[str, Any]]:
    """Calibrate on ``rows`` and save the thresholds for the pipeline's corpus and model
    (``adapter_for``, ``memory_for``, ``author_for``: the query adapter each row is asked through,
    the known questions it recalls, who wrote it; see ``gate_inputs``). The turns of ``dialogues``
    (dev dialogues) that continue the conversation's topic say whether the learned gate judges
    such turns too (``continuing_verdict``)."""
    dataset = " + ".join(datasets)
    examples = gate_inputs(pipeline, list(pipeline.corpus.examples), settings)
    inputs = gate_inputs(pipeline, rows, settings, adapter_for, memory_for, author_for)
    probes = [EvalRow(f"fuera-de-tema-{n}", q, [], answerable=False) for n, q in enumerate(read_probes())]
    fitted = fit_outside_model([*inputs, *gate_inputs(pipeline, probes, settings)])
    model = fitted[0] if fitted else None
    # each dev question judged by the model fitted without it; the examples by the final one; no
    # closeness read from the known questions shipped (they hold the question itself): it is
    # computed below, held out, where this calibration keeps known questions
    signals = [
        _unknown(dataclasses.replace(signal, outside=float(fitted[1][n]) if fitted else None))
        for n, (signal, _, _, _) in enumerate(inputs)
    ]
    required = [
        _unknown(dataclasses.replace(signal, outside=model.probability(vector) if model else None))
        for signal, vector, _, _ in examples
    ]
    thresholds, measured = calibrate(signals, dataset, required)
    groups = [group for _, _, group, _ in inputs]
    authored = [(author_for(r) if author_for else r.dialogue or r.id, r.norm) for r in rows if r.answerable]
    known = _known_questions(inputs) if authors_share_topics(authored) else None
    if known is not None:  # each dev question compared with other folds' and other authors'
        closeness = held_out_closeness(
            np.stack([vector for _, vector, _, _ in inputs]),
            [not s.answerable for s in signals],
            [fold_of(group) for group in groups],
            [author for _, _, _, author in inputs],
        )
        signals = [
            dataclasses.replace(s, closest_outside=c.outside, closest_answerable=c.answerable)
            for s, c in zip(signals, closeness, strict=True)
        ]
        vectors = [vector for _, vector, _, _ in examples]
        required = [_with_closeness(s, v, known) for s, v in zip(required, vectors, strict=True)]
    rules, measured_rules = thresholds, measured
    thresholds, measured = choose_gate(rules, measured_rules, signals, groups, required, model)
    if thresholds.gate_model is not None and known is not None:
        if thresholds.gate_model.reads_closeness_backwards:  # the known questions are left out
            apart, needed = [_unknown(s) for s in signals], [_unknown(s) for s in required]
            thresholds, measured = choose_gate(rules, measured_rules, apart, groups, needed, model)
        else:
            thresholds = dataclasses.replace(thresholds, known=known)
    if dialogues and thresholds.gate_model is not None:
        turns = gate_inputs(pipeline, dialogues, settings, adapter_for, memory_for, continuing=True)
        thresholds, measured = continuing_verdict(thresholds, measured, turns)
    save_calibration(pipeline.corpus.name, embedding, thresholds, dataset, measured, path)
    return thresholds, measured


def continuing_verdict(
    thresholds: Thresholds,
    measured: dict[str, Any],
    turns: list[tuple[GateSignal, np.ndarray, str, str]],
) -> tuple[Thresholds, dict[str, Any]]:
    """``thresholds`` judging turns that continue the conversation's topic where its learned gate,
    asked those turns of the dev dialogues (``gate_inputs(continuing=True)``: signals read with
    this calibration's out-of-scope model and known questions), refuses the out-of-scope ones at
    the calibration's cost and keeps the answerable ones answered (``judges_continuing``)."""
    gate = thresholds.gate_model
    if gate is None or not turns:
        return thresholds, measured
    signals = []
    for signal, vector, _, _ in turns:  # closeness to this calibration's known questions only
        signal = _unknown(dataclasses.replace(signal, outside=thresholds.outside_probability(vector)))
        signals.append(_with_closeness(signal, vector, thresholds.known) if thresholds.known else signal)
    judges, figures = judges_continuing(gate, signals, ANSWER_WEIGHT)
    return dataclasses.replace(thresholds, judges_continuing=judges), {**measured, **figures}


def choose_gate(
    thresholds: Thresholds,
    measured: dict[str, Any],
    signals: list[GateSignal],
    groups: list[str],
    required: list[GateSignal],
    model: OutsideModel | None,
) -> tuple[Thresholds, dict[str, Any]]:
    """The thresholds or the learned gate (``_learned_or_rules``), and whether the gate reads the
    out-of-scope model's probability (``signals``' ``outside``). Where the thresholds' bar refuses
    something, it does. Where it refuses nothing (the model alone reads "¿cuántos días de
    vacaciones…?" as leisure), the learned gate, weighing it with the other signals, may still
    gain from it: it is kept only where the learned gate reading it cross-validates better than
    the gate chosen without it (the Constitution's since the eighteenth session). The gate reads
    no probability it would not use."""
    if model is not None and thresholds.outside < 1.0:
        with_model = dataclasses.replace(thresholds, outside_model=model)
        chosen, measured, _ = _learned_or_rules(with_model, measured, signals, groups, required)
        return chosen, measured
    blind = [dataclasses.replace(signal, outside=None) for signal in signals]
    blind_required = [dataclasses.replace(signal, outside=None) for signal in required]
    best = _learned_or_rules(thresholds, measured, blind, groups, blind_required)
    if model is not None:
        with_model = dataclasses.replace(thresholds, outside_model=model)
        reading = _learned_or_rules(with_model, measured, signals, groups, required)
        if reading[0].gate_model is not None and reading[2] > best[2]:
            best = reading
    return best[0], best[1]


def _known_questions(inputs: list[tuple[GateSignal, np.ndarray, str, str]]) -> KnownQuestions | None:
    """The dev questions the learned gate will compare a question with, where their authors let a
    dev question be compared with another author's out-of-scope ones (else the closeness would be
    0 for every one of them and the model could learn nothing from it)."""
    if not inputs:
        return None
    outside = [not s.answerable for s, _, _, _ in inputs]
    if not several_authors([author for _, _, _, author in inputs], outside):
        return None
    vectors = normalised(np.stack([vector for _, vector, _, _ in inputs]))
    rounded = vectors.astype(np.float16).astype(np.float32)  # as stored and read back
    return KnownQuestions(rounded, np.asarray(outside, dtype=bool))


def _unknown(signal: GateSignal) -> GateSignal:
    """The signal without closeness to known questions."""
    return dataclasses.replace(signal, closest_outside=None, closest_answerable=None)


def _with_closeness(signal: GateSignal, vector: np.ndarray, known: KnownQuestions) -> GateSignal:
    closeness = known.closeness(normalised(vector[np.newaxis, :])[0])
    if closeness is None:
        return signal
    return dataclasses.replace(
        signal, closest_outside=closeness.outside, closest_answerable=closeness.answerable
    )


def _learned_or_rules(
    thresholds: Thresholds,
    measured: dict[str, Any],
    signals: list[GateSignal],
    groups: list[str],
    required: list[GateSignal],
) -> tuple[Thresholds, dict[str, Any], float]:
    """The learned gate (``rag.search.gate_model``) where, cross-validated on the dev questions
    (a dialogue in one fold), it scores better than the thresholds chosen the same way, at the
    calibration's own cost; the thresholds otherwise. ``measured`` gains both cross-validated rates;
    the chosen gate's cross-validated cost comes third."""

    def rules_from(train: Sequence[GateSignal]) -> Callable[[GateSignal], bool]:
        chosen, _ = calibrate(train, "", required)
        return lambda signal: refuses(chosen, signal)

    by_rules = cross_validated(signals, groups, rules_from)
    fitted = fit_gate(signals, groups, required)
    rates = {"cv_rules_" + key: value for key, value in _rates(signals, by_rules).items()}
    rules_score = cost(signals, by_rules, ANSWER_WEIGHT)
    if fitted is None:
        return thresholds, {**measured, **rates, "gate": "rules"}, rules_score
    gate, by_model = fitted
    rates |= {"cv_model_" + key: value for key, value in _rates(signals, by_model).items()}
    model_score = cost(signals, by_model, ANSWER_WEIGHT)
    if model_score <= rules_score:
        return thresholds, {**measured, **rates, "gate": "rules"}, rules_score
    learned = dataclasses.replace(thresholds, gate_model=gate)
    answerable = [s for s in signals if s.answerable]
    out_of_scope = [s for s in signals if not s.answerable]
    in_sample = {
        "refusal_accuracy": round(sum(gate.refuses(s) for s in out_of_scope) / len(out_of_scope), 4),
        "answered_rate": round(sum(not gate.refuses(s) for s in answerable) / len(answerable), 4),
    }
    return learned, {**measured, **in_sample, **rates, "gate": "model"}, model_score


def _rates(signals: list[GateSignal], refused: np.ndarray) -> dict[str, float]:
    outside = np.asarray([not s.answerable for s in signals], dtype=bool)
    return {
        "refusal_accuracy": round(float(refused[outside].mean()), 4),
        "answered_rate": round(float(1.0 - refused[~outside].mean()), 4),
    }


def fit_outside_model(
    inputs: list[tuple[GateSignal, np.ndarray, str, str]],
) -> tuple[OutsideModel, np.ndarray] | None:
    """The out-of-scope model fitted on ``inputs`` (the dev questions first, then the off-topic
    probes), with each input's out-of-fold probability; None with too few out-of-scope ones."""
    if not inputs:
        return None
    vectors = np.stack([vector for _, vector, _, _ in inputs])
    return fit_outside(vectors, [not s.answerable for s, _, _, _ in inputs], [g for _, _, g, _ in inputs])
