"""The LLM judge against the fake OpenAI server, the lexical citation precision and the aggregate."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from langchain_openai import ChatOpenAI
from openai_server import FakeOpenAI

from rag.core.errors import LLMError
from rag.evaluate.judge import (
    JUDGE_PROMPT,
    Judge,
    JudgeResult,
    ReplyError,
    aggregate,
    citation_precision,
    parse_judgment,
)

GOOD = (
    '{"razonamiento": "Coincide con la referencia.", "correccion": 5, "fidelidad": "sí", "relevancia": "sí"}'
)
MALFORMED = "La respuesta me parece correcta, un 5."
QUESTION = "¿A qué edad se es mayor de edad?"
REFERENCE = "A los dieciocho años."
ANSWER = "Los españoles son mayores de edad a los dieciocho años [1]."
CONTEXTS = ["Los españoles son mayores de edad a los dieciocho años."]


def chat(server: FakeOpenAI) -> ChatOpenAI:
    """A ChatOpenAI pointed at the fake server, without client retries."""
    return ChatOpenAI(base_url=server.base_url, api_key="test-key", model="gpt-4o-mini", max_retries=0)


def run_judge(replies: list[Any], tmp_path: Path) -> tuple[JudgeResult, list[dict[str, Any]]]:
    """One judgment over scripted replies, and the chat requests it made."""
    with FakeOpenAI(replies=replies) as server:
        result = Judge(chat(server), tmp_path / "judge.sqlite3").judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)
        return result, server.chat_requests


def test_good_reply_parses_and_request_carries_everything(tmp_path: Path) -> None:
    """A good reply gives the fields; the request holds question, reference, answer, extracts and rubric."""
    result, requests = run_judge([GOOD], tmp_path)
    assert result == JudgeResult(True, 5, True, True, "Coincide con la referencia.", attempts=1)
    (request,) = requests
    system, user = request["json"]["messages"]
    assert system == {"role": "system", "content": JUDGE_PROMPT}
    for text in (QUESTION, REFERENCE, ANSWER, f"[1] {CONTEXTS[0]}"):
        assert text in user["content"]
    rubric = system["content"]
    assert rubric.index('"razonamiento"') < rubric.index('"correccion"')
    assert rubric.index("razonamiento") < rubric.index("solo después las puntuaciones")
    assert [level for level in range(1, 6) if f"Nivel {level}: «" in rubric] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (GOOD, ("Coincide con la referencia.", 5, True, True)),
        (
            'Aquí va mi evaluación:\n```json\n{"razonamiento": "Falta un dato.", "correccion": 4, '
            '"fidelidad": "sí", "relevancia": "no"}\n```\nEspero que sirva.',
            ("Falta un dato.", 4, True, False),
        ),
        (
            '{"razonamiento": "No responde.", "correccion": "3", "fidelidad": "si", "relevancia": "Sí."}',
            ("No responde.", 3, True, True),
        ),
        (
            '{"Razonamiento": "Inventa.", "Corrección": 2.0, "fidelidad": "NO", "relevancia": true}',
            ("Inventa.", 2, False, True),
        ),
    ],
)
def test_parse_judgment_is_tolerant(reply: str, expected: tuple[str, int, bool, bool]) -> None:
    """Fences, prose around the JSON, 'si' without accent, numbers as strings and accented keys parse."""
    assert parse_judgment(reply) == expected


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        (MALFORMED, "no contiene un objeto JSON"),
        ('{"razonamiento": "x", "correccion": 5, "fidelidad": "sí"}', "faltan las claves relevancia"),
        ('{"razonamiento": "", "correccion": 5, "fidelidad": "sí", "relevancia": "sí"}', "razonamiento"),
        ('{"razonamiento": "x", "correccion": 7, "fidelidad": "sí", "relevancia": "sí"}', "de 1 a 5"),
        ('{"razonamiento": "x", "correccion": 4.5, "fidelidad": "sí", "relevancia": "sí"}', "de 1 a 5"),
        ('{"razonamiento": "x", "correccion": 4, "fidelidad": "quizá", "relevancia": "sí"}', "fidelidad"),
    ],
)
def test_parse_judgment_rejects_malformed(reply: str, problem: str) -> None:
    """A malformed reply raises ReplyError naming what is wrong."""
    with pytest.raises(ReplyError, match=problem):
        parse_judgment(reply)


@pytest.mark.parametrize("malformed", [1, 2])
def test_malformed_reply_is_retried_with_the_reason(tmp_path: Path, malformed: int) -> None:
    """Malformed replies then a good one: ok, one request per attempt, the retry says what was wrong."""
    result, requests = run_judge([MALFORMED] * malformed + [GOOD], tmp_path)
    assert (result.ok, result.correctness, result.attempts) == (True, 5, malformed + 1)
    assert len(requests) == malformed + 1
    retry = requests[1]["json"]["messages"]
    assert retry[-2] == {"role": "assistant", "content": MALFORMED}
    assert retry[-1]["role"] == "user"
    assert "no es válida: no contiene un objeto JSON" in retry[-1]["content"]


def test_three_malformed_replies_are_a_counted_failure(tmp_path: Path) -> None:
    """Three malformed replies give ok=False with the error, and aggregate counts it as a failure."""
    result, requests = run_judge([MALFORMED], tmp_path)
    assert len(requests) == 3
    assert (result.ok, result.correctness, result.faithful, result.relevant) == (False, None, None, None)
    assert result.attempts == 3
    assert result.error == "respuesta del juez no válida: no contiene un objeto JSON válido"
    summary = aggregate([result], [False], [None])
    assert (summary["judge_n"], summary["judge_failures"], summary["correctness_mean"]) == (1, 1, None)


def test_cache_answers_repeats_across_instances(tmp_path: Path) -> None:
    """The same judgment twice makes one request; a new Judge on the same file still hits the cache."""
    cache = tmp_path / "cache" / "judge.sqlite3"
    with FakeOpenAI(replies=[GOOD]) as server:
        first = Judge(chat(server), cache).judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)
        second = Judge(chat(server), cache).judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)
        other_answer = Judge(chat(server), cache).judge(QUESTION, REFERENCE, "Otra respuesta.", CONTEXTS)
        requests = len(server.chat_requests)
    assert (first.cached, second.cached, other_answer.cached) == (False, True, False)
    assert second == JudgeResult(True, 5, True, True, "Coincide con la referencia.", cached=True)
    assert requests == 2


def test_cache_is_shared_by_threads(tmp_path: Path) -> None:
    """Judgments made from several threads are all stored and then all answered from the cache."""
    answers = [f"Respuesta número {i}." for i in range(8)]
    with FakeOpenAI(replies=[GOOD]) as server:
        judge = Judge(chat(server), tmp_path / "judge.sqlite3")
        with ThreadPoolExecutor(max_workers=4) as pool:
            first = list(pool.map(lambda a: judge.judge(QUESTION, REFERENCE, a, CONTEXTS), answers))
            again = list(pool.map(lambda a: judge.judge(QUESTION, REFERENCE, a, CONTEXTS), answers))
        requests = len(server.chat_requests)
    assert [r.cached for r in first] == [False] * 8
    assert [r.cached for r in again] == [True] * 8
    assert requests == 8


def test_failures_are_not_cached(tmp_path: Path) -> None:
    """A failed judgment is asked again next time."""
    with FakeOpenAI(replies=[MALFORMED, MALFORMED, MALFORMED, GOOD]) as server:
        judge = Judge(chat(server), tmp_path / "judge.sqlite3")
        first = judge.judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)
        second = judge.judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)
        requests = len(server.chat_requests)
    assert (first.ok, second.ok, second.cached, requests) == (False, True, False, 4)


def test_provider_error_raises_llm_error(tmp_path: Path) -> None:
    """A provider error is not a judge failure: it raises the clear LLMError."""
    with FakeOpenAI(replies=[GOOD], status=401) as server:
        judge = Judge(chat(server), tmp_path / "judge.sqlite3")
        with pytest.raises(LLMError, match="401"):
            judge.judge(QUESTION, REFERENCE, ANSWER, CONTEXTS)


APARTADO_1 = "1. Todos los españoles tienen el deber de conocer el castellano."
APARTADO_2 = (
    "2. Las demás lenguas españolas serán también oficiales en las respectivas Comunidades Autónomas."
)
PRECEPT = f"{APARTADO_1}\n{APARTADO_2}"
SPANS = [["1", 0, len(APARTADO_1)], ["2", len(APARTADO_1) + 1, len(PRECEPT)]]
PRECEPT_CONTEXT = {
    "n": 1,
    "text": PRECEPT,
    "metadata": {"article_id": "art-3", "apartados": json.dumps(SPANS)},
}
OTHER_CONTEXT = {"n": 2, "text": "El castellano es la lengua española oficial del Estado.", "metadata": {}}
APARTADO_CHUNK = {"n": 3, "text": APARTADO_2, "metadata": {"apartado": "2", "apartados": json.dumps(SPANS)}}
SENTENCE_2 = "Las otras lenguas españolas son oficiales en sus Comunidades Autónomas"


def cite(n: int, apartado: str) -> dict[str, Any]:
    """A citation dict as Citation.as_dict() gives it."""
    return {"n": n, "article_id": "art-3", "apartado": apartado, "label": "", "url": ""}


@pytest.mark.parametrize(
    ("answer", "citations", "expected"),
    [
        (f"{SENTENCE_2} [1].", [cite(1, "2")], 1.0),
        (f"{SENTENCE_2} [1].", [cite(1, "1")], 0.0),
        (f"{SENTENCE_2} [1].", [cite(1, "")], 1.0),
        (f"{SENTENCE_2}. [1]", [cite(1, "2")], 1.0),
        (f"{SENTENCE_2} [1]. El castellano es oficial [2].", [cite(1, "2"), cite(2, "")], 1.0),
        (f"{SENTENCE_2} [1]. Hay que pagar impuestos [2].", [cite(1, "2"), cite(2, "")], 0.5),
        (f"{SENTENCE_2} [1, 2].", [cite(1, "2"), cite(2, "")], 0.5),
        (f"{SENTENCE_2} [3].", [cite(3, "2")], 1.0),
        (f"{SENTENCE_2}.", [], None),
    ],
)
def test_citation_precision(answer: str, citations: list[dict[str, Any]], expected: float | None) -> None:
    """A citation is precise when its apartado (or whole precept) holds half the sentence's words."""
    assert citation_precision(answer, citations, [PRECEPT_CONTEXT, OTHER_CONTEXT, APARTADO_CHUNK]) == expected


def test_aggregate_exact_values() -> None:
    """Means over ok judgments, failures counted, Total = correctness/5 × answered."""
    results = [
        JudgeResult(True, 5, True, True, "a"),
        JudgeResult(True, 3, True, False, "b"),
        JudgeResult(True, 2, False, True, "c"),
        JudgeResult(False, None, None, None, "", error="mal", attempts=3),
    ]
    assert aggregate(results, [False, True, False, False], [1.0, None, 0.5, 0.0]) == {
        "judge_n": 4,
        "judge_failures": 1,
        "correctness_mean": 3.3333,
        "acceptable_rate": 0.6667,
        "faithfulness_rate": 0.6667,
        "relevance_rate": 0.6667,
        "answered_rate": 0.75,
        "total": 0.5,
        "citation_precision": 0.5,
    }


def test_aggregate_of_nothing() -> None:
    """No results: counts are zero and every rate is None."""
    assert aggregate([], [], []) == {
        "judge_n": 0,
        "judge_failures": 0,
        "correctness_mean": None,
        "acceptable_rate": None,
        "faithfulness_rate": None,
        "relevance_rate": None,
        "answered_rate": None,
        "total": None,
        "citation_precision": None,
    }
