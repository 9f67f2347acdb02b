"""`rag` CLI run as a subprocess by tests/test_faults.py, with the fake embeddings and hold points.

Usage: ``python tests/fault_ingest.py ingest --corpus FOLDER ...`` (any `rag` arguments). The
environment steers it:

* ``FAULTS_MARKERS``: a file where ``<pid> <event>`` lines are appended as they happen:
  ``ingest`` (Index.ingest entered), ``lock-busy`` (the ingest lock was held by someone else),
  ``embedding`` (held halfway through embedding), ``staging`` (held after the first write of a
  staging collection), ``swap`` (held after the live collection was deleted, before the complete
  staging collection is renamed in its place).
* ``FAULTS_HOLD``: ``embedding``, ``staging`` or ``swap``: where to stop and wait for ``FAULTS_GATE``.
* ``FAULTS_GATE``: a file whose appearance lets a held process go on (kill tests never create it).

Holding instead of sleeping makes every kill and every overlap land at a known point.
"""

from __future__ import annotations

import fcntl
import os
import sys
import time
from pathlib import Path
from typing import Any

from chromadb.api.client import Client
from chromadb.api.models.Collection import Collection
from conftest import FakeEmbeddings

import rag.ingest.build
import rag.ingest.embeddings
import rag.ingest.locks
from rag.cli import main

HOLD_AFTER_BATCHES = 2  # embed_with_progress sends batches of 64: two of five for 300 new texts
GATE_TIMEOUT_S = 120.0  # a held process nobody releases or kills gives up on its own


def mark(event: str) -> None:
    """Append ``<pid> <event>`` to the markers file (one write, so lines never interleave)."""
    path = os.environ.get("FAULTS_MARKERS")
    if path:
        with open(path, "a") as markers:
            markers.write(f"{os.getpid()} {event}\n")


def hold(event: str) -> None:
    """If this is the configured hold point: say so, then wait for the gate file."""
    if os.environ.get("FAULTS_HOLD") != event:
        return
    mark(event)
    gate = Path(os.environ["FAULTS_GATE"])
    deadline = time.monotonic() + GATE_TIMEOUT_S
    while not gate.exists():
        if time.monotonic() > deadline:
            sys.exit(f"fault_ingest: nobody opened {gate}")
        time.sleep(0.05)


class HeldEmbeddings(FakeEmbeddings):
    """The tests' fake embeddings, stopping after a couple of batches when asked to."""

    def __init__(self) -> None:
        super().__init__()
        self.batches = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Vectors; after the second batch, the ``embedding`` hold point."""
        vectors = super().embed_documents(texts)
        self.batches += 1
        if self.batches == HOLD_AFTER_BATCHES:
            hold("embedding")
        return vectors


def install() -> None:
    """Patch the embeddings, the ingest entry, the lock, staging writes and deletes to report and hold."""
    embeddings = HeldEmbeddings()
    rag.ingest.embeddings.build_embeddings = lambda settings: embeddings

    ingest = rag.ingest.build.Index.ingest

    def marked_ingest(self: rag.ingest.build.Index, *args: Any, **kwargs: Any) -> Any:
        mark("ingest")
        return ingest(self, *args, **kwargs)

    rag.ingest.build.Index.ingest = marked_ingest  # type: ignore[method-assign]

    flock = fcntl.flock

    def reporting_flock(fd: Any, operation: int) -> None:
        try:
            flock(fd, operation)
        except BlockingIOError:
            mark("lock-busy")
            raise

    fcntl.flock = reporting_flock

    add = Collection.add

    def held_add(self: Collection, *args: Any, **kwargs: Any) -> None:
        add(self, *args, **kwargs)
        if self.name.endswith("-staging"):
            hold("staging")

    Collection.add = held_add  # type: ignore[method-assign]

    delete_collection = Client.delete_collection

    def held_delete(self: Client, name: str) -> None:
        delete_collection(self, name)
        if not name.endswith(("-staging", "-lease")):
            hold("swap")

    Client.delete_collection = held_delete  # type: ignore[method-assign]


if __name__ == "__main__":
    install()
    sys.exit(main(sys.argv[1:]))
