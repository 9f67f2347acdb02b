"""Turn a PDF's extracted page text back into paragraphs and headings.

A PDF has no paragraphs or headings, only lines: a printed regulation's "Artículo 7. Convocatorias."
is a line like any other, its paragraphs are wrapped at the page's width, and every page repeats a
header and a footer ("Página 3 de 12"). This module drops the repeated lines, joins wrapped lines
into paragraphs and marks the lines that open a precept or a part of the norm as Markdown headings,
so the same parser reads a regulation whether it came as HTML, Markdown or PDF.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

_PAGE_NUMBER_RE = re.compile(r"^(?:p[áa]g(?:ina)?\.?\s*)?\d{1,4}(?:\s*(?:de|/)\s*\d{1,4})?$", re.IGNORECASE)
_PRECEPT_RE = re.compile(
    r"^(?:Art[íi]culo\s+(?:\d+|[úu]nico)(?:\s+(?:bis|ter|quater))?\s*\.(?:\s|$)"
    r"|Disposici[óo]n\s+(?:adicional|transitoria|derogatoria|final)\b)",
    re.IGNORECASE,
)
# Parts of the norm: "Capítulo II" may also wrap into a line mid-sentence, so it counts only at a
# paragraph's end; a line in capitals or a line that is the whole heading is one wherever it is.
_PART_RE = re.compile(
    r"^(?:(?:T[íi]tulo|Cap[íi]tulo|Secci[óo]n)\s+(?:[IVXLC]+|preliminar|\d+\.?ª?)(?:\.\s|\s*$|\s+[A-ZÁÉÍÓÚ]))"
)
_WHOLE_PART_RE = re.compile(
    r"^(?:(?:T[ÍI]TULO|CAP[ÍI]TULO|LIBRO|SECCI[ÓO]N)\s+(?:[IVXLC]+|PRELIMINAR|\d+\.?ª?)\b"
    r"|DISPOSICI[ÓO]N(?:ES)?\s+(?:ADICIONAL|TRANSITORIA|DEROGATORIA|FINAL)(?:ES|S)?\s*$"
    r"|Disposiciones\s+(?:adicionales|transitorias|derogatorias|finales)\.?\s*$"
    r"|(?:PRE[ÁA]MBULO|Pre[áa]mbulo|EXPOSICI[ÓO]N DE MOTIVOS|Exposici[óo]n de motivos)\.?\s*$)"
)
_ITEM_RE = re.compile(r"^(?:\d{1,3}\.\s|[a-zñ]\)\s|\d{1,2}\.[ºª]\s)")
_ENDS_RE = re.compile(r"[.:;]$")
_HYPHEN_RE = re.compile(r"[^\W\d_]-$")
HEADER_LINES = 2  # lines at the top and at the bottom of a page where running headers can be
FULL_LINE = 0.8  # a line at least this share of the usual width was wrapped, not ended


def pdf_markdown(pages: list[str]) -> tuple[str, dict[str, int]]:
    """The pages' text as paragraphs separated by blank lines, precept headings marked ``#####``
    and parts of the norm (título, capítulo, sección, groups of dispositions) ``##``; and the page
    (from 1) each heading is on, by its text."""
    lines = _body_lines(pages)
    lengths = sorted(len(text) for _, text in lines) or [0]
    full = FULL_LINE * lengths[int(len(lengths) * 0.75)]
    blocks: list[str] = []
    heading_pages: dict[str, int] = {}
    paragraph: list[str] = []
    heading: list[str] = []
    heading_page = 0
    ended, short = True, True  # how the previous line ended: a sentence, a short (last) line

    def flush() -> None:
        if paragraph:
            blocks.append(_join(paragraph))
            paragraph.clear()

    def finish_heading() -> None:
        text = re.sub(r"\s+", " ", _join(heading)).strip()
        blocks.append("##### " + text)
        heading_pages.setdefault(text, heading_page)
        heading.clear()

    for page, text in lines:
        if heading:
            if ended or short or _ITEM_RE.match(text):
                finish_heading()
            else:  # a long heading wrapped onto this line
                heading.append(text)
                ended, short = bool(_ENDS_RE.search(text)), len(text) < full
                continue
        boundary = ended or short  # a heading follows a paragraph's end, never a wrapped line
        part = False
        if boundary and _PRECEPT_RE.match(text):
            flush()
            heading.append(text)
            heading_page = page
        elif _WHOLE_PART_RE.match(text) or (boundary and _PART_RE.match(text)):
            flush()
            blocks.append("## " + text)
            heading_pages.setdefault(text, page)
            part = True
        else:
            if boundary and (short or _ITEM_RE.match(text)):
                flush()
            paragraph.append(text)
        hyphenated = bool(_HYPHEN_RE.search(text))  # a word goes on in the next line
        ended, short = part or bool(_ENDS_RE.search(text)), part or (len(text) < full and not hyphenated)
    if heading:
        finish_heading()
    flush()
    return "\n\n".join(blocks), heading_pages


def _join(parts: list[str]) -> str:
    """Lines of one paragraph joined, words hyphenated across lines put back together."""
    text = ""
    for part in parts:
        if text.endswith("-") and part[:1].islower() and text[-2:-1].isalpha():
            text = text[:-1] + part
        else:
            text = f"{text} {part}" if text else part
    return text


def _body_lines(pages: list[str]) -> list[tuple[int, str]]:
    """(page, line) for every line that is not a running header, footer or page number: a line
    near the top or bottom of a page that (digits aside) repeats on at least half the pages."""
    split = [[line.strip() for line in page.splitlines() if line.strip()] for page in pages]
    edges: Counter[str] = Counter()
    for page_lines in split:
        edge = set(page_lines[:HEADER_LINES] + page_lines[-HEADER_LINES:])
        edges.update({_shape(line) for line in edge})
    least = max(2, len(split) / 2)
    repeated = {shape for shape, count in edges.items() if count >= least}
    kept: list[tuple[int, str]] = []
    for number, page_lines in enumerate(split, start=1):
        for index, line in enumerate(page_lines):
            at_edge = index < HEADER_LINES or index >= len(page_lines) - HEADER_LINES
            if at_edge and (_shape(line) in repeated or _PAGE_NUMBER_RE.match(line)):
                continue
            kept.append((number, re.sub(r"[ \t\xa0]+", " ", _unligature(line))))
    return kept


def _unligature(line: str) -> str:
    """Typographic ligatures ("ﬁ" in "oﬁciales") as the letters they join."""
    return "".join(unicodedata.normalize("NFKC", ch) if "\ufb00" <= ch <= "\ufb06" else ch for ch in line)


def _shape(line: str) -> str:
    """A line with its digits masked: "Página 3 de 12" and "Página 4 de 12" repeat."""
    return re.sub(r"\d+", "#", line.casefold())
