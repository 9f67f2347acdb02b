"""A construction that names a place abroad is read as the place, not as the foreigners the same stem
names elsewhere (``rag.search.senses``)."""

from __future__ import annotations

import pytest

from rag.search.senses import plain_sense, with_plain_sense
from rag.search.thesaurus import expand


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("¿Puedo votar si vivo en el extranjero?", "¿Puedo votar si vivo fuera de España?"),
        ("Trabajo En El Extranjero desde enero", "Trabajo fuera de España desde enero"),
        ("¿Tributa lo que cobro desde el extranjero?", "¿Tributa lo que cobro desde fuera de España?"),
        (
            "¿Puedo llevarme a mi hijo al extranjero sin permiso?",
            "¿Puedo llevarme a mi hijo fuera de España sin permiso?",
        ),
        ("Me voy a trabajar un año al extranjero", "Me voy a trabajar un año fuera de España"),
    ],
)
def test_the_place_abroad_is_read_as_a_place(question: str, plain: str) -> None:
    assert plain_sense(question) == plain


@pytest.mark.parametrize(
    "question",
    [
        "¿Pueden votar los extranjeros en las elecciones municipales?",
        "El extranjero que entre en España ilegalmente, ¿puede ser expulsado?",
        "¿Se notificará al extranjero la resolución de expulsión?",  # a person, no verb of going
        "¿Qué derechos tiene un extranjero detenido?",
    ],
)
def test_the_foreigner_is_left_as_written(question: str) -> None:
    assert plain_sense(question) == question
    assert with_plain_sense(question) == question


def test_the_lexical_query_keeps_the_words_and_adds_the_place() -> None:
    """The laws say "en el extranjero" too: BM25 keeps the question's words and adds the plain ones."""
    expanded = expand("¿Puedo votar si vivo en el extranjero?", {"BOE-A-1978-31229"})
    assert expanded.startswith("¿Puedo votar si vivo en el extranjero? ¿Puedo votar si vivo fuera de España?")
