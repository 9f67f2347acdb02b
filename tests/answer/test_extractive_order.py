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


def test_a_figure_asked_and_missing_from_the_first_precept_comes_second():
    """ "¿Cuántos días…?" when the first precept states no period: the first citation stays
    retrieval's, and the second passage is the sentence of another precept that states one."""
    first = make_context(
        1,
        "Las personas trabajadoras tendrán derecho a permisos retribuidos en los casos que la ley establece.",
        {**ART, "chunk_id": "a"},
    )
    unrelated = make_context(
        2,
        "Los días de permiso por fallecimiento de un familiar se disfrutarán cuando lo solicite la persona "
        "trabajadora.",
        {**ART, "article_label": "Artículo 64", "article_id": "art-64", "chunk_id": "b"},
    )
    stating = make_context(
        3,
        "La ausencia será de dos días.",
        {**ART, "article_label": "Artículo 37", "article_id": "art-37", "chunk_id": "c"},
    )
    question = "¿Cuántos días de permiso tengo si fallece un familiar?"
    passages = best_passages(question, [first, unrelated, stating])
    assert [passage.context for passage in passages] == [first, stating]
    answer = extractive_answer(question, [first, unrelated, stating], "la ley")
    assert "**dos días**" in answer
    assert answer.index("Artículo 38") < answer.index("Artículo 37")
