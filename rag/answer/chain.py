"""The one answer path: rewrite → retrieve → gate → generate → check citations.

``RagChain`` is a LangChain ``Runnable``: ``invoke("¿…?")`` or ``invoke({"question": …, "history":
[{"question": …, "answer": …}, …]})`` returns the checked ``Answer``; ``stream`` yields
``AnswerChunk``s (text deltas, the last one carrying the ``Answer``); ``batch`` answers several; the
answer ``method``, ``k`` and the ``norms`` searched are configurable (``with_config(configurable=
{"method": "derivaciones"})``). ``answer_stream`` and ``ask`` are the same path with plain
arguments. The chat model and the retriever are passed in (``RagChain(retriever, llm, …)``), never
created here; ``llm=None`` means extractive answers.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Generator, Iterator, Mapping, Sequence
from typing import Any, Union, cast

from langchain_core.callbacks import CallbackManagerForChainRun
from langchain_core.language_models import BaseChatModel
from langchain_core.runnables import ConfigurableFieldSpec, Runnable, RunnableConfig

from rag.answer.citations import check_citations
from rag.answer.conversation import clean_history, clean_question, standalone_question
from rag.answer.extractive import ambiguity_note
from rag.answer.llm import explain_llm_error, model_name
from rag.answer.methods import OFFLINE_METHOD, Draft, GenerationInput, get_method, offline_notice
from rag.core.config import Settings
from rag.core.errors import LLMError
from rag.core.results import Answer, AnswerChunk, AnswerMode, Context, RetrievalResult, Turn, Understood
from rag.search.gate import refusal_text
from rag.search.learned import is_learned
from rag.search.retriever import PreceptRetriever

# A question that ranks the precept the previous turn rested on among its first three is on the
# conversation's topic (the gate does not refuse it for weak similarity) and, when it is a
# follow-up, that precept goes first: follow-ups mostly ask more of the same precept (dialogues-dev:
# 88 of 107 answerable ones), and the carried key terms alone often rank it second or third.
TOPIC_KEPT = 3
# what the Runnable takes: a question, or {"question": …, "history": [{"question": …, "answer": …}]}
ChainInput = Union[str, Mapping[str, Any]]  # noqa: UP007 (a runtime type LangChain introspects)


class RagChain(Runnable[ChainInput, Answer]):
    """Answers questions over one collection with a retriever and, optionally, a chat model."""

    def __init__(
        self,
        retriever: PreceptRetriever,
        llm: BaseChatModel | None,
        settings: Settings,
        corpus_title: str,
    ) -> None:
        self.retriever = retriever
        self.llm = llm
        self.settings = settings
        self.corpus_title = corpus_title
        # the retrievals of the question being answered, by (text, k, norms): recalling earlier turns
        # and resolving a follow-up probe texts that the answer then searches again
        self._searched: dict[
            tuple[str, int, frozenset[str] | None, tuple[str, ...], bool], RetrievalResult
        ] = {}

    # --- LangChain ------------------------------------------------------------------------------

    @property
    def InputType(self) -> Any:
        return ChainInput

    @property
    def OutputType(self) -> Any:
        return Answer

    @property
    def config_specs(self) -> list[ConfigurableFieldSpec]:
        """What ``with_config(configurable=…)`` may set: the answer method, k, the norms searched."""
        return [
            ConfigurableFieldSpec(
                id="method",
                annotation=str,
                name="Método",
                default="rag",
                description="Método de respuesta registrado (rag, derivaciones…)",
            ),
            ConfigurableFieldSpec(
                id="k",
                annotation=int,
                name="k",
                default=self.retriever.k,
                description="Preceptos recuperados por pregunta",
            ),
            ConfigurableFieldSpec(
                id="norms",
                annotation=list[str] | None,
                name="Normas",
                default=None,
                description="Buscar solo en estas normas (ids del BOE); None: en todas",
            ),
        ]

    def invoke(self, input: ChainInput, config: RunnableConfig | None = None, **kwargs: Any) -> Answer:
        """The checked ``Answer`` to a question (with its conversation, if given)."""
        return self._call_with_config(self._invoke, input, config, **kwargs)

    def stream(  # type: ignore[override]
        self, input: ChainInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[AnswerChunk]:
        """``AnswerChunk``s: the model's text deltas, then one carrying the checked ``Answer``.
        (``Runnable`` types a stream as pieces of its output; ours are chunks that add up to it.)"""
        chunks = self._transform_stream_with_config(
            iter([input]),
            self._transform,  # type: ignore[arg-type]
            config,
            **kwargs,
        )
        yield from cast(Iterator[AnswerChunk], chunks)

    def _invoke(
        self, input: ChainInput, run_manager: CallbackManagerForChainRun, config: RunnableConfig
    ) -> Answer:
        chunk = AnswerChunk()
        for piece in self._transform(iter([input]), run_manager, config):
            chunk = chunk + piece
        assert chunk.answer is not None  # the last chunk carries it
        return chunk.answer

    def _transform(
        self, inputs: Iterator[ChainInput], run_manager: CallbackManagerForChainRun, config: RunnableConfig
    ) -> Iterator[AnswerChunk]:
        for input in inputs:
            question, history = read_input(input)
            chain, method, k = self._configured(config)
            for item in chain.answer_stream(question, history, method, k):
                yield AnswerChunk(answer=item) if isinstance(item, Answer) else AnswerChunk(text=item)

    def _configured(self, config: RunnableConfig) -> tuple[RagChain, str, int | None]:
        """This chain (or one over the configured norms), the configured method and k."""
        configurable = config.get("configurable") or {}
        norms = configurable.get("norms")
        chain = self
        if norms:
            narrowed = self.retriever.within(frozenset(norms))
            if narrowed is not self.retriever:
                chain = RagChain(narrowed, self.llm, self.settings, self.corpus_title)
        k = configurable.get("k")
        return chain, str(configurable.get("method") or "rag"), int(k) if k else None

    # --- the answer path ------------------------------------------------------------------------

    def ask(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Answer:
        """Answer once: the stream, collected."""
        for item in self.answer_stream(question, history, method, k):
            if isinstance(item, Answer):
                return item
        raise RuntimeError("the answer stream ended without an answer")

    def answer_stream(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Iterator[str | Answer]:
        """Text deltas while the model writes, then the checked ``Answer`` (which replaces them)."""
        started = time.perf_counter()
        chosen = get_method(method)
        question = clean_question(question)
        history = clean_history(list(history or []))
        timings: dict[str, float] = {}
        self.forget_retrievals()
        with self._llm_errors():
            history = self.recall_precepts(history)
            understood = self.understand(question, history)
            standalone = understood.standalone
            step = time.perf_counter()
            result = self.retrieve(understood, k or self.retriever.k)
            timings["retrieve"] = (time.perf_counter() - step) * 1000
            contexts = [Context(number, hit) for number, hit in enumerate(result.hits, start=1)]
            reason = self.retriever.refusal_reason(result, question)
            if reason:
                mode: AnswerMode = "llm" if self.llm is not None else "extractive"
                holdings = self.retriever.holdings()
                draft = Draft(refusal_text(reason, contexts, result, holdings), mode, declined=True)
            else:
                job = GenerationInput(
                    standalone,
                    contexts,
                    result,
                    history,
                    self.corpus_title,
                    self.settings,
                    self.llm,
                    self.retriever,
                )
                step = time.perf_counter()
                draft = yield from self._generate(chosen.name, job)
                timings["generate"] = (time.perf_counter() - step) * 1000
        contexts = draft.contexts or contexts  # every precept the model read, when not the retrieved
        notice = draft.notice
        if draft.mode == "llm" and result.ambiguous:  # the offline answer says it in its text
            notice = " ".join([*(ambiguity_note(a) for a in result.ambiguous), notice]).strip()
        checked = check_citations(draft.text, contexts)
        timings.setdefault("generate", 0.0)
        timings["total"] = (time.perf_counter() - started) * 1000
        yield Answer(
            question=question,
            answer=checked.text,
            mode=draft.mode,
            method=chosen.name,
            refused=draft.declined,
            citations=checked.citations,
            dropped_citations=checked.dropped,
            contexts=contexts,
            timings_ms=timings,
            standalone_question=standalone,
            notice=notice,
            model=model_name(self.llm),
            derivation=draft.derivation,
            confidence=result.confidence,
        )

    def understand(self, question: str, history: list[Turn], offline: bool = False) -> Understood:
        """The question as retrieval must see it: resolved against the conversation (a follow-up
        carries the previous turn's key terms, or the model's rewrite unless ``offline``) and, in a
        collection of several norms, searched in the norms it names ("¿y qué dice el Estatuto?"; "la
        LOE" names two: the ranking tells by the question's words which one it is about)."""
        norms = self.retriever.norms_asked(question) or None
        if not history:
            return Understood(question, question, norms)
        llm = None if offline else self.llm
        standalone = standalone_question(question, history, llm, lambda text: self.confident(text, norms))
        return Understood(question, standalone, norms, history[-1].precepts)

    def retrieve(self, understood: Understood, k: int | None = None) -> RetrievalResult:
        """The precepts for an understood question. When the precept the previous turn rested on is
        among the first ``TOPIC_KEPT``, the question is on the conversation's topic (the gate does
        not refuse it for weak similarity) and, if it is a follow-up, that precept goes first.
        Retrieved once per text, norms and k while one question is answered."""
        result = self._search(understood, k or self.retriever.k)
        # the learned ranking weighs the previous precept itself (a feature): no promotion on top
        reorder = understood.follows and not is_learned(self.retriever.method)
        return kept_on_topic(result, understood.previous_precepts[:1], TOPIC_KEPT, reorder=reorder)

    def recall_precepts(self, history: list[Turn]) -> list[Turn]:
        """``history`` with the precepts each turn rested on: turns that come without them (only the
        question is known: ``rag ask --history``, evaluation rows) are understood and retrieved in
        order, as they were when asked (offline: no model call per earlier turn), and rest on their
        first precept unless the gate refuses them."""
        recalled: list[Turn] = []
        for turn in history:
            if not turn.precepts:
                result = self.retrieve(self.understand(turn.question, recalled, offline=True))
                first = [hit.doc_id for hit in result.hits if not hit.referenced][:1]
                if first and not self._refused(result, turn.question):
                    turn = Turn(turn.question, turn.answer, tuple(first))
            recalled.append(turn)
        return recalled

    def forget_retrievals(self) -> None:
        """Forget the retrievals remembered for the question being answered (a new one starts)."""
        self._searched.clear()

    def confident(self, text: str, norms: frozenset[str] | None = None) -> bool:
        """Whether retrieval answers ``text`` (in ``norms``) with confidence: the gate lets it through."""
        return not self._refused(self._search(Understood(text, text, norms), self.retriever.k), text)

    def _refused(self, result: RetrievalResult, text: str) -> bool:
        return bool(self.retriever.refusal_reason(result, text))

    def _search(self, understood: Understood, k: int) -> RetrievalResult:
        """Retrieve once per understood question and k while one question is answered."""
        key = (
            understood.standalone,
            k,
            understood.norms,
            understood.previous_precepts[:1],
            understood.follows,
        )
        result = self._searched.get(key)
        if result is None:
            result = self._searched[key] = self.retriever.within(understood.norms).search(understood, k)
        return result

    def _generate(self, name: str, job: GenerationInput) -> Generator[str, None, Draft]:
        """Run the method (or the offline one when it needs a model and none is configured);
        yields its deltas and returns its draft."""
        method = get_method(name)
        fallback = method.needs_model and self.llm is None
        runner = get_method(OFFLINE_METHOD) if fallback else method
        draft: Draft | None = None
        for item in runner.stream(job):
            if isinstance(item, Draft):
                draft = item
            else:
                yield item
        if draft is None:
            raise RuntimeError(f"answer method {runner.name} gave no draft")
        if fallback:
            draft = dataclasses.replace(draft, notice=offline_notice(method))
        return draft

    @contextlib.contextmanager
    def _llm_errors(self) -> Iterator[None]:
        """Provider errors (401, timeouts, dead endpoints) become one clear ``LLMError``."""
        try:
            yield
        except LLMError:
            raise
        except Exception as error:
            if self.llm is not None and _is_llm_error(error):
                raise explain_llm_error(error, self.settings) from None
            raise


def read_input(input: ChainInput) -> tuple[str, list[Turn]]:
    """The question and its conversation from what ``invoke`` was given: a question, or a mapping
    with ``question`` and an optional ``history`` of ``{"question", "answer"}`` (or ``Turn``s)."""
    if isinstance(input, str):
        return input, []
    if not isinstance(input, Mapping) or not isinstance(input.get("question"), str):
        raise TypeError(
            'la entrada es una pregunta o {"question": "…", "history": [{"question": "…", "answer": "…"}]}'
        )
    turns: Sequence[Any] = input.get("history") or []
    history = [
        turn if isinstance(turn, Turn) else Turn(str(turn.get("question", "")), str(turn.get("answer", "")))
        for turn in turns
    ]
    return input["question"], history


def _is_llm_error(error: BaseException) -> bool:
    import openai

    return isinstance(error, openai.OpenAIError)


def kept_on_topic(
    result: RetrievalResult, precepts: tuple[str, ...], depth: int, reorder: bool = True
) -> RetrievalResult:
    """``result`` marked as continuing the conversation when one of ``precepts`` is among its first
    ``depth`` ranked precepts (the gate takes it as evidence the question is in scope), and with
    those moved to the front if ``reorder`` (in their ranked order; the rest keeps its order)."""
    ranked = [hit for hit in result.hits if not hit.referenced][:depth]
    ahead = [hit for hit in ranked if hit.doc_id in precepts]
    if not ahead:
        return result
    hits = ahead + [hit for hit in result.hits if hit not in ahead] if reorder else result.hits
    return dataclasses.replace(result, hits=hits, continues=True)
