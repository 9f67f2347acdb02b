"""The long-context method (``contexto-completo``): the model reads the whole norm, not the top k.

What the founding thesis compared with retrieval: the norms retrieval points to go into the prompt
whole, in the text's order, within ``RAG_FULL_CONTEXT_TOKENS`` (counted with tiktoken). A norm larger
than what is left of the budget (the Código Civil is about 170k tokens) sends instead the largest
divisions (Libro, Título, Capítulo…) that hold the retrieved precepts and fit, and the answer's notice
says so. Every precept sent is a numbered context, so the model's [n] markers are checked against all
of them: a citation of a precept retrieval did not rank survives the check.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import ClassVar

from rag.answer.methods import (
    Draft,
    GenerationInput,
    NormTexts,
    answer_inputs,
    register_method,
    stream_answer,
)
from rag.core.results import Context, Hit
from rag.core.tokens import count_tokens
from rag.search.gate import model_declined


def norm_key(hit: Hit) -> str:
    """The norm a hit belongs to (its BOE id), or its document for a folder without norms."""
    return hit.chunk.norm_id or hit.chunk.source


def _tokens(hit: Hit, encoding: str) -> int:
    return count_tokens(f"{Context(0, hit).header()}\n{hit.precept_text}", encoding) + 2


def _division(hit: Hit, depth: int) -> tuple[str, ...]:
    return hit.chunk.hierarchy[:depth]


def _pointed_divisions(
    precepts: list[Hit], sizes: dict[str, int], pointed: Sequence[Hit], budget: int
) -> tuple[list[Hit], list[str]]:
    """The largest divisions holding the ``pointed`` precepts (rank order) that fit the ``budget``
    together: (precepts sent in the text's order, each division's name)."""
    chosen: dict[str, None] = {}
    names: list[str] = []
    used = 0
    for hit in pointed:
        if hit.doc_id in chosen:
            continue
        depth_limit = len(hit.chunk.hierarchy)
        for depth in range(1, depth_limit + 2):  # the whole Libro first, down to the precept alone
            prefix = _division(hit, depth) if depth <= depth_limit else None
            if prefix is None:
                members = [p for p in precepts if p.doc_id == hit.doc_id]
            else:
                members = [p for p in precepts if _division(p, depth) == prefix]
            new = [p for p in members if p.doc_id not in chosen]
            cost = sum(sizes[p.doc_id] for p in new)
            if new and used + cost <= budget:
                chosen.update(dict.fromkeys(p.doc_id for p in new))
                used += cost
                names.append(" › ".join(prefix) if prefix else hit.label)
                break
    return [p for p in precepts if p.doc_id in chosen], names


def full_contexts(
    pointed: Sequence[Hit], source: NormTexts, budget: int, encoding: str
) -> tuple[list[Context], str]:
    """The numbered contexts to send (the norms ``pointed`` at, in rank order: whole where they fit,
    else their pointed divisions) and a notice saying what was sent."""
    norms = list(dict.fromkeys(norm_key(hit) for hit in pointed if norm_key(hit)))
    sent: list[Hit] = []
    said: list[str] = []
    left = budget
    for norm in norms:
        precepts = source.norm_precepts(norm)
        if not precepts:
            continue
        title = precepts[0].chunk.norm_title or norm
        sizes = {p.doc_id: _tokens(p, encoding) for p in precepts}
        total = sum(sizes.values())
        if total <= left:
            sent += precepts
            left -= total
            said.append(f"{title}: entera ({len(precepts)} preceptos, {total:,} tokens)".replace(",", "."))
            continue
        mine = [hit for hit in pointed if norm_key(hit) == norm]
        chosen, divisions = _pointed_divisions(precepts, sizes, mine, left)
        if not chosen:
            continue
        used = sum(sizes[p.doc_id] for p in chosen)
        sent += chosen
        left -= used
        said.append(
            f"{title}: no cabe entera ({total:,} tokens); se envían {'; '.join(divisions)}".replace(",", ".")
        )
    retrieved = {hit.doc_id: hit for hit in pointed}  # keep how retrieval found them (score, lookup)
    sent = [retrieved.get(hit.doc_id, hit) for hit in sent]
    contexts = [Context(number, hit) for number, hit in enumerate(sent, start=1)]
    notice = "Contexto completo — " + " · ".join(said) if said else ""
    return contexts, notice


@register_method
class FullContextMethod:
    """The model answers from the whole norms retrieval points to (within the token budget), citing
    any of their precepts with [n]; streamed."""

    name: ClassVar[str] = "contexto-completo"
    description: ClassVar[str] = "la norma entera en el prompt"
    needs_model: ClassVar[bool] = True

    def stream(self, job: GenerationInput) -> Iterator[str | Draft]:
        """The model's deltas, then the draft with every precept sent as its contexts."""
        if job.llm is None or job.source is None:
            raise ValueError("contexto-completo needs a language model and the norms' texts")
        encoding = job.settings.tiktoken_encoding
        pointed = [context.hit for context in job.contexts]
        contexts, notice = full_contexts(pointed, job.source, job.settings.full_context_tokens, encoding)
        if not contexts:  # nothing fits: answer from the retrieved extracts, saying so
            contexts, notice = (
                list(job.contexts),
                "Contexto completo: ninguna norma cabe; extractos recuperados.",
            )
        extracts = "\n\n".join(f"{c.header()}\n{c.text}" for c in contexts)
        text = yield from stream_answer(job.llm, answer_inputs(job, extracts))
        yield Draft(text, "llm", notice=notice, declined=model_declined(text), contexts=contexts)
