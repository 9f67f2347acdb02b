"""The question as the rest of the chain sees it: cleaned, and made standalone when it follows
earlier turns (by the model when one is configured; offline, a question whose own words lean on
the previous turn carries that turn's key terms, and any other question is left as asked)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from langchain_core.language_models import BaseChatModel
from langchain_core.output_parsers import StrOutputParser

from rag.answer.prompts import rewrite_prompt
from rag.core.results import Turn
from rag.core.text import EVERYDAY_TEXT, STOPWORDS, fold
from rag.search.gate import addresses_instructions
from rag.search.references import find_named_refs

MAX_QUESTION_CHARS = 2000
CARRIED_TERMS = 8  # the previous turn's key terms carried into a follow-up, at most
BARE_WORDS = 1  # a question with at most this many content words leans on the one before
# What makes a question lean on the previous one: opening with "¿Y …?", "¿Pero …?", "¿Entonces …?";
# an object pronoun before the verb ("¿Quién lo convoca?") or after it ("¿puedo recurrirla?");
# demonstratives and "dicho" pointing back; a possessive "su/sus" with nothing it could refer to.
_OPENING_RE = re.compile(r"^\W*(y|e|pero|entonces|tambi[eé]n|adem[aá]s|y\s+si|vale|ok)\b", re.IGNORECASE)
_POINTING_RE = re.compile(
    r"\b(lo|le|les|eso|esto|ello|ese|esa|esos|esas|este|esta|estos|estas|aquel|aquello|aquella|"
    r"dicho|dicha|dichos|dichas|tal|tales|su|sus|mismo|misma)\b"
    r"|\b\w{3,}(?:ar|er|ir)(?:lo|la|los|las|le|les)\b"
    r"|\b(?:me|te|se|nos|os)\s+(?:lo|la|los|las)\b",
    re.IGNORECASE,
)
# "ahora mismo", "por su cuenta": fixed phrases that do not point back
_NOT_POINTING_AFTER_RE = re.compile(
    r"\b(ahora|hoy|aqu[ií]|all[ií]|ah[ií])\s+mism[oa]$|\bpor\s+su\s+cuenta$|\blo\s+mismo$", re.IGNORECASE
)
ANTECEDENT_WORDS = 2  # content words before a pointing word that can be what it points to
_CONTENT_RE = re.compile(r"\w{3,}")
LONGEST_WORD = 30  # longer "words" (pasted codes, filler) are not a question's key terms
_REFERENCE_WORDS = frozenset({"articulo", "articulos", "art", "arts", "apartado", "disposicion"})
_QUESTION_WORDS = frozenset(
    fold(
        "qué que quién quien quiénes cuánto cuánta cuántos cuántas cuál cuáles cuándo dónde cómo "
        "plazo tiempo dura durar puedo puede pueden tengo tiene hay caso casos"
    ).split()
) | frozenset(EVERYDAY_TEXT.split())


def clean_question(question: str) -> str:
    """Strip control characters and cap the length; an empty question is an error."""
    text = "".join(ch if ch.isprintable() or ch in "\n\t" else " " for ch in question)
    text = re.sub(r"\s+", " ", text).strip()
    if not text:
        raise ValueError("La pregunta está vacía.")
    return text[:MAX_QUESTION_CHARS]


def clean_history(history: list[Turn]) -> list[Turn]:
    """The earlier turns as questions are cleaned (control characters, length); turns with an empty
    question (a blank ``--history``) are dropped."""
    cleaned = []
    for turn in history:
        try:
            question = clean_question(turn.question)
        except ValueError:
            continue
        cleaned.append(turn if question == turn.question else dataclasses.replace(turn, question=question))
    return cleaned


def leans_on_previous(question: str) -> bool:
    """True when the question's own form says it continues the previous one: it opens with
    "¿Y …?", "¿Pero …?", or has hardly any content of its own ("¿Cuánto dura?")."""
    return bool(_OPENING_RE.search(question)) or len(content_words(question)) <= BARE_WORDS


def points_back(question: str) -> bool:
    """True when the question has words that point to something said before ("lo", "eso", "dicho
    plazo", "recurrirla", "su") with nothing in the question itself they could point to: a word
    pointing after two or more content words of the question ("¿Cómo renuevo el DNI si lo he
    perdido?", "¿Qué pasa con el Gobierno si dimite su presidente?") finds its antecedent there, and
    "ahora mismo", "por su cuenta" point nowhere."""
    for match in _POINTING_RE.finditer(question):
        if _NOT_POINTING_AFTER_RE.search(question[: match.end()]):
            continue
        return len(content_words(question[: match.start()])) < ANTECEDENT_WORDS
    return False


def content_words(text: str) -> list[str]:
    """The words that carry a question's topic: not stop words, not question words."""
    words = (fold(word) for word in _CONTENT_RE.findall(text))
    return [
        w
        for w in dict.fromkeys(words)
        if w not in STOPWORDS and w not in _QUESTION_WORDS and len(w) <= LONGEST_WORD
    ]


def carried_terms(previous: str) -> str:
    """What a follow-up carries from the turn before: the precepts that turn named ("Artículo 28",
    with its norm when named) and its key terms, not its whole text."""
    refs = find_named_refs(previous)
    named = [ref.ref.label + (f" de {ref.norm}" if ref.norm else "") for ref in refs]
    said = _REFERENCE_WORDS | {word for ref in refs for word in ref.norm.split()}
    words = [w for w in content_words(previous) if w not in said]
    return " ".join([*named, *words[:CARRIED_TERMS]])


def offline_standalone(
    question: str, history: list[Turn], confident: Callable[[str], bool] | None = None
) -> str:
    """Without a model: the question as asked, unless its words lean on the previous turn ("¿Y …?",
    hardly any content of its own) or point back to it ("lo", "me las", "su", "dicho"); then the
    question followed by that turn's key terms, except when retrieval is confident on the question
    alone and not with them (measured on dialogues-dev: holding back every pointing question that
    retrieves confidently alone lost more follow-ups than it saved). ``confident(text)`` is the
    refusal gate's verdict on retrieving ``text``; without it only the words decide. Earlier turns
    are resolved first, so a chain of follow-ups keeps its topic."""
    if not history:
        return question
    if find_named_refs(question):  # "¿Y el artículo 14?" names what it asks about
        return question
    if addresses_instructions(question):  # an injection is judged alone, and refused
        return question
    if not (leans_on_previous(question) or points_back(question)):
        return question
    previous = offline_standalone(history[-1].question, history[:-1])
    terms = carried_terms(previous)
    if not terms:
        return question
    carried = f"{question} ({terms})"
    if confident is None:
        return carried
    if confident(question) and not confident(carried):
        return question
    return carried


def standalone_question(
    question: str,
    history: list[Turn],
    llm: BaseChatModel | None,
    confident: Callable[[str], bool] | None = None,
) -> str:
    """The question as it must be understood without the conversation. With a model, only a question
    that needs the conversation (the offline rule's verdict) is rewritten by it, so retrieval of a
    standalone question never depends on the model; a rewrite that is empty, far longer than the
    exchange, a refusal, or keeps none of the question's words falls back to the offline rule."""
    if not history:
        return question
    offline = offline_standalone(question, history, confident)
    if llm is None or offline == question:
        return offline
    transcript = "\n".join(f"Usuario: {t.question}\nAsistente: {t.answer[:600]}" for t in history[-3:])
    chain = rewrite_prompt() | llm | StrOutputParser()
    rewritten = chain.invoke({"history": transcript, "question": question}).strip()
    return clean_question(rewritten) if usable_rewrite(rewritten, question, history) else offline


_UNUSABLE_RE = re.compile(
    r"^\W*(lo siento|no puedo|no (tengo|hay) (suficiente )?(informaci[oó]n|contexto)|como (modelo|asistente)"
    r"|pregunta reescrita\W*$)",
    re.IGNORECASE,
)


def usable_rewrite(rewritten: str, question: str, history: list[Turn]) -> bool:
    """Whether a model's rewrite of ``question`` can stand for it: not empty, not a refusal or an
    explanation, not longer than the question and the previous turn together (with room), and
    keeping some content word of the question or of the previous question."""
    if not rewritten or _UNUSABLE_RE.search(rewritten):
        return False
    if len(rewritten) > 2 * (len(question) + len(history[-1].question)) + 40:
        return False
    kept = set(content_words(rewritten))
    return bool(kept & set(content_words(question) + content_words(history[-1].question)))
