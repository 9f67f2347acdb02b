"""Retrieval metrics at precept level (hit rate, recall, MRR, nDCG) and latency percentiles."""

from __future__ import annotations

import math

import numpy as np


def hit_rate(ranked: list[str], gold: set[str], k: int) -> float:
    """1 if any gold id is in the top k."""
    return 1.0 if gold & set(ranked[:k]) else 0.0


def recall(ranked: list[str], gold: set[str], k: int) -> float:
    """Share of gold ids in the top k."""
    return len(gold & set(ranked[:k])) / len(gold) if gold else 0.0


def reciprocal_rank(ranked: list[str], gold: set[str], k: int) -> float:
    """1/rank of the first gold id in the top k, 0 if none."""
    for rank, item in enumerate(ranked[:k], start=1):
        if item in gold:
            return 1.0 / rank
    return 0.0


def ndcg(ranked: list[str], gold: set[str], k: int) -> float:
    """Binary-relevance nDCG at k."""
    dcg = sum(1.0 / math.log2(rank + 1) for rank, item in enumerate(ranked[:k], start=1) if item in gold)
    ideal = sum(1.0 / math.log2(rank + 1) for rank in range(1, min(len(gold), k) + 1))
    return dcg / ideal if ideal else 0.0


def percentiles(
    samples_ms: list[float], quantiles: tuple[float, ...] = (50, 95), method: str = "nearest"
) -> dict[str, float]:
    """Percentiles in milliseconds, rounded to 0.01 ms: ``{"p50": …, "p95": …}``; ``nearest``
    (an observed value: evaluation reports) or ``linear`` (interpolated: the benchmark)."""
    if not samples_ms:
        return {f"p{q:g}": 0.0 for q in quantiles}
    values = np.percentile(np.asarray(samples_ms), list(quantiles), method=method)  # type: ignore[call-overload]
    return {f"p{q:g}": round(float(v), 2) for q, v in zip(quantiles, values, strict=True)}
