"""The `rag` command: machine-readable stdout, one-line errors on stderr, exit codes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FakeEmbeddings

import rag.ingest.embeddings
from rag.cli import main


@pytest.fixture(autouse=True)
def fake_model(monkeypatch: pytest.MonkeyPatch) -> FakeEmbeddings:
    """Every index the CLI opens embeds with the counting fake."""
    embeddings = FakeEmbeddings()
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: embeddings)
    return embeddings


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run `rag ARGV…` in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_splitters_lists_the_three(capsys):
    """`rag splitters` lists articulos, recursivo and caracteres, one per line."""
    code, out, _ = run(capsys, "splitters")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == ["articulos", "recursivo", "caracteres"]


def test_splitters_json(capsys):
    """`rag splitters --format json` gives name and sized flag of each."""
    code, out, _ = run(capsys, "splitters", "--format", "json")
    assert code == 0
    assert [(s["name"], s["sized"]) for s in json.loads(out)] == [
        ("articulos", False),
        ("recursivo", True),
        ("caracteres", True),
    ]


def test_corpora_lists_the_bundled_ones(capsys):
    """`rag corpora` lists constitucion, leyes, the combined normas (both folders) and the library
    (three folders) as bundled."""
    code, out, _ = run(capsys, "corpora", "--format", "json")
    assert code == 0
    corpora = json.loads(out)
    assert [(c["name"], c["bundled"]) for c in corpora] == [
        ("constitucion", True),
        ("leyes", True),
        ("normas", True),
        ("biblioteca", True),
    ]
    assert [Path(f).name for f in corpora[2]["folders"]] == ["constitucion", "leyes"]
    assert [Path(f).name for f in corpora[3]["folders"]] == ["constitucion", "leyes", "biblioteca"]
    code, out, _ = run(capsys, "corpora")
    assert [line.split()[0] for line in out.splitlines()] == ["constitucion", "leyes", "normas", "biblioteca"]
    assert out.splitlines()[2].endswith("/data/constitucion + " + corpora[2]["folders"][1] + ")")


def test_chunks_jsonl_is_one_object_per_line(capsys):
    """`rag chunks --format jsonl` prints only JSON lines with id, text and citation metadata."""
    code, out, err = run(capsys, "chunks", "--format", "jsonl")
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 557
    assert {tuple(sorted(r)) for r in records} == {("id", "metadata", "text")}
    precepts = [r for r in records if r["metadata"]["chunk_kind"] == "precepto"]
    assert len(precepts) == 185
    fields = ("article_id", "article_label", "url", "version_date")
    assert [r["id"] for r in records if not all(r["metadata"].get(f) for f in fields)] == []
    assert precepts[28]["metadata"]["article_label"] == "Artículo 28"
    assert err.splitlines() == ["557 chunks"]


def test_chunks_with_sized_splitter_options(capsys):
    """Size options reach the splitter: no recursivo chunk is over --chunk-size."""
    code, out, _ = run(
        capsys, "chunks", "--format", "jsonl", "--splitter", "recursivo", "--chunk-size", "300"
    )
    assert code == 0
    assert max(len(json.loads(line)["text"]) for line in out.splitlines()) <= 300


def test_ingest_json_then_unchanged(capsys, fake_model):
    """`rag ingest --format json` reports chunks and collection; a second run is unchanged."""
    code, out, _ = run(capsys, "ingest", "--format", "json")
    first = json.loads(out)
    assert code == 0
    assert (first["corpus"], first["splitter"], first["chunks"], first["unchanged"]) == (
        "constitucion",
        "articulos",
        557,
        False,
    )
    assert first["collection"].startswith("constitucion-articulos-")
    embedded = fake_model.embedded

    code, out, _ = run(capsys, "ingest", "--format", "json")
    second = json.loads(out)
    assert code == 0
    assert (second["unchanged"], second["embedded"], second["collection"]) == (True, 0, first["collection"])
    assert fake_model.embedded == embedded


def test_ingest_text_summary(capsys):
    """The text report names corpus, splitter, model, counts and collection on one line."""
    run(capsys, "ingest")
    code, out, _ = run(capsys, "ingest")
    assert code == 0
    assert out.startswith(
        "constitucion · articulos · fake-hash: 557 chunks (unchanged, nothing to embed) in "
    )
    assert len(out.splitlines()) == 1


def test_ingest_unknown_splitter_is_one_line(capsys):
    """An unknown splitter exits 2 with one stderr line listing the valid ones."""
    code, out, err = run(capsys, "ingest", "--splitter", "nope")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "rag: error: unknown splitter 'nope'; valid splitters: articulos, recursivo, caracteres"
    ]


def test_ingest_missing_folder_is_one_line(capsys):
    """A corpus path that does not exist exits 2 with one clear line."""
    code, out, err = run(capsys, "ingest", "--corpus", "/no/such/dir")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "rag: error: unknown corpus '/no/such/dir': not a folder, nor one of: "
        "constitucion, leyes, normas, biblioteca"
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--splitter", "recursivo:400:400"],
            "chunk overlap must be between 0 and the chunk size (400), got 400",
        ),
        (["--splitter", "recursivo", "--chunk-size", "0"], "chunk size must be positive, got 0"),
    ],
)
def test_ingest_bad_options_are_one_line(capsys, argv, message):
    """Impossible splitter options exit 2; the error is the last thing on stderr, no traceback."""
    code, out, err = run(capsys, "ingest", *argv)
    assert (code, out) == (2, "")
    assert [line for line in err.replace("\r", "\n").splitlines() if line.strip()][
        -1
    ] == f"rag: error: {message}"
    assert "Traceback" not in err


def test_ingest_folder_with_bad_pdf_names_it(tmp_path, capsys):
    """A folder with an unreadable PDF and a good Markdown file ingests and names the skipped file."""
    folder = tmp_path / "mixta"
    folder.mkdir()
    (folder / "x.pdf").write_bytes(random.Random(0).randbytes(4096))
    (folder / "notas.md").write_text("# Plazos\n\nEl plazo es de diez días.\n", encoding="utf-8")
    code, out, err = run(capsys, "ingest", "--corpus", str(folder), "--format", "json")
    assert code == 0
    report = json.loads(out)
    assert (report["corpus"], report["chunks"], report["problems"]) == (
        "mixta",
        1,
        [["x.pdf", "not a readable PDF (PdfStreamError)"]],
    )
    assert "skipped x.pdf: not a readable PDF (PdfStreamError)" in err.splitlines()
    assert "Traceback" not in err


def test_ingest_registers_the_folder(tmp_path, capsys):
    """After ingesting a folder, `rag corpora` lists it by name."""
    folder = tmp_path / "notas"
    folder.mkdir()
    (folder / "a.md").write_text("# Uno\n\nTexto.\n", encoding="utf-8")
    assert run(capsys, "ingest", "--corpus", str(folder))[0] == 0
    code, out, _ = run(capsys, "corpora", "--format", "json")
    assert code == 0
    assert [c["name"] for c in json.loads(out)] == ["constitucion", "leyes", "normas", "biblioteca", "notas"]


def test_bad_setting_is_one_line(capsys, monkeypatch):
    """An invalid RAG_* variable exits 2 naming it."""
    monkeypatch.setenv("RAG_CHUNK_SIZE", "abc")
    code, _, err = run(capsys, "splitters")
    assert code == 2
    assert len(err.splitlines()) == 1
    assert err.startswith("rag: error: invalid setting: RAG_CHUNK_SIZE: ")


def test_config_lists_every_variable(capsys):
    """`rag config` prints one RAG_* line per setting."""
    code, out, _ = run(capsys, "config")
    assert code == 0
    names = [line.split("=")[0] for line in out.splitlines()]
    assert names[:3] == ["RAG_DATA_DIR", "RAG_INDEX_DIR", "RAG_CHROMA_URL"]
    assert "RAG_SPLITTER" in names
    assert "RAG_CHUNK_SIZE=400  # Chunk size for the recursivo/caracteres splitters." in out.splitlines()


def test_console_script_runs():
    """The installed `rag` script lists the splitters and exits 0."""
    script = Path(sys.executable).parent / "rag"
    result = subprocess.run(
        [str(script), "splitters"], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0
    assert [line.split()[0] for line in result.stdout.splitlines()] == [
        "articulos",
        "recursivo",
        "caracteres",
    ]
