"""Retrieval metrics on hand-computed rankings, the dataset reader and per-row aggregation."""

from __future__ import annotations

import json
import math
import re

import pytest
from test_evaluation import DATASET, outcome

from rag.core.results import Answer, Turn
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.evaluate.metrics import hit_rate, ndcg, recall, reciprocal_rank
from rag.evaluate.runner import RowOutcome, facts_found, metrics_at, run_rows, segments

# --- metrics ----------------------------------------------------------------------------------------

RANKING = ["a", "b", "c", "d"]


@pytest.mark.parametrize(
    ("metric", "gold", "k", "expected"),
    [
        (hit_rate, {"c"}, 1, 0.0),
        (hit_rate, {"c"}, 2, 0.0),
        (hit_rate, {"c"}, 3, 1.0),
        (reciprocal_rank, {"c"}, 10, 1 / 3),
        (reciprocal_rank, {"c"}, 2, 0.0),
        (reciprocal_rank, {"a"}, 1, 1.0),
        (recall, {"c"}, 2, 0.0),
        (recall, {"c"}, 3, 1.0),
        (recall, {"b", "d"}, 4, 1.0),
        (recall, {"b", "d"}, 2, 0.5),
        (recall, {"b", "z"}, 4, 0.5),
        (ndcg, {"b", "d"}, 4, (1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3))),
        (ndcg, {"c"}, 3, 0.5),
        (ndcg, {"a"}, 1, 1.0),
        (ndcg, {"c"}, 2, 0.0),
        (hit_rate, set(), 4, 0.0),
        (recall, set(), 4, 0.0),
        (reciprocal_rank, set(), 4, 0.0),
        (ndcg, set(), 4, 0.0),
    ],
)
def test_metric_on_a_hand_computed_ranking(metric, gold, k, expected):
    """Each metric on ranking a, b, c, d gives the hand-computed value; empty gold gives 0."""
    assert metric(RANKING, gold, k) == pytest.approx(expected)


# --- dataset reader ---------------------------------------------------------------------------------


def test_read_dataset_ignores_unknown_keys_and_defaults(tmp_path):
    """Unknown keys are ignored, blank lines skipped, answerable defaults to True."""
    path = tmp_path / "set.jsonl"
    path.write_text(
        '{"id": "a", "question": "¿Qué dice el artículo 28?", "articles": ["art-28"],'
        ' "apartados": ["art-28.2"], "source": "manual", "difficulty": 3, "meta": {"x": [1]}}\n'
        "\n"
        '{"question": "¿Cuál es la capital de Francia?", "answerable": false}\n',
        encoding="utf-8",
    )
    assert read_dataset(path) == [
        EvalRow("a", "¿Qué dice el artículo 28?", ["art-28"], ["art-28.2"], True),
        EvalRow("line-3", "¿Cuál es la capital de Francia?", [], [], False),
    ]


@pytest.mark.parametrize(
    "bad_line",
    [
        '{"id": "b", "question": "¿Qué dice',
        '{"id": "b", "articles": ["art-14"]}',
        '{"id": "b", "question": "¿Y el 14?", "articles": 14}',
        '["¿Qué dice el artículo 14?", ["art-14"]]',
        '"¿Qué dice el artículo 14?"',
        '{"id": "b", "question": "¿Y el 14?", "articles": "art-14"}',
        '{"id": "b", "question": "¿Y Francia?", "answerable": "false"}',
        '{"id": "b", "question": "¿Y el 14?", "articles": [], "history": [{"answer": "Sí."}]}',
    ],
    ids=[
        "truncated-json",
        "no-question",
        "articles-number",
        "json-list",
        "json-string",
        "articles-string",
        "answerable-string",
        "history-without-question",
    ],
)
def test_read_dataset_malformed_line_names_its_number(tmp_path, bad_line):
    """A malformed row is a ValueError naming the file and its line number (here 3)."""
    path = tmp_path / "set.jsonl"
    good = '{"id": "a", "question": "¿Qué dice el artículo 28?", "articles": ["art-28"]}'
    path.write_text(f"{good}\n\n{bad_line}\n{good}\n", encoding="utf-8")
    with pytest.raises(ValueError, match=rf"^{re.escape(str(path))}:3: not a dataset row"):
        read_dataset(path)


def test_history_is_questions_or_question_answer_pairs(tmp_path):
    """Dialogue rows give earlier turns as strings or as {"question", "answer"} objects, oldest first."""
    path = tmp_path / "dialogo.jsonl"
    row = {
        "id": "d-3",
        "question": "¿Y en qué plazo?",
        "articles": ["art-92"],
        "kind": "follow",
        "history": [
            "¿Quién convoca un referéndum?",
            {"question": "¿Y quién lo propone?", "answer": "El Presidente del Gobierno [1]."},
        ],
    }
    path.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    (read,) = read_dataset(path)
    assert read.history == [
        Turn("¿Quién convoca un referéndum?"),
        Turn("¿Y quién lo propone?", "El Presidente del Gobierno [1]."),
    ]


# --- aggregation --------------------------------------------------------------------------------------


def test_metrics_at_counts_known_answerable_rows_only():
    """Rows naming unknown precepts go to unknown_ids, not n; refusals are scored on unanswerable rows."""
    outcomes = [
        outcome(["art-1"], ["art-1", "art-2"], apartados=["art-1.3"], found_apartados=["art-1.3"]),
        outcome(["art-2"], ["art-5", "art-2"], apartados=["art-2.1"], found_apartados=["art-5.1"]),
        outcome(["art-3", "art-999"], ["art-3"]),
        outcome(["art-998"], ["art-1"]),
        outcome([], ["art-1"], answerable=False, refused=True),
        outcome([], ["art-1"], answerable=False, refused=False),
        outcome([], ["art-9"], answerable=False, refused=True),
        outcome(["art-4"], ["art-9"], refused=True),
    ]
    known = {"art-1", "art-2", "art-3", "art-4", "art-5", "art-9"}
    result = metrics_at(outcomes, 1, "articulos", "dense", known)
    assert result.as_dict() == {
        "splitter": "articulos",
        "retriever": "dense",
        "k": 1,
        "n": 3,
        "hit_rate": 0.3333,
        "recall": 0.3333,
        "mrr": 0.3333,
        "ndcg": 0.3333,
        "apartado_hit_rate": 0.5,
        "refusal_accuracy": 0.6667,
        "answered_rate": 0.6667,
        "latency_ms_p50": 1.0,
        "latency_ms_p95": 1.0,
        "first_citation_rate": 0.0,
        "fact_rate": None,
        "segment": "",
        "unknown_ids": ["art-998", "art-999"],
        "ranked_as": "",
    }
    at_2 = metrics_at(outcomes, 2, "articulos", "dense", known)
    assert (at_2.n, at_2.hit_rate, at_2.mrr) == (3, pytest.approx(2 / 3), pytest.approx(0.5))


@pytest.mark.parametrize(
    ("outcomes", "apartado_hit_rate", "refusal_accuracy"),
    [
        ([outcome(["art-1"], ["art-1"])], None, None),
        ([outcome(["art-1"], ["art-1"]), outcome([], [], answerable=False, refused=False)], None, 0.0),
        ([outcome(["art-1"], ["art-1"], apartados=["art-1.2"], found_apartados=["art-1.2"])], 1.0, None),
    ],
)
def test_metrics_at_none_when_nothing_to_score(outcomes, apartado_hit_rate, refusal_accuracy):
    """apartado_hit_rate is None without gold apartados, refusal_accuracy None without unanswerable rows."""
    result = metrics_at(outcomes, 5, "articulos", "bm25", {"art-1"})
    assert (result.apartado_hit_rate, result.refusal_accuracy) == (apartado_hit_rate, refusal_accuracy)


def test_metrics_at_latency_percentiles_are_nearest_rank():
    """p50 and p95 over every row's latency, answerable or not."""
    outcomes = [outcome(["art-1"], ["art-1"], latency_ms=float(ms)) for ms in (40, 10, 30, 20)]
    outcomes.append(outcome([], [], answerable=False, latency_ms=50.0))
    result = metrics_at(outcomes, 1, "articulos", "dense", {"art-1"})
    assert (result.latency_ms_p50, result.latency_ms_p95) == (30.0, 50.0)


@pytest.mark.parametrize("retriever", ["dense", "hybrid", "bm25"])
def test_run_rows_apartados_within_k_belong_to_precepts_within_k(fake_pipeline, settings, retriever):
    """An apartado counted at cut-off k is one of the top-k precepts' apartados, for every k."""
    rows = [EvalRow(r["id"], r["question"], r["articles"]) for r in DATASET[:4]]
    outcomes = run_rows(fake_pipeline, settings, rows, retriever, 5)
    for result in outcomes:
        for k in range(1, 6):
            owners = {apartado.rsplit(".", 1)[0] for apartado in result.apartados[:k] if apartado}
            assert owners <= set(result.ranked[:k]), (result.row.question, k, result.ranked, result.apartados)


def test_a_row_naming_its_norm_counts_only_that_norms_precept():
    """Several laws have an art-40: a row about the Estatuto's is not answered by Ley 39/2015's."""
    row = EvalRow("r", "¿?", ["art-40"], ["art-40.1"], norm="BOE-A-2015-11430")
    wrong = RowOutcome(row, ["BOE-A-2015-10565:art-40"], ["BOE-A-2015-10565:art-40.1"], False, 1.0)
    right = RowOutcome(row, ["BOE-A-2015-10565:art-40", "BOE-A-2015-11430:art-40"], ["", ""], False, 1.0)
    known = {"BOE-A-2015-10565:art-40", "BOE-A-2015-11430:art-40", "art-40"}
    assert metrics_at([wrong], 5, "articulos", "hybrid", known).hit_rate == 0.0
    assert metrics_at([right], 1, "articulos", "hybrid", known).hit_rate == 0.0
    assert metrics_at([right], 2, "articulos", "hybrid", known).mrr == 0.5
    assert row.gold == {"BOE-A-2015-11430:art-40"} and row.gold_apartados == {"BOE-A-2015-11430:art-40.1"}


def test_a_row_without_norm_matches_the_bare_article():
    """Single-norm datasets (the Constitution's) name bare articles and keep working."""
    row = EvalRow("r", "¿?", ["art-13"])
    assert row.gold == {"art-13"}
    assert (
        metrics_at([RowOutcome(row, ["art-13"], [""], False, 1.0)], 1, "a", "b", {"art-13"}).hit_rate == 1.0
    )


# --- what the user sees: first citation, facts, breakdowns ---------------------------------------------


def _answer(text: str) -> Answer:
    return Answer(question="¿?", answer=text, mode="extractive", method="extractiva", refused=False)


def test_facts_are_found_through_bold_quotes_and_accents():
    """A fact counts when the answer quotes it, whatever the emphasis, case, accents or quote marks."""
    answer = _answer(
        "- **Artículo 38.1**: «El periodo de vacaciones anuales retribuidas [...] será de "
        "**treinta días naturales**» [1]"
    )
    assert facts_found(["treinta dias naturales"], answer) == 1.0
    assert facts_found(["Treinta días naturales", "no sustituible por compensación"], answer) == 0.5
    # a fact cut in two by an ellipsis is not quoted
    assert (
        facts_found(
            ["vacaciones anuales retribuidas será"], _answer("vacaciones anuales retribuidas […] será")
        )
        == 0.0
    )


def test_first_citation_and_fact_rates_count_every_answerable_row():
    """A refused or wrongly-cited answer counts against first_citation_rate; fact_rate needs every fact."""
    row = EvalRow("a", "¿?", ["art-38"], norm="N")
    rows = [
        RowOutcome(row, ["N:art-38"], [""], False, 1.0, first_citation="N:art-38", facts_found=1.0),
        RowOutcome(row, ["N:art-38"], [""], False, 1.0, first_citation="M:art-38", facts_found=0.5),
        RowOutcome(
            row, ["N:art-38"], [""], True, 1.0, first_citation="", answer_refused=True, facts_found=0.0
        ),
        RowOutcome(EvalRow("b", "¿?", ["art-1"]), ["art-1"], [""], False, 1.0, first_citation="art-1"),
    ]
    result = metrics_at(rows, 5, "articulos", "hybrid", {"N:art-38", "M:art-38", "art-1"})
    assert result.first_citation_rate == pytest.approx(2 / 4)
    assert result.fact_rate == pytest.approx(1 / 3)  # the row without facts is not counted


def test_segments_per_law_and_per_turn_kind():
    """Rows naming several norms break down by law (short names); dialogue rows by kind of turn."""
    rows = [
        EvalRow("1", "¿?", ["art-1"], norm="A"),
        EvalRow("2", "¿?", ["art-1"], norm="B"),
        EvalRow("3", "¿?", ["art-2"], norm="A", kind="follow", dialogue="d1"),
        EvalRow("4", "¿?", ["art-2"], norm="A", kind="switch", dialogue="d1"),
    ]
    assert segments(rows, {"A": "Ley 39/2015"}) == {
        "ley: Ley 39/2015": {"1", "3", "4"},
        "ley: B": {"2"},
        "turno: follow": {"3"},
        "turno: switch": {"4"},
    }
    assert segments(rows[:1], {}) == {}  # one law, no dialogue: nothing to break down
