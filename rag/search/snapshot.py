"""Opened search structures kept on disk: a collection's chunk table and its precepts' profiles,
saved once the collection has been opened and loaded on the next start instead of being rebuilt from
every stored record. On the library (70,184 records) that is the difference between ~40 s and 2 GB
of memory at each start and ~3 s and 0.7 GB (docs/library.md).

A snapshot is a cache, never a source of truth: its name carries the collection's id, build time and
fingerprint and a digest of the code that builds what it holds, so a rebuilt collection or changed
code simply misses it and the table is read from the store again. A missing, stale or unreadable
file is never an error. Files are written whole under a temporary name and renamed, so another
instance never reads half of one. The format is pickle: only files this program wrote in its own
data directory (``RAG_DATA_DIR``) are read.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import logging
import os
import pickle
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from chromadb.api.models.Collection import Collection

from rag.core.config import PROJECT_ROOT
from rag.search.evidence import Profiles
from rag.search.table import ChunkTable

log = logging.getLogger(__name__)

SUFFIX = ".snapshot"
# The code whose classes and results a snapshot holds: records, text handling, the table, the
# profiles (sentences, what they state) and the vocabularies they read.
CODE = ("rag/core", "rag/search")
STALE_TEMPORARY_S = 3600  # a temporary file this old was left by a process killed while writing


@functools.cache
def code_digest() -> str:
    """A digest of the source files and data that decide what a snapshot holds."""
    digest = hashlib.sha256()
    for folder in CODE:
        for path in sorted((PROJECT_ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix != ".pyc":
                digest.update(path.relative_to(PROJECT_ROOT).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def snapshot_path(folder: Path, collection: Collection) -> Path | None:
    """Where the snapshot of this build of ``collection`` lives; None for a collection that does
    not record when and from what it was built (nothing to key a cache on)."""
    meta = collection.metadata or {}
    fingerprint, built_at = str(meta.get("fingerprint", "")), str(meta.get("built_at", ""))
    if not fingerprint or not built_at:
        return None
    key = hashlib.sha256(f"{collection.id}|{built_at}|{fingerprint}|{code_digest()}".encode()).hexdigest()
    return folder / f"{collection.name}-{key[:16]}{SUFFIX}"


def load_snapshot(path: Path) -> tuple[ChunkTable, Profiles | None] | None:
    """The table (and profiles, when they were saved) of a snapshot; None when there is none or it
    cannot be read."""
    try:
        with path.open("rb") as handle, collector_paused():
            table, profiles = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception as error:  # truncated, written by other code, unreadable: rebuilt from the store
        log.warning("search snapshot %s unreadable (%s): reading the store instead", path.name, error)
        _discard(path)
        return None
    if not isinstance(table, ChunkTable) or not (profiles is None or isinstance(profiles, Profiles)):
        log.warning("search snapshot %s holds something else: reading the store instead", path.name)
        _discard(path)
        return None
    gc.freeze()  # millions of long-lived objects: later collections need not scan them again
    return table, profiles


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while millions of objects are created that all stay alive
    (unpickling the library's snapshot: 4.4 s with it, 1.2 s without)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _discard(path: Path) -> None:
    """Remove an unusable snapshot, so the next opening writes a good one (if it can)."""
    with contextlib.suppress(OSError):
        path.unlink()


def save_snapshot(path: Path, table: ChunkTable, profiles: Profiles | None) -> bool:
    """Write the snapshot (replacing any earlier one of the same collection); False, logged, when it
    could not be written (read-only or full disk, a folder removed meanwhile)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=SUFFIX)
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump((table, profiles), out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
        collection = path.name.rsplit("-", 1)[0]  # "<collection>-<key>.snapshot"
        for earlier in path.parent.glob(f"{collection}-*{SUFFIX}"):
            if earlier != path and len(earlier.name) == len(path.name):
                earlier.unlink(missing_ok=True)
        for left in path.parent.glob(f".tmp-*{SUFFIX}"):
            if time.time() - left.stat().st_mtime > STALE_TEMPORARY_S:
                left.unlink(missing_ok=True)
    except Exception as error:  # a cache that cannot be written only costs the next start its time
        log.info("search snapshot %s not written: %s", path.name, error)
        return False
    return True
