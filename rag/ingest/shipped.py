"""Vectors shipped in the repository (``data/vectors/``) so the bundled corpora need no embedding.

One file per embedding model holds the vector of every text the default splitter embeds for the
bundled corpora, keyed by a hash of the model's name and the exact embedded text: a changed text,
heading or embedding input simply misses and is embedded at ingest; another model never matches.
The vectors are the model's own output (never read back from a collection, whose cosine index
re-normalises them), stored as float16: half the bytes of float32 for the library's 64,000 texts,
and a rounding (relative error below 0.1 %) that changes no ranking figure (docs/library.md).
``rag vectors`` regenerates the files (it reuses what they already hold and drops what no bundled
corpus uses any more).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np

from rag.core.config import SHIPPED_DATA

log = logging.getLogger(__name__)

SHIPPED_VECTORS = SHIPPED_DATA / "vectors"


def shipped_key(model: str, text: str) -> str:
    """The key a shipped vector is found by: a hash of the model and the exact embedded text."""
    return hashlib.sha1(f"{model}\n{text}".encode()).hexdigest()


def shipped_path(model: str, folder: Path | None = None) -> Path:
    """The file holding that model's shipped vectors (in ``data/vectors/`` unless told)."""
    return (folder or SHIPPED_VECTORS) / f"{model}.npz"


def load_shipped(model: str, folder: Path | None = None) -> dict[str, list[float]]:
    """The shipped vectors for ``model`` by key; empty when there are none or the file is damaged
    (then everything is embedded, as without them)."""
    path = shipped_path(model, folder)
    if not path.exists():
        return {}
    try:
        with np.load(path, allow_pickle=False) as data:
            keys, vectors = data["keys"], data["vectors"]
            if str(data["model"]) != model:
                raise ValueError(f"made for model {data['model']}")
            if keys.ndim != 1 or keys.dtype.kind != "U" or vectors.shape[:1] != keys.shape:
                raise ValueError("keys and vectors do not match")
            if vectors.ndim != 2 or vectors.dtype not in (np.float16, np.float32):
                raise ValueError("vectors are not a float16 or float32 matrix")
            if not np.isfinite(vectors).all():
                raise ValueError("vectors are not finite")
            return dict(zip(keys.tolist(), vectors.astype(np.float32).tolist(), strict=True))
    except Exception as error:  # a damaged file raises zlib, zip, EOF or numpy errors alike
        log.warning("shipped vectors %s unreadable (%s): embedding instead", path, error)
        return {}


def save_shipped(model: str, vectors: dict[str, list[float]], folder: Path | None = None) -> Path:
    """Write ``model``'s shipped vectors (sorted by key, float16, compressed; the same vectors
    always give the same bytes)."""
    keys = sorted(vectors)
    matrix = np.asarray([vectors[key] for key in keys], dtype=np.float32).astype(np.float16)
    path = shipped_path(model, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.stem}.tmp.npz")
    np.savez_compressed(tmp, model=np.asarray(model), keys=np.asarray(keys), vectors=matrix)
    tmp.replace(path)
    return path


CHECKPOINT = 2000  # texts embedded between two saves: an interrupted run loses at most that many


def regenerate(
    model: str,
    texts: Iterable[str],
    embed: Callable[[list[str]], list[list[float]]],
    folder: Path | None = None,
    checkpoint: int = CHECKPOINT,
    missing_count: Callable[[int], None] | None = None,
) -> tuple[Path, int, int]:
    """Ship a vector for every text in ``texts``: kept from the current file when there, embedded
    otherwise; keys no text uses any more are dropped. The file is saved every ``checkpoint``
    embedded texts, so a run of an hour that is stopped resumes where it was; ``missing_count`` is
    told how many texts will be embedded before the first is. Returns (file, kept, embedded)."""
    current = load_shipped(model, folder)
    wanted = {shipped_key(model, text): text for text in texts}
    missing = [key for key in wanted if key not in current]
    vectors = {key: current[key] for key in wanted if key in current}
    if missing_count:
        missing_count(len(missing))
    path = shipped_path(model, folder)
    for start in range(0, len(missing), checkpoint):
        batch = missing[start : start + checkpoint]
        vectors.update(zip(batch, embed([wanted[key] for key in batch]), strict=True))
        path = save_shipped(model, vectors, folder)
    if not missing:
        path = save_shipped(model, vectors, folder)
    return path, len(wanted) - len(missing), len(missing)
