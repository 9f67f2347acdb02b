"""Precept and norm names: the short name a citation gives a norm, and labels that name it."""

from __future__ import annotations

import pytest

from rag.core.precepts import (
    names_norm,
    norm_aliases,
    norm_rank,
    norm_short_name,
    parse_spelled_number,
    precept_label,
    qualified_label,
)

ET_TITLE = (
    "Real Decreto Legislativo 2/2015, de 23 de octubre, por el que se aprueba el texto refundido de la Ley "
    "del Estatuto de los Trabajadores"
)


@pytest.mark.parametrize(
    ("norm_id", "title", "short"),
    [
        ("BOE-A-2015-11430", ET_TITLE, "Estatuto de los Trabajadores"),
        (
            "BOE-A-2015-10565",
            "Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común",
            "Ley 39/2015",
        ),
        ("BOE-A-2013-12887", "Ley 19/2013, de 9 de diciembre, de transparencia", "Ley 19/2013"),
        ("BOE-A-2018-16673", "Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos", "LOPDGDD"),
        ("BOE-A-1978-31229", "Constitución Española", "Constitución Española"),
        (
            "BOE-A-2015-11724",
            "Real Decreto Legislativo 8/2015, de 30 de octubre, por el que se aprueba el texto "
            "refundido de la Ley General de la Seguridad Social",
            "Ley General de la Seguridad Social",
        ),
        (
            "BOE-A-2020-1",
            "Real Decreto 463/2020, de 14 de marzo, por el que se declara",
            "Real Decreto 463/2020",
        ),
        ("BOE-A-2010-1", "Ley Orgánica 2/2010, de 3 de marzo, de salud sexual", "Ley Orgánica 2/2010"),
        (
            "u-1",
            "Reglamento de evaluación de la Universidad, texto de 2024",
            "Reglamento de evaluación de la Universidad",
        ),
    ],
)
def test_norm_short_names(norm_id, title, short):
    """Bundled laws by their usual names; others by kind and number, a texto refundido by its law."""
    assert norm_short_name(norm_id, title) == short


@pytest.mark.parametrize(
    ("title", "rank"),
    [
        ("Constitución Española", 0),
        ("Ley Orgánica 10/1995, de 23 de noviembre, del Código Penal", 1),
        ("Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos", 2),
        (ET_TITLE, 2),
        ("Real Decreto-ley 8/2020, de 17 de marzo, de medidas urgentes", 2),
        ("Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil", 2),
        ("Real Decreto de 14 de septiembre de 1882 por el que se aprueba la Ley de Enjuiciamiento", 2),
        ("Real Decreto 463/2020, de 14 de marzo, por el que se declara el estado de alarma", 3),
        ("Orden INT/1202/2011, de 4 de mayo", 4),
        ("Reglamento de evaluación de la Universidad", 5),
    ],
)
def test_norm_ranks_follow_the_hierarchy_of_law(title, rank):
    """The Constitution, organic laws, laws and decrees with the force of law (and the decrees that
    publish a code), regulations, orders; a document that is none of them last."""
    assert norm_rank(title) == rank


@pytest.mark.parametrize(
    ("article_id", "apartado", "label"),
    [
        ("art-66", "1", "Ley 39/2015, art. 66.1"),
        ("art-20-bis", "", "Ley 39/2015, art. 20 bis"),
        ("da-1", "2", "Ley 39/2015, disposición adicional primera, apartado 2"),
        ("preambulo", "", "Ley 39/2015, preámbulo"),
    ],
)
def test_qualified_labels_name_the_norm_first(article_id, apartado, label):
    """'Ley 39/2015, art. 66.1': the norm, then the precept as lawyers abbreviate it."""
    assert qualified_label("Ley 39/2015", precept_label(article_id), apartado) == label


@pytest.mark.parametrize(
    ("alias", "question", "named"),
    [
        ("constitucion", "¿Qué dice la Constitución sobre la vivienda?", True),
        ("estatuto de los trabajadores", "Según el Estatuto de los Trabajadores, ¿cuántas pagas hay?", True),
        ("ley de transparencia", "¿La Ley de Transparencia obliga a los partidos?", True),
        ("39/2015", "En la Ley 39/2015, ¿cuándo caduca un procedimiento?", True),
        ("lopdgdd", "¿Qué dice la LOPDGDD del derecho al olvido?", True),
        ("ce", "¿Cómo lo regula la CE?", True),
        ("estatuto", "¿Quiénes elaboran el proyecto de Estatuto de una comunidad autónoma?", False),
        ("transparencia", "¿Hay transparencia en las cuentas de los partidos?", False),
        ("proteccion de datos", "¿Dice algo la Constitución sobre la protección de datos?", False),
        ("procedimiento administrativo comun", "¿Qué es el procedimiento administrativo común?", False),
        ("ce", "¿Se puede votar desde los dieciocho años? ce", False),
        ("constitucion", "¿Cuántas vacaciones tengo?", False),
    ],
)
def test_a_free_question_names_a_norm_only_by_a_distinctive_name(alias, question, named):
    """A norm is named by its number, a document's name, "Constitución" or an acronym in capitals;
    a word that may name a topic or another document ("Estatuto", "transparencia") does not."""
    assert names_norm(alias, question) is named


@pytest.mark.parametrize(
    ("words", "parsed"),
    [
        ("primero", (1, 1)),
        ("duodecimo", (12, 1)),
        ("veintitres", (23, 1)),
        ("setenta y dos bis", (72, 3)),
        ("ciento siete", (107, 2)),
        ("ciento", (100, 1)),
        ("doscientos catorce", (214, 2)),
        ("treinta y", (30, 1)),
        ("anterior", None),
        ("", None),
    ],
)
def test_article_numbers_spelled_in_words(words, parsed):
    """The folded words of an article number written out, and how many of them it takes."""
    assert parse_spelled_number(words.split()) == parsed


@pytest.mark.parametrize(
    ("norm_id", "title", "short", "question"),
    [
        ("BOE-A-1889-4763", "Real Decreto de 24 de julio de 1889, Código Civil", "Código Civil",
         "¿Qué dice el artículo 1902 del Código Civil?"),
        ("BOE-A-1994-26003", "Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos",
         "Ley de Arrendamientos Urbanos", "¿Qué dice el art. 18 LAU?"),
        ("BOE-A-1960-10906", "Ley 49/1960, de 21 de julio, sobre propiedad horizontal",
         "Ley de Propiedad Horizontal", "¿Qué dice la ley de propiedad horizontal sobre las obras?"),
        ("BOE-A-1995-25444", "Ley Orgánica 10/1995, de 23 de noviembre, del Código Penal", "Código Penal",
         "¿Qué pena pone el 138 del Código Penal?"),
        ("BOE-A-1994-26003", "Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos",
         "Ley de Arrendamientos Urbanos", "¿Según la ley de alquileres me pueden subir la renta?"),
    ],
)  # fmt: skip
def test_the_librarys_norms_go_by_the_names_people_use(norm_id, title, short, question):
    """The library's norms (#20) are cited by their usual short names and named by them in questions."""
    assert norm_short_name(norm_id, title) == short
    assert any(names_norm(alias, question) for alias in norm_aliases(norm_id, title, short))


def test_loe_alone_names_two_norms():
    """ "LOE" is both the Ley Orgánica de Educación and the Ley de Ordenación de la Edificación."""
    question = "¿Qué dice la LOE sobre esto?"
    named = [
        norm_id
        for norm_id in ("BOE-A-2006-7899", "BOE-A-1999-21567")
        if any(names_norm(alias, question) for alias in norm_aliases(norm_id, "", ""))
    ]
    assert named == ["BOE-A-2006-7899", "BOE-A-1999-21567"]
