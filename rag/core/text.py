"""Spanish text helpers every stage shares: accent folding, stop words, stemmed tokens, citation markers."""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Any

import Stemmer

# An answer's citation markers: "[1]", "[2, 3]", "[1;4]".
CITATION_MARKER_RE = re.compile(r"\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]")


_COMBINING_RE = re.compile("[\u0300-\u036f]+")  # the accents NFD splits off Latin letters
# what may still be a mark: outside Latin (U+0000–02FF), general punctuation and currency signs
_MAYBE_MARK_RE = re.compile("[^\x00-\u02ff\u2000-\u206f\u20a0-\u20cf]")


def _unless_mark(match: re.Match[str]) -> str:
    return "" if unicodedata.category(match.group()) == "Mn" else match.group()


def fold(text: str) -> str:
    """Lower-case and strip accents (every non-spacing mark), for matching headings and ordinals.
    Written with regular expressions: a whole precept folds in microseconds, not milliseconds."""
    decomposed = _COMBINING_RE.sub("", unicodedata.normalize("NFD", text.lower()))
    return decomposed if decomposed.isascii() else _MAYBE_MARK_RE.sub(_unless_mark, decomposed)


_STOPWORD_TEXT = """
a al algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquello aquellos
aqui asi aun cada como con contra cual cuales cuando de del desde donde dos durante e el ella
ellas ello ellos en entre era eran es esa esas ese eso esos esta estan estas este esto estos fue
fueron ha han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o
os otra otras otro otros para pero poco por porque que quien quienes se sea sean segun ser si
sido sin sobre su sus tambien tan tanto te tiene tienen toda todas todo todos tu tus un una unas
uno unos usted ustedes y ya yo puedo puede pueden pueda debo debe deben dice dicen qué cómo cuál
cuáles cuándo dónde quién quiénes cuánto cuántos cuánta cuántas mí me mi hacer hace
"""
STOPWORDS = frozenset(fold(_STOPWORD_TEXT).split())
# Everyday words of citizens' questions that legal texts rarely use ("si vivo en el extranjero"):
# not evidence that a question is off-topic, so the gate's coverage signal ignores them.
EVERYDAY_TEXT = """
vivo vives vive vivimos viven vivir vivia tengo tienes tenemos tener quiero quieres quiere
queremos quieren querer estoy estas esta estamos estan estar soy eres somos son voy vas va vamos
van ir necesito necesitas necesita necesitamos necesitan necesitar pasa pasar ocurre ocurrir
gente ahora hoy aqui alli bien mal vez veces cosa cosas
"""
_WORD_RE = re.compile(r"\w\w+")


def tokenize(text: str, stemmer: Any) -> list[str]:
    """Folded, stop-word-free, Snowball-stemmed Spanish tokens."""
    words = [w for w in _WORD_RE.findall(fold(text)) if w not in STOPWORDS]
    stems: list[str] = stemmer.stemWords(words)
    return stems


@functools.cache
def spanish_stemmer() -> Any:
    """The Snowball Spanish stemmer, one per process (PyStemmer never releases the GIL)."""
    return Stemmer.Stemmer("spanish")
