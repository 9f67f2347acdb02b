"""Retrieval metrics at precept level (hit rate, recall, MRR, nDCG) and the dataset reader."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class EvalRow:
    """One question of an evaluation set (unknown keys are ignored)."""

    id: str
    question: str
    articles: list[str]
    apartados: list[str] = field(default_factory=list)
    answerable: bool = True
    history: list[str] = field(default_factory=list)
    kind: str = ""
    answer: str = ""


def _strings(data: dict[str, object], key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"'{key}' must be a list of strings")
    return list(value)


def read_dataset(path: Path) -> list[EvalRow]:
    """Rows of a JSONL dataset; a malformed line is an error naming its line number."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict):
                raise TypeError("not a JSON object")
            answerable = data.get("answerable", True)
            if not isinstance(answerable, bool):
                raise TypeError("'answerable' must be true or false")
            rows.append(
                EvalRow(
                    id=str(data.get("id", f"line-{number}")),
                    question=str(data["question"]),
                    articles=_strings(data, "articles"),
                    apartados=_strings(data, "apartados"),
                    answerable=answerable,
                    history=_strings(data, "history"),
                    kind=str(data.get("kind", "")),
                    answer=str(data.get("answer", "")),
                )
            )
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"{path}:{number}: not a dataset row ({error})") from None
    return rows


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
