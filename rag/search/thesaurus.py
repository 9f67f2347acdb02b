"""Citizen words → the words legal texts use ("el paro" → "desempleo"), to expand BM25 queries.

Citizens ask in everyday Spanish ("¿me pueden cambiar de ciudad de trabajo?"); norms speak their
own register ("movilidad geográfica"). This is a general glossary of that gap for the bundled
corpora (the Constitution, the Estatuto de los Trabajadores, Leyes 39/2015 and 19/2013, LO 3/2018),
not tuned to particular questions; it only ever adds terms to the lexical query, so a wrong entry
costs a little precision, never a lookup.

A domain written from particular laws (the library's: housing, consumer, tax…) only adds its
phrases where one of those laws is searched, or in a folder of other documents: asked of the
Constitution, "vivo en el extranjero" gets the Constitution's phrases, not the Ley de Extranjería's.

A key is a folded word stem or phrase matched at word starts ("despid" catches "despido" and
"despidieron"); a key ending in a space must end a word too ("ere " is not "eres"). A value lists
legal phrases separated by commas, each one found in the bundled texts. A key may sit in several
domains: its phrases are joined, so a law never takes away the Constitution's terms. The entries
themselves live in ``rag.search.vocabulary``, one module per domain of law.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from rag.core.text import fold
from rag.search.senses import with_plain_sense
from rag.search.vocabulary import DOMAIN_NORMS, DOMAINS, WRITTEN_FROM


def _merge(domains: dict[str, dict[str, str]]) -> dict[str, str]:
    """One glossary; a key found in several domains gets all their phrases, first domain first."""
    merged: dict[str, str] = {}
    for glossary in domains.values():
        for key, terms in glossary.items():
            merged[key] = f"{merged[key]}, {terms}" if key in merged else terms
    return merged


GLOSSARY: dict[str, str] = _merge(DOMAINS)

_WORD_RE = re.compile(r"\w+")
# Keys are indexed by their first three characters, so a question is read once, word start by
# word start, comparing only the few keys that can begin there (keys are three characters or more).
_HEAD = 3


def _keys_by_head(keys: list[str]) -> dict[str, tuple[str, ...]]:
    """The keys grouped by their first ``_HEAD`` characters."""
    grouped: dict[str, list[str]] = {}
    for key in keys:
        grouped.setdefault(key[:_HEAD], []).append(key)
    return {head: tuple(group) for head, group in grouped.items()}


_KEYS_BY_HEAD = _keys_by_head(list(GLOSSARY))


def normalize(text: str) -> str:
    """Folded words joined by single spaces: the form keys are written in and matched against."""
    return " ".join(_WORD_RE.findall(fold(text)))


def matched_keys(question: str) -> list[str]:
    """The glossary keys found at the question's word starts, in the question's order."""
    text = normalize(question) + " "  # the final space lets a whole-word key end the question
    found: list[str] = []
    start = 0
    while start < len(text) - 1:
        for key in _KEYS_BY_HEAD.get(text[start : start + _HEAD], ()):
            if key not in found and text.startswith(key, start):
                found.append(key)
        start = text.index(" ", start) + 1
    return found


def domains_for(norms: Collection[str] | None) -> list[str]:
    """The domains whose phrases apply when ``norms`` are searched (None: every domain): those
    written for every corpus, those written from one of ``norms``, and all of them when some
    searched document is none of the laws the vocabulary was written from (or none is known)."""
    if not norms or not set(norms) <= WRITTEN_FROM:
        return list(DOMAINS)
    return [name for name in DOMAINS if name not in DOMAIN_NORMS or DOMAIN_NORMS[name] & set(norms)]


def glossed(question: str, norms: Collection[str] | None = None) -> list[tuple[str, list[str]]]:
    """Each glossary key the question holds with the legal phrases it stands for in the domains
    that apply to the searched ``norms`` (None: every domain), in the question's order."""
    glossaries = [DOMAINS[name] for name in domains_for(norms)]
    found: list[tuple[str, list[str]]] = []
    for key in matched_keys(question):
        phrases: list[str] = []
        for glossary in glossaries:
            if key in glossary:
                phrases.extend(term for term in glossary[key].split(", ") if term not in phrases)
        if phrases:
            found.append((key, phrases))
    return found


def legal_terms(question: str, norms: Collection[str] | None = None) -> list[str]:
    """The legal phrases the question's everyday words stand for, each once: those of the
    domains that apply to the searched ``norms`` (None: every domain)."""
    terms: list[str] = []
    for _, phrases in glossed(question, norms):
        terms.extend(term for term in phrases if term not in terms)
    return terms


def expand(question: str, norms: Collection[str] | None = None) -> str:
    """The question (with the plain words of a construction ``rag.search.senses`` reads) plus the
    legal terms its everyday words stand for (in the searched ``norms``)."""
    terms = legal_terms(question, norms)
    text = with_plain_sense(question)
    return f"{text} {' '.join(terms)}" if terms else text
