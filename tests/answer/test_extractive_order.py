"""The offline answer quotes the best-ranked precept first: the first citation a user sees is
retrieval's first precept, whichever passage of the others shares more words with the question."""

from __future__ import annotations

from conftest import make_context

from rag.answer.extractive import best_passages, extractive_answer

ART = {"article_label": "Artículo 38", "article_id": "art-38", "norm_id": "N"}


def test_first_passage_comes_from_the_first_ranked_precept():
    first = make_context(1, "El periodo anual será de treinta días naturales.", {**ART, "chunk_id": "a"})
    wordy = make_context(
        2,
        "Las vacaciones de los trabajadores y sus vacaciones anuales se fijan en el calendario "
        "de vacaciones.",
        {**ART, "article_label": "Artículo 99", "article_id": "art-99", "chunk_id": "b"},
    )
    question = "¿Cuántas vacaciones anuales tienen los trabajadores?"
    passages = best_passages(question, [first, wordy])
    assert passages[0][0] is first
    answer = extractive_answer(question, [first, wordy], "la ley")
    assert answer.splitlines()[1].startswith(
        "- **Artículo 38**: «El periodo anual será de **treinta días naturales**.» [1]"
    )
