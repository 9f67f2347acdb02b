"""tiktoken without the network: encodings are built from the BPE files shipped in ``data/tiktoken``."""

from __future__ import annotations

import functools
import threading
from pathlib import Path
from typing import Any
from unittest import mock

import tiktoken
import tiktoken.load
import tiktoken_ext.openai_public as openai_public

from rag.core.config import SHIPPED_DATA

_LOCK = threading.Lock()


@functools.cache
def get_encoding(name: str = "o200k_base") -> tiktoken.Encoding:
    """The named encoding, its ranks read from ``data/tiktoken/<name>.tiktoken`` (hash-checked)."""
    constructor = openai_public.ENCODING_CONSTRUCTORS.get(name)
    local = SHIPPED_DATA / "tiktoken" / f"{name}.tiktoken"
    if constructor is None or not local.exists():
        shipped = sorted(p.stem for p in (SHIPPED_DATA / "tiktoken").glob("*.tiktoken"))
        raise ValueError(f"tiktoken encoding '{name}' is not shipped; available: {', '.join(shipped)}")

    def load_local(_url: str, expected_hash: str | None = None) -> dict[bytes, int]:
        return tiktoken.load.load_tiktoken_bpe(str(Path(local)), expected_hash)

    # The constructor knows the pattern and special tokens; only its download is replaced.
    with _LOCK, mock.patch.object(openai_public, "load_tiktoken_bpe", load_local):
        spec: dict[str, Any] = constructor()
    return tiktoken.Encoding(**spec)


def count_tokens(text: str, encoding: str = "o200k_base") -> int:
    """Number of tokens of ``text`` in that encoding."""
    return len(get_encoding(encoding).encode(text, disallowed_special=()))
