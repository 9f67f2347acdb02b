"""Evaluation reports: results.json, results.csv, report.md and PNG charts in one folder."""

from __future__ import annotations

import csv
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from rag.evaluate.runner import THESIS_K, THESIS_RETRIEVER, THESIS_SPLITTERS

COLUMNS = (
    "splitter",
    "retriever",
    "k",
    "n",
    "hit_rate",
    "recall",
    "mrr",
    "ndcg",
    "apartado_hit_rate",
    "refusal_accuracy",
    "answered_rate",
    "first_citation_rate",
    "fact_rate",
    "latency_ms_p50",
    "latency_ms_p95",
)
SEGMENT_COLUMNS = (
    "segment",
    "splitter",
    "retriever",
    "k",
    "n",
    "hit_rate",
    "mrr",
    "apartado_hit_rate",
    "first_citation_rate",
    "fact_rate",
    "refusal_accuracy",
    "answered_rate",
)
JUDGE_COLUMNS = (
    "correctness_mean",
    "acceptable_rate",
    "faithfulness_rate",
    "relevance_rate",
    "total",
    "citation_precision",
    "judge_failures",
)


def _fmt(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.3f}" if value < 10 else f"{value:.1f}"
    return str(value)


def overall(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The runs over every row (not a per-law or per-turn breakdown)."""
    return [run for run in runs if not run.get("segment")]


def breakdown(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The per-law / per-turn rows at one cut-off (5 when measured, else the largest k)."""
    parts = [run for run in runs if run.get("segment")]
    if not parts:
        return []
    ks = sorted({run["k"] for run in parts})
    chosen = 5 if 5 in ks else ks[-1]
    return [run for run in parts if run["k"] == chosen]


def markdown_table(runs: list[dict[str, Any]], columns: tuple[str, ...] = COLUMNS) -> str:
    """A Markdown table of the runs over every row (judge columns added when present); the
    breakdown per law or per turn follows in its own table when there is one."""
    parts = breakdown(runs)
    runs = overall(runs)
    extra = tuple(c for c in JUDGE_COLUMNS if any(c in run for run in runs))
    header = columns + extra
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_fmt(run.get(c)) for c in header) + " |" for run in runs]
    if parts and columns == COLUMNS:
        lines += ["", "| " + " | ".join(SEGMENT_COLUMNS) + " |", "|" + "---|" * len(SEGMENT_COLUMNS)]
        lines += ["| " + " | ".join(_fmt(run.get(c)) for c in SEGMENT_COLUMNS) + " |" for run in parts]
    return "\n".join(lines)


def best_k(runs: list[dict[str, Any]], splitter: str, retriever: str) -> dict[str, Any] | None:
    """The run of that configuration with the best nDCG (ties: smaller k)."""
    candidates = [r for r in overall(runs) if r["splitter"] == splitter and r["retriever"] == retriever]
    return max(candidates, key=lambda r: (r["ndcg"], -r["k"])) if candidates else None


def thesis_section(runs: list[dict[str, Any]], default_splitter: str, default_retriever: str) -> str:
    """The published grid (dense, k = 2) next to our default at k = 2 and at its best k."""
    runs = overall(runs)
    grid = [
        r
        for r in runs
        if r["retriever"] == THESIS_RETRIEVER and r["k"] == THESIS_K and r["splitter"] in THESIS_SPLITTERS
    ]
    if len(grid) < len(THESIS_SPLITTERS):
        return ""
    ours_k2 = next(
        (
            r
            for r in runs
            if (r["splitter"], r["retriever"], r["k"]) == (default_splitter, default_retriever, THESIS_K)
        ),
        None,
    )
    ours_best = best_k(runs, default_splitter, default_retriever)
    rows = [(r["splitter"], f"{THESIS_RETRIEVER}, k = {THESIS_K}", r) for r in grid]
    if ours_k2:
        rows.append(
            (f"**{default_splitter}** (nuestro)", f"**{default_retriever}**, k = {THESIS_K}", ours_k2)
        )
    if ours_best and ours_best is not ours_k2:
        rows.append(
            (f"**{default_splitter}** (nuestro)", f"**{default_retriever}**, k = {ours_best['k']}", ours_best)
        )
    lines = [
        "## Tabla publicada, reproducida",
        "",
        "La tesis comparó el divisor por artículos con divisores de caracteres y recursivos de 200/300/400",
        "caracteres (10 % de solapamiento), recuperación densa y k = 2. Debajo, la misma rejilla y nuestra",
        "configuración por defecto.",
        "",
        "| divisor | recuperación | hit rate | MRR | nDCG |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {s} | {how} | {_fmt(r['hit_rate'])} | {_fmt(r['mrr'])} | {_fmt(r['ndcg'])} |"
        for s, how, r in rows
    ]
    baselines = [r for r in grid if r["splitter"] != "articulos"]
    article = next(r for r in grid if r["splitter"] == "articulos")
    best_baseline = max(baselines, key=lambda r: r["mrr"])
    verdict = "gana a" if article["mrr"] > best_baseline["mrr"] else "NO gana a"
    lines += [
        "",
        f"Con recuperación densa y k = 2, `articulos` (MRR {article['mrr']:.3f}) {verdict} "
        f"la mejor línea base `{best_baseline['splitter']}` (MRR {best_baseline['mrr']:.3f}).",
    ]
    return "\n".join(lines)


def _charts(runs: list[dict[str, Any]], out: Path) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    files = []
    runs = overall(runs)
    ks = sorted({r["k"] for r in runs})
    chart_k = 5 if 5 in ks else ks[-1]
    at_k = [r for r in runs if r["k"] == chart_k]
    labels = [f"{r['splitter']}\n{r['retriever']}" for r in at_k]
    figure, axis = plt.subplots(figsize=(max(6, len(at_k) * 1.1), 4))
    positions = range(len(at_k))
    axis.bar(
        [p - 0.2 for p in positions], [r["hit_rate"] for r in at_k], width=0.4, label=f"hit rate@{chart_k}"
    )
    axis.bar([p + 0.2 for p in positions], [r["mrr"] for r in at_k], width=0.4, label=f"MRR@{chart_k}")
    axis.set_xticks(list(positions), labels, fontsize=7)
    axis.set_ylim(0, 1)
    axis.legend()
    axis.set_title("Hit rate y MRR por divisor × recuperador")
    figure.tight_layout()
    figure.savefig(out / "hit_mrr.png", dpi=110)
    plt.close(figure)
    files.append("hit_mrr.png")

    figure, axis = plt.subplots(figsize=(6, 4))
    for splitter, retriever in dict.fromkeys((r["splitter"], r["retriever"]) for r in runs):
        series = sorted(
            (r for r in runs if (r["splitter"], r["retriever"]) == (splitter, retriever)),
            key=lambda r: r["k"],
        )
        axis.plot(
            [r["k"] for r in series],
            [r["hit_rate"] for r in series],
            marker="o",
            label=f"{splitter} · {retriever}",
        )
    axis.set_xlabel("k (preceptos)")
    axis.set_ylabel("hit rate")
    axis.set_ylim(0, 1)
    axis.legend(fontsize=6)
    axis.set_title("Hit rate según k")
    figure.tight_layout()
    figure.savefig(out / "metric_vs_k.png", dpi=110)
    plt.close(figure)
    files.append("metric_vs_k.png")

    figure, axis = plt.subplots(figsize=(max(6, len(at_k) * 1.1), 4))
    axis.bar([p - 0.2 for p in positions], [r["latency_ms_p50"] for r in at_k], width=0.4, label="p50")
    axis.bar([p + 0.2 for p in positions], [r["latency_ms_p95"] for r in at_k], width=0.4, label="p95")
    axis.set_xticks(list(positions), labels, fontsize=7)
    axis.set_ylabel("ms")
    axis.legend()
    axis.set_title("Latencia de recuperación")
    figure.tight_layout()
    figure.savefig(out / "latency.png", dpi=110)
    plt.close(figure)
    files.append("latency.png")
    return files


def write_report(
    runs: list[dict[str, Any]],
    out: Path,
    dataset: str,
    corpus: str,
    default: tuple[str, str],
    notes: list[str] | None = None,
) -> Path:
    """Write every output file; returns the Markdown report's path."""
    out.mkdir(parents=True, exist_ok=True)
    created = datetime.now().isoformat(timespec="seconds")
    document = {"created": created, "dataset": dataset, "corpus": corpus, "runs": runs, "notes": notes or []}
    (out / "results.json").write_text(json.dumps(document, ensure_ascii=False, indent=2), encoding="utf-8")
    with open(out / "results.csv", "w", newline="", encoding="utf-8") as handle:
        fields = [*COLUMNS, "segment"] + [c for c in JUDGE_COLUMNS if any(c in r for r in runs)]
        writer = csv.DictWriter(handle, fieldnames=fields, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(runs)
    charts = _charts(runs, out) if runs else []
    lines = [
        f"# Evaluación · {corpus}",
        "",
        f"Conjunto: `{dataset}` · generado el {created}. Métricas a nivel de precepto sobre las preguntas",
        "con respuesta; `refusal_accuracy` sobre las que no la tienen. `first_citation_rate`: la primera",
        "cita de la respuesta sin modelo es un precepto correcto (norma y artículo); `fact_rate`: la",
        "respuesta contiene cada dato pedido (`facts` del conjunto). Debajo, por ley o por turno (k = 5).",
        "",
        markdown_table(runs),
        "",
    ]
    thesis = thesis_section(runs, *default)
    if thesis:
        lines += [thesis, ""]
    lines += [f"![{name}]({name})" for name in charts]
    if notes:
        lines += ["", "## Notas", ""] + [f"- {note}" for note in notes]
    report = out / "report.md"
    report.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return report


def list_reports(base: Path) -> list[Path]:
    """Past runs (folders with a results.json), newest first."""
    if not base.is_dir():
        return []
    return sorted((p.parent for p in base.glob("*/results.json")), reverse=True)
