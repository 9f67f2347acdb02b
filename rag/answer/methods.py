"""Answer methods, registered by name like splitters: ``rag`` (a cited answer from the model),
``derivaciones`` (a rule-by-rule derivation, parsed into a tree) and ``extractiva`` (the literal
text, no model). A new method is one class with ``stream`` and ``@register_method``.

A method gets the retrieved extracts (``GenerationInput``) and yields text deltas while it writes,
then one ``Draft``; the chain checks the draft's citations. A method that needs a model falls back
to ``extractiva`` when none is configured.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser

from rag.answer.derivations import DERIVATION_PROMPT, DerivationError, format_hypotheses, parse_derivation
from rag.answer.extractive import NOTICE, extractive_answer
from rag.answer.prompts import answer_prompt, format_extracts
from rag.core.config import Settings
from rag.core.registry import Registry
from rag.core.results import AnswerMode, Context, Hit, RetrievalResult, Turn
from rag.search.gate import model_declined

OFFLINE_METHOD = "extractiva"


@dataclass(frozen=True)
class GenerationInput:
    """What a method answers from: the standalone question, the numbered extracts, the conversation."""

    question: str
    contexts: list[Context]
    result: RetrievalResult
    history: list[Turn]
    corpus_title: str
    settings: Settings
    llm: BaseChatModel | None
    source: NormTexts | None = None  # whole norms, for the long-context method


@dataclass(frozen=True)
class Draft:
    """A method's answer before its citations are checked."""

    text: str
    mode: AnswerMode
    notice: str = ""
    declined: bool = False  # the model said the extracts do not answer
    derivation: dict[str, Any] | None = None
    # the numbered extracts the draft was written from, when not the retrieved ones (the whole norm)
    contexts: list[Context] | None = None


class NormTexts(Protocol):
    """Where a method reads whole norms (``PreceptRetriever.norm_precepts``)."""

    def norm_precepts(self, norm: str) -> list[Hit]:
        """Every precept of ``norm`` (a BOE id, or a document of a folder) in the text's order."""
        ...


class AnswerMethod(Protocol):
    """What a registered method provides."""

    name: ClassVar[str]
    description: ClassVar[str]
    needs_model: ClassVar[bool]

    def stream(self, job: GenerationInput) -> Iterator[str | Draft]:
        """Text deltas while writing (optional), then exactly one ``Draft``."""
        ...


_METHODS: Registry[AnswerMethod] = Registry("method")


def register_method(cls: Callable[[], AnswerMethod]) -> Callable[[], AnswerMethod]:
    """Register an answer method class under its ``name``."""
    method = cls()
    _METHODS.add(method.name, method)
    return cls


def method_names() -> tuple[str, ...]:
    """Every registered method, in registration order (the default first)."""
    return _METHODS.names()


def get_method(name: str) -> AnswerMethod:
    """The method ``name``; an unknown name gets an error listing the valid ones."""
    return _METHODS.get(name)


def prompt_inputs(job: GenerationInput) -> dict[str, Any]:
    """The answer prompt's variables: earlier turns, the extracts within the token budget, the question."""
    extracts = format_extracts(job.contexts, job.settings.context_tokens, job.settings.tiktoken_encoding)
    return answer_inputs(job, extracts)


def answer_inputs(job: GenerationInput, extracts: str) -> dict[str, Any]:
    """The answer prompt's variables around ``extracts``: the last three turns, the question."""
    history: list[BaseMessage] = []
    for turn in job.history[-3:]:
        history += [HumanMessage(turn.question), AIMessage(turn.answer[:1500])]
    return {
        "corpus_title": job.corpus_title,
        "history": history,
        "extracts": extracts,
        "question": job.question,
    }


def stream_answer(llm: BaseChatModel, inputs: dict[str, Any]) -> Generator[str, None, str]:
    """The answer prompt through ``llm``: yields its text deltas, returns the whole text."""
    parts: list[str] = []
    for delta in (answer_prompt() | llm | StrOutputParser()).stream(inputs):
        parts.append(delta)
        yield delta
    return "".join(parts)


def _model(job: GenerationInput) -> BaseChatModel:
    if job.llm is None:
        raise ValueError("this answer method needs a language model")
    return job.llm


@register_method
class RagMethod:
    """The model answers from the numbered extracts, citing them with [n]; streamed."""

    name: ClassVar[str] = "rag"
    description: ClassVar[str] = "respuesta citada"
    needs_model: ClassVar[bool] = True

    def stream(self, job: GenerationInput) -> Iterator[str | Draft]:
        """The model's deltas, then the whole text."""
        text = yield from stream_answer(_model(job), prompt_inputs(job))
        yield Draft(text, "llm", declined=model_declined(text))


@register_method
class DerivationMethod:
    """A derivation over the extracts as hypotheses, parsed into a tree whose final conclusion is the
    answer; a malformed derivation falls back to the plain answer, with a notice."""

    name: ClassVar[str] = "derivaciones"
    description: ClassVar[str] = "razonamiento paso a paso"
    needs_model: ClassVar[bool] = True

    def stream(self, job: GenerationInput) -> Iterator[str | Draft]:
        """One draft: the derivation's conclusion (or the fallback answer)."""
        llm = _model(job)
        messages = [
            SystemMessage(DERIVATION_PROMPT),
            HumanMessage(f"{format_hypotheses([c.text for c in job.contexts])}\n\nPregunta: {job.question}"),
        ]
        raw = llm.invoke(messages)
        text = raw.content if isinstance(raw.content, str) else str(raw.content)
        try:
            derivation = parse_derivation(text, len(job.contexts))
        except DerivationError as error:
            answer = (answer_prompt() | llm | StrOutputParser()).invoke(prompt_inputs(job))
            fallback = f"Derivación no válida ({error}): respuesta directa."
            fallback_record: dict[str, Any] = {"answer": answer, "fallback": fallback, "raw": text}
            yield Draft(
                answer, "llm", notice=fallback, declined=model_declined(answer), derivation=fallback_record
            )
            return
        record: dict[str, Any] = {
            "answer": derivation.conclusion,
            "no_info": derivation.no_info,
            "tree": derivation.tree(),
            "text_tree": derivation.as_text_tree(),
            "fallback": "",
            "raw": text,
        }
        declined = model_declined(derivation.conclusion) or derivation.no_info
        yield Draft(derivation.conclusion, "llm", declined=declined, derivation=record)


@register_method
class ExtractiveMethod:
    """No model: the most pertinent apartados of the top precepts, quoted verbatim and cited."""

    name: ClassVar[str] = OFFLINE_METHOD
    description: ClassVar[str] = "cita literal, sin modelo"
    needs_model: ClassVar[bool] = False

    def stream(self, job: GenerationInput) -> Iterator[str | Draft]:
        """One draft quoting the text."""
        result = job.result
        text = extractive_answer(
            job.question,
            job.contexts,
            job.corpus_title,
            lookup=result.lookup,
            doubt=result.doubt,
            ambiguous=result.ambiguous,
        )
        yield Draft(text, "extractive", notice=NOTICE)


def offline_notice(method: AnswerMethod) -> str:
    """The notice of an answer given extractively because ``method`` had no model to use."""
    if method.name == "rag":  # the default method: the usual offline notice is enough
        return NOTICE
    return f"El método «{method.name}» necesita un modelo de lenguaje: " + NOTICE[0].lower() + NOTICE[1:]


# registered after the built-in methods above, in its own module (imported for that effect)
from rag.answer import full_context  # noqa: E402, F401
