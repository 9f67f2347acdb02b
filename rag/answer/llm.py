"""The chat model, when one is configured: OpenAI, Azure OpenAI or any OpenAI-compatible server.

Credentials keep their providers' standard variable names and are passed to the client, never
logged or echoed. ``None`` means no model is configured: answers are then extractive.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from langchain_core.language_models import BaseChatModel

from rag.core.config import Settings
from rag.core.errors import LLMError

BATCH_RETRIES = 2  # SDK retries (429, 5xx, timeouts) for judge and question generation


def llm_configured(environ: Mapping[str, str] | None = None) -> bool:
    """True when an OpenAI or Azure OpenAI key is present."""
    env = os.environ if environ is None else environ
    return bool(env.get("OPENAI_API_KEY") or env.get("AZURE_OPENAI_API_KEY"))


def build_chat_model(
    settings: Settings, environ: Mapping[str, str] | None = None, retries: int = 0
) -> BaseChatModel | None:
    """ChatOpenAI / AzureChatOpenAI from the standard variables, or None when none is configured.

    ``retries``: the SDK's retries of failed or timed-out requests. None for answers, so a user
    waits at most ``RAG_LLM_TIMEOUT_S``, as the timeout message says; batch jobs (judge,
    question generation) pass some.
    """
    env = os.environ if environ is None else environ
    common = {
        "temperature": settings.llm_temperature,
        "timeout": settings.llm_timeout_s,
        "max_retries": retries,
    }
    if env.get("AZURE_OPENAI_API_KEY") and env.get("AZURE_OPENAI_ENDPOINT"):
        from langchain_openai import AzureChatOpenAI

        return AzureChatOpenAI(
            azure_endpoint=env["AZURE_OPENAI_ENDPOINT"],
            api_key=env["AZURE_OPENAI_API_KEY"],  # type: ignore[arg-type]
            api_version=env.get("OPENAI_API_VERSION", "2024-10-21"),
            azure_deployment=settings.chat_model,
            model=settings.chat_model,
            **common,  # type: ignore[arg-type]
        )
    if env.get("OPENAI_API_KEY"):
        from langchain_openai import ChatOpenAI

        return ChatOpenAI(
            model=settings.chat_model,
            api_key=env["OPENAI_API_KEY"],  # type: ignore[arg-type]
            base_url=env.get("OPENAI_BASE_URL") or None,
            **common,  # type: ignore[arg-type]
        )
    return None


def model_name(llm: BaseChatModel | None) -> str:
    """The configured model's name, for banners and reports."""
    if llm is None:
        return ""
    return str(getattr(llm, "model_name", "") or getattr(llm, "deployment_name", "") or type(llm).__name__)


def explain_llm_error(error: BaseException, settings: Settings) -> LLMError:
    """A clear Spanish message for a failed call; never includes the key."""
    import openai

    if isinstance(error, openai.AuthenticationError):
        return LLMError("El servicio del modelo de lenguaje rechazó la clave de API (401): revise la clave.")
    if isinstance(error, openai.PermissionDeniedError):
        return LLMError("La clave de API no tiene permiso para usar ese modelo (403).")
    if isinstance(error, openai.NotFoundError):
        return LLMError(
            f"El servicio no conoce el modelo «{settings.chat_model}» (404): revise RAG_CHAT_MODEL."
        )
    if isinstance(error, openai.RateLimitError):
        return LLMError(
            "El servicio del modelo de lenguaje está saturado o sin cuota (429): pruebe más tarde."
        )
    if isinstance(error, openai.APITimeoutError):
        return LLMError(
            f"El modelo de lenguaje no respondió en {settings.llm_timeout_s:g} s (RAG_LLM_TIMEOUT_S)."
        )
    if isinstance(error, openai.APIConnectionError):
        return LLMError(
            "No se puede conectar con el servicio del modelo de lenguaje: compruebe la URL y la red."
        )
    if isinstance(error, openai.APIStatusError):
        return LLMError(f"El servicio del modelo de lenguaje devolvió un error ({error.status_code}).")
    return LLMError(f"El modelo de lenguaje falló: {type(error).__name__}.")
