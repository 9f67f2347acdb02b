"""Refusal thresholds per corpus: calibrated on a dev set for bundled corpora, derived from off-topic
probes for any other, and ``RAG_REFUSAL_*`` as explicit overrides."""

from __future__ import annotations

import json

import pytest

from rag.core.config import SHIPPED_DATA, Settings
from rag.evaluate.dataset import read_dataset
from rag.search.calibration import (
    CALIBRATION_FILE,
    GateSignal,
    Thresholds,
    calibrated,
    from_probes,
    read_probes,
    refuses,
    save_calibration,
)
from rag.search.threshold_grid import calibrate


def test_calibration_refuses_most_out_of_scope_while_answering_95_percent():
    """The chosen thresholds keep ≥ 95 % of answerable questions answered and refuse as many
    out-of-scope ones as that allows (here: all but the one more similar than an answerable)."""
    answerable = [GateSignal(0.86 + i / 1000, 1.0, True) for i in range(40)]
    out_of_scope = [GateSignal(s, c, False) for s, c in ((0.80, 1.0), (0.83, 0.2), (0.85, 1.0), (0.87, 1.0))]
    thresholds, measured = calibrate(answerable + out_of_scope, "set.jsonl")
    assert measured == {"refusal_accuracy": 0.75, "answered_rate": 1.0}
    assert [refuses(thresholds, s) for s in out_of_scope] == [True, True, True, False]
    assert not any(refuses(thresholds, s) for s in answerable)
    assert thresholds.source == "calibrado con set.jsonl"


def test_calibration_uses_disagreement_and_keeps_the_example_questions_answered():
    """Out-of-scope questions as similar as answerable ones are told apart when dense and keyword
    search disagree; a required (example) question is never refused, whatever it costs."""
    answerable = [GateSignal(0.84 + i / 1000, 1.0, True, agreement=True) for i in range(40)]
    out_of_scope = [
        GateSignal(0.85, 1.0, False, agreement=False),
        GateSignal(0.86, 1.0, False, agreement=False),
    ]
    thresholds, measured = calibrate(answerable + out_of_scope, "set.jsonl")
    assert measured["refusal_accuracy"] == 1.0 and measured["answered_rate"] == 1.0
    assert thresholds.disagreement_similarity > 0.86
    example = GateSignal(0.87, 1.0, True, agreement=False)
    kept, _ = calibrate(answerable + out_of_scope, "set.jsonl", required=[example])
    assert not refuses(kept, example)


def test_calibration_needs_both_kinds_of_question():
    with pytest.raises(ValueError, match="out-of-scope"):
        calibrate([GateSignal(0.9, 1.0, True)], "x")


def test_saved_calibration_is_read_back_per_corpus_and_model(tmp_path):
    path = tmp_path / "refusal.json"
    save_calibration(
        "leyes", "e5", Thresholds(0.85, 0.0, 0.85), "leyes-dev.jsonl", {"answered_rate": 0.96}, path
    )
    save_calibration("constitucion", "e5", Thresholds(0.83, 0.6, 0.85), "dev.jsonl", {}, path)
    assert calibrated("leyes", "e5", path) == Thresholds(
        0.85, 0.0, 0.85, 0.0, "calibrado con leyes-dev.jsonl"
    )
    assert calibrated("leyes", "openai", path) is None  # another model's similarities differ
    assert calibrated("mi-carpeta", "e5", path) is None
    assert json.loads(path.read_text())["constitucion"]["e5"]["dataset"] == "dev.jsonl"


def test_a_corrupt_calibration_file_falls_back_with_a_warning(tmp_path, caplog):
    path = tmp_path / "refusal.json"
    path.write_text("{not json", encoding="utf-8")
    assert calibrated("leyes", "e5", path) is None
    assert "unreadable" in caplog.text


def test_probe_thresholds_follow_the_corpus():
    """A corpus that off-topic questions get closer to refuses at a higher similarity."""
    near, far = from_probes([0.80, 0.82, 0.84, 0.86]), from_probes([0.70, 0.72, 0.74, 0.76])
    assert near.similarity > far.similarity
    assert near.coverage_similarity > near.similarity
    assert len(read_probes()) >= 30


def test_the_bundled_corpora_have_calibrated_thresholds():
    """Every bundled corpus is calibrated for the default embeddings, each with its own numbers."""
    entries = json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))
    model = "e5-small-q4"
    for corpus in ("constitucion", "leyes", "normas"):
        entry = entries[corpus][model]
        assert entry["answered_rate"] >= 0.95 and 0 < entry["refusal_accuracy"] <= 1
    assert entries["constitucion"][model]["similarity"] != entries["leyes"][model]["similarity"]


def test_settings_override_any_threshold():
    base = Thresholds(0.85, 0.0, 0.85, "calibrado con leyes-dev.jsonl")
    assert base.overridden(Settings()) == base
    override = base.overridden(Settings(refusal_similarity=0.9))
    assert (override.similarity, override.coverage, override.coverage_similarity) == (0.9, 0.0, 0.85)
    assert override.source.endswith("RAG_REFUSAL_*")


def test_corpora_refuse_with_their_own_thresholds(real_pipeline, settings):
    """The Constitution's collection carries the thresholds calibrated for it."""
    assert real_pipeline.thresholds.source.startswith("calibrado con")


def test_the_laws_refuse_off_topic_questions_and_answer_real_ones(real_laws, real_settings):
    """With the laws' own thresholds: the weather is refused, naming the nearest precepts; a
    transfer to another city is answered from the Estatuto's geographic mobility article."""
    chain = real_laws.chain(real_settings, None, "hybrid", 5)
    weather = chain.ask("¿Qué tiempo hará mañana en Sevilla?")
    assert weather.refused and weather.answer.startswith("No encuentro esto en las leyes consolidadas")
    assert "Lo más cercano que he encontrado:" in weather.answer
    moving = chain.ask("¿Me pueden cambiar de ciudad de trabajo?")
    assert not moving.refused
    first = moving.citations[0]
    assert (first.norm_id, first.article_id) == ("BOE-A-2015-11430", "art-40")
    assert first.label.startswith("Estatuto de los Trabajadores, art. 40")
    assert real_laws.thresholds.source == "calibrado con leyes-dev.jsonl + leyes-dev-fuera.jsonl"


def test_calibration_uses_the_learned_rankings_confidence():
    """Out-of-scope questions as similar as answerable ones, whose first precept the learned ranking
    doubts, are refused by a confidence threshold that keeps every answerable question answered;
    questions ranked without confidence (other rankings) are never refused by it."""
    answerable = [GateSignal(0.84 + i / 1000, 1.0, True, confidence=0.4 + i / 100) for i in range(40)]
    out_of_scope = [
        GateSignal(0.86, 1.0, False, confidence=0.12),
        GateSignal(0.87, 1.0, False, confidence=0.18),
    ]
    thresholds, measured = calibrate(answerable + out_of_scope, "set.jsonl")
    assert measured == {"refusal_accuracy": 1.0, "answered_rate": 1.0}
    assert 0.18 < thresholds.confidence <= 0.4
    assert not refuses(thresholds, GateSignal(0.86, 1.0, True, confidence=None))


def test_the_confidence_threshold_is_saved_and_overridden(tmp_path, monkeypatch):
    """refusal.json keeps the confidence threshold; RAG_REFUSAL_CONFIDENCE overrides it."""
    path = tmp_path / "refusal.json"
    save_calibration("leyes", "e5", Thresholds(0.85, 0.0, 0.85, confidence=0.2), "d.jsonl", {}, path)
    loaded = calibrated("leyes", "e5", path)
    assert loaded is not None and loaded.confidence == 0.2
    monkeypatch.setenv("RAG_REFUSAL_CONFIDENCE", "0.35")
    assert loaded.overridden(Settings.from_env()).confidence == 0.35


CONSTITUTION = frozenset({"BOE-A-1978-31229"})


def test_a_corpus_filtered_to_a_bundled_one_refuses_like_it(real_pipeline, real_normas, real_settings):
    """The law filter narrowing the combined corpus to the Constitution gates with the Constitution's
    calibration and measures vocabulary coverage in the Constitution only: its dev questions are
    answered or refused as in the Constitution's own corpus, all but a few (≤ 3 %: the learned
    ranking's confidence is read among the combined corpus's candidates, and the learned gate of
    the fifteenth session weighs it, 5 of 187; with the thresholds, ≤ 2 %; with the combined
    corpus's own thresholds 15 of 187 were decided otherwise)."""
    settings = Settings(data_dir=real_settings.data_dir)
    alone = real_pipeline.retriever(settings.retriever, 5, settings=settings)
    filtered = real_normas.retriever(settings.retriever, 5, norms=CONSTITUTION, settings=settings)
    assert filtered.thresholds == alone.thresholds
    rows = [row for row in read_dataset(SHIPPED_DATA / "eval" / "dev.jsonl") if not row.history]
    differing = [
        row.question
        for row in rows
        if bool(alone.retrieve(row.question).refusal) != bool(filtered.retrieve(row.question).refusal)
    ]
    assert len(differing) <= 0.03 * len(rows), differing
    assert sum(bool(alone.retrieve(row.question).refusal) for row in rows) > 0  # the gate is not idle


def test_the_library_filtered_to_the_constitution_answers_the_foreigners_vote_question(
    real_biblioteca, real_pipeline, real_settings
):
    """Chosen in "Buscar en", the Constitution alone answers its own example question from art. 13.2
    (the library's thresholds, calibrated on 41 norms' questions, refused it)."""
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k, norms=CONSTITUTION)
    answer = chain.ask("¿Pueden votar los extranjeros en las elecciones municipales?")
    assert not answer.refused, answer.answer
    assert answer.citations[0].label == "Constitución Española, art. 13.2", answer.answer
    whole = real_biblioteca.retriever(settings.retriever, 5, settings=settings)
    assert whole.within(CONSTITUTION).thresholds == real_pipeline.thresholds
    # an ámbito is no bundled corpus: the library's own thresholds
    assert whole.within(frozenset(real_biblioteca.ambitos()["Vivienda"])).thresholds == whole.thresholds
