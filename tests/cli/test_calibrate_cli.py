"""`rag calibrate`: a bundled corpus's refusal thresholds chosen on dev questions and written to the
calibration file; `--answerable-from` adds another dev set's answerable questions only."""

from __future__ import annotations

import json

import pytest

from rag.cli import main
from rag.core.config import SHIPPED_DATA
from rag.search import calibration


def _rows(answerable: bool, n: int) -> list[str]:
    lines = (SHIPPED_DATA / "eval" / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if json.loads(line).get("answerable", True) is answerable][:n]


def test_calibrate_writes_the_thresholds_and_counts_only_the_answerable_of_another_set(
    tmp_path, capsys, monkeypatch
):
    """A dev set of 12 answerable and 3 out-of-scope Constitution questions, plus another set
    whose 5 answerable questions count and whose out-of-scope one does not: 17 and 3."""
    dev, other = tmp_path / "dev-small.jsonl", tmp_path / "other.jsonl"
    dev.write_text("\n".join(_rows(True, 12) + _rows(False, 3)) + "\n", encoding="utf-8")
    other.write_text("\n".join(_rows(True, 17)[12:] + _rows(False, 4)[3:]) + "\n", encoding="utf-8")
    path = tmp_path / "refusal.json"
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", path)
    argv = ["calibrate", "--corpus", "constitucion", "--dataset", str(dev), "--answerable-from", str(other)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "of 17 answerable and 3 out-of-scope questions" in out
    assert "naming a territory" in out and "this year's figures" in out
    (entry,) = json.loads(path.read_text(encoding="utf-8"))["constitucion"].values()
    assert entry["dataset"] == "dev-small.jsonl + other.jsonl (answerable)"
    assert entry["answered_rate"] >= 0.95
    assert {"territory_confidence", "current_confidence", "similarity", "confidence"} <= set(entry)


def test_calibrate_without_out_of_scope_questions_says_so(tmp_path, capsys, monkeypatch):
    dev = tmp_path / "dev-small.jsonl"
    dev.write_text("\n".join(_rows(True, 5)) + "\n", encoding="utf-8")
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", tmp_path / "refusal.json")
    code = main(["calibrate", "--corpus", "constitucion", "--dataset", str(dev)])
    _, err = capsys.readouterr()
    assert code != 0
    assert "out-of-scope" in err
    assert not (tmp_path / "refusal.json").exists()


@pytest.fixture(autouse=True)
def _no_shipped_file_written():
    """Whatever happens, the shipped calibration file is never the one written."""
    shipped = calibration.CALIBRATION_FILE
    before = shipped.read_bytes()
    yield
    assert shipped.read_bytes() == before


def test_calibrate_asks_the_dialogues_turns_that_continue_the_topic(tmp_path, capsys, monkeypatch):
    """`--dialogues`: the dev dialogues' turns asked in this corpus that continue the conversation's
    topic decide whether the learned gate judges such turns too; the verdict is printed and stored."""
    path = tmp_path / "refusal.json"
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", path)
    eval_dir = SHIPPED_DATA / "eval"
    argv = ["calibrate", "--corpus", "constitucion", "--dataset", str(eval_dir / "dev.jsonl")]
    argv += ["--dataset", str(eval_dir / "constitucion-dev-fuera.jsonl")]
    argv += ["--dialogues", str(eval_dir / "dialogues-dev.jsonl")]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "turns that continue the topic (" in out
    (entry,) = json.loads(path.read_text(encoding="utf-8"))["constitucion"].values()
    constitution_turns = [
        json.loads(line)
        for line in (eval_dir / "dialogues-dev.jsonl").read_text(encoding="utf-8").splitlines()
        if json.loads(line).get("corpus") == "constitucion" and json.loads(line).get("history")
    ]
    # only this corpus's later turns are asked (the set also holds the laws' and normas' dialogues)
    assert 0 < entry["continuing_answerable"] + entry["continuing_out_of_scope"] <= len(constitution_turns)
    judged = entry.get("judges_continuing", False)
    assert out.strip().endswith("it judges them" if judged else "they are answered")
    (embedding,) = json.loads(path.read_text(encoding="utf-8"))["constitucion"]
    loaded = calibration.calibrated("constitucion", embedding, path)
    assert loaded is not None and loaded.judges_continuing == judged


def test_normas_authors_split_the_norms_so_its_gate_reads_no_known_questions(tmp_path, capsys, monkeypatch):
    """`normas`' dev questions: the Constitution's by one author, the laws' by another. Its gate
    keeps no known questions (each answerable question would be compared only with the other
    author's, on other norms), and a stale file of them from an earlier calibration is removed."""
    path = tmp_path / "refusal.json"
    monkeypatch.setattr(calibration, "CALIBRATION_FILE", path)
    embedding = "e5-small-q4"
    stale = tmp_path / "known" / f"normas.{embedding}.npz"
    stale.parent.mkdir()
    stale.write_bytes((SHIPPED_DATA / "calibration" / "known" / f"biblioteca.{embedding}.npz").read_bytes())
    eval_dir = SHIPPED_DATA / "eval"
    sets = []
    for name, answerable, outside in (("dev.jsonl", 25, 12), ("leyes-dev.jsonl", 25, 10)):
        lines = (eval_dir / name).read_text(encoding="utf-8").splitlines()
        rows = [json.loads(line) for line in lines]
        chosen = [r for r in rows if r.get("answerable", True)][:answerable]
        chosen += [r for r in rows if not r.get("answerable", True)][:outside]
        small = tmp_path / name
        small.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in chosen), encoding="utf-8")
        sets += ["--dataset", str(small)]
    assert main(["calibrate", "--corpus", "normas", *sets]) == 0
    assert "of 50 answerable and 22 out-of-scope questions" in capsys.readouterr().out
    assert json.loads(path.read_text(encoding="utf-8"))["normas"][embedding]
    assert not stale.exists()
