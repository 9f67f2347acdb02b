"""Names two norms share, and questions naming several norms, in the library (real index): "LOE" is
the Ley Orgánica de Educación and the Ley de Ordenación de la Edificación; the question's words
tell which one it is about."""

from __future__ import annotations

import pytest

from rag.core.config import Settings
from rag.pipeline import Pipeline

EDUCATION, BUILDING = "BOE-A-2006-7899", "BOE-A-1999-21567"
LAU, LPH = "BOE-A-1994-26003", "BOE-A-1960-10906"


@pytest.fixture(scope="module")
def ask(real_biblioteca: Pipeline, real_settings: Settings):
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k)
    return chain.ask


def test_a_lookup_in_the_loe_shows_both_laws_article_the_one_asked_about_first(ask):
    """ "el artículo 17 de la LOE" exists in both: both are quoted, each under its law's name, the
    building law's first when the question is about builders."""
    answer = ask("¿Qué dice el artículo 17 de la LOE sobre la responsabilidad de los constructores?")
    looked_up = [c for c in answer.contexts if c.lookup]
    assert [c.chunk.norm_id for c in looked_up] == [BUILDING, EDUCATION]
    assert answer.citations[0].label.startswith("Ley de Ordenación de la Edificación, art. 17")
    assert "Ley Orgánica de Educación, art. 17" in answer.answer


@pytest.mark.parametrize(
    ("question", "norm"),
    [
        ("Según la LOE, ¿la educación primaria es obligatoria?", EDUCATION),
        ("Según la LOE, ¿cuánto dura la garantía por vicios estructurales de un edificio?", BUILDING),
    ],
)
def test_a_question_naming_the_loe_is_answered_from_the_law_it_is_about(ask, question, norm):
    """Searched in the two LOEs only, the ranking picks the one the question's words are about."""
    answer = ask(question)
    assert not answer.refused, answer.answer
    assert answer.citations[0].norm_id == norm, answer.answer
    assert {c.chunk.norm_id for c in answer.contexts if not c.referenced} <= {EDUCATION, BUILDING}


def test_a_question_naming_two_laws_is_searched_in_both_only(ask):
    """ "la LAU y la Ley de Propiedad Horizontal": no other norm of the 41 answers."""
    answer = ask("¿Qué dicen la LAU y la Ley de Propiedad Horizontal sobre las obras?")
    assert not answer.refused, answer.answer
    assert {c.chunk.norm_id for c in answer.contexts if not c.referenced} <= {LAU, LPH}
