"""`rag eval --judge` through the loopback OpenAI server: answer metrics, the judgment cache and
failures counted, not dropped."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from typing import Any

import pytest
from openai_server import FakeOpenAI
from test_evaluation import GOOD_JUDGMENT, JUDGED, RUN_KEYS, fake_model, run, write_jsonl

from rag.evaluate.judge import JUDGE_PROMPT, MAX_ATTEMPTS

# Every index the CLI opens embeds with the fake (the fixture is imported from test_evaluation).
pytestmark = pytest.mark.usefixtures(fake_model.__name__)


# --- `rag eval --judge` through the loopback OpenAI server -------------------------------------------------


def is_judge_request(body: dict[str, Any]) -> bool:
    """The judge sends its rubric as the system message; the answer chain sends its own."""
    return body["messages"][0]["content"] == JUDGE_PROMPT


def chain_answer(body: dict[str, Any]) -> str:
    """An answer copying the first sentence of extract [1], cited [1]."""
    user = body["messages"][-1]["content"]
    text = user.split("\n[1] ", 1)[1].split("\n", 2)[1]
    sentence = text.split(". ")[1] if re.match(r"^\d+\. ", text) else text.split(". ")[0]
    return f"{sentence.rstrip('.')} [1]."


def scripted(judge_reply: str):
    """A reply callable: the judge gets ``judge_reply``, the answer chain an answer citing [1]."""
    return lambda body: judge_reply if is_judge_request(body) else chain_answer(body)


@pytest.fixture
def llm_env(monkeypatch: pytest.MonkeyPatch):
    """Point the OpenAI client at a FakeOpenAI server: a function from judge reply to server."""
    servers: list[FakeOpenAI] = []
    for name in ("AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT", "RAG_K", "RAG_SPLITTER", "RAG_RETRIEVER"):
        monkeypatch.delenv(name, raising=False)

    def start(judge_reply: str) -> FakeOpenAI:
        server = FakeOpenAI(replies=[scripted(judge_reply)])
        servers.append(server)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test-judge")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        return server

    yield start
    for server in servers:
        server.close()


def judge_eval(capsys, dataset: Path, out: Path, *options: str) -> tuple[int, dict[str, Any], str]:
    """`rag eval --judge [options] --k 5` on the default pair: exit code, JSON document, stderr."""
    code, stdout, stderr = run(
        capsys,
        "eval",
        "--dataset",
        str(dataset),
        "--judge",
        *options,
        "--k",
        "5",
        "--out",
        str(out),
        "--format",
        "json",
    )
    return code, json.loads(stdout) if code == 0 else {}, stderr


def test_judge_metrics_then_cache_hit(tmp_path, capsys, llm_env):
    """Judge metrics land on the k = 5 run; a re-run reads every judgment from the cache."""
    dataset = write_jsonl(tmp_path / "judged.jsonl", JUDGED)
    server = llm_env(GOOD_JUDGMENT)
    code, document, stderr = judge_eval(capsys, dataset, tmp_path / "first")
    assert code == 0, stderr
    assert "juez articulos · learned: hecho (3/3, " in stderr and "\r" not in stderr  # lines in a log
    (judged,) = document["runs"]
    assert (judged["splitter"], judged["retriever"], judged["k"]) == ("articulos", "learned", 5)
    assert {key: judged[key] for key in judged if key not in RUN_KEYS} == {
        "judge_n": 3,
        "judge_failures": 0,
        "correctness_mean": 4.0,
        "acceptable_rate": 1.0,
        "faithfulness_rate": 1.0,
        "relevance_rate": 1.0,
        "total": 0.8,
        "citation_precision": 1.0,
        "judge_k": 5,
    }
    assert judged["answered_rate"] == 1.0
    assert judged["total"] == pytest.approx(0.8 * judged["answered_rate"])
    requests = server.chat_requests
    assert sum(is_judge_request(r["json"]) for r in requests) == 3
    assert len(requests) == 6
    with open(tmp_path / "first" / "results.csv", newline="", encoding="utf-8") as handle:
        header = next(csv.reader(handle))
    assert header[-7:] == [
        "correctness_mean",
        "acceptable_rate",
        "faithfulness_rate",
        "relevance_rate",
        "total",
        "citation_precision",
        "judge_failures",
    ]

    again = llm_env("esto no es JSON")
    code, second, stderr = judge_eval(capsys, dataset, tmp_path / "second")
    assert code == 0, stderr
    latency = ("latency_ms_p50", "latency_ms_p95")
    assert [{k: v for k, v in r.items() if k not in latency} for r in second["runs"]] == [
        {k: v for k, v in r.items() if k not in latency} for r in document["runs"]
    ]
    assert [is_judge_request(r["json"]) for r in again.chat_requests] == [False, False, False]


def test_judge_failures_are_counted_not_dropped(tmp_path, capsys, llm_env):
    """A judge that never answers JSON: every row is a judge failure, retried, and the run completes."""
    dataset = write_jsonl(tmp_path / "judged.jsonl", JUDGED)
    server = llm_env("La respuesta me parece correcta, un 5.")
    code, document, stderr = judge_eval(capsys, dataset, tmp_path / "report")
    assert code == 0, stderr
    (judged,) = document["runs"]
    assert judged["judge_n"] == judged["judge_failures"] == 3
    assert (judged["correctness_mean"], judged["acceptable_rate"], judged["total"]) == (None, None, None)
    assert judged["answered_rate"] == 1.0
    assert sum(is_judge_request(r["json"]) for r in server.chat_requests) == 3 * MAX_ATTEMPTS
    assert (tmp_path / "report" / "report.md").is_file()


def test_eval_method_measures_and_judges_the_long_context_method(tmp_path, capsys, llm_env):
    """`rag eval --judge --method contexto-completo`: every answer request carries the whole
    Constitution, the answers are judged, and the JSON says which method was measured."""
    dataset = write_jsonl(tmp_path / "judged.jsonl", JUDGED)
    server = llm_env(GOOD_JUDGMENT)
    code, document, stderr = judge_eval(capsys, dataset, tmp_path / "out", "--method", "contexto-completo")
    assert code == 0, stderr
    assert document["method"] == "contexto-completo"
    (judged,) = document["runs"]
    assert judged["judge_n"] == 3 and judged["judge_failures"] == 0
    answers = [r["json"] for r in server.chat_requests if not is_judge_request(r["json"])]
    assert len(answers) >= 3  # the answer metrics' answers and the judged ones
    for body in answers:
        prompt = body["messages"][-1]["content"]
        assert "Artículo 169" in prompt and "Artículo 1 " in prompt  # the whole norm, not the top k
    report = (tmp_path / "out").glob("*.md")
    assert any("contexto-completo" in path.read_text(encoding="utf-8") for path in report)


def test_eval_method_that_needs_a_model_fails_first_without_one(tmp_path, capsys, monkeypatch):
    """No model configured: a clear error before the retrieval grid, exit 3."""
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    dataset = write_jsonl(tmp_path / "judged.jsonl", JUDGED)
    code, _stdout, stderr = run(capsys, "eval", "--dataset", str(dataset), "--method", "contexto-completo")
    assert code == 3
    assert "--method contexto-completo necesita un modelo de lenguaje" in stderr
