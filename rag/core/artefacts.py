"""The committed artefacts of ``data/ranker/`` (the learned ranker, the query adapter, the known
questions): arrays written as ``.npy`` beside their JSON description, and read where the search can
do without them — a missing one is no error, an unreadable one a warning."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

log = logging.getLogger(__name__)

T = TypeVar("T")


def optional_artefact(load: Callable[[], T], what: str, folder: Path, otherwise: str) -> T | None:
    """``load()``; None when the artefact is missing (silently) or unreadable (a warning naming
    ``what``, the ``folder`` and what happens ``otherwise``)."""
    try:
        return load()
    except FileNotFoundError:
        return None
    except (ValueError, KeyError, TypeError, IndexError, OSError) as error:
        log.warning("%s in %s unreadable (%s): %s", what, folder, error, otherwise)
        return None


def write_array(
    folder: Path, array_file: str, array: np.ndarray, meta_file: str, meta: dict[str, Any]
) -> None:
    """Write ``array`` (``.npy``, no pickle) and its description (JSON) into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    np.save(folder / array_file, array, allow_pickle=False)
    (folder / meta_file).write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def read_array(folder: Path, array_file: str, meta_file: str) -> tuple[np.ndarray, dict[str, Any]]:
    """What ``write_array`` wrote: the array as float32 and its description."""
    meta = json.loads((folder / meta_file).read_text(encoding="utf-8"))
    return np.load(folder / array_file, allow_pickle=False).astype(np.float32), meta
