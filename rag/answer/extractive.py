"""The offline answer: the sentences of the retrieved law that hold what is asked, quoted verbatim
with the asked phrase in bold, and cited. There is no model, so nothing is paraphrased.

Every apartado of the first precepts is split into sentences (a lettered item keeps its list's
lead-in). Sentences are scored by the question's words (in them, next to them, in their apartado)
and by holding what the question asks (``rag.core.asked``). The first passage comes from
retrieval's first precept unless another one clearly holds the answer better; a second passage is
quoted when it scores close. A short apartado is quoted whole; a long one is cut to its best
sentences, with "[…]" where text is left out.

Where the models of ``rag.answer.quoter`` ship (``rag train-quoter``), they choose instead which
apartado of the first precept is quoted first and which sentences of a long apartado are kept,
from the features ``APARTADO_FEATURES`` and ``SENTENCE_FEATURES`` (the same words, plus how close
each piece is to the question: ``Hit.similarities``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, fields, replace
from typing import NamedTuple

import numpy as np

from rag.answer.quoter import QuoteModel, shipped_quoter
from rag.core.asked import (
    ACTOR,
    AGE,
    AMOUNT,
    PERIOD,
    QUANTITIES,
    YESNO,
    answer_spans,
    asked_bound,
    asked_kinds,
    asked_unit,
    states_figure,
)
from rag.core.results import AmbiguousLookup, Context, PieceSimilarity
from rag.core.sentences import SentenceSpan, sentence_spans
from rag.core.text import spanish_stemmer, tokenize
from rag.search.thesaurus import expand

NOTICE = "Sin modelo de lenguaje configurado: respuesta extractiva con el texto literal más pertinente."
NO_FIGURE = "El texto no fija una cifra concreta sobre lo que pregunta."
ELLIPSIS = "[…]"
MAX_PASSAGES = 2
FIRST_CONTEXTS = 3  # passages come from the first three retrieved (not referenced) precepts
WHOLE_APARTADO_CHARS = 500  # an apartado up to this long is quoted whole; a longer one is cut
PASSAGE_CHARS = 700  # a cut apartado quotes its best sentences up to about this length
LOOKUP_CHARS = 1500  # a named precept is quoted whole up to this length

# Choosing what to quote (measured on the dev sets of the bundled corpora).
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
SWITCH_KINDS = frozenset({PERIOD, AMOUNT, AGE})  # a figure asked and absent from the first precept
SECOND_RATIO = 0.7  # a second passage scores at least this share of the first
EXPAND_RATIO = 0.5  # a cut apartado's further sentences score at least this share of its best
# learned cut (``rag.answer.quoter``): further sentences within this much of the best one's score;
# out of fold on the dev sets, 3 keeps the sentence holding the fact in 0.90 of long apartados (by
# the words: 0.86) at the same length (570 characters on average)
SENTENCE_MARGIN = 3.0


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


def _words(text: str) -> list[str]:
    """The text's content words, stemmed and cut to a common start."""
    return [_start(stem) for stem in tokenize(text, spanish_stemmer())]


@dataclass(frozen=True)
class _Question:
    words: frozenset[str]
    legal: frozenset[str]  # the legal terms its everyday words stand for
    kinds: frozenset[str]
    bound: re.Pattern[str] | None
    unit: re.Pattern[str] | None = None  # "¿cuántos días…?": a figure in days

    @classmethod
    def read(cls, question: str, norms: frozenset[str] | None = None) -> _Question:
        """The question's words and what it asks; ``legal``: the thesaurus terms of the domains of
        ``norms`` (the quoted precepts' norms; None: every domain)."""
        words = frozenset(_words(question))
        legal = frozenset(_words(expand(question, norms))) - words
        kinds = frozenset(asked_kinds(question))
        return cls(words, legal, kinds, asked_bound(question), asked_unit(question))

    @property
    def weights(self) -> dict[str, float]:
        return {word: 1.0 for word in self.words} | {word: LEGAL_WEIGHT for word in self.legal}


def _bm25(documents: list[list[str]], question: _Question) -> list[float]:
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


def _holds(question: _Question, text: str) -> float:
    """The bonus of a sentence that holds what is asked (more for a limit asked and stated)."""
    bonus = max((KIND_BONUS[kind] for kind in question.kinds if answer_spans(text, {kind})), default=0.0)
    if bonus and question.bound and question.bound.search(text):
        bonus += BOUND_BONUS
    if bonus and question.unit and question.unit.search(text):
        bonus += UNIT_BONUS
    return bonus


def _scored(question: _Question, contexts: list[Context]) -> list[tuple[float, Sentence]]:
    """Every sentence of ``contexts``, best first, scored by the question's words in it, next to it
    and in its apartado; by holding what is asked; and by where retrieval found the precept."""
    found = [sentence for rank, context in enumerate(contexts) for sentence in sentences(context, rank)]
    documents = []
    for sentence in found:
        lead = sentence.context.text[sentence.lead[0] : sentence.lead[1]] if sentence.lead else ""
        documents.append(_words(sentence.text) + _words(lead)[:LEAD_WORDS])
    lexical = _bm25(documents, question)
    keys = list(dict.fromkeys(s.apartado_key for s in found))
    texts = {s.apartado_key: s.context.text[s.apartado_start : s.apartado_end] for s in found}
    around = dict(zip(keys, _bm25([_words(texts[key]) for key in keys], question), strict=True))
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
            + _holds(question, sentence.text)
            + W_CHUNK * (chunk.start <= sentence.start < chunk.end)
            + W_RANK / (sentence.rank + 1)
        )
        scored.append((score, sentence))
    scored.sort(key=lambda item: -item[0])
    return scored


# --- choosing -----------------------------------------------------------------------------------


def _first(
    scored: list[tuple[float, Sentence]], apartado: tuple[int, int] | None = None
) -> tuple[float, Sentence]:
    """The sentence quoted first: the best of retrieval's first precept, so the first citation a
    user sees is the precept retrieval ranked first (choosing another on the wording of its
    sentences lost more first citations than it gained facts, measured on the dev sets); within
    ``apartado`` (a span of that precept's text: the learned choice) where one is given."""
    first_rank = min(sentence.rank for _, sentence in scored)
    ours = [item for item in scored if item[1].rank == first_rank]
    if apartado is not None:
        start, end = apartado
        chosen = next((item for item in ours if start <= item[1].start < end), None)
        if chosen is not None:
            return chosen
    return ours[0]


def _second(
    scored: list[tuple[float, Sentence]], first: tuple[float, Sentence], question: _Question
) -> tuple[float, Sentence] | None:
    """The best sentence of another apartado (of any of the precepts), when it scores close to the
    first; else None. When a figure is asked (a period, amount or age) and the first precept states
    none, the best sentence of another precept stating one instead."""
    others = [item for item in scored if item[1].apartado_key != first[1].apartado_key]
    sought = question.kinds & SWITCH_KINDS
    first_states = any(answer_spans(s.text, sought) for _, s in scored if s.rank == first[1].rank)
    if sought and not first_states:
        stating = next((item for item in others if answer_spans(item[1].text, sought)), None)
        if stating:
            return stating
    second = others[0] if others else None
    return second if second and second[0] >= SECOND_RATIO * first[0] else None


def _choose(
    scored: list[tuple[float, Sentence]],
    question: _Question,
    both: bool = False,
    apartado: tuple[int, int] | None = None,
    sentence_model: QuoteModel | None = None,
) -> list[list[Sentence]]:
    """The sentences to quote, one group per passage: the first sentence (within ``apartado`` of the
    first precept, where the learned choice gives one) and, when one scores close, a second from
    another apartado (``both``: the best of the second precept, retrieval being unsure which of its
    first two answers); each with the next best sentences of its apartado, within a passage's
    length (ordered by ``sentence_model`` where an apartado is too long to quote whole). A group's
    first sentence is its best."""
    if not scored:
        return []
    first = _first(scored, apartado)
    second = (
        next((item for item in scored if item[1].rank != first[1].rank), None)
        if both
        else _second(scored, first, question)
    )
    heads = [first, second] if second else [first]
    learned = [
        _learned_cut(sentence_model, question, scored, head) if sentence_model else None for _, head in heads
    ]
    return [cut if cut is not None else _cut(scored, head) for cut, head in zip(learned, heads, strict=True)]


def _cut(scored: list[tuple[float, Sentence]], head: tuple[float, Sentence]) -> list[Sentence]:
    """``head`` and the next best sentences of its apartado by the words, within a passage's length."""
    head_score, sentence = head
    group = [sentence]
    length = sentence.end - sentence.start
    for score, other in scored:
        if score < EXPAND_RATIO * head_score:
            break
        size = other.end - other.start
        if other is sentence or other.apartado_key != sentence.apartado_key or length + size > PASSAGE_CHARS:
            continue
        group.append(other)
        length += size
    return group


# --- quoting ------------------------------------------------------------------------------------


def _verbatim(text: str) -> str:
    """The law's text, unable to open or close the answer's bold: an invisible space follows every
    asterisk, so no "**" comes from the corpus (the UI escapes every other Markdown character)."""
    return text.replace("*", "*\u200b")


def _emphasized(text: str, kinds: AbstractSet[str], words: AbstractSet[str] = frozenset()) -> str:
    """``text`` with the whole phrases that answer ``kinds`` in bold (an actor: the one nearest the
    question's ``words``, stemmed as ``_words`` does)."""
    near = [m.start() for m in re.finditer(r"\w+", text) if set(_words(m.group())) & words] if words else []
    pieces, last = [], 0
    for start, end in answer_spans(text, kinds, near):
        pieces += [_verbatim(text[last:start]), f"**{_verbatim(text[start:end])}**"]
        last = end
    pieces.append(_verbatim(text[last:]))
    return "".join(pieces)


def _quote(group: list[Sentence], kinds: AbstractSet[str], words: AbstractSet[str] = frozenset()) -> str:
    """The apartado as quoted: whole when short, else its chosen sentences (and an item's lead-in)
    with "[…]" wherever text is left out; what is asked in bold in the best sentence."""
    head = group[0]
    text = head.context.text
    ap_start, ap_end = head.apartado_start, head.apartado_end
    if ap_end - ap_start <= WHOLE_APARTADO_CHARS:
        chosen = [(ap_start, ap_end)]
    else:
        chosen = _merged(sorted({(s.start, s.end) for s in group} | {s.lead for s in group if s.lead}))
    pieces, last = [], ap_start
    for start, end in chosen:
        if text[last:start].strip():
            pieces.append(ELLIPSIS)
        if start <= head.start and head.end <= end:
            piece = (
                _verbatim(text[start : head.start])
                + _emphasized(head.text, kinds, words)
                + _verbatim(text[head.end : end])
            )
        else:
            piece = _verbatim(text[start:end])
        pieces.append(piece.strip())
        last = end
    if text[last:ap_end].strip():
        pieces.append(ELLIPSIS)
    return " ".join(pieces)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with those that overlap joined: a list's lead-in that holds a quoted sentence
    ("Dos. La tutela judicial comprenderá…:" around the sentence "Dos.") is quoted once."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


class Passage(NamedTuple):
    """A quoted passage: the precept, the apartado it lies in, and the text as quoted (verbatim,
    with "[…]" where the apartado was cut and what the question asks in bold)."""

    context: Context
    apartado: str
    text: str


def best_passages(
    question: str,
    contexts: list[Context],
    limit: int = MAX_PASSAGES,
    both: bool = False,
    learned: bool = True,
) -> list[Passage]:
    """The passages that answer, most pertinent first: at most ``limit``, each verbatim; ``both``:
    one from each of the first two precepts. ``learned``: the shipped models of
    ``rag.answer.quoter`` choose the first precept's apartado and a long apartado's sentences
    (False, or no model: the question's words alone)."""
    candidates = [c for c in contexts if not c.referenced][: 2 if both else FIRST_CONTEXTS]
    read = _Question.read(question, frozenset(c.chunk.norm_id for c in candidates if c.chunk.norm_id) or None)
    apartados = shipped_quoter("apartados") if learned else None
    apartado = _learned_apartado(apartados, question, candidates[0]) if apartados and candidates else None
    sentence_model = shipped_quoter("sentences") if learned else None
    groups = _choose(_scored(read, candidates), read, both, apartado, sentence_model)[:limit]
    return [
        Passage(group[0].context, group[0].apartado, _quote(group, read.kinds, read.words))
        for group in groups
    ]


# --- the learned choice of the apartado ---------------------------------------------------------

# what ``rag.answer.quoter``'s model reads of each apartado of a precept, in this order; closeness
# is read relative to the precept's closest piece (any embedder's cosines read alike)
APARTADO_FEATURES = (
    "position",  # 0 for the first apartado
    "apartados",  # how many the precept has
    "is_first",
    "relative_position",  # 0 first … 1 last
    "log_length",
    "words",  # BM25 of the apartado among the precept's apartados (share of a perfect match)
    "sentence_words",  # its best sentence's BM25 among the precept's sentences
    "holds",  # it states what is asked (a period, an amount, an age, who, yes or no)
    "ranked_chunk",  # retrieval ranked the precept by a chunk lying in it
    "ranked_whole",  # retrieval ranked the precept by its whole text
    "words_gap",  # ``words`` minus the precept's best
    "sentence_words_gap",
    "closeness_gap",  # its closest piece's cosine minus the precept's closest
    "apartado_closeness_gap",  # its own chunk's cosine minus the closest apartado chunk's
    "holds_gap",
    "asks_period",
    "asks_amount",
    "asks_age",
    "asks_actor",
    "asks_yesno",
)
_ASKED = (PERIOD, AMOUNT, AGE, ACTOR, YESNO)


def apartado_features(question: str, context: Context) -> np.ndarray | None:
    """One row of ``APARTADO_FEATURES`` per apartado of the precept, or None when there is nothing
    to choose (fewer than two apartados, or no similarity measured for it)."""
    spans = context.apartado_spans
    pieces = context.hit.similarities
    if len(spans) < 2 or not pieces:
        return None
    text = context.text
    read = _Question.read(question, frozenset({context.chunk.norm_id}) if context.chunk.norm_id else None)
    found = sentences(context)
    words = _bm25([_words(text[a.start : a.end]) for a in spans], read)
    sentence_words = _bm25([_words(s.text) for s in found], read)
    closeness = [_closest(pieces, a.start, a.end) for a in spans]
    own = [_own(pieces, a.start, a.end, len(text)) for a in spans]
    rows = []
    for i, a in enumerate(spans):
        inside = [j for j, s in enumerate(found) if a.start <= s.start < a.end]
        rows.append(
            [
                i,
                len(spans),
                float(i == 0),
                i / (len(spans) - 1),
                math.log(a.end - a.start + 1),
                words[i],
                max((sentence_words[j] for j in inside), default=0.0),
                max((_holds(read, found[j].text) for j in inside), default=0.0),
                float(context.chunk.start < a.end and a.start < context.chunk.end),
                float(context.chunk.end - context.chunk.start >= len(text) - 5),
            ]
        )
    matrix = np.asarray(rows, dtype=np.float64)
    gaps = [matrix[:, 5] - matrix[:, 5].max(), matrix[:, 6] - matrix[:, 6].max()]
    gaps += [_gap(closeness), _gap(own), matrix[:, 7] - matrix[:, 7].max()]
    asked = np.asarray([[float(kind in read.kinds) for kind in _ASKED]] * len(spans))
    return np.column_stack([matrix, *gaps, asked])


def _closest(pieces: Sequence[PieceSimilarity], start: int, end: int) -> float:
    """The best cosine of the pieces lying within [start, end) (NaN: none)."""
    return max((p.cosine for p in pieces if start <= p.start < end and p.end <= end + 1), default=math.nan)


def _own(pieces: Sequence[PieceSimilarity], start: int, end: int, length: int) -> float:
    """The cosine of the apartado's own chunk, else of the shortest chunk holding it that is not
    the whole precept (NaN: none)."""
    holding = [p for p in pieces if p.start <= start and end <= p.end + 1 and p.end - p.start < length]
    return min(holding, key=lambda p: p.end - p.start).cosine if holding else math.nan


def _gap(values: list[float]) -> np.ndarray:
    """Each value minus the best of them (NaN stays NaN)."""
    array = np.asarray(values, dtype=np.float64)
    known = array[~np.isnan(array)]
    return array - known.max() if len(known) else array


def _learned_apartado(model: QuoteModel, question: str, context: Context) -> tuple[int, int] | None:
    """The span of the apartado ``model`` ranks first in ``context`` (None: nothing to choose)."""
    if model.features != APARTADO_FEATURES:  # trained on other features: not read
        return None
    matrix = apartado_features(question, context)
    if matrix is None:
        return None
    chosen = context.apartado_spans[model.best(matrix)]
    return (chosen.start, chosen.end)


# --- the learned cut of a long apartado ---------------------------------------------------------

# what ``rag.answer.quoter``'s sentence model reads of each sentence of an apartado too long to be
# quoted whole, in this order
SENTENCE_FEATURES = (
    "score",  # the sentence's score by the words (``_scored``)
    "score_gap",  # minus the apartado's best
    "closeness_gap",  # its cosine to the question minus the apartado's closest sentence's
    "position",  # 0 for the apartado's first sentence
    "relative_position",
    "sentences",  # how many the apartado has
    "log_length",
    "lead_in",  # it introduces a list ("… los siguientes requisitos:")
    "item",  # it is an item of a list
    "holds",  # the bonus of stating what is asked
    "ranked_chunk",  # it lies in the chunk that ranked the precept
    "states_period",
    "states_amount",
    "states_age",
    "states_actor",
    "states_yesno",
    "asks_period",
    "asks_amount",
    "asks_age",
    "asks_actor",
    "asks_yesno",
)


def apartado_sentences(scored: list[tuple[float, Sentence]], head: Sentence) -> list[tuple[float, Sentence]]:
    """The scored sentences of ``head``'s apartado (in its precept), in the text's order."""
    mine = [item for item in scored if item[1].apartado_key == head.apartado_key]
    return sorted(mine, key=lambda item: item[1].start)


def sentence_features(question: _Question, mine: list[tuple[float, Sentence]]) -> np.ndarray:
    """One row of ``SENTENCE_FEATURES`` per sentence of ``mine`` (an apartado's, in order)."""
    pieces = mine[0][1].context.hit.similarities
    closeness = _gap([_sentence_closeness(pieces, sentence) for _, sentence in mine])
    best = max(score for score, _ in mine)
    chunk = mine[0][1].context.chunk
    rows = []
    for i, (score, sentence) in enumerate(mine):
        text = sentence.text
        rows.append(
            [
                score,
                score - best,
                closeness[i],
                i,
                i / max(1, len(mine) - 1),
                len(mine),
                math.log(len(text) + 1),
                float(text.rstrip().endswith(":")),
                float(bool(sentence.lead)),
                _holds(question, text),
                float(chunk.start <= sentence.start < chunk.end),
                *(float(bool(answer_spans(text, {kind}))) for kind in _ASKED),
                *(float(kind in question.kinds) for kind in _ASKED),
            ]
        )
    return np.asarray(rows, dtype=np.float64)


@dataclass(frozen=True)
class LongApartado:
    """The apartado an answer quotes first, too long to quote whole: its sentences in order, their
    ``SENTENCE_FEATURES``, and which of them the words alone would quote (``rag train-quoter``
    learns the cut from these)."""

    sentences: list[Sentence]
    features: np.ndarray
    by_words: list[int]


def long_first_apartado(
    question: str, contexts: list[Context], apartados: QuoteModel | None
) -> LongApartado | None:
    """The apartado ``best_passages`` quotes first, as ``apartados`` (a model, or None: the words)
    chooses it, when it is too long to quote whole; None otherwise."""
    candidates = [c for c in contexts if not c.referenced][:FIRST_CONTEXTS]
    read = _Question.read(question, frozenset(c.chunk.norm_id for c in candidates if c.chunk.norm_id) or None)
    scored = _scored(read, candidates)
    if not scored:
        return None
    head = _first(scored, _learned_apartado(apartados, question, candidates[0]) if apartados else None)
    mine = apartado_sentences(scored, head[1])
    if head[1].apartado_end - head[1].apartado_start <= WHOLE_APARTADO_CHARS or len(mine) < 2:
        return None
    by_words = {id(sentence) for sentence in _cut(scored, head)}
    return LongApartado(
        [sentence for _, sentence in mine],
        sentence_features(read, mine),
        [i for i, (_, sentence) in enumerate(mine) if id(sentence) in by_words],
    )


def _sentence_closeness(pieces: Sequence[PieceSimilarity], sentence: Sentence) -> float:
    """The cosine of the piece that is this sentence (its own vector, or its chunk's when it is a
    whole apartado: a piece ending with it and starting at its start, or after the number in words
    it was joined with); NaN where none is."""
    own = [
        p for p in pieces if abs(p.end - sentence.end) <= 3 and sentence.start - 2 <= p.start < sentence.end
    ]
    return min(own, key=lambda p: p.start).cosine if own else math.nan


def _learned_cut(
    model: QuoteModel, question: _Question, scored: list[tuple[float, Sentence]], head: Sentence
) -> list[Sentence] | None:
    """The sentences quoted of ``head``'s apartado when it is too long to quote whole: the one
    ``model`` ranks first, then the next ones scoring within ``SENTENCE_MARGIN`` of it, within a
    passage's length; None when the apartado is quoted whole, its closeness to the question was not
    measured (a lookup, a context built by hand: the model learned with it) or the model reads other
    features."""
    if head.apartado_end - head.apartado_start <= WHOLE_APARTADO_CHARS or model.features != SENTENCE_FEATURES:
        return None
    if not head.context.hit.similarities:
        return None
    mine = apartado_sentences(scored, head)
    if len(mine) < 2:
        return None
    scores = model.scores(sentence_features(question, mine))
    order = [int(i) for i in np.argsort(-scores, kind="stable")]
    top = mine[order[0]][1]
    group, length = [top], top.end - top.start
    for i in order[1:]:
        sentence = mine[i][1]
        if scores[i] < scores[order[0]] - SENTENCE_MARGIN:
            break
        if length + sentence.end - sentence.start > PASSAGE_CHARS:
            continue
        group.append(sentence)
        length += sentence.end - sentence.start
    return group


def named(label: str) -> str:
    """A precept's label as a sentence names it: "el artículo 99.3", "la disposición adicional
    primera"; a label naming its norm ("Ley 39/2015, art. 21.3") stays as it is."""
    first = label.split(" ", 1)[0]
    if first in ("Artículo", "Preámbulo"):
        return f"el {label[0].lower()}{label[1:]}"
    if first == "Disposición":
        return f"la {label[0].lower()}{label[1:]}"
    return label


_MASCULINE_NAMES = ("código", "estatuto", "real decreto", "reglamento", "texto")


def of_norm(name: str) -> str:
    """A norm's short name after "de": "de la Constitución Española", "del Código Civil"."""
    return f"del {name}" if name.lower().startswith(_MASCULINE_NAMES) else f"de la {name}"


def ambiguity_note(ambiguous: AmbiguousLookup) -> str:
    """What an answer says of a precept named without its norm that several norms have: whose is
    quoted, why, and how to ask for another's."""
    why = {
        "conversation": ", de la que venimos hablando",
        "words": ", la que mejor encaja con su pregunta",
        "rank": ", la de mayor rango normativo",
    }[ambiguous.reason]
    precept = named(ambiguous.label)  # "el artículo 14", "la disposición adicional primera"
    article = precept.split(" ", 1)[0]
    note = (
        f"{precept[0].upper()}{precept[1:]} existe en {len(ambiguous.others) + 1} de las normas "
        f"consultadas; cito {article} {of_norm(ambiguous.chosen)}{why}."
    )
    if ambiguous.others:
        example = f"{ambiguous.label[0].lower()}{ambiguous.label[1:]} {of_norm(ambiguous.others[0])}"
        note += f" Si se refiere a otra, nómbrela: «{example}»."
    return note


def extractive_answer(
    question: str,
    contexts: list[Context],
    corpus_title: str,
    lookup: bool = False,
    doubt: bool = False,
    ambiguous: Sequence[AmbiguousLookup] = (),
) -> str:
    """A short answer quoting the law: whole precepts for lookups, the sentences that answer
    otherwise; ``doubt`` (retrieval's first two precepts are about as likely): both, saying so;
    ``ambiguous``: precepts named without their norm that several norms have, said first."""
    if not contexts:
        return f"No encuentro esto en {corpus_title}."
    if lookup:
        lines = [ambiguity_note(a) for a in ambiguous]
        for context in [c for c in contexts if c.lookup][:3]:
            quoted = context.text
            if len(quoted) > LOOKUP_CHARS:
                quoted = quoted[:LOOKUP_CHARS].rsplit(" ", 1)[0] + f" {ELLIPSIS}"
            if context.chunk.repealed:  # named, but no longer in force: say so, quoting what is kept
                kept = (
                    "lo declara derogado, aunque aún imprime su redacción anterior, que no rige"
                    if context.chunk.superseded  # its old text still printed under the repeal
                    else "lo mantiene sin contenido"
                )
                lines.append(
                    f"**{context.label}**: ya no está en vigor. El texto consolidado {kept}: "
                    f"«{_verbatim(quoted)}» [{context.n}]"
                )
                continue
            lines.append(f"**{context.label}**:\n\n«{_verbatim(quoted)}» [{context.n}]")
        return "\n\n".join(lines)
    lines = [f"Esto es lo que consta en {corpus_title}:"]
    passages = best_passages(question, contexts, both=doubt)
    if doubt and len({p.context.n for p in passages}) == 2:
        first, second = (p.context.apartado_label(p.apartado) for p in passages)
        lines = [
            f"Esto es lo que consta en {corpus_title}. Puede responderlo {named(first)} o {named(second)}:"
        ]
    for passage, context in ((p, p.context) for p in passages):
        text = passage.text.replace("\n\n", "\n\n  ")  # a second paragraph stays inside its item
        lines.append(f"- **{context.apartado_label(passage.apartado)}**: «{text}» [{context.n}]")
    if set(QUANTITIES) & asked_kinds(question) and not states_figure(" ".join(p.text for p in passages)):
        lines.append(NO_FIGURE)
    return "\n".join(lines)
