"""Evaluation datasets: JSON Lines rows of questions with the precepts that answer them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from rag.core.results import Turn


@dataclass
class EvalRow:
    """One question of an evaluation set (unknown keys are ignored)."""

    id: str
    question: str
    articles: list[str]
    apartados: list[str] = field(default_factory=list)
    answerable: bool = True
    history: list[Turn] = field(default_factory=list)  # earlier turns, oldest first
    kind: str = ""
    answer: str = ""
    norm: str = ""  # "BOE-A-…": the precepts are that norm's (several norms share article ids)
    facts: list[str] = field(default_factory=list)  # verbatim phrases a right answer quotes
    dialogue: str = ""  # the conversation a turn belongs to (dialogue sets)
    corpus: str = ""  # the bundled corpus a dialogue turn is asked in ("" for single-corpus sets)

    @property
    def gold(self) -> set[str]:
        """The precepts that answer: ``norm:article`` when the row names its norm, else bare ids."""
        return {self.key(article) for article in self.articles}

    @property
    def gold_apartados(self) -> set[str]:
        """The apartados that answer, keyed like ``gold``."""
        return {self.key(apartado) for apartado in self.apartados}

    def key(self, precept: str) -> str:
        """How this row names a precept in rankings: with its norm when the row has one."""
        return f"{self.norm}:{precept}" if self.norm else precept


def _strings(data: dict[str, object], key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"'{key}' must be a list of strings")
    return list(value)


def _history(data: dict[str, object]) -> list[Turn]:
    """The earlier turns, oldest first: questions as strings, or ``{"question", "answer"}`` objects."""
    value = data.get("history", [])
    if not isinstance(value, list):
        raise TypeError('\'history\' must be a list of questions or {"question", "answer"} objects')
    turns = []
    for item in value:
        if isinstance(item, str):
            turns.append(Turn(item))
        elif isinstance(item, dict) and isinstance(item.get("question"), str):
            turns.append(Turn(item["question"], str(item.get("answer", "") or "")))
        else:
            raise TypeError("'history' items must be strings or objects with a \"question\"")
    return turns


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
                    history=_history(data),
                    kind=str(data.get("kind", "")),
                    answer=str(data.get("answer", "")),
                    norm=str(data.get("norm", "") or ""),
                    facts=_strings(data, "facts"),
                    dialogue=str(data.get("dialogue", "") or ""),
                    corpus=str(data.get("corpus", "") or ""),
                )
            )
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"{path}:{number}: not a dataset row ({error})") from None
    return rows
