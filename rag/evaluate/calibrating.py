"""``rag calibrate``: choose a bundled corpus's refusal thresholds on its dev set and record them in
``data/calibration/refusal.json`` (see ``rag.search.calibration``)."""

from __future__ import annotations

from pathlib import Path

from rag.answer.conversation import offline_standalone
from rag.evaluate.dataset import EvalRow
from rag.pipeline import Pipeline
from rag.search.calibration import GateSignal, Thresholds, calibrate, save_calibration


def gate_signals(pipeline: Pipeline, rows: list[EvalRow] | list[str]) -> list[GateSignal]:
    """What the gate sees of each row that it decides on (look-ups of named precepts skip it)."""
    retriever = pipeline.retriever("hybrid", 5)
    signals = []
    for row in rows:
        if isinstance(row, str):  # an example question: answerable by construction
            row = EvalRow("example", row, [])
        query = offline_standalone(row.question, row.history)
        result = retriever.search(query)
        if not result.lookup:
            signals.append(
                GateSignal(result.top_similarity, result.coverage, row.answerable, result.agreement)
            )
    return signals


def calibrate_corpus(
    pipeline: Pipeline, embedding: str, rows: list[EvalRow], datasets: list[str], path: Path
) -> tuple[Thresholds, dict[str, float]]:
    """Calibrate on ``rows`` and save the thresholds for the pipeline's corpus and model."""
    dataset = " + ".join(datasets)
    required = gate_signals(pipeline, list(pipeline.corpus.examples))
    thresholds, measured = calibrate(gate_signals(pipeline, rows), dataset, required)
    save_calibration(pipeline.corpus.name, embedding, thresholds, dataset, measured, path)
    return thresholds, measured
