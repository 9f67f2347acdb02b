"""The benchmark's targets and its table: which targets a run is judged on (the project's, the
corpus' own, the app's), the figure each is judged by, and the plain-text table ``rag bench``
prints. ``rag.evaluate.bench`` measures; this module only reads its result.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

TARGETS: dict[str, float] = {
    "retrieval_p50_ms": 25,
    "first_token_ms": 150,
    "ingest_cold_s": 30,
    "reingest_s": 1,
    "scale_retrieval_p95_ms": 100,
}
# The library (#20): retrieval over 41 norms, and the app from start to first answer.
CORPUS_TARGETS: dict[str, dict[str, float]] = {
    "biblioteca": {"retrieval_p50_ms": 30, "retrieval_p95_ms": 60, "ingest_cold_s": 60},
}
APP_TARGETS: dict[str, float] = {"open_s": 10, "app_rss_mb": 1536}
TARGET_UNITS = {
    "retrieval_p50_ms": "ms",
    "first_token_ms": "ms",
    "ingest_cold_s": "s",
    "reingest_s": "s",
    "scale_retrieval_p95_ms": "ms",
    "retrieval_p95_ms": "ms",
    "open_s": "s",
    "app_rss_mb": "MB",
}


def targets_for(corpus_name: str, app: bool, scale: bool) -> dict[str, float]:
    """The targets a run is judged on: the project's, the corpus' own, the app's when it was
    started, the larger corpus' when one was measured."""
    targets = {**TARGETS, **CORPUS_TARGETS.get(corpus_name, {}), **(APP_TARGETS if app else {})}
    if not scale:
        targets.pop("scale_retrieval_p95_ms")
    return targets


def target_figures(result: dict[str, Any]) -> dict[str, float]:
    """The figure each target is judged on: the worst retriever or splitter where there are several."""
    figures = {
        "retrieval_p50_ms": max(r["p50"] for r in result["retrieval_ms"].values()),
        "retrieval_p95_ms": max(r["p95"] for r in result["retrieval_ms"].values()),
        "first_token_ms": result["first_token_ms"],
        "ingest_cold_s": max(result["ingest_cold_s"].values()),
        "reingest_s": result["reingest_s"],
    }
    if "scale" in result:
        figures["scale_retrieval_p95_ms"] = max(r["p95"] for r in result["scale"]["retrieval_ms"].values())
    if "open_s" in result["app"]:
        figures["open_s"] = result["app"]["open_s"]
        figures["app_rss_mb"] = result["app"]["peak_rss_mb"]
    return figures


def _mark(ok: bool) -> str:
    return "✓" if ok else "✗"


def _rows(result: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(figure, value, target and mark) rows of the table."""
    t = result["targets"]
    for splitter, seconds in result["ingest_cold_s"].items():
        limit = t["ingest_cold_s"]
        yield f"Ingest, cold ({splitter})", f"{seconds:.2f} s", f"≤ {limit} s {_mark(seconds <= limit)}"
    limit = t["reingest_s"]
    yield (
        "Re-ingest, unchanged",
        f"{result['reingest_s']:.3f} s",
        f"≤ {limit} s {_mark(result['reingest_s'] <= limit)}",
    )
    for method, figures in result["retrieval_ms"].items():
        limit, p50, p95 = t["retrieval_p50_ms"], figures["p50"], figures["p95"]
        value = f"{p50:.1f} / {p95:.1f} ms"
        target = f"p50 ≤ {limit} ms {_mark(p50 <= limit)}"
        if "retrieval_p95_ms" in t:
            target += f", p95 ≤ {t['retrieval_p95_ms']} ms {_mark(p95 <= t['retrieval_p95_ms'])}"
        yield f"Retrieval {method} p50 / p95", value, target
    if "reranker_ms" in result:
        reranker = result["reranker_ms"]
        yield "Re-ranker's own cost p50 / p95", f"{reranker['p50']:.1f} / {reranker['p95']:.1f} ms", ""
    limit, first = t["first_token_ms"], result["first_token_ms"]
    yield "First answer item (offline), p50", f"{first:.1f} ms", f"≤ {limit} ms {_mark(first <= limit)}"
    yield "App import (fresh process)", f"{result['app_import_s']:.2f} s", ""
    app = result["app"]
    if "open_s" in app:
        limit = t["open_s"]
        yield (
            "App: streamlit run → first answer (open_s)",
            f"{app['open_s']:.1f} s",
            f"≤ {limit:g} s {_mark(app['open_s'] <= limit)}",
        )
        limit = t["app_rss_mb"]
        yield (
            "App: resident memory now / peak",
            f"{app['rss_mb']:.0f} / {app['peak_rss_mb']:.0f} MB",
            f"peak ≤ {limit:g} MB {_mark(app['peak_rss_mb'] <= limit)}",
        )
    yield "Peak RSS (this process)", f"{result['peak_rss_mb']:.0f} MB", ""
    if "scale" in result:
        yield from _scale_rows(result["scale"], t)
    if "peer" in result:
        peer = result["peer"]
        yield "Peer (LangChain tutorial): chunks", str(peer["chunks"]), ""
        yield "Peer: ingest, cold", f"{peer['ingest_cold_s']:.2f} s", ""
        yield (
            "Peer: similarity_search p50 / p95",
            f"{peer['retrieval_ms']['p50']:.1f} / {peer['retrieval_ms']['p95']:.1f} ms",
            "",
        )
        for name, ratio in result["ratios"].items():
            yield f"Ratio ours / peer: {name}", f"{ratio:g}×", ""


def _scale_rows(scale: dict[str, Any], t: dict[str, float]) -> Iterator[tuple[str, str, str]]:
    kind = "synthetic vectors" if scale["synthetic"] else "embedded"
    yield f"Scale ×{scale['factor']}: chunks ({kind})", str(scale["chunks"]), ""
    estimate = " (estimate)" if scale["synthetic"] else ""
    yield f"Scale ×{scale['factor']}: ingest, cold{estimate}", f"{scale['ingest_cold_s']:.1f} s", ""
    yield f"Scale ×{scale['factor']}: open the index (load, BM25)", f"{scale['open_s']:.1f} s", ""
    for method, figures in scale["retrieval_ms"].items():
        limit, p95 = t["scale_retrieval_p95_ms"], figures["p95"]
        value = f"{figures['p50']:.1f} / {p95:.1f} ms"
        yield (
            f"Scale ×{scale['factor']}: {method} p50 / p95",
            value,
            f"p95 ≤ {limit} ms {_mark(p95 <= limit)}",
        )


def format_table(result: dict[str, Any]) -> str:
    """A plain-text table of every figure, its target and ✓/✗, then the targets' summary."""
    machine = result["machine"]
    lines = [
        f"Benchmark: {result['corpus']} ({result['chunks']} chunks, articulos), k={result['k']}; "
        f"{machine['cpus']} CPUs, Python {machine['python']}, {machine['platform']}",
        "",
    ]
    rows = [("Figure", "Value", "Target"), *_rows(result)]
    widths = [max(len(row[i]) for row in rows) for i in range(2)]
    for figure, value, target in rows:
        lines.append(f"{figure:<{widths[0]}}  {value:>{widths[1]}}  {target}".rstrip())
    lines += ["", "Targets (worst retriever / splitter):"]
    measured = target_figures(result)
    for name, limit in result["targets"].items():
        unit, mark = TARGET_UNITS.get(name, ""), _mark(result["met"][name])
        lines.append(f"  {name:<24} {measured[name]:>10.2f} {unit:<2} ≤ {limit:g} {unit:<2}  {mark}")
    for key in ("note", "problem"):
        if result.get("scale", {}).get(key):
            lines += ["", f"{key.capitalize()}: {result['scale'][key]}"]
    skipped = {
        **result["skipped"],
        **({"app": result["app"]["skipped"]} if "skipped" in result["app"] else {}),
    }
    if skipped:
        lines += ["", "Not measured:"] + [f"  {what}: {why}" for what, why in skipped.items()]
    return "\n".join(lines)
