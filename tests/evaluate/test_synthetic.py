"""Synthetic question generation against the fake OpenAI server: sampling, validation, retries, output."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from langchain_openai import ChatOpenAI
from openai_server import FakeOpenAI

from rag.core.records import Chunk
from rag.evaluate.dataset import read_dataset
from rag.evaluate.judge import ReplyError
from rag.evaluate.synthetic import generate_questions, parse_pair, sample_chunks, write_dataset

FILLER = (
    " Esta frase de relleno alarga el extracto lo bastante para que supere el mínimo de caracteres"
    " que exige el muestreo, que deja fuera los fragmentos cortos."
)


def chunk(chunk_id: str, kind: str, topic: str, apartado: str = "", long: bool = True) -> Chunk:
    """A stored-chunk look-alike whose text starts with a topic word."""
    article = chunk_id.split(".")[0].split("~")[0]
    metadata = {"chunk_id": chunk_id, "chunk_kind": kind, "article_id": article, "article_label": "Artículo"}
    if apartado:
        metadata["apartado"] = apartado
    return Chunk.from_store(chunk_id, f"Tema {topic}." + (FILLER if long else ""), metadata)


CHUNKS = [
    chunk("art-1", "precepto", "soberania"),
    chunk("art-2", "precepto", "autonomia"),
    chunk("art-2.1", "apartado", "regiones", apartado="1"),
    chunk("art-2.2", "apartado", "solidaridad", apartado="2"),
    chunk("art-3", "precepto", "banderas", long=False),
    chunk("art-4~0", "fragmento", "capital"),
    chunk("art-5.1", "apartado", "lenguas", apartado="1"),
]
GOLD = {
    "art-1": (["art-1"], None),
    "art-2": (["art-2"], None),
    "art-2.1": (["art-2"], ["art-2.1"]),
    "art-2.2": (["art-2"], ["art-2.2"]),
    "art-5.1": (["art-5"], ["art-5.1"]),
}


def chat(server: FakeOpenAI) -> ChatOpenAI:
    """A ChatOpenAI pointed at the fake server, without client retries."""
    return ChatOpenAI(base_url=server.base_url, api_key="test-key", model="gpt-4o-mini", max_retries=0)


def topic_of(request: dict[str, Any]) -> str:
    """The topic word of the extract sent in the request's first user message."""
    user = next(m["content"] for m in request["messages"] if m["role"] == "user")
    match = re.search(r"Tema (\w+)\.", user)
    assert match is not None
    return match.group(1)


def echo(request: dict[str, Any]) -> str:
    """A good pair built from the extract in the request."""
    topic = topic_of(request)
    return json.dumps({"pregunta": f"¿Qué dice la norma sobre {topic}?", "respuesta": f"Habla de {topic}."})


def test_three_rows_with_gold_articles_and_apartados() -> None:
    """n=3 gives three rows, one per precept, each with its source chunk's article and apartado."""
    with FakeOpenAI(replies=[echo]) as server:
        rows = generate_questions(chat(server), CHUNKS, 3, seed=0)
        requests = len(server.chat_requests)
    assert (len(rows), rows.failed, requests) == (3, 0, 3)
    assert [r["id"] for r in rows] == ["syn-001", "syn-002", "syn-003"]
    assert sorted(r["articles"][0] for r in rows) == ["art-1", "art-2", "art-5"]
    for row in rows:
        articles, apartados = GOLD[row["source_chunk"]]
        assert (row["articles"], row.get("apartados")) == (articles, apartados)
        topic = next(c for c in CHUNKS if c.metadata["chunk_id"] == row["source_chunk"]).text.split()[1]
        assert row["question"] == f"¿Qué dice la norma sobre {topic.rstrip('.')}?"
        assert (row["answerable"], row["kind"]) == (True, "synthetic")


def test_sampling_is_deterministic_and_prefers_long_apartados_and_precepts() -> None:
    """The same seed samples the same chunks; short chunks never, fragments only to fill up."""
    ids = [[c.metadata["chunk_id"] for c in sample_chunks(CHUNKS, 3, seed)] for seed in range(6)]
    assert ids == [[c.metadata["chunk_id"] for c in sample_chunks(CHUNKS, 3, seed)] for seed in range(6)]
    assert len({tuple(i) for i in ids}) > 1
    assert all("art-4~0" not in i for i in ids)
    everything = [c.metadata["chunk_id"] for c in sample_chunks(CHUNKS, 10, 0)]
    assert everything == ["art-1", "art-2", "art-2.1", "art-2.2", "art-4~0", "art-5.1"]


def test_malformed_reply_is_retried() -> None:
    """A malformed reply is retried with the reason and the chunk still gives a row."""
    with FakeOpenAI(replies=["no es JSON", echo]) as server:
        rows = generate_questions(chat(server), CHUNKS[:1], 1)
        requests = server.chat_requests
    assert (len(rows), rows.failed, len(requests)) == (1, 0, 2)
    retry = requests[1]["json"]["messages"]
    assert retry[-2] == {"role": "assistant", "content": "no es JSON"}
    assert "no es válida: no contiene un objeto JSON" in retry[-1]["content"]


def test_chunk_that_keeps_failing_is_skipped_and_counted() -> None:
    """A chunk whose replies stay malformed is skipped after three tries and listed in failed_chunks."""

    def fails_on_autonomia(request: dict[str, Any]) -> str:
        if topic_of(request) == "autonomia":
            return '{"pregunta": "¿Qué dice el artículo 2?", "respuesta": "Autonomía."}'
        return echo(request)

    chunks = [CHUNKS[0], CHUNKS[1], CHUNKS[6]]
    progress: list[tuple[int, int, str]] = []
    with FakeOpenAI(replies=[fails_on_autonomia]) as server:
        rows = generate_questions(chat(server), chunks, 3, progress=lambda *a: progress.append(a))
        requests = len(server.chat_requests)
    assert (len(rows), rows.failed, requests) == (2, 1, 5)
    assert rows.failed_chunks == [("art-2", "la pregunta no debe mencionar el número del artículo")]
    assert [r["source_chunk"] for r in rows] == ["art-1", "art-5.1"]
    assert [r["id"] for r in rows] == ["syn-001", "syn-002"]
    assert progress[-1] == (3, 3, "2 preguntas, 1 fragmentos fallidos")


EXTRACT = "Los españoles son iguales ante la ley, sin que pueda prevalecer discriminación alguna por razón."


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        ("nada", "no contiene un objeto JSON"),
        ('{"pregunta": "", "respuesta": "Sí."}', "«pregunta» debe ser un texto no vacío"),
        ('{"pregunta": "¿Puedo votar?", "respuesta": 3}', "«respuesta» debe ser un texto no vacío"),
        ('{"pregunta": "¿Puedo votar a los dieciséis", "respuesta": "No."}', "terminar con «\\?»"),
        ('{"pregunta": "¿Sí?", "respuesta": "No."}', "entre 12 y 300 caracteres"),
        ('{"pregunta": "¿Qué dice el art. 14?", "respuesta": "Igualdad."}', "número del artículo"),
        (
            '{"pregunta": "¿Son los españoles iguales ante la ley, sin que pueda prevalecer nada?", '
            '"respuesta": "Sí."}',
            "copia literalmente",
        ),
    ],
)
def test_parse_pair_rejects(reply: str, problem: str) -> None:
    """Each malformed pair raises ReplyError with the reason sent back to the model."""
    with pytest.raises(ReplyError, match=problem):
        parse_pair(reply, EXTRACT)


def test_parse_pair_accepts_fenced_json() -> None:
    """A fenced pair with prose parses, whitespace normalised."""
    reply = (
        'Claro:\n```json\n{"Pregunta": " ¿Me pueden  discriminar por mi origen? ", "respuesta": "No."}\n```'
    )
    assert parse_pair(reply, EXTRACT) == ("¿Me pueden discriminar por mi origen?", "No.")


def test_write_dataset_reads_back(tmp_path: Path) -> None:
    """write_dataset writes UTF-8 JSONL that rag.evaluate.metrics.read_dataset reads back."""
    with FakeOpenAI(replies=[echo]) as server:
        rows = generate_questions(chat(server), [CHUNKS[2]], 1)
    path = tmp_path / "eval" / "synthetic.jsonl"
    write_dataset(rows, path)
    assert "¿Qué dice" in path.read_text(encoding="utf-8")
    (row,) = read_dataset(path)
    assert (row.id, row.question, row.answer) == (
        "syn-001",
        "¿Qué dice la norma sobre regiones?",
        "Habla de regiones.",
    )
    assert (row.articles, row.apartados, row.answerable, row.kind) == (
        ["art-2"],
        ["art-2.1"],
        True,
        "synthetic",
    )
