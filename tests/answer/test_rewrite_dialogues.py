"""The model's rewrite checked on the dialogues of data/eval/dialogues-dev.jsonl, through the real
ChatOpenAI and the loopback OpenAI server: only turns that need the conversation are sent for
rewriting, and a useless rewrite leaves every turn understood as the offline rule understands it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from openai_server import FakeOpenAI

from rag.answer.chain import RagChain
from rag.answer.llm import build_chat_model
from rag.core.config import Settings
from rag.core.results import Turn
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.pipeline import Pipeline

DIALOGUES = Path(__file__).resolve().parents[2] / "data" / "eval" / "dialogues-dev.jsonl"
REWRITE_MARK = "Reescribe la última pregunta del usuario"


def constitution_turns(limit: int) -> list[EvalRow]:
    """The first answerable and unanswerable turns after a first question, of dialogues about the
    Constitution."""
    rows = [row for row in read_dataset(DIALOGUES) if row.history and row.id.startswith("dlg-dev-0")]
    return [row for row in rows if row.norm in ("", "BOE-A-1978-31229")][:limit]


def scripted(rewrite: str) -> Any:
    """A model that rewrites every question it is asked to rewrite as ``rewrite`` and answers from
    the first extract otherwise."""

    def reply(request: dict[str, Any]) -> str:
        prompt = " ".join(str(message.get("content", "")) for message in request["messages"])
        return rewrite if REWRITE_MARK in prompt else "Según el primer extracto [1]."

    return reply


@pytest.mark.parametrize(
    "rewrite", ["", "Lo siento, no puedo reformular esa pregunta."], ids=["empty", "refusal"]
)
def test_on_the_dialogues_a_useless_rewrite_leaves_the_offline_understanding(
    real_pipeline, real_settings, rewrite
):
    """Each turn asked with a model that rewrites uselessly is searched exactly as offline; the
    model is asked to rewrite only the turns the offline rule resolves against the conversation."""
    offline = real_pipeline.chain(real_settings, None, "hybrid", 5)
    rows = constitution_turns(24)
    with FakeOpenAI(replies=[scripted(rewrite)]) as server:
        chain = _llm_chain(real_pipeline, real_settings, server)
        resolved = 0
        for row in rows:
            history = [Turn(turn.question) for turn in row.history]
            expected = offline.understand(row.question, offline.recall_precepts(history)).standalone
            answer = chain.ask(row.question, history)
            assert answer.standalone_question == expected, row.id
            resolved += expected != row.question
        rewrites = [r for r in server.chat_requests if REWRITE_MARK in str(r["json"]["messages"])]
    assert 0 < resolved < len(rows)  # the sample holds both follow-ups and changes of topic
    assert len(rewrites) == resolved


def test_on_the_dialogues_a_change_of_topic_is_never_sent_to_the_model(real_pipeline, real_settings):
    """Every change of topic in the sample is searched as typed, whatever the model would make of it."""
    switches = [row for row in constitution_turns(40) if row.kind == "switch" and row.answerable]
    assert len(switches) >= 10
    with FakeOpenAI(replies=[scripted("¿Qué dice el artículo 1?")]) as server:
        chain = _llm_chain(real_pipeline, real_settings, server)
        for row in switches:
            answer = chain.ask(row.question, [Turn(turn.question) for turn in row.history])
            assert answer.standalone_question == row.question, row.id
        assert not [r for r in server.chat_requests if REWRITE_MARK in str(r["json"]["messages"])]


def _llm_chain(pipeline: Pipeline, settings: Settings, server: FakeOpenAI) -> RagChain:
    """The hybrid chain (k=5) with the app's ChatOpenAI pointed at the server."""
    model = build_chat_model(settings, {"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": server.base_url})
    return pipeline.chain(settings, model, "hybrid", 5)
