"""Faults of the local store: killed ingests, simultaneous ingests and store opens, the corpus registry.

The shared Chroma server's lease is in tests/test_lease.py, a hung model in tests/test_llm_hang.py.

Ingests that must be killed or overlap run in real subprocesses (tests/fault_ingest.py: the `rag`
CLI with the fake embeddings) that stop at a known point and report it in a markers file, so every
SIGKILL and every overlap lands where the test says, never by timing.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from chromadb.api import ClientAPI
from conftest import FakeEmbeddings

from rag.core.config import Settings
from rag.core.results import Answer
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus, list_corpora, register_corpus, resolve_corpus
from rag.ingest.store import WRITE_BATCH, connect
from rag.pipeline import load_pipeline
from splitters import SplitterSpec

HELPER = Path(__file__).resolve().parents[1] / "fault_ingest.py"
ARTICULOS = SplitterSpec.parse("articulos")
SECTIONS = WRITE_BATCH * 3 // 5  # per file: two files make 1.2 staging batches
WAIT_S = 90.0  # a subprocess or thread that never reaches its next step fails the test after this


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
    pipeline = load_pipeline(index, corpus, ARTICULOS)
    assert pipeline is not None, "no live collection"
    return pipeline.chain(settings, None, "hybrid", 3).ask(question)


def stored_texts(settings: Settings, corpus: Corpus) -> list[str]:
    """Every chunk text of the live collection."""
    index = Index(connect(settings), FakeEmbeddings(), settings)
    return [chunk.text for chunk in index.chunks(corpus, ARTICULOS)]


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
    assert (first["chunks"], first["unchanged"]) == (2 * SECTIONS, False)
    new_corpus(folder)
    killed = ingests.start("ingest", "--corpus", str(folder), "--format", "json", hold=moment)
    ingests.wait_for(f"the ingest to reach {moment}", pid_with(moment))
    killed.send_signal(signal.SIGKILL)
    assert ingests.finish(killed)[0] == -signal.SIGKILL
    return str(first["collection"])


@pytest.mark.parametrize(
    ("moment", "staging_left"),
    [("embedding", None), ("staging", WRITE_BATCH)],
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
    assert live is not None and live.count() == 2 * SECTIONS
    assert (live.metadata or {}).get("complete") is True
    kept = stored_texts(settings, corpus)
    assert sum("faro número" in text for text in kept) == SECTIONS
    assert not [text for text in kept if "molino" in text]
    old = answer(settings, corpus, FARO.format(n=47))  # fake vectors: the words themselves
    assert not old.refused
    assert old.contexts[0].text == FARO.format(n=47)

    report = index.ingest(corpus, ARTICULOS)
    assert (report.unchanged, report.chunks, report.reused, report.embedded) == (
        False,
        2 * SECTIONS,
        SECTIONS,
        SECTIONS,
    )
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
    assert len(stored_texts(settings, corpus)) == 2 * SECTIONS

    report = index.ingest(corpus, ARTICULOS)
    assert (report.unchanged, report.chunks, report.embedded) == (True, 2 * SECTIONS, 0)
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
    assert (built["unchanged"], built["chunks"], built["embedded"]) == (False, 2 * SECTIONS, 2 * SECTIONS)
    assert (waited["unchanged"], waited["chunks"], waited["embedded"]) == (True, 2 * SECTIONS, 0)
    assert waited["collection"] == built["collection"]
    assert (waiter.pid, "embedding") not in ingests.events()

    settings = Settings.from_env()
    client = connect(settings)
    assert collection_names(client) == [built["collection"]]
    live = client.get_collection(built["collection"])
    assert live.count() == 2 * SECTIONS and (live.metadata or {}).get("complete") is True
    assert len(stored_texts(settings, resolve_corpus(str(folder), settings))) == 2 * SECTIONS


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
    assert (built["unchanged"], built["chunks"]) == (False, 2 * SECTIONS)
    settings = Settings.from_env()
    client = connect(settings)
    assert collection_names(client) == [built["collection"]]
    live = client.get_collection(built["collection"])
    assert live.count() == 2 * SECTIONS and (live.metadata or {}).get("complete") is True


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
from rag.core.config import Settings
from rag.ingest.store import WRITE_BATCH, connect

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
