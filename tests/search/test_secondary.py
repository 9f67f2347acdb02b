"""Preambles and amending provisions are ranked after the rules unless the question names them."""

from __future__ import annotations

import pytest

from rag.core.precepts import NAMES_SECONDARY_RE, is_secondary
from rag.core.results import RankedPrecept
from rag.search.rankers import demoted


@pytest.mark.parametrize(
    ("article_id", "heading", "secondary"),
    [
        ("preambulo", "", True),
        ("df-11", "Modificación de la Ley 19/2013, de 9 de diciembre, de transparencia", True),
        ("df-16", "Entrada en vigor.", True),
        ("df-2", "Título competencial.", True),
        ("df-2", "Desarrollo reglamentario.", True),
        ("df-1", "Naturaleza de la presente ley.", True),
        ("dd", "", False),  # repealing provision: "¿qué pasó con las leyes franquistas?"
        ("dt-6", "Horas complementarias.", False),
        ("da-3", "Cómputo de plazos en los registros.", False),
        ("art-40", "Movilidad geográfica.", False),
        ("art-1", "Modificación sustancial de condiciones de trabajo.", False),  # an article is a rule
    ],
)
def test_secondary_precepts_by_structure(article_id, heading, secondary):
    """What every BOE norm has decides it: the preamble, and final provisions by their heading."""
    assert is_secondary(article_id, heading) is secondary


def test_demoted_moves_secondary_precepts_down_and_keeps_the_rest_in_order():
    ranking = [RankedPrecept(doc, doc, 1.0) for doc in ("pre", "a", "b", "df", "c", "d", "e", "f", "g")]
    order = [r.doc_id for r in demoted(ranking, {"pre", "df"}, 5)]
    assert order == ["a", "b", "c", "d", "pre", "e", "f", "g", "df"]
    assert [r.doc_id for r in demoted(ranking, set(), 5)] == [r.doc_id for r in ranking]


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("¿Qué dice el preámbulo de la ley de transparencia?", True),
        ("¿Qué leyes modifica la LOPDGDD?", True),
        ("¿Cuándo entró en vigor la Ley 39/2015?", True),
        ("¿Cuántos días de vacaciones tengo?", False),
    ],
)
def test_a_question_naming_the_preamble_or_amendments_keeps_them(question, names):
    assert bool(NAMES_SECONDARY_RE.search(question)) is names


def test_the_laws_amending_provisions_are_found_by_their_epigraph(real_laws):
    """In the bundled laws, the final provisions that amend other laws or state entry into force
    are secondary (their heading starts "Disposición final …", the epígrafe decides), articles not."""
    secondary = real_laws.table.secondary
    assert {"BOE-A-2018-16673:df-11", "BOE-A-2018-16673:df-16", "BOE-A-2015-10565:df-3"} <= secondary
    assert {"BOE-A-2013-12887:preambulo"} <= secondary
    assert not any(":art-" in doc_id or ":dt-" in doc_id for doc_id in secondary)
