"""Progress as a log reads it: plain lines, about one per tenth of a step, with the figures; bars only
on a terminal."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FakeEmbeddings

import rag.ingest.embeddings
from rag.cli import main
from rag.cli.progress import shown_progress

HELPER = Path(__file__).resolve().parents[1] / "fault_ingest.py"  # `rag` with the fake embeddings

# "Calculando vectores: 40 % (412/1,021, 3.2 s)", or a job's "Evaluación: 40 % (…) — articulos · hybrid"
FIGURES = re.compile(
    r"^(?P<step>.+?): (?P<percent>\d+) % \((?P<done>[\d,]+)/(?P<total>[\d,]+)(?: \w+)?, [\d.]+ s\)"
)
END = re.compile(
    r"^(?P<step>.+?): (?P<how>hecho|interrumpido) \((?:(?P<count>[\d,]+/[\d,]+)(?: \w+)?, )?[\d.]+ s\)$"
)
MOST_LINES = 11  # a step's start, nine tenths and its end


class Terminal(io.StringIO):
    """What a terminal looks like to the progress module."""

    def isatty(self) -> bool:
        return True


@pytest.fixture(autouse=True)
def fake_model(monkeypatch: pytest.MonkeyPatch) -> FakeEmbeddings:
    """Every index the CLI opens embeds with the counting fake."""
    embeddings = FakeEmbeddings()
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: embeddings)
    return embeddings


def steps_of(log: str) -> dict[str, list[str]]:
    """The log's lines grouped by step (the text before the first ": ", or before "…"), in order."""
    steps: dict[str, list[str]] = {}
    for line in log.splitlines():
        step = line[:-1] if line.endswith("…") else line.split(": ", 1)[0]
        steps.setdefault(step, []).append(line)
    return steps


def check_step(lines: list[str]) -> list[int]:
    """A step's lines read well: each has its figures (percent of done over total) or is its bare
    start; the last one says it is done; percentages only rise. Returns them."""
    assert len(lines) <= MOST_LINES, lines
    *progress, end = lines
    assert END.match(end), end
    percents = []
    for line in progress:
        if line.endswith("…"):
            continue
        match = FIGURES.match(line)
        assert match, line
        done, total = (int(match[name].replace(",", "")) for name in ("done", "total"))
        assert int(match["percent"]) == done * 100 // total < 100, line
        percents.append(int(match["percent"]))
    assert percents == sorted(set(percents)), lines
    return percents


def test_ingest_log_has_a_few_lines_per_step(capsys):
    """`rag ingest` with stderr not a terminal: reading, embedding and storing each get a handful of
    lines (embedding, the long step, one per tenth), the embedding's figures add up, no carriage return."""
    assert main(["ingest", "--format", "json"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert "\r" not in err
    steps = steps_of(err)
    assert list(steps) == ["Leyendo constitucion", "Calculando vectores", "Guardando en Chroma"]
    assert steps["Leyendo constitucion"] == ["Leyendo constitucion…", steps["Leyendo constitucion"][1]]
    assert END.match(steps["Leyendo constitucion"][1])["count"] is None  # nothing counted in reading
    percents = check_step(steps["Calculando vectores"])
    assert len(percents) >= 8  # a line per tenth: batches of 64 out of ~1,000 texts skip none or one
    embedded = f"{report['embedded']:,}"
    assert steps["Calculando vectores"][-1].startswith(f"Calculando vectores: hecho ({embedded}/{embedded}, ")
    check_step(steps["Guardando en Chroma"])
    stored = report["chunks"] + report["units"]
    assert steps["Guardando en Chroma"][-1].startswith(f"Guardando en Chroma: hecho ({stored:,}/{stored:,}, ")


def test_ingest_into_a_pipe(tmp_path):
    """The real `rag` process with stderr into a pipe (as in `make run 2> log`) writes lines, not bars."""
    result = subprocess.run(
        [sys.executable, str(HELPER), "ingest", "--force"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "FAULTS_MARKERS": "", "FAULTS_HOLD": ""},
    )
    assert result.returncode == 0, result.stderr
    assert "\r" not in result.stderr
    warning = "no shipped vectors for fake-hash"  # the model has none: logged as the ingest embeds
    steps = steps_of("\n".join(line for line in result.stderr.splitlines() if not line.startswith(warning)))
    assert list(steps) == ["Leyendo constitucion", "Calculando vectores", "Guardando en Chroma"]
    assert len(check_step(steps["Calculando vectores"])) >= 8
    assert result.stdout.startswith("constitucion · articulos · fake-hash: 557 chunks")


def test_ingest_on_a_terminal_draws_bars(capsys, monkeypatch):
    """With stderr a terminal the same ingest draws tqdm bars (redrawn with carriage returns)."""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["ingest"]) == 0
    shown = terminal.getvalue()
    assert "\rCalculando vectores:" in shown and "|" in shown
    assert "hecho" not in shown


@pytest.mark.parametrize(("total", "batch"), [(3085, 1), (1000, 64), (10, 1), (800, 500), (7, 3)])
def test_a_step_never_floods(total, batch):
    """However the step advances (item by item, in batches, in leaps), a log gets at most eleven lines
    with rising percentages, and the last gives the whole count."""
    log = io.StringIO()
    with shown_progress(stream=log) as progress:
        for done in [*range(0, total, batch), total]:
            progress(done, total, f"Calculando vectores ({done}/{total})")
    lines = log.getvalue().splitlines()
    check_step(lines)
    assert len(lines) >= min(total // batch, 10) // 2  # a long step is not silent either
    assert lines[-1].startswith(f"Calculando vectores: hecho ({total:,}/{total:,}, ")


def test_a_step_done_at_once_is_one_line():
    """A step whose first report is its last (one batch to store) gets its end line alone."""
    log = io.StringIO()
    with shown_progress(stream=log) as progress:
        progress(414, 414, "Guardando en Chroma")
    (line,) = log.getvalue().splitlines()
    assert line.startswith("Guardando en Chroma: hecho (414/414, ")


def test_item_by_item_gives_one_line_per_tenth():
    """A step counted item by item: its start, 10 % … 90 %, and its end."""
    log = io.StringIO()
    with shown_progress(stream=log) as progress:
        for done in range(3086):
            progress(done, 3085, "Indexando")
    lines = log.getvalue().splitlines()
    assert [FIGURES.match(line)["percent"] for line in lines[:-1]] == [str(p) for p in range(0, 100, 10)]
    assert lines[1].startswith("Indexando: 10 % (309/3,085, ")
    assert lines[-1].startswith("Indexando: hecho (3,085/3,085, ")


def test_a_job_names_what_runs():
    """One job across messages (an evaluation): lines headed by the job, ending with what runs now."""
    log = io.StringIO()
    with shown_progress(job="Evaluación", unit="preguntas", stream=log) as progress:
        progress(0, 400, "Indexando articulos: Calculando vectores (3/900)")
        for done in range(401):
            progress(done, 400, f"{'articulos' if done < 200 else 'recursivo'} · hybrid")
    lines = log.getvalue().splitlines()
    check_step([line.split(" — ")[0] for line in lines])
    assert lines[0].startswith("Evaluación: 0 % (0/400 preguntas, ")
    assert lines[0].endswith(" — Indexando articulos: Calculando vectores (3/900)")
    assert lines[5].startswith("Evaluación: 50 % (200/400 preguntas, ")
    assert lines[5].endswith(" — recursivo · hybrid")
    assert lines[-1].startswith("Evaluación: hecho (400/400 preguntas, ")


def test_an_interrupted_step_says_where_it_stopped():
    """A step the call leaves by an exception ends with "interrumpido" and its count; the error goes on."""
    log = io.StringIO()
    with pytest.raises(KeyboardInterrupt), shown_progress(stream=log) as progress:
        progress(3, 10, "Guardando en Chroma")
        raise KeyboardInterrupt
    assert log.getvalue().splitlines()[-1].startswith("Guardando en Chroma: interrumpido (3/10, ")


def test_a_terminal_stream_gets_a_bar():
    """On a terminal: a tqdm bar with the step's name and figures, no log lines."""
    shown = Terminal()
    with shown_progress(stream=shown) as progress:
        for done in range(11):
            progress(done, 10, f"Calculando vectores ({done}/10)")
    assert "\rCalculando vectores: 100%|" in shown.getvalue() and "10/10" in shown.getvalue()
    assert "hecho" not in shown.getvalue()
