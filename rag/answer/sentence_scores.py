"""Scoring a retrieved precept's sentences by the question's words: what the offline answer
(``rag.answer.extractive``) chooses from and the learned choice (``rag.answer.quoter``) reads.

Every apartado of the first precepts is split into sentences (a lettered item keeps its list's
lead-in; a paragraph's number in words goes with the sentence it numbers). A sentence scores by
the question's words in it, next to it and in its apartado (BM25 over the retrieved sentences
only), by holding what the question asks (``rag.core.asked``), by lying in the chunk that ranked
its precept and by that precept's rank.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields, replace

from rag.core.asked import (
    ACTOR,
    AGE,
    AMOUNT,
    PERIOD,
    YESNO,
    answer_spans,
    asked_bound,
    asked_kinds,
    asked_unit,
)
from rag.core.results import Context
from rag.core.sentences import SentenceSpan, sentence_spans
from rag.core.text import spanish_stemmer, tokenize
from rag.search.thesaurus import expand

# Scoring (measured on the dev sets of the bundled corpora).
KIND_BONUS = {PERIOD: 1.0, AMOUNT: 1.0, AGE: 1.0, ACTOR: 0.4, YESNO: 0.3}  # the sentence holds what is asked
BOUND_BONUS = 0.3  # "¿como máximo?" asked and a limit stated ("no podrá exceder")
# "¿cuántos días…?" asked and a figure in days stated ("treinta días naturales"): the smallest bonus
# that puts it before a sentence repeating the question's words around a figure in months (ET art.
# 38); the dev and held-out sets' facts are unchanged by it (docs/evaluation.md, "The laws and the
# combined corpus")
UNIT_BONUS = 1.5
W_LEXICAL, W_NEIGHBOUR, W_APARTADO = 2.0, 0.5, 0.5  # the question's words in, next to, around it
W_CHUNK, W_RANK = 0.4, 0.3  # inside the chunk that ranked the precept; the precept's rank
LEGAL_WEIGHT = 0.25  # the legal terms the question's everyday words stand for ("votar" → sufragio)
LEAD_WORDS = 6  # the words of a list's lead-in that count for each of its items
STEM_PREFIX = 5  # stems compared by their start: "obligado" and "obligatorio" share "oblig"
# Spanish prefixes as long as that start: after one, the start is kept this much of the root too, so
# "extranjero" and "extradición", "contrato" and "contribución" stay apart
PREFIXES = ("contra", "entre", "extra", "infra", "inter", "sobre", "super", "trans", "ultra")
PREFIXED_ROOT = 4
BM25_K1, BM25_B = 1.2, 0.5

# --- sentences ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sentence(SentenceSpan):
    """One sentence of a retrieved precept (its span: ``rag.core.sentences``), with the context it
    lies in and that context's place among the retrieved ones."""

    context: Context
    rank: int

    @property
    def text(self) -> str:
        """The sentence as the law writes it."""
        return self.context.text[self.start : self.end]

    @property
    def apartado_key(self) -> tuple[int, int]:
        """Its apartado, told apart from any other precept's."""
        return (self.context.n, self.apartado_start)


# a paragraph numbered in words ("Uno.", "Dos.", "Primero.") reads as a sentence of its own word
_WORD_NUMBER_RE = re.compile(r"\s*[A-ZÁÉÍÓÚ][a-záéíóúñ]{1,11}\.\s*")


def sentences(context: Context, rank: int = 0) -> list[Sentence]:
    """Every sentence of the precept, apartado by apartado; an item ("b) …") remembers the
    paragraph that introduces its list ("… deberán contener:"); a paragraph's number in words
    ("Dos.") is quoted with the sentence it numbers, not alone."""

    def sentence(span: SentenceSpan) -> Sentence:
        return Sentence(**{f.name: getattr(span, f.name) for f in fields(span)}, context=context, rank=rank)

    found: list[Sentence] = []
    pending: SentenceSpan | None = None
    for span in sentence_spans(context.text, context.apartado_spans):
        if pending is not None and pending.apartado_start == span.apartado_start:
            span = replace(span, start=pending.start)
        pending = None
        if _WORD_NUMBER_RE.fullmatch(context.text[span.start : span.end]):
            pending = span
            continue
        found.append(sentence(span))
    if pending is not None:  # a number closing its apartado: kept as it is
        found.append(sentence(pending))
    return found


# --- scoring ------------------------------------------------------------------------------------


def _start(stem: str) -> str:
    """The start a stem is compared by (``STEM_PREFIX``, longer after a prefix)."""
    prefix = next((p for p in PREFIXES if stem.startswith(p)), "")
    return stem[: len(prefix) + PREFIXED_ROOT] if prefix else stem[:STEM_PREFIX]


def stem_starts(text: str) -> list[str]:
    """The text's content words, stemmed and cut to a common start."""
    return [_start(stem) for stem in tokenize(text, spanish_stemmer())]


@dataclass(frozen=True)
class Question:
    words: frozenset[str]
    legal: frozenset[str]  # the legal terms its everyday words stand for
    kinds: frozenset[str]
    bound: re.Pattern[str] | None
    unit: re.Pattern[str] | None = None  # "¿cuántos días…?": a figure in days

    @classmethod
    def read(cls, question: str, norms: frozenset[str] | None = None) -> Question:
        """The question's words and what it asks; ``legal``: the thesaurus terms of the domains of
        ``norms`` (the quoted precepts' norms; None: every domain)."""
        words = frozenset(stem_starts(question))
        legal = frozenset(stem_starts(expand(question, norms))) - words
        kinds = frozenset(asked_kinds(question))
        return cls(words, legal, kinds, asked_bound(question), asked_unit(question))

    @property
    def weights(self) -> dict[str, float]:
        return {word: 1.0 for word in self.words} | {word: LEGAL_WEIGHT for word in self.legal}


def bm25(documents: list[list[str]], question: Question) -> list[float]:
    """BM25 of each document (a list of words) for the question, over these documents only (a word
    frequent among them tells little), as a share of a perfect match."""
    if not documents:
        return []
    weights = question.weights
    present = [set(document) for document in documents]
    idf = {}
    for word in weights:
        frequency = sum(1 for words in present if word in words)
        idf[word] = math.log(1 + (len(documents) - frequency + 0.5) / (frequency + 0.5))
    perfect = sum(weights[word] * idf[word] for word in question.words) or 1.0
    average = sum(len(document) for document in documents) / len(documents) or 1.0
    scores = []
    for document in documents:
        norm = BM25_K1 * (1 - BM25_B + BM25_B * len(document) / average)
        total = 0.0
        for word, weight in weights.items():
            if count := document.count(word):
                total += weight * idf[word] * count * (BM25_K1 + 1) / (count + norm)
        scores.append(total / perfect)
    return scores


def holds(question: Question, text: str) -> float:
    """The bonus of a sentence that holds what is asked (more for a limit asked and stated)."""
    bonus = max((KIND_BONUS[kind] for kind in question.kinds if answer_spans(text, {kind})), default=0.0)
    if bonus and question.bound and question.bound.search(text):
        bonus += BOUND_BONUS
    if bonus and question.unit and question.unit.search(text):
        bonus += UNIT_BONUS
    return bonus


def scored_sentences(question: Question, contexts: list[Context]) -> list[tuple[float, Sentence]]:
    """Every sentence of ``contexts``, best first, scored by the question's words in it, next to it
    and in its apartado; by holding what is asked; and by where retrieval found the precept."""
    found = [sentence for rank, context in enumerate(contexts) for sentence in sentences(context, rank)]
    documents = []
    for sentence in found:
        lead = sentence.context.text[sentence.lead[0] : sentence.lead[1]] if sentence.lead else ""
        documents.append(stem_starts(sentence.text) + stem_starts(lead)[:LEAD_WORDS])
    lexical = bm25(documents, question)
    keys = list(dict.fromkeys(s.apartado_key for s in found))
    texts = {s.apartado_key: s.context.text[s.apartado_start : s.apartado_end] for s in found}
    around = dict(zip(keys, bm25([stem_starts(texts[key]) for key in keys], question), strict=True))
    scored = []
    for index, sentence in enumerate(found):
        neighbours = [
            lexical[i]
            for i in (index - 1, index + 1)
            if 0 <= i < len(found) and found[i].apartado_key == sentence.apartado_key
        ]
        chunk = sentence.context.chunk
        score = (
            W_LEXICAL * lexical[index]
            + W_NEIGHBOUR * max(neighbours, default=0.0)
            + W_APARTADO * around[sentence.apartado_key]
            + holds(question, sentence.text)
            + W_CHUNK * (chunk.start <= sentence.start < chunk.end)
            + W_RANK / (sentence.rank + 1)
        )
        scored.append((score, sentence))
    scored.sort(key=lambda item: -item[0])
    return scored
