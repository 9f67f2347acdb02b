"""Names two norms share, and questions naming several norms, in the library (real index): "LOE" is
the Ley Orgánica de Educación and the Ley de Ordenación de la Edificación; the question's words
tell which one it is about."""

from __future__ import annotations

import pytest
from conftest import ScriptedChatModel

from rag.core.config import Settings
from rag.core.results import Turn
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


CONSTITUTION, PENAL = "BOE-A-1978-31229", "BOE-A-1995-25444"
CIVIL, WORKERS = "BOE-A-1889-4763", "BOE-A-2015-11430"


def test_naming_the_law_does_not_make_its_everyday_words_unknown(ask):
    """Named, the Estatuto is searched alone and its words are the yardstick of the gate's coverage:
    "extra" is not among them, but the glossary's "gratificaciones extraordinarias" is. Asked with
    the law's name the question is answered as it is without it (it was refused)."""
    for question in (
        "¿Cuántas pagas extra me corresponden según el Estatuto de los Trabajadores?",
        "¿Cuántas pagas extra me corresponden?",
    ):
        answer = ask(question)
        assert not answer.refused, answer.answer
        assert answer.citations[0].label == "Estatuto de los Trabajadores, art. 31", answer.answer
        assert "gratificaciones extraordinarias al año" in answer.answer


def test_a_bare_article_number_quotes_the_constitutions_and_says_which_others_have_one(ask):
    """ "¿Qué dice el artículo 14?" among 41 norms: the Constitution's (the highest rank), not the
    oldest law's, and the answer says the number is ambiguous and how to name another norm."""
    answer = ask("¿Qué dice el artículo 14?")
    looked_up = [c for c in answer.contexts if c.lookup]
    assert [(c.chunk.norm_id, c.chunk.article_id) for c in looked_up] == [(CONSTITUTION, "art-14")]
    assert answer.citations[0].label == "Constitución Española, art. 14"
    assert answer.answer.startswith(
        "El artículo 14 existe en 40 de las normas consultadas; cito el de la Constitución Española, "
        "la de mayor rango normativo. Si se refiere a otra, nómbrela: «artículo 14 de la"
    )
    assert "Los españoles son iguales ante la ley" in answer.answer


def test_a_bare_article_number_follows_the_law_the_conversation_is_about(ask):
    """After a question answered from the LAU, "¿y el artículo 14?" is the LAU's."""
    answer = ask("¿Y qué dice el artículo 14?", [Turn("¿Me pueden subir el alquiler?", "")])
    assert answer.citations[0].label.startswith("Ley de Arrendamientos Urbanos, art. 14")
    assert "cito el de la Ley de Arrendamientos Urbanos, de la que venimos hablando" in answer.answer


def test_a_bare_article_number_goes_to_the_law_the_questions_words_fit(ask):
    """ "¿Qué pena…?": the Código Penal's article 138 (homicide), not the electoral law's."""
    answer = ask("¿Qué pena pone el artículo 138?")
    assert answer.citations[0].norm_id == PENAL, answer.answer
    assert "cito el del Código Penal, la que mejor encaja con su pregunta" in answer.answer


def test_an_article_only_one_norm_has_is_quoted_without_a_note(ask):
    """Only the Código Civil has an article 1902: nothing to choose, nothing to say."""
    answer = ask("¿Qué dice el artículo 1902?")
    assert answer.citations[0].label.startswith("Código Civil, art. 1902")
    assert "existe en" not in answer.answer


def test_a_bare_article_number_in_chosen_laws_is_theirs(real_biblioteca: Pipeline, real_settings: Settings):
    """Searched in the Estatuto de los Trabajadores only ("Buscar en"), its own article 14."""
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k)
    retriever = chain.retriever.within(frozenset({WORKERS}))
    result = retriever.search("¿Qué dice el artículo 14?")
    assert [h.doc_id for h in result.hits if h.lookup] == [f"{WORKERS}:art-14"]
    assert not result.ambiguous


def test_the_langchain_retriever_reads_a_norm_named_after_the_number(
    real_biblioteca: Pipeline, real_settings: Settings
):
    """ "art. 143.2 CE" through the retriever alone (someone else's LCEL chain): the Constitution's,
    first and only; not the Ley de Enjuiciamiento Criminal's article 143."""
    settings = Settings(data_dir=real_settings.data_dir)
    chain = real_biblioteca.chain(settings, None, settings.retriever, settings.k)
    documents = chain.retriever.invoke("art. 143.2 CE")
    looked_up = [d.metadata["doc_id"] for d in documents if d.metadata["lookup"]]
    assert looked_up == [f"{CONSTITUTION}:art-143"]


def test_a_model_answer_to_a_bare_article_number_carries_the_note(
    real_biblioteca: Pipeline, real_settings: Settings
):
    """With a language model the note is the answer's notice (the model reads only the chosen
    norm's article)."""
    settings = Settings(data_dir=real_settings.data_dir)
    model = ScriptedChatModel(responses=["El artículo 14 consagra la igualdad [1]."])
    chain = real_biblioteca.chain(settings, model, settings.retriever, settings.k)
    answer = chain.ask("¿Qué dice el artículo 14?")
    assert answer.notice.startswith("El artículo 14 existe en 40 de las normas consultadas")
    assert [c.chunk.norm_id for c in answer.contexts if c.lookup] == [CONSTITUTION]
