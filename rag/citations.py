"""Check an answer's [n] markers against the extracts and resolve each to article + apartado."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import Stemmer

from rag.boe import fold
from rag.prompts import Context
from rag.retrieval import tokenize

_MARKER_RE = re.compile(r"\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?»\n])\s")
_QUOTE_RE = re.compile(r"[«\"“]([^»\"”]{12,})[»\"”]")
_STEMMER = Stemmer.Stemmer("spanish")


@dataclass(frozen=True)
class Citation:
    """A checked citation: the extract it points to and the precept (and apartado) it names."""

    n: int
    article_id: str
    apartado: str
    label: str
    url: str

    def as_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "n": self.n,
            "article_id": self.article_id,
            "apartado": self.apartado,
            "label": self.label,
            "url": self.url,
        }


@dataclass
class CheckedAnswer:
    """The answer with invented markers removed, its citations, and what was dropped."""

    text: str
    citations: list[Citation] = field(default_factory=list)
    dropped: list[int] = field(default_factory=list)


def _sentence_before(text: str, position: int) -> str:
    """The sentence that a marker at ``position`` closes: a whole «quotation» when it closes one
    (even across paragraphs), else the text since the previous sentence end."""
    before = text[:position].rstrip()
    if before.endswith("»"):
        opening = before.rfind("«")
        if opening >= 0:
            return before[opening:]
    start = 0
    for match in _SENTENCE_END_RE.finditer(text, 0, position):
        if match.end() < position - 1:
            start = match.end()
    return text[start:position]


def resolve_apartado(sentence: str, context: Context) -> str:
    """The apartado the cited sentence lies in, when one clearly matches; else ''."""
    spans = context.apartado_spans
    if len(spans) == 1 and spans[0][1] == 0 and spans[0][2] >= len(context.text) - 1:
        return spans[0][0]
    if not spans:
        return ""
    folded_text = fold(context.text)
    for quote in _QUOTE_RE.findall(sentence):
        needle = fold(quote.strip(" .…"))
        position = folded_text.find(needle)
        if position >= 0:  # a verbatim quotation: its apartado, or none if it spans several
            inside = [n for n, start, end in spans if start <= position and position + len(needle) <= end + 1]
            return inside[0] if inside else ""
    words = set(tokenize(sentence, _STEMMER))
    if not words:
        return ""
    scores = []
    for number, start, end in spans:
        overlap = len(words & set(tokenize(context.text[start:end], _STEMMER)))
        scores.append((overlap / len(words), number))
    scores.sort(reverse=True)
    best, number = scores[0]
    runner_up = scores[1][0] if len(scores) > 1 else 0.0
    return number if best >= 0.35 and best >= runner_up + 0.15 else ""


def check_citations(text: str, contexts: list[Context]) -> CheckedAnswer:
    """Drop markers that point to no extract (listed in ``dropped``); resolve the valid ones."""
    by_number = {c.n: c for c in contexts}
    dropped: set[int] = set()
    citations: list[Citation] = []

    def replace(match: re.Match[str]) -> str:
        numbers = [int(x) for x in re.split(r"\s*[,;]\s*", match.group(1))]
        valid = [n for n in numbers if n in by_number]
        dropped.update(n for n in numbers if n not in by_number)
        sentence = _sentence_before(match.string, match.start())
        for n in valid:
            context = by_number[n]
            apartado = resolve_apartado(sentence, context)
            meta = context.metadata
            citation = Citation(
                n=n,
                article_id=str(meta.get("article_id") or meta.get("doc_id", "")),
                apartado=apartado,
                label=context.apartado_label(apartado),
                url=str(meta.get("url", "")),
            )
            if citation not in citations:
                citations.append(citation)
        return "".join(f"[{n}]" for n in valid)

    cleaned = _MARKER_RE.sub(replace, text)
    cleaned = re.sub(r"[ \t]+([.,;:])", r"\1", cleaned)
    cleaned = re.sub(r"[ \t]{2,}", " ", cleaned).strip()
    return CheckedAnswer(cleaned, citations, sorted(dropped))
