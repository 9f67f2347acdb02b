"""Texts still printed though superseded (#20), on the real library: Comercio minorista's
distance-selling articles (old text under "Artículos 39 a 48. (Derogados).") and the Código
Penal's "faltas" (617 to 637) are never cited for a question; named, they are quoted as repealed."""

from __future__ import annotations

import pytest

from rag.core.config import Settings
from rag.pipeline import Pipeline

RETAIL, PENAL, CONSUMERS = "BOE-A-1996-1072", "BOE-A-1995-25444", "BOE-A-2007-20555"


@pytest.fixture(scope="module")
def ask(real_biblioteca: Pipeline, real_settings: Settings):
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k)
    return chain.ask


def _superseded(norm: str, article: str) -> bool:
    number = int(article.removeprefix("art-").split("-")[0]) if article[4:5].isdigit() else 0
    return (norm == RETAIL and 39 <= number <= 48) or (norm == PENAL and 617 <= number <= 637)


@pytest.mark.parametrize(
    "question",
    [
        "Compré unas zapatillas por internet, ¿en cuántos días puedo desistir de la compra a distancia?",
        "En una venta a distancia, ¿puede el vendedor mandarme otro producto si no tiene el que pedí?",
        "¿Qué pena tiene amenazar levemente a alguien o injuriarle de forma leve?",
    ],
)
def test_a_question_is_never_answered_from_a_superseded_text(ask, question):
    """Whatever the ranking finds, no context it hands the answer is an old text in force no more."""
    answer = ask(question)
    cited = [(c.chunk.norm_id, c.chunk.article_id) for c in answer.contexts]
    assert cited and not any(_superseded(norm, article) for norm, article in cited), cited


def test_the_old_distance_sales_period_is_not_the_answer(ask):
    """The 7 working days of the repealed Comercio minorista art. 44 are not quoted as the rule."""
    answer = ask("¿Cuántos días tengo para desistir de una compra hecha a distancia?")
    assert "siete días hábiles" not in answer.answer
    assert all(c.chunk.norm_id != RETAIL for c in answer.contexts[:1]), answer.answer


@pytest.mark.parametrize(
    ("question", "label"),
    [
        ("¿Qué dice el artículo 44 de la Ley de Comercio Minorista?", "Ley 7/1996, art. 44"),
        ("¿Qué dice el artículo 620 del Código Penal?", "Código Penal, art. 620"),
    ],
)
def test_a_superseded_article_named_is_quoted_as_repealed(ask, question, label):
    """Looked up by name, the article is shown (the text the BOE still prints) and the answer says
    first that it is no longer in force."""
    answer = ask(question)
    assert answer.answer.startswith(f"**{label}**: ya no está en vigor"), answer.answer
    assert "redacción anterior, que no rige" in answer.answer
