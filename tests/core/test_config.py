"""Settings from RAG_* variables, and tiktoken counting from the shipped files."""

from __future__ import annotations

from pathlib import Path

import pytest
import requests

from rag.core import tokens
from rag.core.config import PROJECT_ROOT, Settings, describe_settings
from rag.core.errors import ConfigError
from rag.core.tokens import count_tokens, get_encoding


def test_defaults():
    """With no variables set, every setting has its documented default."""
    settings = Settings.from_env({})
    assert settings.model_dump() == {
        "data_dir": PROJECT_ROOT / ".rag",
        "index_dir": None,
        "chroma_url": "",
        "embeddings": "e5",
        "corpus": "constitucion",
        "splitter": "articulos",
        "chunk_size": 400,
        "chunk_overlap": 40,
        "length_unit": "chars",
        "tiktoken_encoding": "o200k_base",
        "chat_model": "gpt-4o-mini",
        "llm_timeout_s": 60.0,
        "llm_temperature": 0.1,
        "context_tokens": 3000,
        "full_context_tokens": 100_000,
        "retriever": "learned",
        "k": 5,
        "refusal_similarity": None,
        "refusal_coverage": None,
        "refusal_coverage_similarity": None,
        "refusal_disagreement_similarity": None,
        "refusal_confidence": None,
        "refusal_territory_confidence": None,
        "refusal_current_confidence": None,
        "refusal_foreign_confidence": None,
        "refusal_advice_confidence": None,
        "refusal_outside": None,
        "feedback_db": "",
        "instance": "",
        "allow_uploads": True,
        "max_upload_mb": 20,
        "ingest_lock_timeout_s": 600.0,
    }
    assert settings.store_dir == PROJECT_ROOT / ".rag" / "index"


def test_environment_is_isolated(tmp_path, settings):
    """The autouse fixture puts run-time state under tmp_path."""
    assert settings.data_dir == tmp_path / "rag"
    assert settings.store_dir == tmp_path / "rag" / "index"


@pytest.mark.parametrize(
    ("environ", "field", "value"),
    [
        ({"RAG_CHUNK_SIZE": " 250 "}, "chunk_size", 250),
        ({"RAG_CHUNK_SIZE": ""}, "chunk_size", 400),
        ({"RAG_LENGTH_UNIT": "tokens"}, "length_unit", "tokens"),
        ({"RAG_INDEX_DIR": "/srv/idx"}, "store_dir", Path("/srv/idx")),
        ({"RAG_EMBEDDINGS": "openai"}, "embeddings", "openai"),
        ({"CHUNK_SIZE": "10"}, "chunk_size", 400),
    ],
)
def test_variables_override_defaults(environ, field, value):
    """RAG_<FIELD> sets a field; blank or unprefixed variables keep the default."""
    assert getattr(Settings.from_env(environ), field) == value


@pytest.mark.parametrize(
    ("environ", "variable"),
    [
        ({"RAG_CHUNK_SIZE": "abc"}, "RAG_CHUNK_SIZE"),
        ({"RAG_EMBEDDINGS": "word2vec"}, "RAG_EMBEDDINGS"),
        ({"RAG_LENGTH_UNIT": "words"}, "RAG_LENGTH_UNIT"),
        ({"RAG_INGEST_LOCK_TIMEOUT_S": "pronto"}, "RAG_INGEST_LOCK_TIMEOUT_S"),
    ],
)
def test_invalid_value_names_the_variable(environ, variable):
    """A value the program cannot use raises ConfigError naming the variable."""
    with pytest.raises(ConfigError) as error:
        Settings.from_env(environ)
    assert str(error.value).startswith(f"invalid setting: {variable}: ")


def test_describe_settings_documents_every_field():
    """Every setting has a variable name, a default as text and a description."""
    rows = describe_settings()
    assert [name for name, _, _ in rows] == ["RAG_" + f.upper() for f in Settings.model_fields]
    assert rows[0][:2] == ("RAG_DATA_DIR", ".rag")
    assert [name for name, _, meaning in rows if not meaning] == []


def test_token_count_is_offline(monkeypatch):
    """The shipped BPE files are enough: counting never touches the network."""

    def no_network(*args, **kwargs):
        raise AssertionError("tiktoken tried to download")

    monkeypatch.setattr(requests, "get", no_network)
    monkeypatch.setattr(requests.Session, "request", no_network)
    get_encoding.cache_clear()
    assert count_tokens("hola mundo") == 2
    assert count_tokens("hola mundo", "cl100k_base") > 0
    assert count_tokens("") == 0


def test_special_tokens_are_counted_as_text():
    """Text that looks like a special token is counted, not refused."""
    assert count_tokens("<|endoftext|>") > 1


def test_unknown_encoding_lists_shipped_ones():
    """An encoding not shipped in data/tiktoken raises ValueError naming the available ones."""
    with pytest.raises(ValueError) as error:
        tokens.get_encoding("nope")
    assert str(error.value) == "tiktoken encoding 'nope' is not shipped; available: cl100k_base, o200k_base"


def test_readme_configuration_table_is_what_rag_config_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """The README's settings table is exactly `rag config --format markdown` (no stale defaults)."""
    from rag.cli import main

    assert main(["config", "--format", "markdown"]) == 0
    printed = capsys.readouterr().out.strip()
    readme = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    assert printed in readme
