"""The question as the rest of the chain sees it: cleaned, and made standalone when it follows
earlier turns (by the model when one is configured, offline by carrying the previous question)."""

from __future__ import annotations

import re

from langchain_core.language_models import BaseChatModel
from langchain_core.output_parsers import StrOutputParser

from rag.answer.prompts import rewrite_prompt
from rag.core.records import Turn

MAX_QUESTION_CHARS = 2000
_FOLLOW_UP_RE = re.compile(
    r"^\s*¿?\s*(y|e|pero|entonces|tambi[eé]n)\b|\b(lo|la|los|las|le|les|eso|esto|ese|esa|este|esta|ello)\b",
    re.IGNORECASE,
)


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


def standalone_question(question: str, history: list[Turn], llm: BaseChatModel | None) -> str:
    """The question as it must be understood without the conversation."""
    if not history:
        return question
    if llm is None:
        return offline_standalone(question, history)
    transcript = "\n".join(f"Usuario: {t.question}\nAsistente: {t.answer[:600]}" for t in history[-3:])
    chain = rewrite_prompt() | llm | StrOutputParser()
    rewritten = chain.invoke({"history": transcript, "question": question}).strip()
    return clean_question(rewritten) if rewritten else question
