"""The offline answer: the sentences of the retrieved law that hold what is asked, quoted verbatim
with the asked phrase in bold, and cited. There is no model, so nothing is paraphrased.

The sentences of the first precepts are scored by the question's words
(``rag.answer.sentence_scores``). The first passage comes from retrieval's first precept; a second
passage is quoted when it scores close. A short apartado is quoted whole; a long one is cut to its
best sentences, with "[…]" where text is left out. Where the models of ``rag.answer.quoter`` ship
(``rag train-quoter``), they choose which apartado of the first precept is quoted first and which
sentences of a long apartado are kept; without them, the words choose."""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import NamedTuple

from rag.answer.quoter import (
    PASSAGE_CHARS,
    WHOLE_APARTADO_CHARS,
    QuoteModel,
    learned_apartados,
    learned_cut,
    shipped_quoter,
)
from rag.answer.sentence_scores import Question, Sentence, scored_sentences, stem_starts
from rag.core.asked import (
    QUANTITIES,
    answer_spans,
    asked_kinds,
    states_figure,
)
from rag.core.results import AmbiguousLookup, Context

NOTICE = "Sin modelo de lenguaje configurado: respuesta extractiva con el texto literal más pertinente."
NO_FIGURE = "El texto no fija una cifra concreta sobre lo que pregunta."
ELLIPSIS = "[…]"
MAX_PASSAGES = 2
FIRST_CONTEXTS = 3  # passages come from the first three retrieved (not referenced) precepts
LOOKUP_CHARS = 1500  # a named precept is quoted whole up to this length

SWITCH_KINDS = frozenset(QUANTITIES)  # a figure asked and absent from the first precept
SECOND_RATIO = 0.7  # a second passage scores at least this share of the first
EXPAND_RATIO = 0.5  # a cut apartado's further sentences score at least this share of its best


# --- choosing -----------------------------------------------------------------------------------


def first_sentence(
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
    scored: list[tuple[float, Sentence]],
    first: tuple[float, Sentence],
    question: Question,
    runner_up: tuple[int, int] | None = None,
) -> tuple[float, Sentence] | None:
    """The best sentence of another apartado (of any of the precepts), when it scores close to the
    first; else None. When a figure is asked (a period, amount or age) and the first precept states
    none, the best sentence of another precept stating one instead; else, when the learned choice
    ranks a second apartado of the first precept close to the first (``runner_up``, a span), its
    best sentence."""
    others = [item for item in scored if item[1].apartado_key != first[1].apartado_key]
    sought = question.kinds & SWITCH_KINDS
    first_states = any(answer_spans(s.text, sought) for _, s in scored if s.rank == first[1].rank)
    if sought and not first_states:
        stating = next((item for item in others if answer_spans(item[1].text, sought)), None)
        if stating:
            return stating
    if runner_up is not None:
        start, end = runner_up
        ours = (item for item in others if item[1].rank == first[1].rank and start <= item[1].start < end)
        chosen = next(ours, None)
        if chosen is not None:
            return chosen
    second = others[0] if others else None
    return second if second and second[0] >= SECOND_RATIO * first[0] else None


def _choose(
    scored: list[tuple[float, Sentence]],
    question: Question,
    both: bool = False,
    apartados: Sequence[tuple[int, int]] = (),
    sentence_model: QuoteModel | None = None,
) -> list[list[Sentence]]:
    """The sentences to quote, one group per passage: the first sentence (within the first of
    ``apartados`` of the first precept, where the learned choice gives them) and a second from
    another apartado — the learned second choice, or one that scores close (``both``: the best of
    the second precept, retrieval being unsure which of its first two answers); each with the next
    best sentences of its apartado, within a passage's length (ordered by ``sentence_model`` where
    an apartado is too long to quote whole). A group's first sentence is its best."""
    if not scored:
        return []
    first = first_sentence(scored, apartados[0] if apartados else None)
    second = (
        next((item for item in scored if item[1].rank != first[1].rank), None)
        if both
        else _second(scored, first, question, apartados[1] if len(apartados) > 1 else None)
    )
    heads = [first, second] if second else [first]
    learned = [
        learned_cut(sentence_model, question, scored, head) if sentence_model else None for _, head in heads
    ]
    return [
        cut if cut is not None else cut_by_words(scored, head)
        for cut, head in zip(learned, heads, strict=True)
    ]


def cut_by_words(scored: list[tuple[float, Sentence]], head: tuple[float, Sentence]) -> list[Sentence]:
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
    near = (
        [m.start() for m in re.finditer(r"\w+", text) if set(stem_starts(m.group())) & words] if words else []
    )
    pieces, last = [], 0
    for start, end in answer_spans(text, kinds, near):
        pieces += [_verbatim(text[last:start]), f"**{_verbatim(text[start:end])}**"]
        last = end
    pieces.append(_verbatim(text[last:]))
    return "".join(pieces)


def _quote(group: list[Sentence], kinds: AbstractSet[str], words: AbstractSet[str] = frozenset()) -> str:
    """The apartado as quoted: whole when short, else its chosen sentences (and an item's lead-in)
    with "[…]" wherever text is left out; what is asked in bold in the best sentence, and the
    figures asked (a period, an amount, an age) in every sentence quoted ("diez años" for
    nationality by residence, before the shorter periods of the sentence the quoter prefers)."""
    head = group[0]
    text = head.context.text
    ap_start, ap_end = head.apartado_start, head.apartado_end
    if ap_end - ap_start <= WHOLE_APARTADO_CHARS:
        chosen = [(ap_start, ap_end)]
    else:
        chosen = _merged(sorted({(s.start, s.end) for s in group} | {s.lead for s in group if s.lead}))
    figures = kinds & frozenset(QUANTITIES)  # the figures asked: bold in every sentence quoted
    pieces, last = [], ap_start
    for start, end in chosen:
        if text[last:start].strip():
            pieces.append(ELLIPSIS)
        if start <= head.start and head.end <= end:
            piece = (
                _emphasized(text[start : head.start], figures)
                + _emphasized(head.text, kinds, words)
                + _emphasized(text[head.end : end], figures)
            )
        else:
            piece = _emphasized(text[start:end], figures)
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
    read = Question.read(question, frozenset(c.chunk.norm_id for c in candidates if c.chunk.norm_id) or None)
    apartados = shipped_quoter("apartados") if learned else None
    spans = learned_apartados(apartados, question, candidates[0]) if apartados and candidates else []
    sentence_model = shipped_quoter("sentences") if learned else None
    groups = _choose(scored_sentences(read, candidates), read, both, spans, sentence_model)[:limit]
    return [
        Passage(group[0].context, group[0].apartado, _quote(group, read.kinds, read.words))
        for group in groups
    ]


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
