"""The citizen → legal glossary: every term it adds is in the bundled texts, keys match word starts."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag.core.config import SHIPPED_DATA
from rag.core.text import EVERYDAY_TEXT, STOPWORDS, fold
from rag.search.thesaurus import GLOSSARY, expand, legal_terms, matched_keys, normalize
from rag.search.vocabulary import CONSTITUTION, DOMAINS

COMMON_WORDS = STOPWORDS | frozenset(fold(EVERYDAY_TEXT).split())


EXAMPLES = Path(__file__).parents[1] / "fixtures" / "vocabulary-examples.tsv"


@pytest.fixture(scope="module")
def bundled_text() -> str:
    """The library's 41 norms (the Constitution, the four laws and 36 more), normalized like the
    keys, with a space at each end."""
    paths = [
        *sorted((SHIPPED_DATA / "constitucion").glob("*.md")),
        *sorted((SHIPPED_DATA / "leyes").glob("*.md")),
        *sorted((SHIPPED_DATA / "biblioteca").glob("*/*.md")),
    ]
    assert len(paths) == 41
    return " " + " ".join(normalize(path.read_text(encoding="utf-8")) for path in paths) + " "


def test_every_legal_term_is_in_the_bundled_texts(bundled_text):
    """No dead vocabulary: each appended phrase occurs, folded and at a word start, in some text."""
    missing = [
        (domain, key, term)
        for domain, glossary in DOMAINS.items()
        for key, terms in glossary.items()
        for term in terms.split(", ")
        if " " + normalize(term) not in bundled_text
    ]
    assert missing == []


def test_keys_are_normalized_and_long_enough():
    """Keys are written the way questions are matched: folded words, single spaces, 3+ characters."""
    malformed = [key for key in GLOSSARY if len(key) < 3 or normalize(key) != key.removesuffix(" ")]
    assert malformed == []


def test_no_key_is_a_common_word():
    """A one-word key is neither a stop/everyday word nor the start of one ("est" would fire on "esta")."""
    too_common = [
        key
        for key in GLOSSARY
        if " " not in key.strip()
        and any(word == key.strip() if key.endswith(" ") else word.startswith(key) for word in COMMON_WORDS)
    ]
    assert too_common == []


def test_no_key_repeats_a_shorter_one():
    """Within a domain, a key that a shorter key with the same terms already catches is dead weight."""
    repeated = [
        (domain, shorter, key)
        for domain, glossary in DOMAINS.items()
        for key in glossary
        for shorter in matched_keys(key)
        if shorter != key and glossary.get(shorter) == glossary[key]
    ]
    assert repeated == []


def test_terms_are_comma_separated_phrases():
    """Values list phrases separated by ", ", none empty."""
    assert all(all(term.strip() == term != "" for term in terms.split(", ")) for terms in GLOSSARY.values())


def test_the_constitution_terms_come_first_in_shared_keys():
    """A law adds to a Constitution key, never replaces it: "despid" keeps "trabajadores"."""
    assert all(GLOSSARY[key].startswith(terms) for key, terms in CONSTITUTION.items())
    assert GLOSSARY["despid"] == (
        "trabajo, trabajadores, extinción del contrato, despido improcedente, indemnización"
    )


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("¿Me pueden cambiar de ciudad de trabajo?", "movilidad geográfica"),
        ("¿Cuántos días de permiso tengo si se muere un familiar?", "fallecimiento"),
        ("¿Cuántos días de permiso tengo si se muere un familiar?", "parientes hasta el segundo grado"),
        ("¿Puedo pedir a una empresa qué datos tiene de mí?", "derecho de acceso"),
        ("¿Cuánto tarda la Administración en contestarme?", "plazo máximo"),
        ("¿Cuánto tarda la Administración en contestarme?", "silencio administrativo"),
        ("Me han echado del trabajo sin avisar", "extinción del contrato"),
        ("¿Me pagan las horas extra?", "horas extraordinarias"),
        ("¿Cuándo me tienen que dar el finiquito?", "documento de liquidación"),
        ("Estoy de baja médica, ¿me pueden despedir?", "incapacidad temporal"),
        ("¿Cuántas semanas tengo por paternidad?", "nacimiento"),
        ("¿Qué es un ERE?", "despido colectivo"),
        ("¿Me pueden bajar el sueldo?", "modificaciones sustanciales de las condiciones de trabajo"),
        ("La empresa no me paga desde hace tres meses", "falta de pago"),
        (
            "¿Tengo que volver a presentar papeles que ya tiene la Administración?",
            "derecho a no aportar documentos",
        ),
        ("Me han denegado la ayuda, ¿puedo recurrir?", "recurso de alzada"),
        ("No abrí la notificación electrónica", "se entenderá rechazada"),
        ("Me han puesto una multa, ¿hay descuento si pago la multa pronto?", "pago voluntario"),
        ("¿Cuánto cobra el alcalde de mi pueblo?", "retribuciones percibidas anualmente"),
        ("¿Tengo que explicar para qué lo quiero?", "sin necesidad de motivar la solicitud"),
        ("Quiero que borren mis fotos de Google", "derecho de supresión"),
        ("Quiero que borren mis fotos de Google", "motores de búsqueda"),
        ("Mi jefe me graba con cámaras de seguridad", "videovigilancia"),
        ("Me escriben del trabajo fuera de horario", "desconexión digital"),
        ("Me han metido en un fichero de morosos", "sistemas de información crediticia"),
        ("¿Con qué edad puede un niño abrirse una red social?", "menores de catorce años"),
        ("¿Puedo votar si vivo en el extranjero?", "fuera del territorio"),
    ],
)
def test_everyday_questions_get_the_legal_terms(question, term):
    """The everyday wording of a question brings in the phrase its law uses."""
    assert term in legal_terms(question)
    assert expand(question).startswith(question + " ") and term in expand(question)


@pytest.mark.parametrize(
    ("question", "key", "fires"),
    [
        ("Me despidieron ayer", "despid", True),
        ("¿Qué es un ERE?", "ere ", True),
        ("¿Eres capaz de ayudarme?", "ere ", False),
        ("Cobro un plus de nocturnidad", "plus ", True),
        ("¿Qué es el pluralismo político?", "plus ", False),
        ("Me revisan el móvil del trabajo", "movil ", True),
        ("¿Qué es la movilidad funcional?", "movil ", False),
        ("contrato fijo-discontinuo", "fijo discontinu", True),
        ("el desempleo y el paro", "paro", True),
        ("¿cómo se reparte?", "paro", False),
    ],
)
def test_keys_match_at_word_starts(question, key, fires):
    """A key is a word start ("despid" catches "despidieron"); a trailing space makes it a whole word."""
    assert (key in matched_keys(question)) is fires


def test_each_legal_term_is_added_once():
    """Two everyday words for the same thing do not count its terms twice in the BM25 query."""
    terms = legal_terms("Me echaron del trabajo, me han echado sin carta de despido")
    assert len(terms) == len(set(terms))
    assert terms.count("extinción del contrato") == 1


def test_questions_without_everyday_words_are_left_alone():
    """Nothing to translate, nothing added."""
    assert expand("¿Qué dice el artículo 28?") == "¿Qué dice el artículo 28?"
    assert legal_terms("") == []


def _examples() -> list[tuple[str, str, str]]:
    rows = [line.split("\t") for line in EXAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(domain, question, term) for domain, question, term in rows]


@pytest.mark.parametrize(("domain", "question", "term"), _examples())
def test_the_librarys_everyday_questions_get_their_laws_terms(domain, question, term):
    """Each domain of the library (housing, consumer, civil, justice, traffic, tax, Social Security,
    rights, health and education, local government): a citizen's wording, written with the
    vocabulary from the laws' texts, brings in the phrase its law uses."""
    assert term in legal_terms(question)
    glossary = DOMAINS[domain]
    assert any(term in glossary[key].split(", ") for key in matched_keys(question) if key in glossary)


def test_every_library_domain_has_examples():
    """No domain of the vocabulary goes untested: the five first ones above, the others in the file."""
    tested = {domain for domain, _, _ in _examples()}
    assert len(tested) == 10 and len(DOMAINS) == 15


def test_a_library_domain_applies_only_where_its_laws_are_searched():
    """The Ley de Extranjería's phrases are not added to a question asked of the Constitution alone
    (they pulled its art. 19 on residence above art. 68.5); the library, a filter including the
    law, and a folder of other documents (vocabulary unknown) get them."""
    question = "¿Puedo votar si vivo en el extranjero?"
    constitution, extranjeria = "BOE-A-1978-31229", "BOE-A-2000-544"
    assert "fuera del territorio" in legal_terms(question, {constitution})
    assert "residentes ausentes" not in legal_terms(question, {constitution})
    assert "residentes ausentes" in legal_terms(question, {constitution, "BOE-A-1985-11672"})
    assert "residentes ausentes" in legal_terms(question, {"ordenanzas/ruido"})
    assert "residentes ausentes" in legal_terms(question)
    assert expand(question, {constitution}) != expand(question, {constitution, extranjeria})
