"""Faults a deployment meets: killed ingests, simultaneous ingests, a shared Chroma server, a hung model.

Ingests that must be killed or overlap run in real subprocesses (tests/fault_ingest.py: the `rag`
CLI with the fake embeddings) that stop at a known point and report it in a markers file, so every
SIGKILL and every overlap lands where the test says, never by timing.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from chromadb.api import ClientAPI
from conftest import FakeEmbeddings
from openai_server import FakeOpenAI
from test_app import ask, open_app, texts, turns
from test_chroma_server import chroma_port, http_client  # noqa: F401 (chroma_port is a fixture)

import rag.embeddings
import rag.index
from rag.chain import Answer
from rag.config import Settings
from rag.corpus import Corpus, list_corpora, register_corpus, resolve_corpus
from rag.index import Index, IndexBusy, IngestReport, connect
from rag.retrieval import PreceptSearch
from rag.service import HYBRID_WEIGHTS, Pipeline
from splitters import SplitterSpec

HELPER = Path(__file__).parent / "fault_ingest.py"
ARTICULOS = SplitterSpec.parse("articulos")
SECTIONS = 300  # per file: two files make 600 chunks, more than one staging batch of 500
WAIT_S = 90.0  # a subprocess or thread that never reaches its next step fails the test after this
LOOKUP = "¿Qué dice el artículo 28?"
TIMEOUT_MESSAGE = (
    "El modelo de lenguaje no respondió en 1 s (RAG_LLM_TIMEOUT_S). "
    "Puede seguir preguntando; sin modelo (sin clave) las respuestas son extractivas."
)


# --- corpora ------------------------------------------------------------------------------------


def write_file(folder: Path, name: str, title: str, sentence: str, sections: int = SECTIONS) -> None:
    """A Markdown file of numbered sections; ``sentence`` is formatted with each section's number."""
    parts = [f"# {title}\n"]
    parts += [f"## Norma {n}\n\n{sentence.format(n=n)}\n" for n in range(1, sections + 1)]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text("\n".join(parts), encoding="utf-8")


FARO = "El guardián del faro número {n} enciende la linterna al anochecer y vigila la costa."
MOLINO = "El molinero del molino número {n} muele el trigo con la rueda junto al río."
HUERTO = "La hortelana del huerto número {n} riega las acelgas al amanecer."


def old_corpus(folder: Path, sections: int = SECTIONS) -> None:
    """Version 1: the lighthouse and the vegetable garden."""
    write_file(folder, "faro.md", "Normas del faro", FARO, sections)
    write_file(folder, "huerto.md", "Normas del huerto", HUERTO, sections)


def new_corpus(folder: Path) -> None:
    """Version 2: the lighthouse file now speaks of a mill; the garden is unchanged."""
    write_file(folder, "faro.md", "Normas del molino", MOLINO)


def answer(settings: Settings, corpus: Corpus, question: str) -> Answer:
    """What `rag ask` would answer from the live collection as it is (opened, never re-ingested)."""
    index = Index(connect(settings), FakeEmbeddings(), settings)
    live = index.open(corpus, ARTICULOS)
    assert live is not None, "no live collection"
    search = PreceptSearch(live, index.embeddings, HYBRID_WEIGHTS)
    pipeline = Pipeline(corpus, ARTICULOS, search, str((live.metadata or {}).get("built_at", "")))
    return pipeline.chain(settings, None, "hybrid", 3).ask(question)


def stored_texts(settings: Settings, corpus: Corpus) -> list[str]:
    """Every chunk text of the live collection."""
    index = Index(connect(settings), FakeEmbeddings(), settings)
    return [chunk.page_content for chunk in index.chunks(corpus, ARTICULOS)]


def collection_names(client: ClientAPI) -> list[str]:
    """The store's collections, sorted."""
    return sorted(collection.name for collection in client.list_collections())


# --- subprocess ingests -------------------------------------------------------------------------


@dataclass
class Ingests:
    """`rag` subprocesses (through tests/fault_ingest.py) sharing one markers file and one gate."""

    folder: Path
    markers: Path
    gate: Path
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)
    finished: set[int] = field(default_factory=set)  # pids whose end the test already took

    def start(self, *argv: str, hold: str = "", env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        """Run ``rag ARGV…``; ``hold`` names where it stops until the gate opens (or it is killed)."""
        number = len(self.processes)
        environ = {
            **os.environ,
            "FAULTS_MARKERS": str(self.markers),
            "FAULTS_GATE": str(self.gate),
            "FAULTS_HOLD": hold,
            **(env or {}),
        }
        process = subprocess.Popen(
            [sys.executable, str(HELPER), *argv],
            stdout=open(self.folder / f"{number}.out", "wb"),  # noqa: SIM115 (the child owns it)
            stderr=open(self.folder / f"{number}.err", "wb"),  # noqa: SIM115
            stdin=subprocess.DEVNULL,
            env=environ,
        )
        self.processes.append(process)
        return process

    def events(self) -> list[tuple[int, str]]:
        """(pid, event) lines written so far."""
        if not self.markers.exists():
            return []
        lines = self.markers.read_text().splitlines()
        return [(int(pid), event) for pid, event in (line.split(" ", 1) for line in lines)]

    def wait_for(self, what: str, done: Callable[[list[tuple[int, str]]], Any]) -> Any:
        """Poll the markers until ``done`` returns something true; fail if a process ends first."""
        deadline = time.monotonic() + WAIT_S
        while not (result := done(self.events())):
            ended = [p for p in self.processes if p.pid not in self.finished and p.poll() is not None]
            assert not ended, f"waiting for {what}: pid {ended[0].pid} ended: {self.output(ended[0])}"
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            time.sleep(0.05)
        return result

    def finish(self, process: subprocess.Popen[bytes]) -> tuple[int, str, str]:
        """Wait for a process: (exit code, stdout, stderr)."""
        code = process.wait(timeout=WAIT_S)
        self.finished.add(process.pid)
        out, err = self.output(process)
        return code, out, err

    def output(self, process: subprocess.Popen[bytes]) -> tuple[str, str]:
        """What a process printed so far."""
        number = self.processes.index(process)
        return (
            (self.folder / f"{number}.out").read_text(errors="replace"),
            (self.folder / f"{number}.err").read_text(errors="replace"),
        )


@pytest.fixture
def ingests(tmp_path: Path) -> Iterator[Ingests]:
    """A fresh markers file and gate; every subprocess still running at the end is killed."""
    folder = tmp_path / "processes"
    folder.mkdir()
    runner = Ingests(folder, folder / "markers", folder / "gate")
    yield runner
    for process in runner.processes:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=WAIT_S)


def pid_with(event: str) -> Callable[[list[tuple[int, str]]], int | None]:
    """A marker test: the pid that reported ``event``, if any."""
    return lambda events: next((pid for pid, seen in events if seen == event), None)


def build_then_kill_an_update(ingests: Ingests, folder: Path, moment: str) -> str:
    """Index the old corpus, change it, SIGKILL its ingest at ``moment``; returns the collection name."""
    old_corpus(folder)
    code, out, err = ingests.finish(ingests.start("ingest", "--corpus", str(folder), "--format", "json"))
    assert code == 0, err
    first = json.loads(out)
    assert (first["chunks"], first["unchanged"]) == (600, False)
    new_corpus(folder)
    killed = ingests.start("ingest", "--corpus", str(folder), "--format", "json", hold=moment)
    ingests.wait_for(f"the ingest to reach {moment}", pid_with(moment))
    killed.send_signal(signal.SIGKILL)
    assert ingests.finish(killed)[0] == -signal.SIGKILL
    return str(first["collection"])


@pytest.mark.parametrize(
    ("moment", "staging_left"),
    [("embedding", None), ("staging", 500)],
    ids=["killed-while-embedding", "killed-while-writing-staging"],
)
def test_killed_ingest_keeps_the_previous_index_and_the_next_ingest_completes(
    ingests: Ingests, settings: Settings, tmp_path: Path, moment: str, staging_left: int | None
) -> None:
    """SIGKILL mid-ingest: the old index answers with the old text only; the next ingest builds the new."""
    folder = tmp_path / "normas"
    name = build_then_kill_an_update(ingests, folder, moment)

    client = connect(settings)
    corpus = resolve_corpus(str(folder), settings)
    staging = {c.name: c for c in client.list_collections()}.get(f"{name}-staging")
    if staging_left is None:
        assert staging is None
    else:  # the kill interrupted the staging writes: a partial, incomplete copy is left
        assert staging is not None and staging.count() == staging_left
        assert (staging.metadata or {}).get("complete") is False
    index = Index(client, FakeEmbeddings(), settings)
    assert not index.is_current(corpus, ARTICULOS)
    live = index.open(corpus, ARTICULOS)
    assert live is not None and live.count() == 600
    assert (live.metadata or {}).get("complete") is True
    kept = stored_texts(settings, corpus)
    assert sum("faro número" in text for text in kept) == 300
    assert not [text for text in kept if "molino" in text]
    old = answer(settings, corpus, FARO.format(n=47))  # fake vectors: the words themselves
    assert not old.refused
    assert old.contexts[0].text == FARO.format(n=47)

    report = index.ingest(corpus, ARTICULOS)
    assert (report.unchanged, report.chunks, report.reused, report.embedded) == (False, 600, 300, 300)
    assert collection_names(client) == [name]
    new = answer(settings, corpus, MOLINO.format(n=47))
    assert not new.refused
    assert new.contexts[0].text == MOLINO.format(n=47)
    assert not [text for text in stored_texts(settings, corpus) if "faro número" in text]


def test_ingest_killed_during_the_swap_serves_the_complete_new_index(
    ingests: Ingests, settings: Settings, tmp_path: Path
) -> None:
    """SIGKILL between deleting the old collection and renaming the complete new one: the new one answers."""
    folder = tmp_path / "normas"
    name = build_then_kill_an_update(ingests, folder, "swap")

    client = connect(settings)
    assert collection_names(client) == [f"{name}-staging"]
    corpus = resolve_corpus(str(folder), settings)
    index = Index(client, FakeEmbeddings(), settings)
    assert index.is_current(corpus, ARTICULOS)  # the complete staging copy is promoted on opening
    assert collection_names(client) == [name]
    new = answer(settings, corpus, MOLINO.format(n=47))
    assert not new.refused
    assert new.contexts[0].text == MOLINO.format(n=47)
    assert len(stored_texts(settings, corpus)) == 600

    report = index.ingest(corpus, ARTICULOS)
    assert (report.unchanged, report.chunks, report.embedded) == (True, 600, 0)
    assert collection_names(client) == [name]


def test_two_cli_ingests_at_once_one_waits_and_finds_it_current(ingests: Ingests, tmp_path: Path) -> None:
    """Two `rag ingest` of one corpus at once: both exit 0, one waited and reports it unchanged."""
    folder = tmp_path / "normas"
    old_corpus(folder)
    argv = ("ingest", "--corpus", str(folder), "--format", "json")
    both = [ingests.start(*argv, hold="embedding"), ingests.start(*argv, hold="embedding")]
    builder = ingests.wait_for("one ingest to hold the lock", pid_with("embedding"))
    waiter = next(p for p in both if p.pid != builder)
    ingests.wait_for("the other to find the lock taken", lambda ev: (waiter.pid, "lock-busy") in ev)
    ingests.gate.touch()

    results = {p.pid: ingests.finish(p) for p in both}
    assert [code for code, _, _ in results.values()] == [0, 0], [err for _, _, err in results.values()]
    built, waited = json.loads(results[builder][1]), json.loads(results[waiter.pid][1])
    assert (built["unchanged"], built["chunks"], built["embedded"]) == (False, 600, 600)
    assert (waited["unchanged"], waited["chunks"], waited["embedded"]) == (True, 600, 0)
    assert waited["collection"] == built["collection"]
    assert (waiter.pid, "embedding") not in ingests.events()

    settings = Settings.from_env()
    client = connect(settings)
    assert collection_names(client) == [built["collection"]]
    live = client.get_collection(built["collection"])
    assert live.count() == 600 and (live.metadata or {}).get("complete") is True
    assert len(stored_texts(settings, resolve_corpus(str(folder), settings))) == 600


def test_second_cli_ingest_with_short_lock_timeout_fails_clearly(ingests: Ingests, tmp_path: Path) -> None:
    """RAG_INGEST_LOCK_TIMEOUT_S tiny: the loser exits 2 with one clear line; the winner's index is whole."""
    folder = tmp_path / "normas"
    old_corpus(folder)
    argv = ("ingest", "--corpus", str(folder), "--format", "json")
    short = {"RAG_INGEST_LOCK_TIMEOUT_S": "0.5"}
    both = [
        ingests.start(*argv, hold="embedding", env=short),
        ingests.start(*argv, hold="embedding", env=short),
    ]
    builder = ingests.wait_for("one ingest to hold the lock", pid_with("embedding"))
    loser = next(p for p in both if p.pid != builder)
    code, out, err = ingests.finish(loser)  # gives up while the builder still holds the lock
    ingests.gate.touch()
    built_code, built_out, built_err = ingests.finish(next(p for p in both if p.pid == builder))

    assert built_code == 0, built_err
    built = json.loads(built_out)
    assert (code, out) == (2, "")
    assert err == f"rag: error: another ingest of {built['collection']} is still running; try again later\n"
    assert (built["unchanged"], built["chunks"]) == (False, 600)
    settings = Settings.from_env()
    client = connect(settings)
    assert collection_names(client) == [built["collection"]]
    live = client.get_collection(built["collection"])
    assert live.count() == 600 and (live.metadata or {}).get("complete") is True


# --- a shared Chroma server ---------------------------------------------------------------------


@pytest.fixture
def server(chroma_port: int) -> Iterator[str]:  # noqa: F811 (the imported fixture)
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
    monkeypatch.setattr(rag.index, "LEASE_TTL_S", 1.0)
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
    monkeypatch.setattr(rag.index, "LEASE_TTL_S", 0.6)  # renewed every 0.2 s
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


# --- a language model that hangs ----------------------------------------------------------------


class SilentServer:
    """A loopback TCP server that accepts connections and reads requests, but never finishes answering.

    With ``first_words`` it starts a streamed chat completion (headers and one chunk), then stalls.
    """

    def __init__(self, first_words: str = "") -> None:
        self.first_words = first_words
        self.requests = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self.port = int(self._listener.getsockname()[1])
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self._connections: list[socket.socket] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="SilentServer", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                connection, _ = self._listener.accept()
            except TimeoutError:
                continue
            self._connections.append(connection)
            threading.Thread(target=self._stall, args=(connection,), daemon=True).start()

    def _stall(self, connection: socket.socket) -> None:
        try:
            read_request(connection)
            self.requests += 1
            if self.first_words:
                connection.sendall(partial_stream(self.first_words))
        except OSError:
            pass  # closed by close()

    def close(self) -> None:
        """Stop accepting and drop every connection."""
        self._stop.set()
        self._thread.join(timeout=5)
        self._listener.close()
        for connection in self._connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
            connection.close()


def read_request(connection: socket.socket) -> bytes:
    """One HTTP request: the headers, then Content-Length bytes of body."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    length = next(
        (
            int(line.split(b":", 1)[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        ),
        0,
    )
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def partial_stream(words: str) -> bytes:
    """The start of an OpenAI streamed chat completion: headers and one content chunk, no end."""
    chunk = {
        "id": "chatcmpl-stalled",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "gpt-4o-mini",
        "choices": [{"index": 0, "delta": {"role": "assistant", "content": words}, "finish_reason": None}],
    }
    event = f"data: {json.dumps(chunk)}\n\n".encode()
    head = (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    return head + b"%x\r\n%s\r\n" % (len(event), event)


@pytest.fixture
def app_environment(monkeypatch: pytest.MonkeyPatch, fake_embeddings: FakeEmbeddings) -> Iterator[None]:
    """The app's index uses the fake embeddings; a model is configured with a 1 s timeout; caches empty."""
    for name in ("OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT", "RAG_CHAT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    monkeypatch.setenv("RAG_LLM_TIMEOUT_S", "1")
    monkeypatch.setattr(rag.embeddings, "build_embeddings", lambda settings: fake_embeddings)
    st.cache_resource.clear()
    st.cache_data.clear()
    yield
    st.cache_resource.clear()
    st.cache_data.clear()


@pytest.mark.parametrize("first_words", ["", "El artículo 28 "], ids=["never-answers", "stalls-mid-answer"])
def test_hung_llm_times_out_with_a_clear_message_and_the_next_question_is_answered(
    app_environment: None, monkeypatch: pytest.MonkeyPatch, first_words: str
) -> None:
    """A hung model: a Spanish timeout message, no traceback, no half answer; the next question works."""
    silent = SilentServer(first_words)
    working = FakeOpenAI(replies=["El artículo 28 reconoce el derecho a la huelga [1]."])
    try:
        monkeypatch.setenv("OPENAI_BASE_URL", silent.base_url)
        at = ask(open_app(), LOOKUP)
        assert silent.requests >= 1
        assert [e.value for e in at.error] == [TIMEOUT_MESSAGE]
        assert not at.exception
        assert turns(at) == []
        assert [m.name for m in at.chat_message] == ["user", "assistant"]
        assert texts(at.chat_message[1]) == []  # nothing of the unfinished answer stays on the page
        assert at.chat_input(key="chat_input") is not None

        monkeypatch.setenv("OPENAI_BASE_URL", working.base_url)
        ask(at, LOOKUP)
        assert not at.error and not at.exception
        assert texts(at.chat_message[1])[0] == "El artículo 28 reconoce el derecho a la huelga [1]."
        assert turns(at)[-1].answer["mode"] == "llm"
    finally:
        working.close()
        silent.close()


# --- the corpus registry ------------------------------------------------------------------------


def test_folders_registered_at_the_same_time_are_all_kept(settings: Settings, tmp_path: Path) -> None:
    """Ingests or uploads registering folders at the same moment: none fails and none is forgotten."""
    folders = [tmp_path / "carpetas" / f"carpeta-{n:02d}" for n in range(60)]
    for folder in folders:
        folder.mkdir(parents=True)
    errors: list[BaseException] = []

    def register(mine: list[Path]) -> None:
        for folder in mine:
            try:
                register_corpus(folder, settings)
            except BaseException as error:
                errors.append(error)

    workers = [threading.Thread(target=register, args=(folders[n::4],)) for n in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(WAIT_S)

    assert errors == []
    registered = {corpus.name: corpus.path for corpus in list_corpora(settings) if not corpus.bundled}
    assert registered == {folder.name: folder for folder in folders}


OPEN_STORES = """
import sys, time
from pathlib import Path
from rag.config import Settings
from rag.index import connect

root, start, rounds = Path(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
for n in range(rounds):
    while time.time() < start + n * 0.4:
        time.sleep(0.001)
    try:
        connect(Settings(data_dir=root / str(n))).list_collections()
        print(n, "ok", flush=True)
    except Exception as error:
        print(n, "failed:", type(error).__name__, error, flush=True)
"""


def test_two_processes_opening_a_new_store_at_once_both_succeed(tmp_path: Path) -> None:
    """Two processes (say `rag ingest` and the app) opening a fresh local store at the same moment
    both get it; without serialising, one failed with "database is locked" in a third of rounds."""
    rounds = 10
    start = time.time() + 3.0  # both interpreters are up and waiting by then
    command = [sys.executable, "-c", OPEN_STORES, str(tmp_path), str(start), str(rounds)]
    processes = [subprocess.Popen(command, stdout=subprocess.PIPE, text=True) for _ in range(2)]
    outputs = [process.communicate(timeout=120)[0] for process in processes]
    assert [process.returncode for process in processes] == [0, 0]
    for output in outputs:
        assert output.splitlines() == [f"{n} ok" for n in range(rounds)]
