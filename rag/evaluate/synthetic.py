"""Synthetic evaluation questions: one citizen question (and its answer) per sampled chunk.

Chunks are sampled deterministically for a seed and spread across precepts; the chat model (passed
in) writes one question/answer pair per chunk as JSON. A malformed pair is retried twice with the
reason, then the chunk is skipped and counted. Rows follow the schema of ``data/eval/dev.jsonl``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from rag.core.records import Chunk
from rag.core.text import fold
from rag.evaluate.judge import ReplyError, extract_json_object, invoke_text

Progress = Callable[[int, int, str], None]

PREFERRED_KINDS = ("apartado", "precepto")
MIN_CHUNK_CHARS = 120
MAX_ATTEMPTS = 3  # the first reply plus two retries
QUESTION_CHARS = (12, 300)
MAX_ANSWER_CHARS = 1000
COPIED_WORDS = 8  # this many consecutive extract words in the question count as copying

GENERATION_PROMPT = """Preparas preguntas para evaluar a un asistente que responde sobre textos jurídicos
españoles. A partir del extracto que se te da, escribe UNA pregunta que haría un ciudadano cualquiera
y su respuesta.
- La respuesta debe estar en el extracto; escríbela en una o dos frases, basada solo en él.
- La pregunta no debe mencionar el número del artículo ni copiar la redacción del extracto:
  usa palabras corrientes, como las usaría alguien que no ha leído la norma.
- La pregunta termina con «?».
Responde únicamente con un objeto JSON: {"pregunta": "...", "respuesta": "..."}"""

RETRY_PROMPT = (
    "Tu respuesta anterior no es válida: {error}. Responde de nuevo solo con el objeto JSON "
    '{{"pregunta": "...", "respuesta": "..."}}.'
)

_ARTICLE_NUMBER_RE = re.compile(r"\bart(?:[íi]culo|\.)\s*\d", re.IGNORECASE)


class GeneratedRows(list[dict[str, Any]]):
    """The dataset rows, plus the chunks skipped after three malformed replies (chunk id, reason)."""

    def __init__(self) -> None:
        super().__init__()
        self.failed_chunks: list[tuple[str, str]] = []

    @property
    def failed(self) -> int:
        """How many sampled chunks produced no row."""
        return len(self.failed_chunks)


def _precept(chunk: Chunk) -> str:
    return chunk.citation_id


def sample_chunks(chunks: list[Chunk], n: int, seed: int = 0) -> list[Chunk]:
    """Up to ``n`` chunks, the same for a seed: apartados and whole precepts of at least 120 characters
    first (other long chunks only to fill up), one per precept before any precept gets a second."""
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    rng = random.Random(seed)
    long_enough = [c for c in chunks if len(c.text.strip()) >= MIN_CHUNK_CHARS]
    preferred = [c for c in long_enough if c.kind in PREFERRED_KINDS]
    others = [c for c in long_enough if c.kind not in PREFERRED_KINDS]
    picked: list[Chunk] = []
    for pool in (preferred, others):
        groups: dict[str, list[Chunk]] = {}
        for chunk in pool:
            groups.setdefault(_precept(chunk), []).append(chunk)
        order = sorted(groups)
        rng.shuffle(order)
        for members in groups.values():
            rng.shuffle(members)
        depth = max((len(m) for m in groups.values()), default=0)
        for level in range(depth):
            picked += [groups[key][level] for key in order if level < len(groups[key])]
    position = {id(chunk): index for index, chunk in enumerate(chunks)}
    return sorted(picked[:n], key=lambda c: position[id(c)])  # corpus order reads better


def parse_pair(text: str, extract: str) -> tuple[str, str]:
    """(question, answer) from a reply; ``ReplyError`` says, in Spanish, what is wrong with it."""
    data = {fold(str(k)).strip(): v for k, v in extract_json_object(text).items()}
    question, answer = data.get("pregunta"), data.get("respuesta")
    if not isinstance(question, str) or not question.strip():
        raise ReplyError("«pregunta» debe ser un texto no vacío")
    if not isinstance(answer, str) or not answer.strip():
        raise ReplyError("«respuesta» debe ser un texto no vacío")
    question, answer = " ".join(question.split()), " ".join(answer.split())
    if not question.endswith("?"):
        raise ReplyError("la pregunta debe terminar con «?»")
    low, high = QUESTION_CHARS
    if not low <= len(question) <= high:
        raise ReplyError(f"la pregunta debe tener entre {low} y {high} caracteres")
    if len(answer) > MAX_ANSWER_CHARS:
        raise ReplyError(f"la respuesta debe tener como mucho {MAX_ANSWER_CHARS} caracteres")
    if _ARTICLE_NUMBER_RE.search(question):
        raise ReplyError("la pregunta no debe mencionar el número del artículo")
    words = re.findall(r"\w+", fold(question))
    source = " " + " ".join(re.findall(r"\w+", fold(extract))) + " "
    for start in range(len(words) - COPIED_WORDS + 1):
        if " " + " ".join(words[start : start + COPIED_WORDS]) + " " in source:
            raise ReplyError("la pregunta copia literalmente la redacción del extracto; usa otras palabras")
    return question, answer


def generate_questions(
    llm: BaseChatModel, chunks: list[Chunk], n: int, seed: int = 0, progress: Progress | None = None
) -> GeneratedRows:
    """One synthetic row per sampled chunk; chunks whose replies stay malformed are in ``failed_chunks``.

    Provider errors raise ``LLMError`` (every later call would fail too).
    """
    sampled = sample_chunks(chunks, n, seed)
    rows = GeneratedRows()
    for done, chunk in enumerate(sampled):
        chunk_id = chunk.chunk_id
        if progress:
            progress(done, len(sampled), f"Pregunta sobre {chunk_id}")
        messages: list[BaseMessage] = [
            SystemMessage(GENERATION_PROMPT),
            HumanMessage(f"Extracto ({chunk.display_label}):\n{chunk.text.strip()}"),
        ]
        error = ""
        for _ in range(MAX_ATTEMPTS):
            reply = invoke_text(llm, messages)
            try:
                question, answer = parse_pair(reply, chunk.text)
            except ReplyError as problem:
                error = str(problem)
                messages += [AIMessage(reply), HumanMessage(RETRY_PROMPT.format(error=error))]
                continue
            article = _precept(chunk)
            row: dict[str, Any] = {
                "id": f"syn-{len(rows) + 1:03d}",
                "question": question,
                "answer": answer,
                "articles": [article],
            }
            if chunk.apartado:
                row["apartados"] = [f"{article}.{chunk.apartado}"]
            row |= {"answerable": True, "kind": "synthetic", "source_chunk": chunk_id}
            rows.append(row)
            break
        else:
            rows.failed_chunks.append((chunk_id, error))
    if progress:
        progress(len(sampled), len(sampled), f"{len(rows)} preguntas, {rows.failed} fragmentos fallidos")
    return rows


def write_dataset(rows: list[dict[str, Any]], path: Path) -> None:
    """Write rows as JSONL (UTF-8, accents kept), creating the folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
