"""Ingests from several hosts sharing one Chroma server serialise on a lease kept in the server:
renewed while held, taken over when expired, never deleted from under another host."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeEmbeddings
from servers import http_client
from test_faults import ARTICULOS, WAIT_S, collection_names, old_corpus

import rag.ingest.build
import rag.ingest.embeddings
import rag.ingest.locks
from rag.core.config import Settings
from rag.core.errors import IndexBusy
from rag.ingest.build import Index, IngestReport
from rag.ingest.corpus import Corpus, resolve_corpus
from rag.ingest.store import connect

# --- a shared Chroma server ---------------------------------------------------------------------


@pytest.fixture
def server(chroma_port: int) -> Iterator[str]:
    """The test Chroma server's URL, emptied of every collection before and after."""
    client = http_client(chroma_port)
    for collection in client.list_collections():
        client.delete_collection(collection.name)
    yield f"http://127.0.0.1:{chroma_port}"
    for collection in client.list_collections():
        client.delete_collection(collection.name)


class GatedEmbeddings(FakeEmbeddings):
    """Fake embeddings whose first batch waits until the test sets ``release``."""

    def __init__(self, gated: bool = True) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.release = threading.Event()
        if not gated:
            self.release.set()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Vectors, once released."""
        self.entered.set()
        assert self.release.wait(WAIT_S), "the test never released the ingest"
        return super().embed_documents(texts)


@dataclass
class Host:
    """One machine of a shared-server deployment: its own data dir (so its own file locks)."""

    settings: Settings
    index: Index
    embeddings: GatedEmbeddings
    corpus: Corpus
    threads: list[threading.Thread] = field(default_factory=list)


def host(tmp_path: Path, name: str, url: str, folder: Path, timeout_s: float, gated: bool = True) -> Host:
    """A host with its own data dir, talking to the server at ``url``."""
    settings = Settings(data_dir=tmp_path / name, chroma_url=url, ingest_lock_timeout_s=timeout_s)
    embeddings = GatedEmbeddings(gated)
    index = Index(connect(settings), embeddings, settings)
    return Host(settings, index, embeddings, resolve_corpus(str(folder), settings))


class Background:
    """An ingest running in a named thread (the name doubles as its host name in these tests)."""

    def __init__(self, machine: Host, name: str) -> None:
        self.report: IngestReport | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(machine,), name=name, daemon=True)
        machine.threads.append(self.thread)
        self.thread.start()

    def _run(self, machine: Host) -> None:
        try:
            self.report = machine.index.ingest(machine.corpus, ARTICULOS)
        except BaseException as error:
            self.error = error

    def result(self) -> IngestReport:
        """The report, once the thread ended."""
        self.thread.join(WAIT_S)
        assert not self.thread.is_alive(), "the ingest never ended"
        assert self.error is None, repr(self.error)
        assert self.report is not None
        return self.report


@pytest.fixture
def hosts(tmp_path: Path, server: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Host]]:
    """Hosts the test makes (named by their thread); at the end every ingest is released and joined."""
    monkeypatch.setattr(socket, "gethostname", lambda: threading.current_thread().name)
    made: list[Host] = []
    yield made
    for machine in made:
        machine.embeddings.release.set()
    for machine in made:
        for thread in machine.threads:
            thread.join(WAIT_S)


def wait_until(what: str, done: Callable[[], bool]) -> None:
    """Poll until ``done()``; fail after WAIT_S."""
    deadline = time.monotonic() + WAIT_S
    while not done():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def lease_lookups(machine: Host, lease: str, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the host's look-ups of the lease collection (each one means it found the lease held)."""
    seen = [0]
    get_collection = machine.index.client.get_collection

    def spy(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == lease:
            seen[0] += 1
        return get_collection(name, *args, **kwargs)

    monkeypatch.setattr(machine.index.client, "get_collection", spy)
    return seen


def test_server_ingests_from_two_hosts_one_waits_past_the_lease_ttl_and_finds_it_current(
    hosts: list[Host], server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two hosts, one server: the second waits (the first renews its lease), then finds it current."""
    monkeypatch.setattr(rag.ingest.locks, "LEASE_TTL_S", 1.0)
    folder = tmp_path / "normas"
    old_corpus(folder, sections=100)
    first = host(tmp_path, "host-a", server, folder, timeout_s=WAIT_S)
    second = host(tmp_path, "host-b", server, folder, timeout_s=WAIT_S, gated=False)
    hosts += [first, second]
    name = first.index.name_for(first.corpus, ARTICULOS)
    assert name == second.index.name_for(second.corpus, ARTICULOS)
    looked = lease_lookups(second, f"{name}-lease", monkeypatch)

    building = Background(first, "maquina-a")
    assert first.embeddings.entered.wait(WAIT_S)
    waiting = Background(second, "maquina-b")
    # Each look-up is 0.5 s apart: eight of them outlast the 1 s TTL several times over.
    wait_until("host B to see the lease eight times", lambda: looked[0] >= 8 or not waiting.thread.is_alive())
    assert waiting.thread.is_alive(), "host B stopped waiting while host A was still ingesting"
    first.embeddings.release.set()

    built, waited = building.result(), waiting.result()
    assert (built.unchanged, built.chunks, built.embedded) == (False, 200, 200)
    assert (waited.unchanged, waited.chunks, waited.embedded) == (True, 200, 0)
    assert second.embeddings.embedded == 0
    client = http_client(int(server.rsplit(":", 1)[1]))
    assert collection_names(client) == [name]
    assert client.get_collection(name).count() == 200


def test_server_ingest_with_short_timeout_names_the_host_holding_the_lease(
    hosts: list[Host], server: str, tmp_path: Path
) -> None:
    """A tiny lock timeout on host B: IndexBusy naming host A; A's ingest completes and leaves no lease."""
    folder = tmp_path / "normas"
    old_corpus(folder, sections=100)
    first = host(tmp_path, "host-a", server, folder, timeout_s=WAIT_S)
    second = host(tmp_path, "host-b", server, folder, timeout_s=0.5, gated=False)
    hosts += [first, second]
    name = first.index.name_for(first.corpus, ARTICULOS)

    building = Background(first, "maquina-a")
    assert first.embeddings.entered.wait(WAIT_S)
    with pytest.raises(IndexBusy) as busy:
        second.index.ingest(second.corpus, ARTICULOS)
    assert str(busy.value) == f"another ingest of {name} (on maquina-a) is still running; try again later"
    first.embeddings.release.set()

    assert (building.result().unchanged, building.result().chunks) == (False, 200)
    assert second.embeddings.embedded == 0
    client = http_client(int(server.rsplit(":", 1)[1]))
    assert collection_names(client) == [name]
    assert client.get_collection(name).count() == 200


@pytest.mark.parametrize("expires_in", [-60.0, 1.5], ids=["long-expired", "expires-while-waiting"])
def test_lease_of_a_killed_ingest_is_taken_over(
    hosts: list[Host], server: str, tmp_path: Path, expires_in: float
) -> None:
    """A lease a killed ingest left behind (and one it had renamed to delete) is taken over once
    expired; the ingest completes and no lease is left."""
    folder = tmp_path / "normas"
    old_corpus(folder, sections=100)
    machine = host(tmp_path, "host-b", server, folder, timeout_s=WAIT_S, gated=False)
    hosts.append(machine)
    name = machine.index.name_for(machine.corpus, ARTICULOS)
    client = http_client(int(server.rsplit(":", 1)[1]))
    dead = {"owner": "dead", "host": "maquina-caida", "expires": time.time() + expires_in}
    client.create_collection(f"{name}-lease", metadata=dead)
    client.create_collection(f"{name}-lease-a1b2c3", metadata=dead)  # killed between rename and delete

    report = machine.index.ingest(machine.corpus, ARTICULOS)

    assert (report.unchanged, report.chunks, report.embedded) == (False, 200, 200)
    assert collection_names(client) == [name]
    assert (client.get_collection(name).metadata or {}).get("complete") is True


def test_expired_lease_takeover_never_deletes_a_fresh_lease_of_another_host(
    hosts: list[Host], server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Host C takes over an expired lease just after host B saw it expired: B must wait, not delete C's."""
    folder = tmp_path / "normas"
    old_corpus(folder, sections=100)
    machine = host(tmp_path, "host-b", server, folder, timeout_s=1.5, gated=False)
    hosts.append(machine)
    name = machine.index.name_for(machine.corpus, ARTICULOS)
    lease = f"{name}-lease"
    other = http_client(int(server.rsplit(":", 1)[1]))
    other.create_collection(lease, metadata={"owner": "dead", "host": "maquina-caida", "expires": 0.0})
    get_collection = machine.index.client.get_collection
    raced: list[bool] = []

    def overtaken(looked_up: str, *args: Any, **kwargs: Any) -> Any:
        found = get_collection(looked_up, *args, **kwargs)
        if looked_up == lease and not raced:  # B has read the expired lease; C is faster
            raced.append(True)
            other.delete_collection(lease)
            fresh = {"owner": "c", "host": "maquina-c", "expires": time.time() + 600}
            other.create_collection(lease, metadata=fresh)
        return found

    monkeypatch.setattr(machine.index.client, "get_collection", overtaken)

    with pytest.raises(IndexBusy) as busy:
        machine.index.ingest(machine.corpus, ARTICULOS)

    assert raced == [True]
    assert "(on maquina-c)" in str(busy.value)
    assert (other.get_collection(lease).metadata or {}).get("host") == "maquina-c"
    assert machine.embeddings.embedded == 0


def test_ingest_whose_lease_was_taken_over_leaves_the_new_lease_alone(
    hosts: list[Host], server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A frozen ingest that lost its lease to host C neither renews nor deletes C's lease when it resumes."""
    monkeypatch.setattr(rag.ingest.locks, "LEASE_TTL_S", 0.6)  # renewed every 0.2 s
    folder = tmp_path / "normas"
    old_corpus(folder, sections=100)
    machine = host(tmp_path, "host-a", server, folder, timeout_s=WAIT_S)
    hosts.append(machine)
    name = machine.index.name_for(machine.corpus, ARTICULOS)
    lease = f"{name}-lease"
    other = http_client(int(server.rsplit(":", 1)[1]))

    building = Background(machine, "maquina-a")
    assert machine.embeddings.entered.wait(WAIT_S)
    other.delete_collection(lease)  # as host C does once A's lease expired (A was frozen)
    fresh = {"owner": "c", "host": "maquina-c", "expires": float(int(time.time()) + 600)}  # exact in JSON
    other.create_collection(lease, metadata=fresh)
    time.sleep(1.0)  # several of A's renewal periods pass while C holds the lease
    machine.embeddings.release.set()
    building.result()

    assert other.get_collection(lease).metadata == fresh
