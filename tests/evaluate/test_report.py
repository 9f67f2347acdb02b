"""The evaluation's grid plan (the published thesis grid) and the report helpers: the verdict on the
thesis claim, the Markdown table and the list of saved runs."""

from __future__ import annotations

from typing import Any

import pytest
from test_evaluation import THESIS

from rag.evaluate.report import list_reports, markdown_table, thesis_section
from rag.evaluate.runner import THESIS_SPLITTERS, GridPlan

# --- grid plan ----------------------------------------------------------------------------------------


def test_thesis_splitters_are_the_published_grid():
    """The thesis grid is articulos against character and recursive splitters of 200/300/400, 10 % overlap."""
    assert list(THESIS_SPLITTERS) == THESIS


@pytest.mark.parametrize(
    ("splitters", "retrievers", "ks", "extra_pairs", "expected_ks"),
    [
        (["articulos"], ["hybrid"], [1, 5], [("articulos", "hybrid")], [1, 2, 5]),
        (["articulos", "recursivo"], ["dense"], [2], [], [2]),
        (
            ["recursivo:250:25"],
            ["dense", "bm25"],
            [10, 1],
            [("recursivo:250:25", "dense"), ("recursivo:250:25", "bm25")],
            [1, 2, 10],
        ),
    ],
    ids=["user-pair-added", "duplicates-of-the-grid-dropped", "two-retrievers"],
)
def test_grid_plan_tesis_preset(splitters, retrievers, ks, extra_pairs, expected_ks):
    """Preset tesis: the seven thesis splitters with dense first, then the user's new pairs; k 2 added."""
    plan = GridPlan.build(splitters, retrievers, ks, "tesis")
    assert [(str(spec), retriever) for spec, retriever in plan.pairs] == [
        (s, "dense") for s in THESIS
    ] + extra_pairs
    assert plan.ks == expected_ks


def test_grid_plan_without_preset_is_the_product():
    """Without a preset: every splitter × retriever, k sorted and unique."""
    plan = GridPlan.build(["articulos", "caracteres"], ["bm25", "dense"], [5, 1, 5])
    assert [(str(spec), r) for spec, r in plan.pairs] == [
        ("articulos", "bm25"),
        ("articulos", "dense"),
        ("caracteres:400:40", "bm25"),
        ("caracteres:400:40", "dense"),
    ]
    assert plan.ks == [1, 5]


def test_grid_plan_unknown_preset_is_an_error():
    """An unknown preset names the valid ones."""
    with pytest.raises(ValueError, match=r"^unknown preset 'thesis'; valid presets: tesis$"):
        GridPlan.build(["articulos"], ["dense"], [2], "thesis")


# --- report helpers ------------------------------------------------------------------------------------


def thesis_run(splitter: str, mrr: float, retriever: str = "dense", k: int = 2) -> dict[str, Any]:
    """A run dict as the report sees it."""
    return {"splitter": splitter, "retriever": retriever, "k": k, "hit_rate": mrr, "mrr": mrr, "ndcg": mrr}


@pytest.mark.parametrize(
    ("article_mrr", "verdict"),
    [
        (
            0.9,
            "Con recuperación densa y k = 2, `articulos` (MRR 0.900) gana a la mejor línea base "
            "`recursivo:300:30` (MRR 0.800).",
        ),
        (
            0.8,
            "Con recuperación densa y k = 2, `articulos` (MRR 0.800) NO gana a la mejor línea base "
            "`recursivo:300:30` (MRR 0.800).",
        ),
    ],
)
def test_thesis_section_verdict(article_mrr, verdict):
    """The section compares articulos with the best baseline by MRR and ends with the verdict."""
    runs = [thesis_run(s, 0.8 if s == "recursivo:300:30" else 0.5) for s in THESIS[1:]]
    runs.append(thesis_run("articulos", article_mrr))
    section = thesis_section(runs, "articulos", "hybrid")
    assert section.startswith("## Tabla publicada, reproducida\n")
    assert section.splitlines()[-1] == verdict


def test_thesis_section_empty_without_the_whole_grid():
    """Without all seven thesis runs at dense, k = 2 there is no section."""
    runs = [thesis_run(s, 0.5) for s in THESIS[:-1]] + [thesis_run(THESIS[-1], 0.5, k=5)]
    assert thesis_section(runs, "articulos", "hybrid") == ""


def test_markdown_table_formats_missing_and_small_and_large_numbers():
    """None is a dash, numbers under 10 get three decimals, larger ones one."""
    runs = [
        {"splitter": "articulos", "retriever": "dense", "k": 2, "hit_rate": 0.5, "latency_ms_p50": 12.345}
    ]
    table = markdown_table(runs, ("splitter", "k", "hit_rate", "refusal_accuracy", "latency_ms_p50"))
    assert table.splitlines() == [
        "| splitter | k | hit_rate | refusal_accuracy | latency_ms_p50 |",
        "|---|---|---|---|---|",
        "| articulos | 2 | 0.500 | — | 12.3 |",
    ]


def test_list_reports_newest_first(tmp_path):
    """Folders holding a results.json, newest name first; others and a missing base are ignored."""
    for name in ("20240101-090000", "20240301-090000", "20240201-090000"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "results.json").write_text("{}", encoding="utf-8")
    (tmp_path / "20250101-000000").mkdir()
    assert list_reports(tmp_path) == [
        tmp_path / "20240301-090000",
        tmp_path / "20240201-090000",
        tmp_path / "20240101-090000",
    ]
    assert list_reports(tmp_path / "missing") == []
