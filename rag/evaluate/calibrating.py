"""``rag calibrate``: choose a bundled corpus's refusal thresholds on its dev set and record them in
``data/calibration/refusal.json`` (see ``rag.search.calibration``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from rag.core.config import Settings
from rag.evaluate.dataset import EvalRow
from rag.pipeline import Pipeline
from rag.search.calibration import GateSignal, Thresholds, calibrate, save_calibration
from rag.search.learned import is_learned, shipped_model


def gate_signals(pipeline: Pipeline, rows: list[EvalRow] | list[str], settings: Settings) -> list[GateSignal]:
    """What the gate sees of each row that it decides on, retrieved as the chain retrieves it with
    the default retriever (look-ups of named precepts, and turns that continue the conversation's
    topic, skip it). A dev question the learned ranker was trained on counts with the confidence a
    model that never saw it gave it (``rag train-ranker`` records them)."""
    chain = pipeline.chain(settings, None, settings.retriever, settings.k)
    model = shipped_model() if is_learned(settings.retriever) else None
    unseen = model.meta.get("out_of_fold_confidence", {}) if model is not None else {}
    signals = []
    for row in rows:
        if isinstance(row, str):  # an example question: answerable by construction
            row = EvalRow("example", row, [])
        result = chain.retrieve(chain.understand(row.question, chain.recall_precepts(row.history)))
        if result.lookup or result.continues:
            continue
        signal = GateSignal.of(result, row.question, row.answerable)
        if signal.confidence is not None and row.answerable:
            confidence = unseen.get(f"{pipeline.corpus.name}/{row.id}", signal.confidence)
            signal = dataclasses.replace(signal, confidence=confidence)
        signals.append(signal)
    return signals


def calibrate_corpus(
    pipeline: Pipeline,
    embedding: str,
    rows: list[EvalRow],
    datasets: list[str],
    path: Path,
    settings: Settings,
) -> tuple[Thresholds, dict[str, float]]:
    """Calibrate on ``rows`` and save the thresholds for the pipeline's corpus and model."""
    dataset = " + ".join(datasets)
    required = gate_signals(pipeline, list(pipeline.corpus.examples), settings)
    thresholds, measured = calibrate(gate_signals(pipeline, rows, settings), dataset, required)
    save_calibration(pipeline.corpus.name, embedding, thresholds, dataset, measured, path)
    return thresholds, measured
