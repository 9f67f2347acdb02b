"""The answer chain (LCEL): rewrite → retrieve → prompt → model → parse, offline or with an LLM.

The chat model and the retriever are passed in (``RagChain(retriever, llm, …)``), never created
here. Without a model the same chain answers extractively; with one it generates, and the
answer's [n] markers are checked against the extracts before anyone sees them.
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.runnables import Runnable, RunnableLambda

from rag.citations import Citation, check_citations
from rag.config import Settings
from rag.derivations import DERIVATION_PROMPT, DerivationError, format_hypotheses, parse_derivation
from rag.extractive import NOTICE, extractive_answer
from rag.gate import refusal_reason
from rag.llm import LLMError, explain_llm_error, model_name
from rag.prompts import Context, answer_prompt, format_extracts, rewrite_prompt, spans_for
from rag.retrieval import PreceptRetriever, RetrievalResult

Method = Literal["rag", "derivaciones"]
METHODS: tuple[str, ...] = ("rag", "derivaciones")
MAX_QUESTION_CHARS = 2000
_FOLLOW_UP_RE = re.compile(
    r"^\s*¿?\s*(y|e|pero|entonces|tambi[eé]n)\b|\b(lo|la|los|las|le|les|eso|esto|ese|esa|este|esta|ello)\b",
    re.IGNORECASE,
)
_REFUSED_RE = re.compile(
    r"no encuentro (esto|esta|informaci|nada)|los extractos no (permiten|contienen|dicen)", re.I
)


@dataclass
class Turn:
    """One past exchange of the conversation."""

    question: str
    answer: str = ""


@dataclass
class Answer:
    """Everything a client shows: the checked answer, its citations and the retrieved context."""

    question: str
    answer: str
    mode: Literal["llm", "extractive"]
    method: str
    refused: bool
    citations: list[Citation] = field(default_factory=list)
    dropped_citations: list[int] = field(default_factory=list)
    contexts: list[Context] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    standalone_question: str = ""
    notice: str = ""
    model: str = ""
    derivation: dict[str, Any] | None = None

    def as_dict(self) -> dict[str, Any]:
        """The JSON contract of ``rag ask --format json``."""
        return {
            "question": self.question,
            "answer": self.answer,
            "mode": self.mode,
            "method": self.method,
            "refused": self.refused,
            "citations": [c.as_dict() for c in self.citations],
            "dropped_citations": self.dropped_citations,
            "contexts": [c.as_dict() for c in self.contexts],
            "timings_ms": {k: round(v, 1) for k, v in self.timings_ms.items()},
            "standalone_question": self.standalone_question,
            "notice": self.notice,
            "model": self.model,
            "derivation": self.derivation,
        }


def clean_question(question: str) -> str:
    """Strip control characters and cap the length; an empty question is an error."""
    text = "".join(ch if ch.isprintable() or ch in "\n\t" else " " for ch in question)
    text = re.sub(r"\s+", " ", text).strip()
    if not text:
        raise ValueError("La pregunta está vacía.")
    return text[:MAX_QUESTION_CHARS]


def offline_standalone(question: str, history: list[Turn]) -> str:
    """Without a model, a follow-up carries the previous question's words (and so its precepts)."""
    if not history:
        return question
    short = len(question.split()) <= 12
    if _FOLLOW_UP_RE.search(question) or short:
        return f"{history[-1].question} {question}"
    return question


class RagChain:
    """Answers questions over one collection; ``llm=None`` means extractive answers."""

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

    # --- the LCEL pipeline --------------------------------------------------------------------

    def runnable(self) -> Runnable[dict[str, Any], Answer]:
        """rewrite → retrieve → (prompt → model → parse) → checked Answer."""
        generate: Runnable[dict[str, Any], str] | None = None
        if self.llm is not None:
            generate = answer_prompt() | self.llm | StrOutputParser()
        return (
            RunnableLambda(self._rewrite)
            | RunnableLambda(self._retrieve)
            | RunnableLambda(lambda state: self._with_generation(state, generate))
            | RunnableLambda(self._finish)
        )

    def ask(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Answer:
        """Answer once (no streaming)."""
        state = self._state(question, history, method, k)
        with self._llm_errors():
            return self.runnable().invoke(state)

    def stream(
        self, question: str, history: list[Turn] | None = None, method: str = "rag", k: int | None = None
    ) -> Iterator[str | Answer]:
        """Text deltas while the model writes, then the checked ``Answer`` (which replaces them)."""
        state = self._state(question, history, method, k)
        with self._llm_errors():
            state = self._retrieve(self._rewrite(state))
            if self.llm is None or state["refusal"] or method != "rag":
                state["raw"] = self._generate(state, None if self.llm is None else answer_prompt() | self.llm)
                yield self._finish(state)
                return
            started = time.perf_counter()
            parts: list[str] = []
            chain = answer_prompt() | self.llm | StrOutputParser()
            for delta in chain.stream(self._prompt_inputs(state)):
                parts.append(delta)
                yield delta
            state["timings"]["generate"] = (time.perf_counter() - started) * 1000
            state["raw"] = "".join(parts)
            yield self._finish(state)

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

    # --- steps ------------------------------------------------------------------------------

    def _state(self, question: str, history: list[Turn] | None, method: str, k: int | None) -> dict[str, Any]:
        if method not in METHODS:
            raise ValueError(f"unknown method '{method}'; valid methods: {', '.join(METHODS)}")
        return {
            "question": clean_question(question),
            "history": list(history or []),
            "method": method,
            "k": k or self.retriever.k,
            "timings": {},
            "started": time.perf_counter(),
        }

    def _rewrite(self, state: dict[str, Any]) -> dict[str, Any]:
        history: list[Turn] = state["history"]
        question = state["question"]
        if history and self.llm is not None:
            transcript = "\n".join(
                f"Usuario: {t.question}\nAsistente: {t.answer[:600]}" for t in history[-3:]
            )
            chain = rewrite_prompt() | self.llm | StrOutputParser()
            rewritten = chain.invoke({"history": transcript, "question": question}).strip()
            state["standalone"] = clean_question(rewritten) if rewritten else question
        else:
            state["standalone"] = offline_standalone(question, history)
        return state

    def _retrieve(self, state: dict[str, Any]) -> dict[str, Any]:
        started = time.perf_counter()
        result: RetrievalResult = self.retriever.search(state["standalone"], state["k"])
        state["timings"]["retrieve"] = (time.perf_counter() - started) * 1000
        state["result"] = result
        state["contexts"] = [
            Context(
                n=number,
                text=hit.precept_text,
                metadata=dict(hit.chunk.metadata),
                score=hit.score,
                referenced=hit.referenced,
                lookup=hit.lookup,
                apartado_spans=spans_for(
                    hit.precept_text,
                    hit.chunk.metadata,
                    self.retriever.search_engine.table.has_whole_precept(hit.doc_id),
                ),
            )
            for number, hit in enumerate(result.hits, start=1)
        ]
        state["refusal"] = refusal_reason(result, state["standalone"], self.corpus_title, self.settings)
        return state

    def _prompt_inputs(self, state: dict[str, Any]) -> dict[str, Any]:
        history: list[BaseMessage] = []
        for turn in state["history"][-3:]:
            history += [HumanMessage(turn.question), AIMessage(turn.answer[:1500])]
        extracts = format_extracts(
            state["contexts"], self.settings.context_tokens, self.settings.tiktoken_encoding
        )
        return {
            "corpus_title": self.corpus_title,
            "history": history,
            "extracts": extracts,
            "question": state["standalone"],
        }

    def _with_generation(
        self, state: dict[str, Any], generate: Runnable[dict[str, Any], Any] | None
    ) -> dict[str, Any]:
        """The state plus the model's raw text (and derivation, for that method)."""
        state = dict(state)
        state["raw"] = self._generate(state, generate)
        return state

    def _generate(self, state: dict[str, Any], generate: Runnable[dict[str, Any], Any] | None) -> str:
        """The model's raw text, or '' when the gate refused or no model is configured."""
        if state["refusal"] or self.llm is None or generate is None:
            return ""
        started = time.perf_counter()
        if state["method"] == "derivaciones":
            state["derivation"] = self._derive(state, generate)
            text = state["derivation"]["answer"]
        else:
            output = generate.invoke(self._prompt_inputs(state))
            text = output if isinstance(output, str) else str(getattr(output, "content", output))
        state["timings"]["generate"] = (time.perf_counter() - started) * 1000
        return text

    def _derive(self, state: dict[str, Any], generate: Runnable[dict[str, Any], Any]) -> dict[str, Any]:
        """The ``derivaciones`` method: a rule-by-rule derivation from the extracts, parsed into a
        tree; a malformed derivation falls back to the plain answer, with a notice."""
        assert self.llm is not None
        contexts: list[Context] = state["contexts"]
        messages = [
            SystemMessage(DERIVATION_PROMPT),
            HumanMessage(
                f"{format_hypotheses([c.text for c in contexts])}\n\nPregunta: {state['standalone']}"
            ),
        ]
        raw = self.llm.invoke(messages)
        text = raw.content if isinstance(raw.content, str) else str(raw.content)
        try:
            derivation = parse_derivation(text, len(contexts))
        except DerivationError as error:
            output = generate.invoke(self._prompt_inputs(state))
            answer = output if isinstance(output, str) else str(getattr(output, "content", output))
            return {
                "answer": answer,
                "fallback": f"Derivación no válida ({error}): respuesta directa.",
                "raw": text,
            }
        return {
            "answer": derivation.conclusion,
            "no_info": derivation.no_info,
            "tree": derivation.tree(),
            "text_tree": derivation.as_text_tree(),
            "fallback": "",
            "raw": text,
        }

    def _finish(self, state: dict[str, Any]) -> Answer:
        contexts: list[Context] = state["contexts"]
        result: RetrievalResult = state["result"]
        notice = ""
        derivation = state.get("derivation")
        if state["refusal"]:
            closest = ", ".join(f"{c.label} [{c.n}]" for c in contexts[:3] if not c.referenced)
            closest = "" if result.missing else closest
            raw = state["refusal"] + (f" Lo más cercano que he encontrado: {closest}." if closest else "")
            mode: Literal["llm", "extractive"] = "llm" if self.llm is not None else "extractive"
            refused = True
        elif self.llm is None:
            raw = extractive_answer(state["standalone"], contexts, self.corpus_title, lookup=result.lookup)
            notice = NOTICE
            if state["method"] == "derivaciones":
                notice = (
                    "El método «derivaciones» necesita un modelo de lenguaje: "
                    + NOTICE[0].lower()
                    + NOTICE[1:]
                )
            mode, refused = "extractive", False
        else:
            raw = state["raw"]
            mode, refused = (
                "llm",
                bool(_REFUSED_RE.search(raw)) or bool(derivation and derivation.get("no_info")),
            )
            if derivation and derivation.get("fallback"):
                notice = derivation["fallback"]
        checked = check_citations(raw, contexts)
        state["timings"].setdefault("generate", 0.0)
        state["timings"]["total"] = (time.perf_counter() - state["started"]) * 1000
        return Answer(
            question=state["question"],
            answer=checked.text,
            mode=mode,
            method=state["method"],
            refused=refused,
            citations=checked.citations,
            dropped_citations=checked.dropped,
            contexts=contexts,
            timings_ms=state["timings"],
            standalone_question=state["standalone"],
            notice=notice,
            model=model_name(self.llm),
            derivation=derivation,
        )


def _is_llm_error(error: BaseException) -> bool:
    import openai

    return isinstance(error, openai.OpenAIError)
