"""The long-context method ``contexto-completo``: the whole norm in the prompt, every precept sent a
numbered context, a citation outside retrieval's top k kept; a norm over the budget sends the
divisions retrieval points to and says so; offline, the extractive answer with a notice. Real
indexes of the bundled texts; the model is the loopback OpenAI-compatible server.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_openai import ChatOpenAI
from openai_server import FakeOpenAI

from rag.core.results import Answer
from rag.core.tokens import count_tokens
from rag.pipeline import Pipeline

VOTE = "¿Pueden votar los extranjeros en las elecciones municipales?"
METHOD = "contexto-completo"


def extract_number(prompt: str, label: str) -> int:
    """The [n] the prompt gives the precept labelled ``label`` ("Artículo 99")."""
    found = re.search(rf"^\[(\d+)\] {re.escape(label)}(?: —|$)", prompt, flags=re.M)
    assert found, f"{label} is not among the extracts sent"
    return int(found.group(1))


def citing(label: str, sentence: str):
    """A scripted model that cites ``label`` by the number the prompt gave it."""

    def reply(body: dict[str, Any]) -> str:
        prompt = body["messages"][-1]["content"]
        return f"{sentence} [{extract_number(prompt, label)}]."

    return reply


def labels(answer: Answer) -> list[str]:
    return [answer.contexts[c.n - 1].apartado_label(c.apartado) for c in answer.citations]


def ask_long_context(pipeline: Pipeline, settings, question: str, reply) -> tuple[Answer, str]:
    """``question`` answered by the long-context method through the loopback model scripted by
    ``reply``: the answer, and the extracts the prompt sent the model."""
    with FakeOpenAI(replies=[reply]) as server:
        model = ChatOpenAI(base_url=server.base_url, api_key="k", model="gpt-4o-mini")
        chain = pipeline.chain(settings, model, settings.retriever, settings.k)
        answer = chain.ask(question, method=METHOD)
    prompt = server.chat_requests[0]["json"]["messages"][-1]["content"]
    return answer, prompt.split("Extractos:\n", 1)[1].rsplit("\n\nPregunta:", 1)[0]


def test_the_whole_constitution_goes_to_the_model_and_a_precept_outside_top_k_is_cited(
    real_pipeline: Pipeline, real_settings
) -> None:
    offline = real_pipeline.chain(real_settings, None, real_settings.retriever, real_settings.k)
    retrieved = {c.label for c in offline.ask(VOTE).contexts}
    assert "Artículo 99" not in retrieved  # retrieval's top k does not hold it
    reply = citing("Artículo 99", "El Rey propone un candidato a la Presidencia")
    answer, extracts = ask_long_context(real_pipeline, real_settings, VOTE, reply)
    for text in ("España se constituye en un Estado social", "Los extranjeros gozarán", "Disposición final"):
        assert text in extracts  # the first article, the retrieved one, the last precept
    assert answer.method == METHOD and answer.mode == "llm" and not answer.refused
    assert labels(answer) == ["Artículo 99"] and not answer.dropped_citations  # survives the check
    assert len(answer.contexts) > 150  # every precept sent is a context, numbered as in the prompt
    assert [c.n for c in answer.contexts] == list(range(1, len(answer.contexts) + 1))
    assert "Constitución Española: entera" in answer.notice and "tokens" in answer.notice


def test_a_norm_over_the_budget_sends_the_divisions_retrieval_points_to(
    real_pipeline: Pipeline, real_settings
):
    """With 8,000 tokens the Constitution does not fit: the título holding art. 13 goes, the notice
    names it, and the extracts sent stay within the budget."""
    settings = real_settings.model_copy(update={"full_context_tokens": 8000})
    reply = citing("Artículo 13", "Solo los españoles, salvo tratados")
    answer, extracts = ask_long_context(real_pipeline, settings, VOTE, reply)
    assert count_tokens(extracts) <= 8000
    assert "no cabe entera" in answer.notice and "TÍTULO I" in answer.notice
    assert 1 < len(answer.contexts) < 150
    assert labels(answer)[0].startswith("Artículo 13")  # the apartado the sentence matches
    assert "España se constituye en un Estado social" not in extracts  # art. 1 lies outside Título I


def test_the_codigo_civil_is_too_large_and_its_pointed_division_is_sent(
    real_biblioteca: Pipeline, real_settings
):
    """The Código Civil (about 170k tokens) exceeds the default budget: the division holding the
    precept asked about is sent and cited; the budget is respected."""
    question = "¿Qué dice el artículo 1902 del Código Civil?"
    reply = citing("Artículo 1902", "Quien causa daño debe repararlo")
    answer, extracts = ask_long_context(real_biblioteca, real_settings, question, reply)
    assert count_tokens(extracts) <= real_settings.full_context_tokens
    assert "Código Civil: no cabe entera" in answer.notice
    assert labels(answer)[0].endswith("art. 1902"), labels(answer)
    assert answer.citations[0].norm_id == "BOE-A-1889-4763"


def test_without_a_model_it_answers_offline_and_says_why(real_pipeline: Pipeline, real_settings) -> None:
    chain = real_pipeline.chain(real_settings, None, real_settings.retriever, real_settings.k)
    answer = chain.ask(VOTE, method=METHOD)
    assert answer.method == METHOD and answer.mode == "extractive"
    assert answer.notice.startswith("El método «contexto-completo» necesita un modelo de lenguaje")
    assert labels(answer)[0] == "Artículo 13.2"
    assert len(answer.contexts) <= real_settings.k + 3  # the retrieved precepts only
