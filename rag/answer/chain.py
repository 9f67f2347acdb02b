"""The one answer path: rewrite → retrieve → gate → generate → check citations.

``RagChain.stream`` yields the model's text deltas (when a method streams) and then the checked
``Answer``; ``ask`` is the same stream, collected. The chat model and the retriever are passed in
(``RagChain(retriever, llm, …)``), never created here; ``llm=None`` means extractive answers.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Generator, Iterator

from langchain_core.language_models import BaseChatModel

from rag.answer.citations import check_citations
from rag.answer.conversation import clean_question, standalone_question
from rag.answer.llm import explain_llm_error, model_name
from rag.answer.methods import OFFLINE_METHOD, Draft, GenerationInput, get_method, offline_notice
from rag.core.config import Settings
from rag.core.errors import LLMError
from rag.core.records import Answer, AnswerMode, Context, RetrievalResult, Turn
from rag.search.gate import refusal_reason, refusal_text
from rag.search.retriever import PreceptRetriever


class RagChain:
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
        # the retrievals of the question being answered, by (text, k): resolving a follow-up probes
        # the question and its carried form, and the answer then searches one of them again
        self._searched: dict[tuple[str, int], RetrievalResult] = {}

    def ask(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Answer:
        """Answer once: the stream, collected."""
        for item in self.stream(question, history, method, k):
            if isinstance(item, Answer):
                return item
        raise RuntimeError("the answer stream ended without an answer")

    def stream(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Iterator[str | Answer]:
        """Text deltas while the model writes, then the checked ``Answer`` (which replaces them)."""
        started = time.perf_counter()
        chosen = get_method(method)
        question = clean_question(question)
        history = list(history or [])
        timings: dict[str, float] = {}
        self._searched.clear()
        with self._llm_errors():
            standalone = standalone_question(question, history, self.llm, self.confident)
            step = time.perf_counter()
            result = self._search(standalone, k or self.retriever.k)
            timings["retrieve"] = (time.perf_counter() - step) * 1000
            contexts = [Context(number, hit) for number, hit in enumerate(result.hits, start=1)]
            thresholds = self.retriever.search_engine.refusal.overridden(self.settings)
            reason = refusal_reason(result, self.corpus_title, thresholds, question)
            if reason:
                mode: AnswerMode = "llm" if self.llm is not None else "extractive"
                draft = Draft(refusal_text(reason, contexts, result), mode, declined=True)
            else:
                job = GenerationInput(
                    standalone, contexts, result, history, self.corpus_title, self.settings, self.llm
                )
                step = time.perf_counter()
                draft = yield from self._generate(chosen.name, job)
                timings["generate"] = (time.perf_counter() - step) * 1000
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
            notice=draft.notice,
            model=model_name(self.llm),
            derivation=draft.derivation,
        )

    def confident(self, text: str) -> bool:
        """Whether retrieval answers ``text`` with confidence: the refusal gate lets it through."""
        result = self._search(text, self.retriever.k)
        thresholds = self.retriever.search_engine.refusal.overridden(self.settings)
        return not refusal_reason(result, self.corpus_title, thresholds, text)

    def _search(self, text: str, k: int) -> RetrievalResult:
        """Retrieve once per text and k while one question is answered."""
        result = self._searched.get((text, k))
        if result is None:
            result = self._searched[(text, k)] = self.retriever.search(text, k)
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
            draft = Draft(draft.text, draft.mode, offline_notice(method), draft.declined, draft.derivation)
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


def _is_llm_error(error: BaseException) -> bool:
    import openai

    return isinstance(error, openai.OpenAIError)
