"""Known questions (``rag.search.memory``): the dev questions the learned ranker recalls when a new one
resembles them, what ships, what a question may recall while training, and what a user notices."""

from __future__ import annotations

import json
import logging

import numpy as np
import pytest

import rag.search.memory as memory_module
from rag.core.config import SHIPPED_DATA, Settings
from rag.evaluate.adapting import ADAPTER_SETS, group_of
from rag.evaluate.dataset import EvalRow, read_dataset
from rag.evaluate.examples import ranker_files
from rag.evaluate.remembering import AUTHORS, held_out
from rag.evaluate.runner import RowOutcome, known_segments
from rag.search.evidence import QuestionEvidence
from rag.search.features import (
    known_question,
    known_question_gap,
    known_question_words,
    known_question_words_gap,
)
from rag.search.memory import MEMORY_DIR, SAME_QUESTION, KnownQuestion, QuestionMemory, shipped_memory
from rag.search.rankers import plain_words

WORKERS = "BOE-A-2015-11430"


def _memory(vectors: list[list[float]], precepts: list[str], authors: list[str]) -> QuestionMemory:
    matrix = np.asarray(vectors, dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    questions = tuple(
        KnownQuestion((p,), "set.jsonl", a, f"set.jsonl/q{n}")
        for n, (p, a) in enumerate(zip(precepts, authors, strict=True))
    )
    return QuestionMemory(matrix, questions, "e5-small-q4")


def test_the_shipped_memory_holds_every_answerable_dev_question_and_no_held_out_one():
    """What ``rag train-ranker`` wrote: the answerable rows of the dev sets the adapter reads, each
    with its author, and the memory is in the ranker's data hash."""
    memory = shipped_memory()
    assert memory is not None and memory.embedding == "e5-small-q4" and memory.vectors.shape[1] == 384
    expected = sum(
        1
        for name in ADAPTER_SETS
        for row in read_dataset(SHIPPED_DATA / "eval" / name)
        if row.answerable and row.articles and row.norm
    )
    assert len(memory.questions) == expected
    assert {q.source for q in memory.questions} == set(ADAPTER_SETS)
    assert all("test" not in q.source for q in memory.questions)
    assert {q.author for q in memory.questions} == set(AUTHORS.values())
    assert MEMORY_DIR / memory_module.VECTORS_FILE in ranker_files(MEMORY_DIR)


def test_a_question_recalls_the_precepts_of_the_closest_known_ones_but_never_its_own_copy():
    """Each precept gets the similarity of the closest known question it answers; a known question
    identical to the one asked is left out, so a dev question is ranked as a new one would be."""
    memory = _memory([[1, 0, 0], [0.9, 0.1, 0], [0, 1, 0]], ["a", "b", "c"], ["x", "x", "y"])
    recalled = memory.recall(memory.vectors[0])
    assert "a" not in recalled  # its own copy (similarity 1.0 ≥ SAME_QUESTION)
    assert recalled["b"] == pytest.approx(0.9 / np.hypot(0.9, 0.1), abs=1e-6) and recalled["c"] == 0.0
    assert memory.closest(memory.vectors[0]) >= SAME_QUESTION  # what ``rag eval`` reads: copies count


def test_while_training_a_question_recalls_only_other_authors_questions():
    """``held_out``: a dev row sees neither its author's questions nor its own dialogue's."""
    memory = _memory([[1, 0], [0.9, 0.2], [0.8, 0.3]], ["a", "b", "c"], ["biblioteca", "biblioteca", "leyes"])
    row = EvalRow("bib-dev-001", "¿…?", ["art-1"])
    view = held_out(memory, "biblioteca-dev.jsonl", row)
    assert set(view.recall(np.asarray([0.7, 0.7], dtype=np.float32))) == {"c"}
    assert view.questions == memory.questions  # the same memory, rows masked
    assert AUTHORS["dialogues-biblioteca-dev.jsonl"] == AUTHORS["biblioteca-dev.jsonl"]
    # a row of a set outside the memory loses only its own dialogue's known questions
    mine = _memory([[1, 0], [0, 1]], ["a", "b"], ["x", "y"])
    stranger = EvalRow("q0", "¿…?", ["art-1"])
    own = QuestionMemory(
        mine.vectors,
        (KnownQuestion(("a",), "otro.jsonl", "x", group_of("otro.jsonl", stranger)), mine.questions[1]),
        "e5-small-q4",
    )
    assert set(held_out(own, "otro.jsonl", stranger).recall(np.asarray([0.6, 0.8]))) == {"b"}


def test_a_saved_memory_reads_back(tmp_path):
    """Written as float16 vectors and JSON, read back normalised with the same questions."""
    memory = _memory([[1, 2, 3], [3, 2, 1]], ["a", "b"], ["x", "y"])
    memory.save(tmp_path)
    again = QuestionMemory.load(tmp_path)
    assert again.questions == memory.questions and again.embedding == "e5-small-q4"
    assert np.allclose(again.vectors, memory.vectors, atol=1e-3)
    assert json.loads((tmp_path / memory_module.META_FILE).read_text())["questions"][0]["author"] == "x"


def test_a_question_recalls_the_apartados_of_the_closest_known_ones():
    """``recall_apartados``: each apartado answering a close known question, with the closest such
    question's similarity, closest first; never the question's own copy, never a left-out author's."""
    matrix = np.asarray([[1, 0, 0], [0.9, 0.1, 0], [0.6, 0.8, 0], [0.95, 0, 0.05]], dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    questions = (
        KnownQuestion(("n:art-1",), "set.jsonl", "x", "set.jsonl/q0", ("n:art-1.1",)),
        KnownQuestion(("n:art-1",), "set.jsonl", "x", "set.jsonl/q1", ("n:art-1.2",)),
        KnownQuestion(("n:art-1",), "set.jsonl", "y", "set.jsonl/q2", ("n:art-1.3", "n:art-1.2")),
        KnownQuestion(("n:art-2",), "set.jsonl", "y", "set.jsonl/q3"),  # its set names no apartado
    )
    memory = QuestionMemory(matrix, questions, "e5-small-q4")
    recalled = memory.recall_apartados(matrix[0])
    assert list(recalled) == ["n:art-1.2", "n:art-1.3"]  # not its own copy's 1.1; 1.2 at its closest
    assert recalled["n:art-1.2"] == pytest.approx(float(matrix[1] @ matrix[0]), abs=1e-6)
    assert memory.recall(matrix[0]) == {
        "n:art-2": pytest.approx(float(matrix[3] @ matrix[0]), abs=1e-6),
        "n:art-1": pytest.approx(float(matrix[1] @ matrix[0]), abs=1e-6),
    }
    assert list(memory.without("x").recall_apartados(matrix[0])) == ["n:art-1.3", "n:art-1.2"]


def test_a_saved_memory_keeps_the_apartados_and_an_older_one_reads_without_them(tmp_path):
    """The apartados are written only for questions that have them; a memory written before them
    (no "apartados" key) reads back with none, and recalls no apartado."""
    memory = QuestionMemory(
        np.eye(2, dtype=np.float32),
        (
            KnownQuestion(("n:art-1",), "set.jsonl", "x", "g0", ("n:art-1.2",)),
            KnownQuestion(("n:art-2",), "set.jsonl", "y", "g1"),
        ),
        "e5-small-q4",
    )
    memory.save(tmp_path)
    written = json.loads((tmp_path / memory_module.META_FILE).read_text())["questions"]
    assert written[0]["apartados"] == ["n:art-1.2"] and "apartados" not in written[1]
    assert QuestionMemory.load(tmp_path).questions == memory.questions
    del written[0]["apartados"]
    meta = json.loads((tmp_path / memory_module.META_FILE).read_text())
    meta["questions"] = written
    (tmp_path / memory_module.META_FILE).write_text(json.dumps(meta), encoding="utf-8")
    older = QuestionMemory.load(tmp_path)
    assert older.questions[0].apartados == () and older.recall_apartados(np.asarray([0.6, 0.8])) == {}


def test_the_shipped_memory_names_the_apartados_the_dev_sets_give():
    """Every known question whose dev row names apartados carries them, keyed like the precepts."""
    memory = shipped_memory()
    assert memory is not None
    with_apartados = [q for q in memory.questions if q.apartados]
    assert len(with_apartados) > 0.6 * len(memory.questions)
    assert all(
        any(key.startswith(f"{precept}.") for precept in q.precepts)
        for q in with_apartados
        for key in q.apartados
    )


def test_a_missing_or_unreadable_memory_recalls_nothing(tmp_path, monkeypatch, caplog):
    """No memory: None, silently; a corrupt one: None with a warning naming the folder."""
    monkeypatch.setattr(memory_module, "MEMORY_DIR", tmp_path)
    shipped_memory.cache_clear()
    try:
        assert shipped_memory() is None
        (tmp_path / memory_module.META_FILE).write_text("{", encoding="utf-8")
        np.save(tmp_path / memory_module.VECTORS_FILE, np.zeros((1, 3), dtype=np.float16))
        shipped_memory.cache_clear()
        with caplog.at_level(logging.WARNING):
            assert shipped_memory() is None
        assert str(tmp_path) in caplog.text
    finally:
        shipped_memory.cache_clear()


def test_the_features_read_the_recalled_precepts():
    """The candidate answering the closest known question: its similarity and gap 0; one answering a
    farther one: a negative gap; one answering none: 0 and -1."""
    evidence = QuestionEvidence.__new__(QuestionEvidence)
    evidence.recalled = {"n:art-1": 0.95, "n:art-2": 0.90}

    class Candidate:
        def __init__(self, doc_id: str) -> None:
            self.doc_id = doc_id

    first, second, none = Candidate("n:art-1"), Candidate("n:art-2"), Candidate("n:art-3")
    values = [
        (known_question(evidence, c), known_question_gap(evidence, c))  # type: ignore[arg-type]
        for c in (first, second, none)
    ]
    assert values[0] == (0.95, 0.0)
    assert values[1][0] == 0.90 and values[1][1] == pytest.approx(-0.05)
    assert values[2] == (0.0, -1.0)


def test_two_equally_close_known_questions_are_told_apart_by_the_words_they_share():
    """``recall_words``: for each recalled precept, the share of the question's words (in their plain
    sense: "en el extranjero" is "fuera de España") that its closest known question holds. The
    embedder puts "¿Pueden votar los extranjeros…?" as close to "¿Puedo votar si vivo en el
    extranjero?" as a Spaniard living in Argentina; the words do not."""
    matrix = np.asarray([[0.925, 0.38, 0], [0.921, 0, 0.39]], dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    questions = (
        KnownQuestion(
            ("ce:art-13",), "dev.jsonl", "x", "q0", text="¿Pueden votar los extranjeros en las municipales?"
        ),
        KnownQuestion(
            ("ce:art-68",),
            "dev.jsonl",
            "x",
            "q1",
            text="Soy español pero vivo fuera de España, ¿puedo votar?",
        ),
    )
    memory = QuestionMemory(matrix, questions, "e5-small-q4")
    asked = plain_words("¿Puedo votar si vivo en el extranjero?")
    assert asked == plain_words("¿Puedo votar si vivo fuera de España?")  # the place, not the person
    shares = memory.recall_words(np.asarray([1.0, 0, 0]), plain_words, asked)
    assert shares["ce:art-68"] > shares["ce:art-13"] > 0
    assert memory.recall_words(np.asarray([1.0, 0, 0]), plain_words, frozenset()) == {}

    evidence = QuestionEvidence.__new__(QuestionEvidence)
    evidence.recalled_words = shares

    class Candidate:
        def __init__(self, doc_id: str) -> None:
            self.doc_id = doc_id

    abroad, foreigners, none = Candidate("ce:art-68"), Candidate("ce:art-13"), Candidate("ce:art-1")
    assert known_question_words_gap(evidence, abroad) == 0.0  # type: ignore[arg-type]
    assert known_question_words_gap(evidence, foreigners) < 0  # type: ignore[arg-type]
    assert known_question_words(evidence, none) == -1.0  # type: ignore[arg-type]  # it answers none
    assert known_question_words_gap(evidence, none) == -1.0  # type: ignore[arg-type]


def test_a_saved_memory_keeps_the_questions_words(tmp_path):
    """``rag train-ranker`` stores each known question's words with it (what ``recall_words``
    compares); the shipped memory holds them for every question."""
    memory = QuestionMemory(
        np.eye(2, dtype=np.float32),
        (
            KnownQuestion(("n:art-1",), "set.jsonl", "x", "g0", text="¿Cuántos días de vacaciones tengo?"),
            KnownQuestion(("n:art-2",), "set.jsonl", "y", "g1"),
        ),
        "e5-small-q4",
    )
    memory.save(tmp_path)
    assert QuestionMemory.load(tmp_path).questions == memory.questions
    shipped = shipped_memory()
    assert shipped is not None and all(q.text for q in shipped.questions)


def test_another_embedder_recalls_nothing(fake_pipeline):
    """The fake embedder's questions are not e5's: the search recalls no known question."""
    search = fake_pipeline.search
    search.use_memory(_memory([[1.0] * 64], ["x:art-1"], ["a"]))
    assert search.recalled("¿Pueden votar los extranjeros?") == {}


def test_a_stranger_s_paraphrase_of_a_known_question_is_answered_from_its_precept(
    real_biblioteca, real_settings
):
    """Asked in the library in words no dev set uses, a wedding-leave question recalls the known
    ones about the Estatuto's paid leave (art. 37) and is answered from it."""
    question = "Me voy a casar dentro de tres semanas: ¿cuántos días libres me corresponden en la empresa?"
    search = real_biblioteca.search
    recalled = search.recalled(question)
    assert recalled.get(f"{WORKERS}:art-37", 0.0) >= 0.9, sorted(recalled.items(), key=lambda i: -i[1])[:3]
    settings = Settings(data_dir=real_settings.data_dir)
    answer = real_biblioteca.chain(settings, None, settings.retriever, settings.k).ask(question)
    assert answer.citations[0].label.startswith("Estatuto de los Trabajadores, art. 37"), answer.answer


def test_the_evaluation_reports_rows_that_copy_a_dev_question_apart():
    """``rag eval`` splits a set into rows nearly copying a known question and new ones."""
    rows = [EvalRow(f"r{n}", "¿…?", ["art-1"]) for n in range(3)]
    outcomes = [
        RowOutcome(row, [], [], False, 1.0, known_similarity=s)
        for row, s in zip(rows, (0.99, 0.95, 0.9), strict=True)
    ]
    assert known_segments(outcomes) == {
        "pregunta: casi copia de una de desarrollo": {"r0", "r1"},
        "pregunta: nueva": {"r2"},
    }
    assert known_segments([RowOutcome(rows[0], [], [], False, 1.0)]) == {}


def test_the_library_search_recalls_only_precepts_of_the_norms_searched(real_biblioteca):
    """Filtered to the Ley de Arrendamientos Urbanos ("Buscar en"), no other law's precept is recalled."""
    lau = "BOE-A-1994-26003"
    search = real_biblioteca.search.only(frozenset({lau}))
    recalled = search.recalled("¿Me pueden subir el alquiler a mitad de contrato?")
    assert recalled and all(doc_id.startswith(f"{lau}:") for doc_id in recalled)
