"""Canonical precept ids and their Spanish names: ``art-13``, ``art-6-bis``, ``da-1`` ("Disposición
adicional primera"), ``dd``, ``preambulo``; ordinals read and written as BOE does."""

from __future__ import annotations

import re

from rag.core.text import fold

DISPOSITION_KINDS = {"adicional": "da", "transitoria": "dt", "derogatoria": "dd", "final": "df"}
DISPOSITION_NAMES = {prefix: kind for kind, prefix in DISPOSITION_KINDS.items()}

_ORDINAL_UNITS = {
    "primera": 1,
    "segunda": 2,
    "tercera": 3,
    "cuarta": 4,
    "quinta": 5,
    "sexta": 6,
    "septima": 7,
    "setima": 7,
    "octava": 8,
    "novena": 9,
}
_ORDINAL_WORDS = {
    **_ORDINAL_UNITS,
    "decima": 10,
    "undecima": 11,
    "duodecima": 12,
    "unica": 0,
}
_ORDINAL_TENS = {
    "decimo": 10,
    "decima": 10,
    "vigesimo": 20,
    "vigesima": 20,
    "trigesimo": 30,
    "trigesima": 30,
    "cuadragesimo": 40,
    "cuadragesima": 40,
    "quincuagesimo": 50,
    "quincuagesima": 50,
}
_UNITS = ["", "primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava", "novena"]
_TENS = ["", "décima", "vigésima", "trigésima", "cuadragésima", "quincuagésima"]


def parse_ordinal(word: str) -> int | None:
    """Spanish feminine/masculine ordinal words to numbers: 'quinta' → 5, 'vigésima segunda' → 22."""
    words = fold(word).replace("-", " ").split()
    if not words:
        return None
    if len(words) == 1 and words[0] in _ORDINAL_WORDS:
        return _ORDINAL_WORDS[words[0]]
    joined = "".join(words)
    for tens_word, tens in _ORDINAL_TENS.items():
        if joined.startswith(tens_word):
            rest = joined[len(tens_word) :]
            if not rest:
                return tens
            if rest in _ORDINAL_UNITS:
                return tens + _ORDINAL_UNITS[rest]
            if "o" + rest in _ORDINAL_UNITS:  # "decimoctava": the o of "octava" is elided
                return tens + _ORDINAL_UNITS["o" + rest]
    return None


def feminine_ordinal(number: int) -> str:
    """'primera' … 'quincuagésima novena', as BOE names dispositions; digits beyond that."""
    tens, units = divmod(number, 10)
    if number in (11, 12):
        return ("undécima", "duodécima")[number - 11]
    if tens == 1 and units:  # decimotercera … decimoctava (the o of "octava" is elided)
        return "decimoctava" if units == 8 else "decimo" + _UNITS[units]
    if not 0 < number < 10 * len(_TENS):
        return str(number)
    return " ".join(word for word in (_TENS[tens], _UNITS[units]) if word)


def precept_label(article_id: str) -> str:
    """How a reader names a precept id: 'Artículo 13', 'Disposición transitoria quinta', 'Preámbulo'."""
    if article_id == "preambulo":
        return "Preámbulo"
    if match := re.fullmatch(r"art-(\d+|unico)(?:-([a-z]+))?", article_id):
        number = "único" if match[1] == "unico" else match[1]
        return f"Artículo {number}" + (f" {match[2]}" if match[2] else "")
    if match := re.fullmatch(r"(da|dt|dd|df)(?:-(\d+))?", article_id):
        kind = DISPOSITION_NAMES[match[1]]
        ordinal = f" {feminine_ordinal(int(match[2]))}" if match[2] else ""
        return f"Disposición {kind}{ordinal}"
    return article_id
