"""Locks around an ingest: one per collection on this machine (a file lock) and, with a shared
Chroma server, one across every host (a lease collection on the server)."""

from __future__ import annotations

import contextlib
import fcntl
import socket
import threading
import time
import uuid
from collections.abc import Iterator

from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection

from rag.core.config import Settings
from rag.core.errors import IndexBusy, StoreUnavailable


@contextlib.contextmanager
def ingest_lock(settings: Settings, name: str) -> Iterator[None]:
    """One ingest per collection at a time (a second one waits, then fails clearly)."""
    lock_dir = settings.data_dir / "locks"
    lock_dir.mkdir(parents=True, exist_ok=True)
    with open(lock_dir / f"{name}.lock", "w") as handle:
        deadline = time.monotonic() + settings.ingest_lock_timeout_s
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise IndexBusy(f"another ingest of {name} is still running; try again later") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


LEASE_TTL_S = 60.0  # a shared-server ingest lease not renewed for this long belongs to a dead ingest


@contextlib.contextmanager
def server_lease(client: ClientAPI, name: str, timeout_s: float) -> Iterator[None]:
    """One ingest per collection across every host sharing a Chroma server.

    The file lock only covers one machine. The lease is a ``<name>-lease`` collection that exists
    while an ingest runs (creating a collection that exists fails, so only one ingest gets it); its
    holder renews it every ``LEASE_TTL_S / 3`` seconds, and an expired lease (its holder was
    killed) is taken over. Renewing and removing go by the collection's id, never its name, so a
    host never touches a lease that another host has taken since.
    """
    lease = f"{name}-lease"
    owner = uuid.uuid4().hex
    host = socket.gethostname()

    def lease_metadata() -> dict[str, str | float]:
        return {"owner": owner, "host": host, "expires": time.time() + LEASE_TTL_S}

    deadline = time.monotonic() + timeout_s
    while True:
        try:
            mine = client.create_collection(lease, embedding_function=None, metadata=lease_metadata())
            break
        except Exception as error:  # it exists (the error's type differs between clients), or worse
            failure = error
        try:
            current: Collection | None = client.get_collection(lease, embedding_function=None)
        except Exception:
            current = None  # released meanwhile, or the server is failing: retry until the deadline
        held = (current.metadata or {}) if current is not None else None
        if current is not None and float(str((held or {}).get("expires", 0))) < time.time():
            _retire(client, current)  # its holder stopped renewing it
            continue
        if time.monotonic() > deadline:
            if held is None:
                raise StoreUnavailable(f"cannot take the ingest lease for {name}: {failure}") from None
            raise IndexBusy(
                f"another ingest of {name} (on {held.get('host', '?')}) is still running; try again later"
            ) from None
        time.sleep(0.5 if held is not None else 0.1)
    for leftover in client.list_collections():  # retired by an ingest killed before it deleted it
        if leftover.name.startswith(f"{lease}-"):
            with contextlib.suppress(Exception):
                client.delete_collection(leftover.name)
    stop = threading.Event()

    def renew() -> None:
        while not stop.wait(LEASE_TTL_S / 3):
            with contextlib.suppress(Exception):  # gone: taken over after this host stalled
                mine.modify(metadata=lease_metadata())

    renewer = threading.Thread(target=renew, name=f"lease-{name}", daemon=True)
    renewer.start()
    try:
        yield
    finally:
        stop.set()
        renewer.join()
        _retire(client, mine)


def _retire(client: ClientAPI, lease: Collection) -> None:
    """Delete exactly this lease collection, not one created since under the same name.

    Chroma deletes by name only, so the lease is first renamed by its id (which fails if another
    host retired it already), then deleted under its new, unique name.
    """
    retired = f"{lease.name}-{uuid.uuid4().hex[:6]}"
    try:
        lease.modify(name=retired)
    except Exception:
        return
    with contextlib.suppress(Exception):
        client.delete_collection(retired)
