"""Check an answer's [n] markers against the extracts and resolve each to article + apartado."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rag.core.results import Citation, Context
from rag.core.text import CITATION_MARKER_RE, fold, spanish_stemmer, tokenize

_SENTENCE_END_RE = re.compile(r"(?<=[.!?»\n])\s")
_QUOTE_RE = re.compile(r"[«\"“]([^»\"”]{12,})[»\"”]")


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
    if len(spans) == 1 and spans[0].start == 0 and spans[0].end >= len(context.text) - 1:
        return spans[0].number
    if not spans:
        return ""
    folded_text = fold(context.text)
    for quote in _QUOTE_RE.findall(sentence):
        needle = fold(quote.strip(" .…"))
        position = folded_text.find(needle)
        if position >= 0:  # a verbatim quotation: its apartado, or none if it spans several
            inside = [s.number for s in spans if s.start <= position and position + len(needle) <= s.end + 1]
            return inside[0] if inside else ""
    words = set(tokenize(sentence, spanish_stemmer()))
    if not words:
        return ""
    scores = []
    for span in spans:
        overlap = len(words & set(tokenize(context.text[span.start : span.end], spanish_stemmer())))
        scores.append((overlap / len(words), span.number))
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
            citation = Citation(
                n=n,
                article_id=context.chunk.citation_id,
                apartado=apartado,
                label=context.apartado_label(apartado),
                url=context.chunk.url,
                norm_id=context.chunk.norm_id,
                version_date=context.chunk.version_date,
            )
            if citation not in citations:
                citations.append(citation)
        return "".join(f"[{n}]" for n in valid)

    cleaned = CITATION_MARKER_RE.sub(replace, text)
    cleaned = re.sub(r"[ \t]+([.,;:])", r"\1", cleaned)
    cleaned = re.sub(r"[ \t]{2,}", " ", cleaned).strip()
    return CheckedAnswer(cleaned, citations, sorted(dropped))
