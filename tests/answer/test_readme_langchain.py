"""The README's LangChain block runs as printed: our retriever under someone's prompt and
``ChatOpenAI``, our chain in a ``RunnableParallel``. The model is the loopback OpenAI-compatible
server (``OPENAI_BASE_URL``), the index the session's real one of the Constitution."""

from __future__ import annotations

import re

import pytest
from openai_server import FakeOpenAI

from rag.core.config import PROJECT_ROOT, Settings

HEADING = "## In your own LangChain code"


def readme_block() -> str:
    text = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(HEADING) :]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, "the section has a python block"
    return match.group(1)


def test_the_readme_langchain_block_runs_against_an_openai_compatible_server(
    real_pipeline,
    real_settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    strike = "Sí: el artículo 28.2 reconoce el derecho a la huelga."
    vote = "Solo los españoles, salvo lo que dispongan los tratados para las elecciones municipales [1]."
    with FakeOpenAI(replies=[strike, vote]) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "clave-de-prueba")
        monkeypatch.setenv("RAG_DATA_DIR", str(real_settings.data_dir))
        monkeypatch.setenv("RAG_CORPUS", "constitucion")
        exec(compile(readme_block(), "README.md", "exec"), {"__name__": "readme"})
        requests = list(server.requests)
    printed = capsys.readouterr().out
    assert strike in printed
    assert vote in printed and "['Artículo 13'," in printed
    their_prompt = requests[0]["json"]["messages"][-1]["content"]
    assert their_prompt.startswith("Responde citando:\n[Artículo 28] ")
    assert "¿Tengo derecho a hacer huelga?" in their_prompt
    ours = requests[1]["json"]["messages"]
    assert "Los extranjeros gozarán" in ours[-1]["content"]  # our chain's prompt, with the precept
    assert len(requests) == 2
