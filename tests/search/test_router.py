"""The norm router (``rag.search.router``): which norm a question is about, learned from the known
questions; how it is restricted to the searched norms, held out while training, shipped, and what a
user notices in the library."""

from __future__ import annotations

import numpy as np
import pytest

from rag.core.config import Settings
from rag.search.evidence import QuestionEvidence
from rag.search.features import norm_routed, norm_routed_gap
from rag.search.memory import KnownQuestion, QuestionMemory, shipped_memory
from rag.search.router import NormRouter, fit_router

CONSTITUTION = "BOE-A-1978-31229"
LAU = "BOE-A-1994-26003"


def _questions(rng: np.random.Generator, centres: dict[str, list[float]], each: int = 20):
    """``each`` noisy questions around each norm's centre, normalised, with their answers."""
    vectors, answers = [], []
    for norm, centre in centres.items():
        for n in range(each):
            vector = np.asarray(centre, dtype=np.float32) + rng.normal(0, 0.2, len(centre)).astype(np.float32)
            vectors.append(vector / np.linalg.norm(vector))
            answers.append((f"{norm}:art-{n}",))
    return np.stack(vectors), answers


def _evidence(routed: dict[str, float], several: bool = True) -> QuestionEvidence:
    evidence = QuestionEvidence.__new__(QuestionEvidence)
    evidence.routed = routed
    evidence.several_norms = several
    return evidence


class _Candidate:
    def __init__(self, norm: str) -> None:
        self.profile = type("Profile", (), {"norm_id": norm})()


def test_a_router_sends_a_question_to_the_norm_whose_questions_it_resembles():
    """Questions about three norms: a new one near the second norm's is routed there; restricted to
    two norms (the sidebar's filter) the probabilities are renormalised over them."""
    rng = np.random.default_rng(0)
    vectors, answers = _questions(rng, {"a": [1, 0, 0], "b": [0, 1, 0], "c": [0, 0, 1]})
    router = fit_router(vectors, answers)
    assert router is not None and router.norms == ("a", "b", "c")
    question = np.asarray([0.1, 0.95, 0.1], dtype=np.float32)
    routed = router.route(question, frozenset({"a", "b", "c"}))
    assert max(routed, key=routed.__getitem__) == "b" and sum(routed.values()) == pytest.approx(1.0)
    only = router.route(question, frozenset({"a", "c"}))
    assert set(only) == {"a", "c"} and sum(only.values()) == pytest.approx(1.0)
    assert router.route(question, frozenset({"b"})) == {"b": pytest.approx(1.0)}


def test_norms_it_never_saw_and_vectors_of_another_size_get_no_routing():
    """A user's own folder (norms the known questions never named) or another embedder: {}."""
    rng = np.random.default_rng(1)
    router = fit_router(*_questions(rng, {"a": [1, 0], "b": [0, 1]}))
    assert router is not None
    assert router.route(np.asarray([1.0, 0.0]), frozenset({"mi-ley"})) == {}
    assert router.route(np.asarray([1.0, 0.0, 0.0]), frozenset({"a", "b"})) == {}
    # two norms: scikit-learn keeps one row of weights; the router keeps one per norm
    assert router.weights.shape == (2, 2)
    assert max(router.route(np.asarray([0.0, 1.0]), {"a", "b"}).items(), key=lambda i: i[1])[0] == "b"


def test_one_norm_alone_is_no_routing_and_a_question_answered_in_two_counts_for_both():
    rng = np.random.default_rng(2)
    vectors, answers = _questions(rng, {"a": [1, 0]})
    assert fit_router(vectors, answers) is None
    vectors, answers = _questions(rng, {"a": [1, 0], "b": [0, 1]})
    router = fit_router(vectors, [*answers[:-1], ("a:art-1", "b:art-2")])
    assert router is not None and router.norms == ("a", "b")


def test_a_router_reads_back_and_travels_with_the_memory(tmp_path):
    """Saved beside the known questions and read back with them; a memory written before the
    router reads back without one (the ranker then reads no routing)."""
    rng = np.random.default_rng(3)
    vectors, answers = _questions(rng, {"a": [1, 0, 0], "b": [0, 1, 0]})
    questions = tuple(KnownQuestion(p, "set.jsonl", "x", f"q{n}") for n, p in enumerate(answers))
    memory = QuestionMemory(vectors, questions, "e5-small-q4").with_router()
    memory.save(tmp_path)
    again = QuestionMemory.load(tmp_path)
    assert again.router is not None and again.router.norms == ("a", "b")
    assert np.allclose(again.router.weights, memory.router.weights) and np.allclose(
        again.router.bias, memory.router.bias
    )
    question = np.asarray([0.0, 1.0, 0.0], dtype=np.float32)
    assert again.routed(question, frozenset({"a", "b"})) == pytest.approx(
        memory.routed(question, frozenset({"a", "b"}))
    )
    assert NormRouter.load(tmp_path).norms == ("a", "b")
    (tmp_path / "router.npy").unlink()
    assert QuestionMemory.load(tmp_path).router is None


def test_while_training_a_question_is_routed_by_a_router_fitted_without_its_author():
    """Author x wrote every question about norm "a": the router a question of x is routed by never
    heard of "a" (fitted once per author); a stranger's question gets the full router."""
    rng = np.random.default_rng(4)
    vectors, answers = _questions(rng, {"a": [1, 0, 0], "b": [0, 1, 0], "c": [0, 0, 1]})
    authors = ["x" if p[0].startswith("a:") else "y" for p in answers]
    questions = tuple(
        KnownQuestion(p, "set.jsonl", a, f"q{n}")
        for n, (p, a) in enumerate(zip(answers, authors, strict=True))
    )
    memory = QuestionMemory(vectors, questions, "e5-small-q4").with_router()
    held = memory.without("x")
    assert held.router is not None and held.router.norms == ("b", "c")
    assert memory.without("x", "q1").router is held.router  # fitted once for x
    assert memory.without("z").router is memory.router


def test_the_features_read_the_routing():
    """Its norm's probability and its distance below the most likely norm's; a single-norm
    collection: 1 and 0; several norms the router does not know: 0 and 0."""
    evidence = _evidence({"a": 0.7, "b": 0.3})
    assert norm_routed(evidence, _Candidate("a")) == 0.7 and norm_routed_gap(evidence, _Candidate("a")) == 0.0  # type: ignore[arg-type]
    assert norm_routed(evidence, _Candidate("b")) == 0.3  # type: ignore[arg-type]
    assert norm_routed_gap(evidence, _Candidate("b")) == pytest.approx(-0.4)  # type: ignore[arg-type]
    alone = _evidence({}, several=False)
    assert (norm_routed(alone, _Candidate("a")), norm_routed_gap(alone, _Candidate("a"))) == (1.0, 0.0)  # type: ignore[arg-type]
    unknown = _evidence({}, several=True)
    assert (norm_routed(unknown, _Candidate("a")), norm_routed_gap(unknown, _Candidate("a"))) == (0.0, 0.0)  # type: ignore[arg-type]


def test_the_shipped_router_knows_the_library_s_norms():
    """``rag train-ranker`` fitted it on the known questions: every norm they are answered in."""
    memory = shipped_memory()
    assert memory is not None and memory.router is not None
    answered = {doc_id.split(":")[0] for q in memory.questions for doc_id in q.precepts}
    assert set(memory.router.norms) == answered and CONSTITUTION in answered and len(answered) >= 40


@pytest.mark.parametrize(
    ("question", "norm"),
    [
        ("¿Quién escoge a los ministros del Gobierno?", CONSTITUTION),
        ("¿Puede el Gobierno cerrar un periódico sin que lo decida un juez?", CONSTITUTION),
        ("Mi casero quiere subirme el alquiler a mitad de contrato, ¿puede?", LAU),
    ],
)
def test_in_the_library_an_abstract_question_is_routed_to_the_constitution_and_a_rent_story_to_the_lau(
    real_biblioteca, question, norm
):
    routed = real_biblioteca.search.routed(question)
    assert len(routed) >= 40 and max(routed, key=routed.__getitem__) == norm, sorted(
        routed.items(), key=lambda i: -i[1]
    )[:3]


def test_filtered_to_one_law_the_routing_is_that_law_alone(real_biblioteca):
    search = real_biblioteca.search.only(frozenset({LAU}))
    assert search.routed("¿Quién nombra a los ministros?") == {LAU: pytest.approx(1.0)}


def test_a_constitution_question_asked_in_the_library_cites_the_constitution(real_biblioteca, real_settings):
    """A question on a freedom the Constitution guarantees, in words no dev set uses, asked among 41
    norms, is answered from the Constitution's article (22.4), not from a law that mentions it."""
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k)
    answer = chain.ask("¿Se puede disolver una asociación sin que lo decida un juez?")
    assert not answer.refused and answer.citations[0].label.startswith("Constitución Española, art. 22"), (
        answer.answer
    )
