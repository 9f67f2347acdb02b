"""Find the precepts a question names ("art. 13.2", "la DT 5ª") or a precept's text cites.

Both work on folded text (lower case, no accents) and return canonical ids as ``rag.ingest.boe`` builds
them: ``art-28``, ``art-6-bis``, ``da-1``, ``dd``, ``preambulo``, with the apartado kept apart.
Existence is not checked here: "artículo 200" gives ``art-200``, and the caller looks it up.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rag.core.precepts import DISPOSITION_KINDS, parse_ordinal
from rag.core.records import PreceptRef
from rag.core.text import fold

MAX_RANGE = 30  # "artículos 1 a 169" names too much to be a look-up; keep the first 30


_HEAD_RE = re.compile(r"\b(?:articulos?|arts?\.?|apartados?|numeros?)(?![a-z])")
_TOKEN_RE = re.compile(
    r"\s*(?:"
    r"(?P<number>\d{1,3}|unico)(?![\d/])(?P<dotted>(?:\.\d{1,3})*)(?:\.?\s?[ªº])?"
    r"(?:\s+(?P<suffix>bis|ter|quater|quinquies|sexies|septies|octies)\b)?"
    r"|(?P<letter>[a-z]\))"
    r"|(?P<article>articulos?|arts?\.?)(?=\s*(?:\d|unico\b|del\s+\d))"
    r"|(?P<apartado>apartados?|numeros?)(?=\s*\d)"
    r"|(?P<joiner>,|y\b|o\b)(?=\s*(?:\d|[a-z]\)|art|apartado|numero|y\b))"
    r"|(?P<range>al?\b|-|–)(?=\s*\d)"
    r"|(?P<of>del)(?=\s+(?:\d|art))"
    r")"
)
_TOKEN_KINDS = ("number", "letter", "article", "apartado", "joiner", "range", "of")
_ORDINAL = r"(?:(?P<digits>\d{1,2})(?!\d)(?:\.?\s?[ªº]|\.?a\b)?|(?P<words>[a-z]+(?:\s+[a-z]+)?))"
_DISPOSITION_RE = re.compile(
    rf"\b(?:disposicion|disp\.)\s*(?P<kind>adicional|transitoria|derogatoria|final)\b(?:\s+{_ORDINAL})?"
)
_ABBREVIATION_RE = re.compile(r"\bd(?P<kind>[atdf])\.?\s*(?P<digits>\d{1,2})(?!\d)(?:\.?\s?[ªº]|\.?a\b)?")
_PREAMBLE_RE = re.compile(r"\bpreambulo\b")
# "artículo 5 de la Ley 7/1985", "artículo 8 del Tratado": another norm's precept, not this one's
_EXTERNAL_RE = re.compile(
    r"[\s,]*(?:de|del)\s+(?:(?!esta\b|este\b|presente\b)[a-z]+\s+){0,2}?"
    r"(?:leyes|ley|real decreto|decreto|codigo|tratados?|estatutos?|directiva|reglamentos?|convenios?)\b"
)


# what follows a precept's number when the question says whose it is: "del Estatuto", "de la LOPDGDD"
_OF_NORM_RE = re.compile(r"[\s,]*(?:de|del)\s+(?:la\s+|el\s+|los\s+|las\s+)?(?P<phrase>[^?!;:()\n]{1,80})")


@dataclass(frozen=True)
class NamedRef:
    """A precept a question names, with the words naming its norm when it says ("" if not), and
    whether those words name another norm in the manner of "de la Ley 7/1985" (``external``)."""

    ref: PreceptRef
    norm: str = ""
    external: bool = False


def find_named_refs(question: str) -> list[NamedRef]:
    """The precepts a question names explicitly, in the order named, without duplicates, each with
    the words that follow it naming a norm ("artículo 40 del Estatuto de los Trabajadores"). The
    caller decides whether those words name a norm of its corpus."""
    text = fold(question)
    found = _find_articles(text, keep_external=True) + _find_dispositions(text, keep_external=True)
    for match in _ABBREVIATION_RE.finditer(text):  # "DT 5ª", "DA 1.ª"
        ref = PreceptRef(_disposition_id("d" + match["kind"], match["digits"]))
        found.append((match.start(), 0, _named(ref, text, match.end())))
    found += [(m.start(), 0, NamedRef(PreceptRef("preambulo"))) for m in _PREAMBLE_RE.finditer(text)]
    ordered = sorted(found, key=lambda item: item[:2])
    return list(dict.fromkeys(named for *_, named in ordered))


def find_lookup_refs(question: str) -> list[PreceptRef]:
    """The precepts a question names explicitly, in the order named, without duplicates; those of
    another norm ("artículo 5 de la Ley 7/1985") left out."""
    return _unique(named.ref for named in find_named_refs(question) if not named.external)


def _named(ref: PreceptRef, text: str, end: int) -> NamedRef:
    of_norm = _OF_NORM_RE.match(text, end)
    return NamedRef(ref, of_norm["phrase"].strip() if of_norm else "", _is_external(text, end))


def find_cross_refs(text: str, self_id: str = "") -> list[PreceptRef]:
    """The precepts a precept's text cites, in order, unique, without itself or other norms'.

    Relative references ("el artículo anterior", "apartado 1 de este artículo") are skipped.
    """
    folded = fold(text)
    found = sorted(_find_articles(folded) + _find_dispositions(folded), key=lambda item: item[:2])
    return _unique(ref for *_, ref in found if ref.article_id != self_id)


def _find_articles(text: str, keep_external: bool = False) -> list[tuple[int, int, Any]]:
    """(position, order, ref) of every article named; with ``keep_external`` each ref is a
    ``NamedRef`` and those of other norms are kept (marked), else they are left out."""
    found: list[tuple[int, int, Any]] = []
    scanned_to = 0
    for head in _HEAD_RE.finditer(text):
        if head.start() < scanned_to:  # already read as part of the previous list
            continue
        tokens: list[re.Match[str]] = []
        position = head.start()
        while (token := _TOKEN_RE.match(text, position)) and token.end() > position:
            tokens.append(token)
            position = token.end()
        if not tokens or _kind(tokens[0]) not in ("article", "apartado"):
            continue
        scanned_to = position
        refs = _SpanReader(tokens).read()
        if keep_external:
            found += [(head.start(), i, _named(ref, text, position)) for i, ref in enumerate(refs)]
        elif not _is_external(text, position):
            found += [(head.start(), i, ref) for i, ref in enumerate(refs)]
    return found


def _find_dispositions(text: str, keep_external: bool = False) -> list[tuple[int, int, Any]]:
    found: list[tuple[int, int, Any]] = []
    for match in _DISPOSITION_RE.finditer(text):
        number, end = match["digits"] or "", match.end()
        if match["words"]:  # "vigésima segunda", else "segunda" of "segunda de la Ley", else none
            first = match["words"].split()[0]
            both, one = parse_ordinal(match["words"]), parse_ordinal(first)
            if both is not None:
                number = str(both)
            elif one is not None:
                number, end = str(one), match.start("words") + len(first)
            else:
                end = match.end("kind")
        ref = PreceptRef(_disposition_id(DISPOSITION_KINDS[match["kind"]], number))
        if keep_external:
            found.append((match.start(), 0, _named(ref, text, end)))
        elif not _is_external(text, end):
            found.append((match.start(), 0, ref))
    return found


@dataclass
class _SpanReader:
    """Reads one list of numbers ('artículos 17, 18, apartados 2 y 3, artículos 19…') into refs.

    Apartados after an article belong to it; apartados before "del artículo N" belong to N.
    """

    tokens: list[re.Match[str]]
    refs: list[PreceptRef] = field(default_factory=list)
    current: str = ""
    current_number: int = 0
    current_apartados: list[str] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    forward: bool = False  # pending apartados wait for the article that follows ("del artículo")

    def read(self) -> list[PreceptRef]:
        mode, ranging = "", False
        for i, token in enumerate(self.tokens):
            kind = _kind(token)
            if kind in ("article", "apartado"):
                mode = kind
            elif kind == "of" and i + 1 < len(self.tokens) and _kind(self.tokens[i + 1]) == "article":
                self.forward = True
            elif kind == "range":
                ranging = True
            elif kind == "number":
                following = [_kind(t) for t in self.tokens[i + 1 : i + 3] if t[0].strip() != ","]
                is_article = mode == "article" or following[:1] == ["apartado"]
                value = token["number"]
                if is_article and self._is_comma_apartado(i, value, token):
                    is_article = False  # "artículo 65, 2" is apartado 2 of article 65
                if is_article:
                    self._start_article(value, token["suffix"], token["dotted"], ranging)
                elif value != "unico":
                    self._add_apartado(value, ranging)
                ranging = False
        if not self.forward:
            self.current_apartados += self.pending
        self._flush()
        return self.refs

    def _is_comma_apartado(self, i: int, value: str, token: re.Match[str]) -> bool:
        after_comma = i > 0 and self.tokens[i - 1][0].strip() == ","
        small = value.isdigit() and int(value) < min(self.current_number, 10)
        return after_comma and small and not token["dotted"] and not token["suffix"]

    def _start_article(self, value: str, suffix: str | None, dotted: str, ranging: bool) -> None:
        apartados = self.pending if self.forward else []
        if not self.forward:
            self.current_apartados += self.pending
        self.pending, self.forward = [], False
        start = self.current_number
        self._flush()
        if ranging and start and value.isdigit() and int(value) > start:
            end = min(int(value), start + MAX_RANGE - 1)
            self.refs += [PreceptRef(f"art-{n}") for n in range(start + 1, end)]
            value = str(end)
        self.current = f"art-{value}" + (f"-{suffix}" if suffix else "")
        self.current_number = int(value) if value.isdigit() else 0
        self.current_apartados = apartados + ([dotted.split(".")[1]] if dotted else [])

    def _add_apartado(self, value: str, ranging: bool) -> None:
        if ranging and self.pending and self.pending[-1].isdigit() and int(value) > int(self.pending[-1]):
            start = int(self.pending[-1])
            self.pending += [str(n) for n in range(start + 1, min(int(value), start + MAX_RANGE))]
        self.pending.append(value)

    def _flush(self) -> None:
        if self.current:
            self.refs += [PreceptRef(self.current, a) for a in self.current_apartados] or [
                PreceptRef(self.current)
            ]
        self.current, self.current_apartados = "", []


def _kind(token: re.Match[str]) -> str:
    return next(kind for kind in _TOKEN_KINDS if token[kind] is not None)


def _is_external(text: str, end: int) -> bool:
    return _EXTERNAL_RE.match(text, end) is not None


def _disposition_id(prefix: str, number: str) -> str:
    return f"{prefix}-{int(number)}" if number and int(number) else prefix


def _unique(refs: Iterable[PreceptRef]) -> list[PreceptRef]:
    return list(dict.fromkeys(refs))
