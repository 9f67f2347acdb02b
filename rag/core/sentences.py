"""A precept's sentences, apartado by apartado: the units the offline answer quotes and the learned
ranker compares with the question (``rag.search.features``).

A period ends a sentence unless it closes an abbreviation ("art.", "D.") or a numbering ("1.",
"a)"); a lettered item ("b) …") remembers the paragraph that introduces its list ("… deberán
contener:").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rag.core.records import ApartadoSpan

_SENTENCE_END_RE = re.compile(r"[.?!](?=\s+[«\"“(¿¡]?[A-ZÁÉÍÓÚÑ])")
_ABBREVIATION_RE = re.compile(
    r"(?:^|\s)(?:art|arts|núm|apdo|apdos|sr|sra|sres|dña|pág|págs|cap|ss|excmo|ilmo|admón|[A-ZÁÉÍÓÚÑ])$",
    re.IGNORECASE,
)
_NUMBERING_RE = re.compile(r"^\s*(?:\d+(?:\.\d+)*|[a-zñ](?:\s+(?:bis|ter))?\)|[IVXLC]+)$")
_ITEM_RE = re.compile(r"^\s*(?:[a-zñ](?:\s+(?:bis|ter|quater))?\)|\d+\.ª|\d+\.º|[a-z]\.)\s")


@dataclass(frozen=True)
class SentenceSpan:
    """One sentence of a precept's text: its span, its apartado's number and span, and (for a
    lettered item) the span of the paragraph that introduces the list."""

    apartado: str
    start: int
    end: int
    apartado_start: int
    apartado_end: int
    lead: tuple[int, int] | None  # the list's lead-in, for a lettered item


def apartado_pieces(text: str, spans: Sequence[ApartadoSpan]) -> list[tuple[str, int, int]]:
    """(number, start, end) of the precept's apartados; text outside them is an un-numbered one."""
    pieces: list[tuple[str, int, int]] = []
    covered = 0
    for span in sorted(spans, key=lambda s: s.start):
        if text[covered : span.start].strip():
            pieces.append(("", covered, span.start))
        pieces.append((span.number, span.start, span.end))
        covered = max(covered, span.end)
    if text[covered:].strip():
        pieces.append(("", covered, len(text)))
    return pieces


def _paragraph_sentences(paragraph: str) -> Iterator[tuple[int, int]]:
    """Sentence spans within a paragraph."""
    start = 0
    for match in _SENTENCE_END_RE.finditer(paragraph):
        before = paragraph[start : match.start()]
        if _ABBREVIATION_RE.search(before) or _NUMBERING_RE.match(before):
            continue
        yield start, match.end()
        start = match.end()
        while start < len(paragraph) and paragraph[start].isspace():
            start += 1
    if paragraph[start:].strip():
        yield start, len(paragraph.rstrip())


def sentence_spans(text: str, spans: Sequence[ApartadoSpan]) -> list[SentenceSpan]:
    """Every sentence of a precept's ``text`` (with its apartado ``spans``), in text order."""
    found: list[SentenceSpan] = []
    for number, ap_start, ap_end in apartado_pieces(text, spans):
        lead: tuple[int, int] | None = None
        for paragraph in re.finditer(r"[^\n]*\S[^\n]*", text[ap_start:ap_end]):
            offset = ap_start + paragraph.start()
            is_item = bool(_ITEM_RE.match(paragraph.group()))
            if not is_item and paragraph.group().rstrip().endswith(":"):
                lead = (offset, offset + len(paragraph.group().rstrip()))
            for start, end in _paragraph_sentences(paragraph.group()):
                found.append(
                    SentenceSpan(
                        number, offset + start, offset + end, ap_start, ap_end, lead if is_item else None
                    )
                )
    return found
