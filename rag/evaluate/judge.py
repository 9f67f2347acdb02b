"""LLM-as-judge of generated answers, a lexical citation check, and the aggregate answer metrics.

The rubric follows a thesis on institutional QA: correctness 1–5 against the reference answer
(3 = honest "no lo sé", acceptable = 3–5), faithfulness to the extracts and relevance (sí/no).
Following Databricks' findings, the judge writes its reasoning before the scores and sees one
short example per correctness level. Judgments are cached on disk, so a re-run costs nothing.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import statistics
import threading
from contextlib import closing
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from rag.answer.feedback import redact
from rag.answer.llm import explain_llm_error, model_name
from rag.core.config import Settings
from rag.core.text import CITATION_MARKER_RE, STOPWORDS, fold

PROMPT_VERSION = "judge-v1"
CACHE_FILE = "judge-cache.sqlite3"
MAX_ATTEMPTS = 3  # the first reply plus two retries
PRECISION_THRESHOLD = 0.5

JUDGE_PROMPT = """Eres un evaluador riguroso de respuestas sobre textos jurídicos españoles.
Recibirás una pregunta, la respuesta de referencia (correcta), los extractos recuperados y la
respuesta que debes evaluar. Evalúa tres aspectos:

1. corrección (1-5), comparando con la respuesta de referencia:
   1 = contradice la respuesta de referencia.
   2 = parcialmente falsa: mezcla datos correctos con alguno falso.
   3 = no contradice la referencia pero no aporta información (un «no lo sé» o «no encuentro» honesto).
   4 = correcta pero incompleta: le falta algo importante de la referencia.
   5 = completa y correcta.
2. fidelidad (sí/no): «sí» si todo lo que afirma está respaldado por los extractos; «no» si afirma
   algo que los extractos no dicen. Una respuesta que no afirma nada es fiel.
3. relevancia (sí/no): «sí» si trata lo que se pregunta (una negativa honesta sobre esa pregunta
   cuenta como «sí»); «no» si responde a otra cosa o divaga.

Un ejemplo breve por nivel de corrección (referencia: «La mayoría de edad se alcanza a los dieciocho años.»):
   Nivel 1: «A los veintiún años.» — contradice la referencia.
   Nivel 2: «A los dieciocho años, salvo en Cataluña, donde es a los dieciséis.» — añade algo falso.
   Nivel 3: «No encuentro esa información en los extractos.» — honesta, sin información.
   Nivel 4: «Hay una edad fijada por la Constitución.» — cierta pero no dice cuál.
   Nivel 5: «Los españoles son mayores de edad a los dieciocho años.» — completa y correcta.

Escribe primero tu razonamiento (dos a cuatro frases) y solo después las puntuaciones.
Responde únicamente con un objeto JSON con esta forma exacta:
{"razonamiento": "...", "correccion": 1, "fidelidad": "sí", "relevancia": "sí"}"""

RETRY_PROMPT = (
    "Tu respuesta anterior no es válida: {error}. Responde de nuevo solo con el objeto JSON "
    '{{"razonamiento": "...", "correccion": 1-5, "fidelidad": "sí"|"no", "relevancia": "sí"|"no"}}.'
)


class ReplyError(ValueError):
    """A model reply that is not the JSON asked for; the message (Spanish) is sent back to the model."""


@dataclass
class JudgeResult:
    """One judgment; ``ok=False`` is a judge failure that aggregates count, never drop."""

    ok: bool
    correctness: int | None
    faithful: bool | None
    relevant: bool | None
    reasoning: str
    error: str = ""
    attempts: int = 1
    cached: bool = False


def extract_json_object(text: str) -> dict[str, Any]:
    """The first JSON object in a reply, ignoring code fences and prose around it."""
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", text):
        try:
            value, _ = decoder.raw_decode(text, match.start())
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    raise ReplyError("no contiene un objeto JSON válido")


def _yes_no(value: Any, key: str) -> bool:
    if isinstance(value, bool):
        return value
    word = fold(value).strip(" .¡!\"'«»") if isinstance(value, str) else ""
    if word in ("si", "yes", "true"):
        return True
    if word in ("no", "false"):
        return False
    raise ReplyError(f'«{key}» debe ser "sí" o "no" (recibido: {value!r})')


def parse_judgment(text: str) -> tuple[str, int, bool, bool]:
    """(reasoning, correctness, faithful, relevant) from a reply; ``ReplyError`` says what is wrong."""
    data = {fold(str(k)).strip(): v for k, v in extract_json_object(text).items()}
    missing = [k for k in ("razonamiento", "correccion", "fidelidad", "relevancia") if k not in data]
    if missing:
        raise ReplyError(f"faltan las claves {', '.join(missing)}")
    reasoning = data["razonamiento"]
    if not isinstance(reasoning, str) or not reasoning.strip():
        raise ReplyError("«razonamiento» debe ser un texto no vacío")
    raw = data["correccion"]
    try:
        number = float(str(raw).strip())  # 4, 4.0 and "4" are fine; True is not
    except ValueError:
        number = float("nan")
    if not number.is_integer() or not 1 <= number <= 5:
        raise ReplyError(f"«correccion» debe ser un entero de 1 a 5 (recibido: {raw!r})")
    return (
        reasoning.strip(),
        int(number),
        _yes_no(data["fidelidad"], "fidelidad"),
        _yes_no(data["relevancia"], "relevancia"),
    )


class JudgmentCache:
    """Successful judgments in a SQLite file, keyed by a sha256; safe across threads and restarts."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        self._run("CREATE TABLE IF NOT EXISTS judgments (key TEXT PRIMARY KEY, result TEXT NOT NULL)")

    def _run(self, sql: str, *params: str) -> list[Any]:
        # one short-lived autocommit connection per statement: nothing stays open between calls
        with self._lock, closing(sqlite3.connect(self.path, timeout=30, isolation_level=None)) as db:
            return db.execute(sql, params).fetchall()

    def get(self, key: str) -> JudgeResult | None:
        """The stored judgment, marked ``cached``, or None."""
        rows = self._run("SELECT result FROM judgments WHERE key = ?", key)
        return JudgeResult(**{**json.loads(rows[0][0]), "cached": True}) if rows else None

    def put(self, key: str, result: JudgeResult) -> None:
        """Store a judgment (last write wins)."""
        data = json.dumps({**asdict(result), "cached": False}, ensure_ascii=False)
        self._run("INSERT OR REPLACE INTO judgments (key, result) VALUES (?, ?)", key, data)


class Judge:
    """Scores answers with a chat model passed in; every successful judgment is cached at ``cache_path``."""

    def __init__(self, llm: BaseChatModel, cache_path: Path) -> None:
        self.llm = llm
        self.cache = JudgmentCache(cache_path)

    def cache_key(self, question: str, reference: str, answer: str, contexts: list[str]) -> str:
        """sha256 of everything the judgment depends on, the prompt version and judge model included."""
        payload = [PROMPT_VERSION, model_name(self.llm), question, reference, answer, contexts]
        return hashlib.sha256(json.dumps(payload, ensure_ascii=False).encode()).hexdigest()

    def judge(self, question: str, reference: str, answer: str, contexts: list[str]) -> JudgeResult:
        """Judge one answer: from the cache, or by asking the model (retrying malformed replies)."""
        key = self.cache_key(question, reference, answer, contexts)
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        extracts = "\n\n".join(f"[{n}] {text}" for n, text in enumerate(contexts, start=1)) or "(ninguno)"
        messages: list[BaseMessage] = [
            SystemMessage(JUDGE_PROMPT),
            HumanMessage(
                f"Pregunta: {question}\n\nRespuesta de referencia: {reference}\n\n"
                f"Extractos recuperados:\n{extracts}\n\nRespuesta a evaluar: {answer}"
            ),
        ]
        error = ""
        for attempt in range(1, MAX_ATTEMPTS + 1):
            reply = invoke_text(self.llm, messages)
            try:
                reasoning, correctness, faithful, relevant = parse_judgment(reply)
            except ReplyError as problem:
                error = str(problem)
                messages += [AIMessage(reply), HumanMessage(RETRY_PROMPT.format(error=error))]
                continue
            result = JudgeResult(True, correctness, faithful, relevant, redact(reasoning), attempts=attempt)
            self.cache.put(key, result)
            return result
        return JudgeResult(
            False, None, None, None, "", error=f"respuesta del juez no válida: {error}", attempts=MAX_ATTEMPTS
        )


def invoke_text(llm: BaseChatModel, messages: list[BaseMessage]) -> str:
    """The model's reply text; a provider error becomes a clear ``LLMError`` (the run should stop)."""
    import openai

    try:
        content = llm.invoke(messages).content
    except openai.OpenAIError as error:
        name = model_name(llm)
        settings = Settings.model_validate({"chat_model": name} if name else {})
        raise explain_llm_error(error, settings) from None
    return content if isinstance(content, str) else str(content)


# --- citation precision (lexical) ----------------------------------------------------------------

_SENTENCE_END_RE = re.compile(r"[.!?»\n]\s")


def content_words(text: str) -> set[str]:
    """Folded words of a text without stop words or single letters."""
    return {w for w in re.findall(r"\w+", fold(text)) if len(w) > 1 and w not in STOPWORDS}


def _cited_text(context: dict[str, Any], apartado: str) -> str:
    """The context's text, cut to the cited apartado's span when the text is the whole precept whose
    ``apartados`` metadata ([[number, start, end], …], ending at its last character) locates it."""
    text = str(context.get("text", ""))
    try:
        spans = json.loads((context.get("metadata") or {}).get("apartados") or "[]")
    except (TypeError, ValueError):
        return text
    if not apartado or not spans or max(int(end) for _, _, end in spans) != len(text):
        return text  # no apartado named, or the text is one apartado's chunk rather than the precept
    return next((text[int(a) : int(b)] for number, a, b in spans if str(number) == apartado), text)


def citation_precision(answer_text: str, citations: list[dict], contexts: list[dict]) -> float | None:
    """Share of citation markers whose cited apartado (or precept) holds ≥ 50 % of the sentence's words.

    Each number of each [n] marker is scored against the sentence the marker closes. When one extract
    was cited for several apartados, an occurrence is scored against the best of them. None when
    there are no citations.
    """
    if not citations:
        return None
    by_number = {int(c["n"]): c for c in contexts}
    cited: dict[int, list[str]] = {}
    for citation in citations:
        cited.setdefault(int(citation["n"]), []).append(str(citation.get("apartado") or ""))
    scores: list[float] = []
    for match in CITATION_MARKER_RE.finditer(answer_text):
        ends = _SENTENCE_END_RE.finditer(answer_text, 0, match.start())
        # a marker just after a full stop ("… texto. [1]") closes the sentence before that stop
        start = max((m.end() for m in ends if m.end() < match.start() - 1), default=0)
        words = content_words(CITATION_MARKER_RE.sub(" ", answer_text[start : match.start()]))
        for n in (int(x) for x in re.split(r"\s*[,;]\s*", match.group(1))):
            if n not in cited or n not in by_number:
                continue
            coverages = [
                len(words & content_words(_cited_text(by_number[n], apartado))) / len(words) if words else 0.0
                for apartado in cited[n]
            ]
            scores.append(1.0 if max(coverages) >= PRECISION_THRESHOLD else 0.0)
    return sum(scores) / len(scores) if scores else None


# --- aggregate -----------------------------------------------------------------------------------


def _share(flags: list[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def aggregate(
    results: list[JudgeResult], refused_flags: list[bool], precisions: list[float | None]
) -> dict[str, Any]:
    """Answer metrics over a run; judge failures are counted (``judge_failures``), never dropped.

    ``total`` is the thesis's "Total = correctness × Answered" with correctness normalised to 0–1 as
    mean/5: 1 is the maximum, all-3 answers score 0.6 before refusals lower it through answered_rate.
    """
    ok = [r for r in results if r.ok and r.correctness is not None]
    correctness = statistics.fmean(r.correctness for r in ok if r.correctness) if ok else None
    answered = _share([not refused for refused in refused_flags])
    known = [p for p in precisions if p is not None]
    values: dict[str, Any] = {
        "judge_n": len(results),
        "judge_failures": len(results) - len(ok),
        "correctness_mean": correctness,
        "acceptable_rate": _share([(r.correctness or 0) >= 3 for r in ok]),
        "faithfulness_rate": _share([bool(r.faithful) for r in ok]),
        "relevance_rate": _share([bool(r.relevant) for r in ok]),
        "answered_rate": answered,
        "total": correctness / 5 * answered if correctness is not None and answered is not None else None,
        "citation_precision": statistics.fmean(known) if known else None,
    }
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in values.items()}
