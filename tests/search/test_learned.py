"""The learned ranker: its committed artefact, what it reads, how it ranks the real index, and
training it again (on a few dev rows, into a temporary folder)."""

from __future__ import annotations

import json
import os
from collections import Counter

import numpy as np
import pytest

import rag.search.learned as learned_module
import rag.search.rankers as rankers_module
from rag.core.asked import asked_unit
from rag.core.config import SHIPPED_DATA
from rag.core.results import Understood
from rag.evaluate.dataset import read_dataset
from rag.evaluate.examples import data_hash, examples_from_rows, ranker_files
from rag.evaluate.training import Family, folds_of, precision_at_1, train
from rag.search.evidence import PreceptProfile
from rag.search.features import FEATURES
from rag.search.learned import RANKER_DIR, Calibration, RankerModel, lead_over_others, shipped_model
from rag.search.rankers import bm25, dense, dense_and_bm25, ranker_names
from rag.search.trees import TreeEnsemble

CONSTITUTION = "BOE-A-1978-31229"


def test_the_artefact_was_trained_on_the_data_it_names():
    """The committed model's data hash is the hash of today's dev sets and corpora (and of the query
    adapter its similarity features read through and the known questions it recalls, where they
    ship): a changed dev set or law without `rag train-ranker` fails here."""
    meta = json.loads((RANKER_DIR / "ranker.json").read_text(encoding="utf-8"))
    assert meta["data_hash"] == data_hash(ranker_files(RANKER_DIR)), "run `rag train-ranker`"


def test_the_artefact_is_text_and_reads_only_named_features():
    """ranker.json, LightGBM's model.txt, the query adapter with its folds, the known questions and
    their norm router (no pickle); every feature it reads is a documented function of
    rag/search/features.py, and the report's figures say why it is the default."""
    shipped = [
        "adapter-folds.npy",
        "adapter.json",
        "adapter.npy",
        "memory.json",
        "memory.npy",
        "model.txt",
        "ranker.json",
        "router.json",
        "router.npy",
    ]
    assert sorted(p.name for p in RANKER_DIR.iterdir()) == shipped
    model = shipped_model()
    assert model is not None and model.family in ("lightgbm", "linear")
    assert model.features == list(FEATURES)
    assert all(FEATURES[name].__doc__ for name in model.features)
    report = model.meta["report"]
    assert report["default"] is True and report["families"][report["chosen"]]["all"] > report["hybrid"]["all"]
    assert 0 < model.margin < 0.5
    assert set(model.meta["importance"]) == set(model.features)


def test_learned_is_registered_after_the_fusions_it_builds_on():
    """Selectable wherever a retriever is: the registry lists it with the others."""
    assert ranker_names() == ("hybrid", "dense", "bm25", "learned")


@pytest.mark.parametrize(
    ("scores", "leads"),
    [([3.0, 1.0, 0.5], [2.0, -2.0, -2.5]), ([1.0], [0.0]), ([2.0, 2.0], [0.0, 0.0])],
)
def test_lead_over_the_best_other_candidate(scores, leads):
    """The first's lead is over the second; every other's is below the first."""
    assert lead_over_others(np.asarray(scores)).tolist() == leads


def test_calibrated_probabilities_rise_with_score_and_lead():
    """A higher score and a larger lead give a higher probability, always between 0 and 1."""
    probabilities = Calibration(1.0, 2.0, -1.0).probabilities(np.asarray([2.0, 1.0, -1.0]))
    assert list(probabilities) == sorted(probabilities, reverse=True)
    assert all(0 < p < 1 for p in probabilities)


def test_the_example_question_gets_its_article_first_with_a_probability(real_pipeline):
    """The app's first example: art. 13 first (the hybrid fusion puts art. 68 first), with the
    calibrated probability of answering as its score and the result's confidence."""
    question = "¿Pueden votar los extranjeros en las elecciones municipales?"
    result = real_pipeline.retriever("learned", 5).search(question)
    assert result.hits[0].doc_id == f"{CONSTITUTION}:art-13"
    assert result.confidence == result.hits[0].score and 0.5 < result.confidence < 1
    assert [hit.score for hit in result.hits if not hit.referenced] == sorted(
        (hit.score for hit in result.hits if not hit.referenced), reverse=True
    )
    assert real_pipeline.retriever("hybrid", 5).search(question).confidence is None


def test_a_named_precept_has_no_confidence(real_pipeline):
    """A look-up is answered by name: the ranking's probability does not apply."""
    result = real_pipeline.retriever("learned", 5).search("¿Qué dice el artículo 47?")
    assert result.lookup and result.confidence is None and not result.doubt


def test_the_ranking_reads_the_previous_turn(real_pipeline):
    """The same words rank the previous turn's precept higher when the question follows it."""
    search = real_pipeline.search
    text = "¿Y me tienen que dar un abogado? (detenido policía)"
    alone = [r.doc_id for r in search.rank("learned", Understood(text, text), 5)]
    previous = f"{CONSTITUTION}:art-17"
    follows = Understood("¿Y me tienen que dar un abogado?", text, None, (previous,))
    after = [r.doc_id for r in search.rank("learned", follows, 5)]
    assert previous in after
    assert after.index(previous) <= (alone.index(previous) if previous in alone else 99)
    assert after[0] == previous


def test_without_a_model_learned_ranks_as_hybrid(real_pipeline, monkeypatch):
    """No artefact in data/ranker/: the learned ranking is the hybrid one, and the pipeline says so."""
    monkeypatch.setattr(learned_module, "shipped_model", lambda: None)
    question = "¿Tengo derecho a hacer huelga?"
    search = real_pipeline.search
    assert [r.doc_id for r in search.rank("learned", question, 5)] == [
        r.doc_id for r in search.rank("hybrid", question, 5)
    ]
    assert real_pipeline.ranks_as("learned") == "hybrid"
    assert real_pipeline.retriever("learned", 5).search(question).confidence is None


def test_with_the_model_the_pipeline_ranks_as_asked(real_pipeline):
    """On the articulos index with the shipped model, learned is learned."""
    assert real_pipeline.ranks_as("learned") == "learned"
    assert real_pipeline.ranks_as("dense") == "dense"


def test_folds_keep_a_dialogue_together():
    """Rows of one dialogue (and one question asked in several corpora) share a fold."""

    class Row:
        def __init__(self, group: str) -> None:
            self.group = group

    rows = [Row("dlg-dev-001"), Row("dlg-dev-001"), Row("dev-003"), Row("dev-003")]
    folds = folds_of(rows)  # type: ignore[arg-type]
    assert folds[0] == folds[1] and folds[2] == folds[3]


def test_training_writes_a_model_that_loads_and_ranks(real_pipeline, real_settings, tmp_path):
    """`train` on dev rows of the Constitution: cross-validated figures, a text artefact that loads
    (LightGBM and the linear family) and ranks the candidates of a question."""
    rows = read_dataset(SHIPPED_DATA / "eval" / "dev.jsonl")[:60]
    examples = examples_from_rows(real_pipeline, real_settings, rows, "constitucion")
    assert 40 < len(examples) <= 60 and all(e.features.shape[1] == len(FEATURES) for e in examples)
    for family in (
        Family("lightgbm", {"rounds": 20, "num_leaves": 4, "learning_rate": 0.1, "min_data_in_leaf": 5}),
        Family("linear", {"C": 1.0}),
    ):
        folder = tmp_path / family.name
        report = train(examples, "hash-of-test-data", folder, families=(family,))
        assert report.chosen == family.label and report.questions == len(examples)
        assert 0 <= report.hybrid["all"] <= 1 and report.recall["all"] > 0.9
        model = RankerModel.load(folder)
        assert model.meta["data_hash"] == "hash-of-test-data" and model.family == family.name
        assert set(model.meta["out_of_fold_confidence"]) == {e.question_id for e in examples}
        ranked = learned_module.rerank(model, real_pipeline.search, Understood("¿huelga?", "¿huelga?"), 5)
        assert len({r.doc_id for r in ranked}) == len(ranked) >= 5
        assert all(0 <= r.score <= 1 for r in ranked)


def test_precision_counts_dev_questions_per_corpus_and_turn(real_pipeline, real_settings):
    """The cross-validation figure: share of dev questions whose best-scored candidate answers."""
    rows = read_dataset(SHIPPED_DATA / "eval" / "dev.jsonl")[:10]
    examples = examples_from_rows(real_pipeline, real_settings, rows, "constitucion")
    perfect = [e.labels.astype(float) for e in examples]  # scores that put a right precept first
    figures = precision_at_1(examples, perfect)
    answerable = sum(1 for e in examples if e.labels.any())
    assert figures["all"] == figures["corpus: constitucion"] == round(answerable / len(examples), 4)


def test_the_numpy_trees_score_exactly_as_lightgbm():
    """The committed model evaluated without LightGBM gives LightGBM's own scores."""
    import lightgbm

    text = (RANKER_DIR / "model.txt").read_text(encoding="utf-8")
    booster = lightgbm.Booster(model_str=text)
    matrix = np.random.default_rng(3).normal(size=(40, booster.num_feature())) * 2
    ours = shipped_model().trees.predict(matrix)  # type: ignore[union-attr]
    assert np.allclose(ours, booster.predict(matrix), atol=1e-9)


@pytest.mark.parametrize("zero_as_missing", [False, True])
def test_the_numpy_trees_send_missing_values_where_lightgbm_does(zero_as_missing):
    """A model trained on data with gaps (NaN, and zeros where the model counts them as missing)
    scores rows with gaps exactly as LightGBM does: each split sends them to its default side."""
    import lightgbm

    rng = np.random.default_rng(1)
    data = rng.normal(size=(600, 5))
    labels = (data[:, 0] + np.isnan(data[:, 1]) > 0).astype(int)
    data[rng.random(data.shape) < 0.2] = np.nan
    data[rng.random(data.shape) < 0.1] = 0.0
    params = {"objective": "binary", "verbose": -1, "num_leaves": 7, "min_data_in_leaf": 5}
    booster = lightgbm.train(
        params | {"zero_as_missing": zero_as_missing}, lightgbm.Dataset(data, labels), 30
    )
    trees = TreeEnsemble.from_text(booster.model_to_string())
    assert trees.has_missing
    rows = rng.normal(size=(50, 5))
    rows[rng.random(rows.shape) < 0.3] = np.nan
    rows[rng.random(rows.shape) < 0.2] = 0.0
    assert np.allclose(trees.predict(rows), booster.predict(rows, raw_score=True), atol=1e-9)


def test_the_dense_product_beside_bm25_ranks_as_each_alone(real_pipeline):
    """The learned and hybrid rankings multiply the question's vector on a worker thread while BM25
    scores it: the same two rankings as computed one after the other."""
    search = real_pipeline.search
    question = "¿Me pueden quitar la vivienda si no pago la hipoteca?"
    search.forget_queries()
    together = dense_and_bm25(search, question, 30)
    search.forget_queries()
    assert together == (dense(search, question, 30), bm25(search, question, 30))
    assert together[0] and together[1]


def _profile(sentences: list[str]) -> PreceptProfile:
    words = [sentence.lower().split() for sentence in sentences]
    return PreceptProfile(
        doc_id="X:art-1",
        norm_id="X",
        article_id="art-1",
        secondary=False,
        length=sum(map(len, words)),
        apartados=1,
        stems=frozenset(w for ws in words for w in ws),
        sentence_texts=sentences,
        sentence_stems=words,
        sentence_counts=[dict(Counter(ws)) for ws in words],
        sentence_rows=[("leaf", -1)] * len(sentences),
        epigraph_stems=frozenset(),
        breadcrumb_stems=frozenset(),
        epigraph_row=-1,
        refers_to=frozenset(),
    )


@pytest.mark.parametrize(
    ("sentences", "states"),
    [
        (["El arrendatario podrá desistir con un preaviso de treinta días."], True),
        (["La fianza será de una mensualidad.", "Se devolverá en un mes."], False),
        (["El plazo será el del apartado cinco", "Días hábiles son los no festivos."], False),
    ],
)
def test_a_unit_figure_counts_within_one_sentence(sentences, states):
    """ "¿Cuántos días…?": a precept states days only when one sentence holds the figure, not when
    a number ends one sentence and the next begins with "días"."""
    unit = asked_unit("¿Cuántos días tengo para desistir del alquiler?")
    assert unit is not None
    assert _profile(sentences).matches(unit) is states


def test_a_forked_process_still_multiplies_beside_bm25(real_pipeline):
    """A process forked after a question was answered has no worker thread: its own questions
    must not wait for one (a forked executor's queue is never read)."""
    search = real_pipeline.search
    question = "¿Cuántos días de vacaciones tengo al año?"
    expected = dense_and_bm25(search, question, 10)
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports by its exit status only
        code = 1
        try:
            search.forget_queries()
            pending = rankers_module._products().submit(search.similarities, question)
            pending.result(timeout=20)
            code = 0 if dense_and_bm25(search, question, 10) == expected else 2
        finally:
            os._exit(code)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def test_the_precepts_of_the_closest_known_questions_join_the_candidates(real_biblioteca, monkeypatch):
    """A question worded unlike the law the hybrid search misses can still resemble a known dev
    question: the precepts answering the closest known ones join the 30 hybrid candidates (most
    similar first, five at most), unless already there or repealed (Comercio minorista's distance
    sales, arts. 39 to 48, superseded by the Ley de Consumidores)."""
    search = real_biblioteca.search
    question = "¿Cuántos puntos tiene el carné de conducir de un conductor novel?"
    recalled: dict[str, float] = {}  # first, no known question: the hybrid candidates alone
    monkeypatch.setattr(type(search), "recalled", lambda self, query: recalled)
    hybrid_pool = {r.doc_id for r in learned_module.gather(search, Understood(question, question), 30)[1]}
    assert len(hybrid_pool) == 30
    civil = "BOE-A-1889-4763"
    far = [f"{civil}:art-{n}" for n in (1320, 1321, 1322, 1323, 1324, 1325)]
    assert not hybrid_pool & set(far)
    recalled.update({doc: 0.95 - n / 100 for n, doc in enumerate(far)})
    recalled["BOE-A-1996-1072:art-40"] = 0.99  # repealed
    recalled[sorted(hybrid_pool)[0]] = 0.98  # already a candidate
    candidates = learned_module.gather(search, Understood(question, question), 30)[1]
    assert [c.doc_id for c in candidates[30:]] == far[: learned_module.RECALLED_CANDIDATES]
    assert {c.doc_id for c in candidates[:30]} == hybrid_pool
