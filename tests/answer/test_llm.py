"""Provider wiring: which chat model and embeddings the settings build, exercised on the wire."""

from __future__ import annotations

import pytest
from langchain_openai import AzureChatOpenAI, ChatOpenAI
from openai_server import FakeOpenAI

from rag.answer.llm import BATCH_RETRIES, build_chat_model, llm_configured, model_name
from rag.core.config import Settings
from rag.core.errors import ConfigError
from rag.ingest.embeddings import build_embeddings, embedding_name


def test_no_key_means_no_model():
    """Without OPENAI_API_KEY or AZURE_OPENAI_* the app answers extractively."""
    assert build_chat_model(Settings(), {}) is None
    assert not llm_configured({})


def test_openai_compatible_server_by_base_url():
    """OPENAI_API_KEY + OPENAI_BASE_URL reach any OpenAI-compatible server with the chosen model."""
    with FakeOpenAI(replies=["Hola."]) as server:
        env = {"OPENAI_API_KEY": "clave", "OPENAI_BASE_URL": server.base_url}
        llm = build_chat_model(Settings(chat_model="modelo-local"), env)
        assert isinstance(llm, ChatOpenAI)
        assert llm.invoke("hola").content == "Hola."
        (request,) = server.chat_requests
    assert (request["json"]["model"], model_name(llm)) == ("modelo-local", "modelo-local")
    assert request["json"]["temperature"] == 0.1
    assert request["headers"]["authorization"] == "Bearer clave"


def test_azure_variables_build_an_azure_chat_model():
    """AZURE_OPENAI_API_KEY + AZURE_OPENAI_ENDPOINT use the deployment named by RAG_CHAT_MODEL."""
    with FakeOpenAI(replies=["Hola desde Azure."]) as server:
        env = {
            "AZURE_OPENAI_API_KEY": "clave-azure",
            "AZURE_OPENAI_ENDPOINT": server.root_url,
            "OPENAI_API_VERSION": "2024-10-21",
        }
        llm = build_chat_model(Settings(chat_model="gpt-4o-mini"), env)
        assert isinstance(llm, AzureChatOpenAI)
        assert llm.invoke("hola").content == "Hola desde Azure."
        (request,) = server.chat_requests
    assert request["path"] == "/openai/deployments/gpt-4o-mini/chat/completions"
    assert request["headers"]["api-key"] == "clave-azure"


def test_openai_embeddings_through_the_server(monkeypatch):
    """RAG_EMBEDDINGS=openai embeds with text-embedding-3-small, with no tiktoken download."""
    with FakeOpenAI() as server:
        monkeypatch.setenv("OPENAI_API_KEY", "clave")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        embeddings = build_embeddings(Settings(embeddings="openai"))
        vectors = embeddings.embed_documents(["hola", "adiós"])
        (request,) = [r for r in server.requests if r["path"].endswith("/embeddings")]
    assert embedding_name(embeddings) == "openai-text-embedding-3-small"
    assert request["json"]["model"] == "text-embedding-3-small"
    assert request["json"]["input"] == ["hola", "adiós"]
    assert vectors[0] == pytest.approx(FakeOpenAI.vector("hola"), abs=1e-6)


def test_openai_embeddings_need_a_key():
    """Asking for OpenAI embeddings without a key is a clear configuration error."""
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        build_embeddings(Settings(embeddings="openai"))


def test_answers_never_retry_so_the_timeout_is_what_a_user_waits():
    """Answers use no SDK retries (the timeout message stays true); batch jobs retry twice."""
    env = {"OPENAI_API_KEY": "clave-de-prueba", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}
    answering = build_chat_model(Settings(llm_timeout_s=7), env)
    batch = build_chat_model(Settings(), env, retries=BATCH_RETRIES)
    assert isinstance(answering, ChatOpenAI) and isinstance(batch, ChatOpenAI)
    assert (answering.max_retries, answering.request_timeout) == (0, 7)
    assert batch.max_retries == 2
