"""Reading one heading line of a BOE norm: an article however it is numbered ("Artículo 40.",
"Artículo setenta y dos", "Artículo 283 bis a)."), a grouped heading of repealed articles ("Arts.
127 a 130"), a disposition or a group of them, a part printed in capitals ("LIBRO PRIMERO"). What
the lines build, precept by precept, is ``rag.ingest.boe``.
"""

from __future__ import annotations

import re

from rag.core.precepts import LATIN_SUFFIXES, parse_spelled_number
from rag.core.text import fold

_LATIN = "|".join(suffix.replace("quater", "qu[aá]ter") for suffix in LATIN_SUFFIXES)
# "Artículo 40. Movilidad…", "Artículo 1º.", "Artículo 177 decies.", "Artículo 283 bis a). …",
# "Artículo 588 bis a. …", "Artículo 504 bis 2."
ARTICLE_RE = re.compile(
    rf"^art[ií]culo\s+(\d+|[uú]nico)\s*[º°]?"
    rf"((?:\s+(?:{_LATIN}))?(?:\s+[a-z]\)|\s+[a-z](?=\.)|\s+\d{{1,2}}(?=\.))?)(?![\wáéíóú])\.?\s*(.*)$",
    re.IGNORECASE,
)
# Grouped headings of repealed articles: "Arts. 127 a 130", "Artículos ciento seis a ciento diez."
_RANGE_RE = re.compile(r"^(?:arts?\.|art[ií]culos?)\s+(.+?)\s+a\s+(.+?)\.?$", re.IGNORECASE)
_MAX_RANGE = 60  # a longer "range" is not a list of articles
DISPOSITION_RE = re.compile(
    r"^disposici[oó]n\s+(adicional|transitoria|derogatoria|final)\b\s*([^.]*?)\s*(?:\.\s*(.*))?$",
    re.IGNORECASE,
)
GROUP_RE = re.compile(
    r"^DISPOSICI[OÓ]N(ES)?\s+(ADICIONAL|TRANSITORIA|DEROGATORIA|FINAL)(ES|S)?\b", re.IGNORECASE
)
ROMAN_RE = re.compile(r"^[IVXLC]+\.?$")


_SPELLED_HEADING_RE = re.compile(r"^art[ií]culo\s+([^.:]+?)\s*(?:[.:]\s*(.*))?$", re.IGNORECASE)


def article_heading(text: str) -> tuple[str, str | None, str] | None:
    """(number in digits, suffix, title) of an article heading ("Artículo 40. Movilidad…",
    "Artículo 6 bis", "Artículo 283 bis a)" → suffix "bis a"), also when older norms write the
    number in words ("Artículo primero.", "Artículo setenta y dos", "Artículo treinta y tres a).");
    None for any other line."""
    if digits := ARTICLE_RE.match(text):
        number, suffix, title = digits.groups()
        suffix = " ".join(suffix.lower().replace(")", "").split())  # "quáter" kept for the label
        return number, suffix or None, title
    return spelled_article(text)


def spelled_article(text: str) -> tuple[str, str | None, str] | None:
    """An article heading numbered in words, read like one numbered in digits, or None."""
    match = _SPELLED_HEADING_RE.match(text)
    if not match:
        return None
    words = fold(match.group(1)).replace("á", "a").split()
    parsed = parse_spelled_number(words)
    if parsed is None:
        return None
    number, used = parsed
    rest = words[used:]
    suffix = [rest.pop(0)] if rest and rest[0] in LATIN_SUFFIXES else []
    if rest and re.fullmatch(r"[a-z]\)", rest[0]):  # "treinta y tres a)"
        suffix.append(rest.pop(0)[0])
    if rest:  # more words than a number: a sentence, not a heading
        return None
    return str(number), " ".join(suffix) or None, match.group(2) or ""


def article_number(text: str) -> tuple[int, str] | None:
    """A number as a range heading writes it ("127", "1863 bis", "ciento seis"): (number, suffix)."""
    folded = fold(text).strip().rstrip(".")
    if match := re.fullmatch(r"(\d+)\s*(?:º|°)?(?:\s+([a-z]+))?", folded):
        if match[2] and match[2] not in LATIN_SUFFIXES:
            return None
        return int(match[1]), match[2] or ""
    parsed = parse_spelled_number(folded.split())
    if parsed and parsed[1] == len(folded.split()):
        return parsed[0], ""
    return None


def article_range(text: str) -> list[tuple[str, str]] | None:
    """The (article id, label) of each article a grouped heading names ("Arts. 127 a 130" → art-127
    … art-130; "Arts. 1863 bis a 1873 bis" → its first only), or None for any other line."""
    match = _RANGE_RE.match(text)
    if not match:
        return None
    low, high = article_number(match[1]), article_number(match[2])
    if low is None or high is None or high[0] < low[0]:
        return None
    if low[1] or high[1] or high[0] - low[0] > _MAX_RANGE:
        suffix = f"-{low[1]}" if low[1] else ""
        return [(f"art-{low[0]}{suffix}", f"Artículo {low[0]}" + (f" {low[1]}" if low[1] else ""))]
    return [(f"art-{number}", f"Artículo {number}") for number in range(low[0], high[0] + 1)]


STRUCTURAL_LINE_RE = re.compile(
    r"^(LIBRO|T[IÍ]TULO|CAP[IÍ]TULO|DISPOSICI[OÓ]N(ES)? (ADICIONAL|TRANSITORIA|DEROGATORIA|FINAL))",
    re.IGNORECASE,
)


def capitalised(text: str) -> str:
    """ "LIBRO PRIMERO" → "Libro primero"; a heading already in mixed case is kept."""
    if not text.isupper():
        return text
    words = text.split(" ")
    return " ".join(
        word if ROMAN_RE.match(word) else (word.capitalize() if i == 0 else word.lower())
        for i, word in enumerate(words)
    )
